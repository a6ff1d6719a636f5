//! The one function that reads the window's input: key presses (in the
//! order they came, repeats dropped), left clicks and mouse moves, as the
//! library's [`Input`]s, which the game reads against what it shows.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods, MouseButton, TouchPhase};
use std::collections::HashSet;
use ttt::game::input::{Dir, Key};
use ttt::view::input::Input;
use ttt::view::layout::WindowPoint;

/// Reads this window's input events since the last poll: what came in,
/// in order, clicks in physical pixels until polled.
pub struct Poller {
    subscriber: usize,
    down: HashSet<KeyCode>,
    pressed: Vec<Input>,
}

impl Poller {
    pub fn new() -> Poller {
        Poller {
            subscriber: register_input_subscriber(),
            down: HashSet::new(),
            pressed: Vec::new(),
        }
    }

    /// The keys pressed, clicks made and mouse moves since the last call,
    /// in order, clicks in logical pixels.
    pub fn poll(&mut self) -> Vec<Input> {
        repeat_all_miniquad_input(self, self.subscriber);
        // macroquad also queues every typed character for get_char_pressed,
        // which we never call: without this the queue grows with each key.
        macroquad::input::clear_input_queue();
        let dpi = macroquad::window::screen_dpi_scale().max(0.1);
        let logical = |input: Input| match input {
            Input::Click(p) => Input::Click(WindowPoint::new(p.x / dpi, p.y / dpi)),
            other => other,
        };
        self.pressed.drain(..).map(logical).collect()
    }
}

impl EventHandler for Poller {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn key_down_event(&mut self, keycode: KeyCode, _mods: KeyMods, repeat: bool) {
        // A key already down is auto-repeat, whatever the flag says.
        if !self.down.insert(keycode) || repeat {
            return;
        }
        if let Some(key) = our_key(keycode) {
            self.pressed.push(Input::Key(key));
        }
    }

    fn key_up_event(&mut self, keycode: KeyCode, _mods: KeyMods) {
        self.down.remove(&keycode);
    }

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            self.pressed.push(Input::Click(WindowPoint::new(x, y)));
        }
    }

    /// macroquad already passes each touch on as the mouse too: read again,
    /// every tap would be two clicks.
    fn touch_event(&mut self, _phase: TouchPhase, _id: u64, _x: f32, _y: f32) {}

    /// A typed character (after its key's press): text for the names screen.
    fn char_event(&mut self, character: char, _mods: KeyMods, repeat: bool) {
        if !repeat {
            self.pressed.push(Input::Text(character));
        }
    }

    fn mouse_wheel_event(&mut self, _x: f32, y: f32) {
        self.pressed.push(Input::Wheel(y));
    }

    fn mouse_motion_event(&mut self, _x: f32, _y: f32) {
        if self.pressed.last() != Some(&Input::MouseMoved) {
            self.pressed.push(Input::MouseMoved);
        }
    }
}

/// The window's key code as one of our keys, if the game uses it. The
/// codes are X11's keysyms: the digits, the keypad's digits and the
/// letters each run in order.
fn our_key(code: KeyCode) -> Option<Key> {
    use KeyCode::*;
    // The offset from `first` of a run of `len` codes.
    let from = |first: KeyCode, len: u16| {
        let at = (code as u16).wrapping_sub(first as u16);
        (at < len).then_some(at as u8)
    };
    Some(match code {
        Up => Key::Arrow(Dir::Up),
        Down => Key::Arrow(Dir::Down),
        Left => Key::Arrow(Dir::Left),
        Right => Key::Arrow(Dir::Right),
        Enter => Key::Enter,
        KpEnter => Key::KeypadEnter,
        Space => Key::Space,
        Escape => Key::Escape,
        Backspace => Key::Backspace,
        Tab => Key::Tab,
        F1 => Key::F1,
        F11 => Key::F11,
        PageUp => Key::PageUp,
        PageDown => Key::PageDown,
        Slash => Key::Slash,
        _ => {
            return (from(Key0, 10).map(Key::Digit))
                .or(from(Kp0, 10).map(Key::Keypad))
                .or(from(A, 26).map(|i| Key::Letter(char::from(b'a' + i))))
        }
    })
}
