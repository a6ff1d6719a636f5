//! Keys and clicks become [`Command`]s before anything acts on them. Our own
//! [`Key`] names the keys the game knows, so the whole mapping is tested
//! without a window; the shell's poll turns the window's key codes into these.

use crate::core::board::{Mark, Square};
use crate::picture::layout::{Button, Layout, WindowPoint};

/// A key the game responds to. Letters are lower case, whatever the shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A digit on the top row, 0..=9.
    Digit(u8),
    /// A digit on the numeric keypad, 0..=9.
    Keypad(u8),
    Up,
    Down,
    Left,
    Right,
    Enter,
    KeypadEnter,
    Space,
    Escape,
    Backspace,
    Tab,
    F1,
    /// The `/` key, which gives `?` with shift.
    Slash,
    /// A letter a..=z.
    Letter(char),
}

/// An arrow direction for the keyboard cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

/// Everything a player can ask the game to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Play(Square),
    MoveCursor(Dir),
    /// Play the square under the keyboard cursor.
    PlayCursor,
    NewGame,
    /// Take back your last move and the reply to it.
    Undo,
    /// Show what `perfect` would play, and why; play nothing.
    Hint,
    /// Play this side from a new game (X moves first).
    ChooseSide(Mark),
    NextOpponent,
    ToggleAnimation,
    /// Set every score back to zero: the first press asks, a second
    /// confirms, anything else in between keeps them.
    ResetScores,
    /// Show or hide the help overlay.
    Help,
    /// Close an overlay; otherwise nothing.
    Back,
    Quit,
}

/// How keys map to squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keymap {
    /// Map the keypad by its physical layout (7 8 9 on the top row plays
    /// squares 1 2 3) instead of by the digit printed on the key.
    pub keypad_layout: bool,
}

/// The square a keypad digit plays under `keymap`.
pub fn keypad_square(digit: u8, keymap: &Keymap) -> Option<Square> {
    match (keymap.keypad_layout, digit) {
        (true, 7..=9) => Square::new(digit - 6),
        (true, 1..=3) => Square::new(digit + 6),
        _ => Square::new(digit),
    }
}

/// The command for a key press (never for a key held down and repeating:
/// the poll drops those).
pub fn command_for_key(key: Key, keymap: &Keymap) -> Option<Command> {
    let command = match key {
        Key::Digit(d) => Command::Play(Square::new(d)?),
        Key::Keypad(d) => Command::Play(keypad_square(d, keymap)?),
        Key::Up => Command::MoveCursor(Dir::Up),
        Key::Down => Command::MoveCursor(Dir::Down),
        Key::Left => Command::MoveCursor(Dir::Left),
        Key::Right => Command::MoveCursor(Dir::Right),
        Key::Enter | Key::KeypadEnter | Key::Space => Command::PlayCursor,
        Key::Escape => Command::Back,
        Key::Backspace => Command::Undo,
        Key::Tab => Command::NextOpponent,
        Key::F1 | Key::Slash => Command::Help,
        Key::Letter(c) => command_for_letter(c)?,
    };
    Some(command)
}

fn command_for_letter(letter: char) -> Option<Command> {
    Some(match letter.to_ascii_lowercase() {
        'n' => Command::NewGame,
        'u' => Command::Undo,
        'h' => Command::Hint,
        'x' => Command::ChooseSide(Mark::X),
        'o' => Command::ChooseSide(Mark::O),
        'c' => Command::NextOpponent,
        'a' => Command::ToggleAnimation,
        'r' => Command::ResetScores,
        'q' => Command::Quit,
        _ => return None,
    })
}

/// The keys, as the help overlay lists them: (keys, what they do).
pub const KEY_HELP: [(&str, &str); 13] = [
    ("1-9", "play that square (top row or keypad)"),
    ("arrows", "move the cursor"),
    ("Enter, Space", "play the cursor's square"),
    ("N", "new game"),
    ("U, Backspace", "undo your move and my reply"),
    ("H", "hint: perfect's move, and why"),
    ("X, O", "play X (first) or O (I open)"),
    ("C, Tab", "next opponent"),
    ("A", "animation on or off"),
    ("R", "reset scores (press twice)"),
    ("?, F1", "this help"),
    ("Esc", "close help"),
    ("Q", "quit"),
];

/// The help overlay's last lines: how the mouse does the same.
pub const HELP_FOOTER: [&str; 4] = [
    "Mouse: click a square to play;",
    "the buttons below do the rest;",
    "click the scores twice to reset them.",
    "Any key or click closes this help.",
];

/// What pressing `button` does; `side` is the human's side now (the side
/// button switches to the other one).
pub fn command_for_button(button: Button, side: Mark) -> Command {
    match button {
        Button::NewGame => Command::NewGame,
        Button::Undo => Command::Undo,
        Button::Hint => Command::Hint,
        Button::Side => Command::ChooseSide(side.opponent()),
        Button::Opponent => Command::NextOpponent,
        Button::Animation => Command::ToggleAnimation,
        Button::Help => Command::Help,
        Button::Quit => Command::Quit,
    }
}

/// The command for a left click at `p` (logical window pixels). While help
/// is shown any click closes it. Otherwise a button, the scores line
/// (reset, asking first), or a square's inside; clicks on grid lines,
/// outside the board or on other text do nothing.
pub fn command_for_click(
    p: WindowPoint,
    layout: &Layout,
    side: Mark,
    help_shown: bool,
) -> Option<Command> {
    if help_shown {
        return Some(Command::Back);
    }
    if let Some(button) = layout.button_at(p) {
        return Some(command_for_button(button, side));
    }
    if layout.scores_rect.contains(p) {
        return Some(Command::ResetScores);
    }
    layout.square_at_window(p).map(Command::Play)
}

#[cfg(test)]
#[path = "input_tests.rs"]
mod tests;
