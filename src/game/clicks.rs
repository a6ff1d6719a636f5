//! Clicks become commands, read against what the game shows: an open
//! overlay's rows and buttons, the button bar, the scores line, the
//! history's rows, the board's squares. And the window's inputs — keys,
//! clicks, mouse moves — taken by the game one at a time.

use crate::game::input::{command_for_button, command_for_key, Command, Key, Keymap};
use crate::game::overlay::{HelpPage, Overlay};
use crate::game::status::history_window;
use crate::game::Game;
use crate::picture::layout::{Layout, WindowPoint};

/// What a click can land on besides the board and the bar: what the game
/// has open, and how many rows it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clickable {
    pub overlay: Option<Overlay>,
    /// Rows of the open chooser.
    pub chooser_rows: usize,
    /// The moves of the game, the first listed in the history's rows (1
    /// for the first), and how many are listed.
    pub moves: usize,
    pub history: (usize, usize),
}

/// The command for a left click at `p` (logical window pixels). An open
/// overlay takes every click: its rows, its buttons, or (outside it) Back.
/// Otherwise a button, the scores line (reset, asking first), a move in the
/// history (review it), or a square's inside; clicks on grid lines,
/// outside the board or on other text do nothing.
pub fn command_for_click(p: WindowPoint, layout: &Layout, on: &Clickable) -> Option<Command> {
    match on.overlay {
        Some(Overlay::Help(page)) => return Some(help_click(p, layout, page)),
        Some(Overlay::Chooser(..)) => {
            let sheet = layout.chooser(on.chooser_rows);
            return Some(match sheet.row_at(p) {
                Some(i) => Command::Pick(i),
                None if sheet.panel.contains(p) => return None,
                None => Command::Back,
            });
        }
        Some(Overlay::Confirm(_)) => {
            let sheet = layout.dialog(DIALOG_LINES);
            return match sheet.row_at(p) {
                Some(i) => Some(Command::Answer(i == 0)),
                None if sheet.panel.contains(p) => None,
                None => Some(Command::Answer(false)),
            };
        }
        None => {}
    }
    if let Some(button) = layout.button_at(p) {
        return Some(command_for_button(button));
    }
    if layout.scores_rect.contains(p) {
        return Some(Command::ResetScores);
    }
    let (first, count) = on.history;
    if let Some(i) = (0..count).find(|&i| layout.history_row(on.moves, i).contains(p)) {
        return Some(Command::ReviewMove(first + i));
    }
    layout.square_at_window(p).map(Command::Play)
}

/// Lines of text the question box holds above its buttons.
pub const DIALOG_LINES: usize = 3;

/// The settings page's clickable rows, from the top of the page: each
/// toggles or does what its key does.
pub const SETTINGS_ROWS: [Command; 5] = [
    Command::ToggleAnimation,
    Command::ToggleKeypad,
    Command::ToggleAlternate,
    Command::ResetScores,
    Command::Quit,
];

/// A click with the help open on `page`: a tab picks its page; on the
/// settings page a setting's row toggles it; elsewhere in the box nothing;
/// outside it, the help closes.
fn help_click(p: WindowPoint, layout: &Layout, page: HelpPage) -> Command {
    let sheet = layout.help(HelpPage::ALL.len());
    let tabs = HelpPage::ALL.len();
    let nothing = Command::Pick(usize::MAX);
    match sheet.row_at(p) {
        Some(i) if i < tabs => Command::Pick(i),
        Some(i) if page == HelpPage::Settings => {
            SETTINGS_ROWS.get(i - tabs).copied().unwrap_or(nothing)
        }
        _ if sheet.panel.contains(p) => nothing,
        _ => Command::Back,
    }
}

/// What the window's poll hands the game: a key pressed, a left click (in
/// logical window pixels), or the mouse moving.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Input {
    Key(Key),
    Click(WindowPoint),
    MouseMoved,
}

impl Game {
    /// The key map the game reads keys with now.
    pub fn keymap(&self) -> Keymap {
        Keymap {
            keypad_layout: self.setup.keypad_layout,
        }
    }

    /// Takes one input at `now`: a key or click becomes a command, read
    /// against what the game shows at that moment (so a click after a key
    /// that opened an overlay lands on the overlay); moving the mouse
    /// hides the keyboard cursor.
    pub fn input(&mut self, input: Input, layout: &Layout, now: f64) {
        let command = match input {
            Input::Key(key) => command_for_key(key, &self.keymap()),
            Input::Click(p) => command_for_click(p, layout, &self.clickable(layout)),
            Input::MouseMoved => return self.hide_cursor(),
        };
        if let Some(command) = command {
            self.handle(command, now);
        }
    }
}

impl Game {
    /// What a click can land on now, for [`command_for_click`].
    pub fn clickable(&self, layout: &Layout) -> Clickable {
        let selected = self.reviewed().map(|r| r.number - 1);
        let moves = self.history.len();
        let (first, count) = history_window(moves, layout.history_rows(moves), selected);
        let chooser_rows = match self.overlay {
            Some(Overlay::Chooser(kind, _)) => self.entries(kind).len(),
            _ => 0,
        };
        Clickable {
            overlay: self.overlay,
            chooser_rows,
            moves,
            history: (first + 1, count),
        }
    }
}

#[cfg(test)]
#[path = "clicks_tests.rs"]
mod tests;
