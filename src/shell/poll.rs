//! The one function that reads the window's input: key presses (in the
//! order they came, repeats dropped) and left clicks, turned into
//! [`Command`]s through the pure mappings in `ttt::game::input`.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods, MouseButton};
use std::collections::HashSet;
use ttt::core::board::Mark;
use ttt::game::input::{command_for_click, command_for_key, Command, Key, Keymap};
use ttt::picture::layout::{Layout, WindowPoint};

/// Reads this window's input events since the last poll.
pub struct Poller {
    subscriber: usize,
    inbox: Inbox,
}

/// What came in, in order: our keys and click positions (physical pixels).
#[derive(Default)]
struct Inbox {
    down: HashSet<KeyCode>,
    pressed: Vec<Input>,
}

enum Input {
    Key(Key),
    Click(f32, f32),
}

impl Poller {
    pub fn new() -> Poller {
        Poller {
            subscriber: register_input_subscriber(),
            inbox: Inbox::default(),
        }
    }

    /// The commands for the keys pressed and the clicks made since the last
    /// call, in order. `side` is the human's side (for the side button).
    pub fn poll(
        &mut self,
        layout: &Layout,
        keymap: &Keymap,
        side: Mark,
        help_shown: bool,
    ) -> Vec<Command> {
        repeat_all_miniquad_input(&mut self.inbox, self.subscriber);
        // macroquad also queues every typed character for get_char_pressed,
        // which we never call: without this the queue grows with each key.
        macroquad::input::clear_input_queue();
        let dpi = macroquad::window::screen_dpi_scale().max(0.1);
        let mut help = help_shown;
        let mut commands = Vec::new();
        for input in self.inbox.pressed.drain(..) {
            let command = match input {
                Input::Key(key) => command_for_key(key, keymap),
                Input::Click(x, y) => {
                    command_for_click(WindowPoint::new(x / dpi, y / dpi), layout, side, help)
                }
            };
            if let Some(command) = command {
                help = match command {
                    Command::Help => !help,
                    _ => false,
                };
                commands.push(command);
            }
        }
        commands
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
            self.pressed.push(Input::Click(x, y));
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
        Up => Key::Up,
        Down => Key::Down,
        Left => Key::Left,
        Right => Key::Right,
        Enter => Key::Enter,
        KpEnter => Key::KeypadEnter,
        Space => Key::Space,
        Escape => Key::Escape,
        Backspace => Key::Backspace,
        Tab => Key::Tab,
        F1 => Key::F1,
        Slash => Key::Slash,
        _ => return None,
    })
}
