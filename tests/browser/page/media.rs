//! The browser's media features as a person's system sets them: its
//! colour scheme, through Chrome DevTools' emulation (chromedriver's
//! `goog/cdp/execute`), set before the page loads, since the page reads it
//! once at start.

use super::Page;
use serde_json::json;

impl Page {
    /// Makes the browser prefer `scheme` (`"dark"` or `"light"`).
    pub fn prefer_colour_scheme(&self, scheme: &str) {
        self.call(
            "POST",
            "/goog/cdp/execute",
            json!({
                "cmd": "Emulation.setEmulatedMedia",
                "params": {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
            }),
        );
        let seen = self.eval(&format!(
            "return window.matchMedia('(prefers-color-scheme: {scheme})').matches"
        ));
        assert_eq!(seen, true, "the browser did not take {scheme}");
    }
}
