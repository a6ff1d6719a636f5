//! Real input to the page through WebDriver's actions: key presses, mouse
//! moves and clicks, and touch taps, each dispatched by the browser as a
//! user's.

use super::Page;
use serde_json::{json, Value};

impl Page {
    pub(super) fn actions(&self, source: Value) {
        self.call("POST", "/actions", json!({ "actions": [source] }));
        self.call("DELETE", "/actions", json!({}));
    }

    /// Presses and releases each key of `keys` (characters, or WebDriver's
    /// codes for special keys such as "\u{E003}" for Backspace).
    pub fn key(&self, keys: &str) {
        let mut steps = Vec::new();
        for key in keys.chars() {
            steps.push(json!({"type": "keyDown", "value": key.to_string()}));
            steps.push(json!({"type": "keyUp", "value": key.to_string()}));
        }
        self.actions(json!({"type": "key", "id": "keyboard", "actions": steps}));
    }

    fn pointer(&self, kind: &str, x: i32, y: i32) {
        self.actions(json!({"type": "pointer", "id": kind,
            "parameters": {"pointerType": kind},
            "actions": [
                {"type": "pointerMove", "duration": 0, "x": x, "y": y, "origin": "viewport"},
                {"type": "pointerDown", "button": 0},
                {"type": "pointerUp", "button": 0}]}));
    }

    /// Moves the mouse to CSS pixel (`x`, `y`), pressing nothing.
    pub fn hover(&self, x: i32, y: i32) {
        self.actions(json!({"type": "pointer", "id": "mouse",
            "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "duration": 0, "x": x, "y": y, "origin": "viewport"}]}));
    }

    /// A left click at CSS pixel (`x`, `y`).
    pub fn click(&self, x: i32, y: i32) {
        self.pointer("mouse", x, y);
    }

    /// A finger's tap at CSS pixel (`x`, `y`).
    pub fn tap(&self, x: i32, y: i32) {
        self.pointer("touch", x, y);
    }
}
