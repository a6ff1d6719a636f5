//! The "Play a friend" screen, opened from the opponent chooser: host a
//! room for the game as it is set up now, or type a friend's code and
//! join theirs. The game only asks (`Request::HostRoom`,
//! `Request::JoinRoom`); the front end connects and hands the room back
//! through `Game::follow`.

use crate::game::input::{Command, Dir};
use crate::game::outbox::Request;
use crate::game::screens::{FriendScreen, Screen, Transition};
use crate::game::{Game, Tone};

/// The letters and digits of a room's code: none confused with another
/// when read aloud or written by hand (no 0/O, 1/I/L). The server's codes
/// (`net::code`) are made of these: the game checks what is typed with
/// the same alphabet.
pub const CODE_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A code's length.
pub const CODE_LEN: usize = 6;

/// The screen's heading and its last line, fullest first.
pub const FRIEND_HEADING: &str = "Play a friend";
pub const FRIEND_ADVICE: [&str; 3] = [
    "Host, or type your friend's code \u{b7} Enter \u{b7} Esc cancels",
    "Type a code \u{b7} Enter \u{b7} Esc cancels",
    "Enter \u{b7} Esc cancels",
];

/// The rows of the screen and its buttons, as `Command::Pick` names them.
pub const HOST_ROW: usize = 0;
pub const CODE_ROW: usize = 1;
pub const JOIN_BUTTON: usize = 2;

/// `c` as a code's character (upper case), if codes have it.
pub fn code_char(c: char) -> Option<char> {
    let upper = c.to_ascii_uppercase();
    let byte = u8::try_from(upper).ok()?;
    CODE_ALPHABET.contains(&byte).then_some(upper)
}

/// The words of the screen's rows: hosting, then the code typed so far.
pub const HOST_WORDS: &str = "Host a new room";
pub const CODE_WORDS: &str = "Join code:";

/// The buttons under the rows, as `Command::Pick` names them.
pub const BUTTONS: [(&str, usize); 2] = [("Host", HOST_ROW), ("Join", JOIN_BUTTON)];

impl Game {
    /// Whether a screen takes typed text: the names, or a friend's code.
    pub fn typing(&self) -> bool {
        matches!(
            self.screens.last(),
            Some(Screen::Names(_) | Screen::Friend(_))
        )
    }

    /// A character typed on the friend screen: a code's, or why not.
    pub(crate) fn type_code(&mut self, c: char) {
        let Some(Screen::Friend(screen)) = self.screens.last_mut() else {
            return;
        };
        if c.is_control() || matches!(c, ' ' | '-') {
            return;
        }
        let refusal = match code_char(c) {
            Some(_) if screen.code.len() >= CODE_LEN => {
                format!("A code has {CODE_LEN} characters: Backspace takes one back.")
            }
            Some(upper) => {
                screen.code.push(upper);
                screen.joining = true;
                return;
            }
            None => format!(
                "'{c}' is not in a room's code: codes use letters and digits, \
                 but no 0, O, 1, I or L."
            ),
        };
        self.say(Tone::Refusal, refusal);
    }

    /// Asks for a room made for the game as set up now (a room followed
    /// before is left first).
    pub(crate) fn host_room(&mut self) {
        self.leave_room();
        self.requests.push(Request::HostRoom);
        self.say(Tone::Info, "Making a room for your friend\u{2026}");
    }

    /// Asks to join room `code`, if it is a whole code.
    fn join_room(&mut self, code: &str) -> bool {
        if code.len() != CODE_LEN || !code.chars().all(|c| code_char(c) == Some(c)) {
            let typed = code.len();
            let words = format!("A code has {CODE_LEN} characters: {typed} typed.");
            self.say(Tone::Refusal, words);
            return false;
        }
        self.leave_room();
        self.requests.push(Request::JoinRoom(code.to_string()));
        self.say(Tone::Info, format!("Joining room {code}\u{2026}"));
        true
    }
}

/// How the friend screen answers: the arrows move between hosting and the
/// code, Enter does the one lit; a click on Host hosts, on the code row
/// lights it, on Join joins; Backspace (Undo's key) takes a character
/// back; Esc or a click outside closes it.
pub(crate) fn friend_answers(
    screen: &mut FriendScreen,
    command: Command,
    game: &mut Game,
) -> (Transition, Option<Command>) {
    let join = match command {
        Command::Undo => {
            screen.code.pop();
            return (Transition::Stay, None);
        }
        Command::MoveCursor(Dir::Up | Dir::Down) => {
            screen.joining = !screen.joining;
            return (Transition::Stay, None);
        }
        Command::Pick(CODE_ROW) => {
            screen.joining = true;
            return (Transition::Stay, None);
        }
        Command::Pick(HOST_ROW) => false,
        Command::Pick(JOIN_BUTTON) => true,
        Command::PlayCursor | Command::Answer(true) => screen.joining,
        Command::Quit => return (Transition::Stay, Some(Command::Quit)),
        Command::Back | Command::Answer(false) => {
            game.say(Tone::Info, "No friend's game: play on here.");
            return (Transition::Pop, None);
        }
        _ => return (Transition::Stay, None),
    };
    if !join {
        game.host_room();
        return (Transition::Pop, None);
    }
    let code = screen.code.clone();
    match game.join_room(&code) {
        true => (Transition::Pop, None),
        false => (Transition::Stay, None),
    }
}

#[cfg(test)]
#[path = "friend_screen_tests.rs"]
mod tests;
