//! The one function that reads the window's input: key presses (in the
//! order they came, repeats dropped), left clicks and mouse moves, as the
//! library's [`Input`]s, which the game reads against what it shows.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods, MouseButton, TouchPhase};
use std::collections::HashSet;
use ttt::game::input::{Dir, Key};
use ttt::view::input::Input;
use ttt::view::layout::WindowPoint;

/// Reads this window's input events since the last poll.
pub struct Poller {
    subscriber: usize,
    inbox: Inbox,
}

/// What came in, in order; clicks in physical pixels until polled.
#[derive(Default)]
struct Inbox {
    down: HashSet<KeyCode>,
    pressed: Vec<Input>,
}

impl Poller {
    pub fn new() -> Poller {
        Poller {
            subscriber: register_input_subscriber(),
            inbox: Inbox::default(),
        }
    }

    /// The keys pressed, clicks made and mouse moves since the last call,
    /// in order, clicks in logical pixels.
    pub fn poll(&mut self) -> Vec<Input> {
        repeat_all_miniquad_input(&mut self.inbox, self.subscriber);
        // macroquad also queues every typed character for get_char_pressed,
        // which we never call: without this the queue grows with each key.
        macroquad::input::clear_input_queue();
        let dpi = macroquad::window::screen_dpi_scale().max(0.1);
        let logical = |input: Input| match input {
            Input::Click(p) => Input::Click(WindowPoint::new(p.x / dpi, p.y / dpi)),
            other => other,
        };
        self.inbox.pressed.drain(..).map(logical).collect()
    }
}

impl EventHandler for Inbox {
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

/// The window's key code as one of our keys, if the game uses it.
fn our_key(code: KeyCode) -> Option<Key> {
    use KeyCode::*;
    let digits = [Key0, Key1, Key2, Key3, Key4, Key5, Key6, Key7, Key8, Key9];
    let keypad = [Kp0, Kp1, Kp2, Kp3, Kp4, Kp5, Kp6, Kp7, Kp8, Kp9];
    let letters = [
        A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z,
    ];
    if let Some(d) = digits.iter().position(|&k| k == code) {
        return Some(Key::Digit(d as u8));
    }
    if let Some(d) = keypad.iter().position(|&k| k == code) {
        return Some(Key::Keypad(d as u8));
    }
    if let Some(i) = letters.iter().position(|&k| k == code) {
        return Some(Key::Letter((b'a' + i as u8) as char));
    }
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
        _ => return None,
    })
}
