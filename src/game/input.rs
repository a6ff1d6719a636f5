//! Keys and clicks become [`Command`]s before anything acts on them. Our
//! own [`Key`] names the keys the game knows, so the mapping is tested
//! without a window.

use crate::core::board::Mark;
use crate::game::screens::Chooser;
use crate::settings::GameKind;

/// A key the game responds to. Letters are lower case, whatever the shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A digit, 0..=9, on the top row or the numeric keypad.
    Digit(u8),
    Keypad(u8),
    Arrow(Dir),
    Enter,
    KeypadEnter,
    Space,
    Escape,
    Backspace,
    Tab,
    F1,
    F11,
    PageUp,
    PageDown,
    /// The `/` key, which gives `?` with shift.
    Slash,
    Letter(char),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

/// Everything a player can ask the game to do; the screen open may give
/// it its own meaning (in a chooser a digit picks a row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play the cell numbered N (a square's digit, a click on a cell).
    Play(u8),
    /// A digit typed towards a cell: Qubic's plane, then row, then column.
    Digit(u8),
    /// Qubic: the cursor to the plane above (`Dir::Up`) or below.
    Plane(Dir),
    /// G: the other game, asking first mid-game.
    SwitchGame,
    MoveCursor(Dir),
    /// Play the cell under the cursor (or pick, or say yes).
    PlayCursor,
    NewGame,
    Undo,
    Redo,
    Hint,
    Review,
    /// Open the review at move N (1 for the first).
    ReviewMove(usize),
    ChooseSide(Mark),
    Choose(Chooser),
    /// Pick row N (from 0) of what is open.
    Pick(usize),
    /// Answer the question shown: yes (`true`) or no.
    Answer(bool),
    /// A, M, K, F or T: a setting changed in place.
    Adjust(Setting),
    /// The first press asks, a second resets every score.
    ResetScores,
    Help,
    Scores,
    Names,
    /// Move the chosen row of a long list by this many rows (a page key,
    /// the mouse wheel); negative towards the top.
    Scroll(i8),
    /// Close what is open; clear the hint.
    Back,
    /// Whatever is open (`Game::take_requests`).
    ToggleFullscreen,
    Quit,
}

/// The settings a key changes in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Speed,
    Sound,
    Keypad,
    Starts,
    Theme,
}

/// The rows Page Up and Page Down move a list's choice by.
pub const PAGE_ROWS: i8 = 10;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keymap {
    /// Map the keypad by its layout (7 8 9 play squares 1 2 3).
    pub keypad_layout: bool,
    /// How many digits name a cell: at Qubic's three, Page Up and Down
    /// change the plane.
    pub digits: usize,
    /// A question is asked: Y and N answer it.
    pub answering: bool,
}

/// The command for a key press (the poll drops a key's repeats).
pub fn command_for_key(key: Key, keymap: &Keymap) -> Option<Command> {
    let command = match key {
        Key::Letter('y' | 'Y') if keymap.answering => Command::Answer(true),
        Key::Letter('n' | 'N') if keymap.answering => Command::Answer(false),
        Key::Digit(d) | Key::Keypad(d) if keymap.digits > 1 => Command::Digit(d),
        Key::PageUp if keymap.digits > 1 => Command::Plane(Dir::Up),
        Key::PageDown if keymap.digits > 1 => Command::Plane(Dir::Down),
        Key::Keypad(d @ 7..=9) if keymap.keypad_layout => Command::Play(d - 6),
        Key::Keypad(d @ 1..=3) if keymap.keypad_layout => Command::Play(d + 6),
        Key::Digit(d @ 1..=9) | Key::Keypad(d @ 1..=9) => Command::Play(d),
        Key::Digit(_) | Key::Keypad(_) => return None,
        Key::Arrow(dir) => Command::MoveCursor(dir),
        Key::Enter | Key::KeypadEnter | Key::Space => Command::PlayCursor,
        Key::Escape => Command::Back,
        Key::Backspace => Command::Undo,
        Key::Tab => Command::Choose(Chooser::Opponent),
        Key::F1 | Key::Slash => Command::Help,
        Key::F11 => Command::ToggleFullscreen,
        Key::PageUp => Command::Scroll(-PAGE_ROWS),
        Key::PageDown => Command::Scroll(PAGE_ROWS),
        Key::Letter(c) => match c.to_ascii_lowercase() {
            'n' => Command::NewGame,
            'u' => Command::Undo,
            'y' => Command::Redo,
            'h' => Command::Hint,
            'v' => Command::Review,
            'x' => Command::ChooseSide(Mark::X),
            'o' => Command::ChooseSide(Mark::O),
            'c' => Command::Choose(Chooser::Opponent),
            'r' => Command::Choose(Chooser::Rules),
            'g' => Command::SwitchGame,
            'a' => Command::Adjust(Setting::Speed),
            'k' => Command::Adjust(Setting::Keypad),
            'm' => Command::Adjust(Setting::Sound),
            'f' => Command::Adjust(Setting::Starts),
            't' => Command::Adjust(Setting::Theme),
            'z' => Command::ResetScores,
            's' => Command::Scores,
            'p' => Command::Names,
            'q' => Command::Quit,
            _ => return None,
        },
    };
    Some(command)
}

/// The keys, as the help lists them, a line each in the smallest window.
pub const KEY_HELP: [(&str, &str); 15] = [
    ("1-9", "play that square"),
    ("arrows, Enter", "move the cursor, play"),
    ("N", "new game"),
    ("U, Bksp, Y", "undo, redo"),
    ("H", "hint: Perfect's move"),
    ("V", "review (\u{2190} \u{2192} step)"),
    ("C, Tab", "choose the opponent"),
    ("X, O", "play X or O"),
    ("R, G", "rules; switch 3\u{d7}3/Qubic"),
    ("A M K F T", "settings (next page)"),
    ("S, Z", "scores and past games, reset"),
    ("?, F1", "help, next page"),
    ("Esc", "close, clear the hint"),
    ("Q, F11", "quit, fullscreen"),
    ("mouse", "squares, buttons, scores"),
];

/// Qubic's own keys, in place of the first rows of [`KEY_HELP`].
pub const QUBIC_KEY_HELP: [(&str, &str); 2] = [
    ("1-4 1-4 1-4", "plane, row, column: play"),
    ("arrows, PgUp/Dn", "cursor, plane; Enter plays"),
];

/// What a touch screen's help lists in place of the keys: the taps and
/// the buttons (a phone has no Esc, F11 or mouse).
pub const TOUCH_HELP: [(&str, &str); 9] = [
    ("tap a square", "play it"),
    ("New", "new game"),
    ("Undo, Redo", "take back, play again"),
    ("Hint", "Perfect's move"),
    ("Review", "step through the game"),
    ("vs \u{2026}", "the opponent and your side"),
    ("Rules", "which lines win; Qubic"),
    ("Help", "these pages; Settings: scores"),
    ("the scores line", "tap twice: reset"),
];

/// What the help lists for the game played, a touch screen's taps or the
/// keys: Qubic's own first.
pub fn key_help(game: GameKind, touch: bool) -> Vec<(&'static str, &'static str)> {
    if touch {
        let qubic = game == GameKind::Qubic;
        return TOUCH_HELP
            .iter()
            .map(|&(what, does)| match (what, qubic) {
                ("tap a square", true) => ("tap a cell", does),
                ("Hint", true) => (what, "Hard's move"),
                ("Rules", true) => ("Game", "3\u{d7}3 or Qubic"),
                _ => (what, does),
            })
            .collect();
    }
    let mut rows = KEY_HELP;
    if game == GameKind::Qubic {
        rows[..QUBIC_KEY_HELP.len()].copy_from_slice(&QUBIC_KEY_HELP);
        for row in rows.iter_mut() {
            row.1 = match row.0 {
                "H" => "hint: Hard's move",
                "U, Bksp, Y" => "undo (a digit typed first), redo",
                "mouse" => "cells, buttons, scores",
                _ => row.1,
            };
        }
    }
    rows.to_vec()
}
