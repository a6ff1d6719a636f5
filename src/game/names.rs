//! The players' names screen (P). Between two players the names stand
//! for X and O on the banner, the turn and the past games.

use crate::core::board::Mark;
use crate::game::input::{Command, Dir};
use crate::game::screens::{NamesEditor, Screen, Transition};
use crate::game::status::name_or_mark;
use crate::game::{Game, Tone};
use crate::settings::{Name, SettingChange, NAME_CHARS};

/// The screen's heading and its last line, fullest first.
pub const NAMES_HEADING: &str = "Players' names (two players)";
pub const NAMES_ADVICE: [&str; 3] = [
    "Type a name \u{b7} Tab or \u{2191} \u{2193}: the other \u{b7} Enter keeps \u{b7} Esc cancels",
    "Tab: the other \u{b7} Enter keeps \u{b7} Esc cancels",
    "Enter keeps \u{b7} Esc cancels",
];

impl Game {
    pub(crate) fn open_names(&mut self) {
        let s = self.settings();
        self.screens.push(Screen::Names(NamesEditor {
            editing: Mark::X,
            x: s.name_x,
            o: s.name_o,
        }));
    }

    /// Whether the names screen takes typed text.
    pub fn typing_names(&self) -> bool {
        matches!(self.screens.last(), Some(Screen::Names(_)))
    }

    /// A character typed on the names screen: added, if it has room (on
    /// the friend screen: a code's character).
    pub fn type_char(&mut self, c: char) {
        if let Some(Screen::Friend(_)) = self.screens.last() {
            return self.type_code(c);
        }
        let Some(Screen::Names(editor)) = self.screens.last_mut() else {
            return;
        };
        let name = editor.name_mut();
        match name.push(c) {
            Some(longer) => *name = longer,
            None if c.is_control() => {}
            None if name.is_empty() && c == ' ' => {}
            None => {
                let words = format!("A name holds at most {NAME_CHARS} characters.");
                self.say(Tone::Refusal, words);
            }
        }
    }
}

impl NamesEditor {
    fn name_mut(&mut self) -> &mut Name {
        match self.editing {
            Mark::X => &mut self.x,
            Mark::O => &mut self.o,
        }
    }
}

/// How the names screen answers: Backspace is Undo's key; Enter keeps
/// both names, Esc leaves them as they were.
pub(crate) fn names_answers(
    editor: &mut NamesEditor,
    command: Command,
    game: &mut Game,
) -> (Transition, Option<Command>) {
    match command {
        Command::Undo => *editor.name_mut() = editor.name_mut().pop(),
        Command::MoveCursor(Dir::Up | Dir::Down) | Command::Choose(_) => {
            editor.editing = editor.editing.opponent()
        }
        Command::Pick(0) => editor.editing = Mark::X,
        Command::Pick(_) => editor.editing = Mark::O,
        Command::PlayCursor | Command::Answer(true) => {
            let s = game.settings();
            (editor.x, editor.o) = (editor.x.trimmed(), editor.o.trimmed());
            for (mark, name) in [(Mark::X, editor.x), (Mark::O, editor.o)] {
                if s.name(mark) != name {
                    game.change_setting(SettingChange::Name(mark, name));
                }
            }
            game.say(Tone::Info, names_kept(editor));
            return (Transition::Pop, None);
        }
        Command::Quit => return (Transition::Stay, Some(Command::Quit)),
        Command::Back | Command::Answer(false) => {
            game.say(Tone::Info, "Names left as they were.");
            return (Transition::Pop, None);
        }
        _ => {}
    }
    (Transition::Stay, None)
}

fn names_kept(editor: &NamesEditor) -> String {
    match (editor.x.as_str(), editor.o.as_str()) {
        ("", "") => "No names: the players are X and O.".to_string(),
        (x, o) => format!(
            "Names kept: X is {}, O is {}.",
            name_or_mark(x, Mark::X),
            name_or_mark(o, Mark::O)
        ),
    }
}

#[cfg(test)]
#[path = "names_tests.rs"]
mod tests;
