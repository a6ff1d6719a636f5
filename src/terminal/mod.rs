//! `ttt text`: the game in a terminal, key by key or a line a key, each key
//! the window's command through the game's own mapping.

pub mod board;
pub mod cube;
#[cfg(feature = "server")]
pub mod friend;
pub mod keys;
pub mod lines;
pub mod paint;
pub mod screen;

use crate::game::input::{Command, Key};
use crate::game::messages::UNSCORED;
use crate::game::screens::Screen;
use crate::game::Game;
use crate::session::options::RunOptions;
use std::io::IsTerminal;

/// How `ttt text` plays, as chosen from its surroundings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// Key by key in a full screen; else a line a key.
    pub keys: bool,
    /// Colour codes in the output.
    pub colour: bool,
}

/// Key by key when both ends are terminals, colour when standard output
/// is, neither for `TERM=dumb`, and no colour for a non-empty `NO_COLOR`.
pub fn choose_mode(
    stdin_tty: bool,
    stdout_tty: bool,
    term: Option<&str>,
    no_color: Option<&str>,
) -> Mode {
    let capable = term != Some("dumb");
    Mode {
        keys: stdin_tty && stdout_tty && capable,
        colour: stdout_tty && capable && no_color.is_none_or(str::is_empty),
    }
}

/// The friend's room a run plays (`--join`, `--host`, or the chooser's
/// Play a friend), if any: without the `server` feature there is none.
#[derive(Default)]
pub struct Room {
    #[cfg(feature = "server")]
    friends: Option<crate::net::friends::Friends>,
    /// Lines to print: each room's invite link, once.
    lines: Vec<String>,
}

impl Room {
    /// Connects to the room `options` name, if they name one (else Host
    /// from the chooser starts a server in this process); `Err` is the
    /// `error:` line's words and the exit status.
    pub fn open(options: &RunOptions) -> Result<Room, (String, i32)> {
        #[cfg(feature = "server")]
        {
            use crate::net::friends::{Friends, Hosting};
            use crate::session::seats::SeatsFile;
            let (seats, warnings) = SeatsFile::open(options.data_dir.as_deref());
            crate::data::files::print_warnings(&mut std::io::stderr(), &warnings);
            let friends = match &options.friend {
                Some(asked) => {
                    // The game to host is the command line's, on the defaults.
                    let settings = crate::session::chosen_settings(options, &Default::default());
                    friend::open(asked, &settings, Box::new(seats))
                        .map_err(|failure| (failure.message, failure.status))?
                }
                None => {
                    let env = |name: &str| std::env::var_os(name);
                    let data_dir =
                        crate::data::store::resolve_dir(options.data_dir.as_deref(), &env);
                    Friends::new(Hosting {
                        data_dir,
                        ..Hosting::default()
                    })
                    .keeping(Box::new(seats))
                }
            };
            Ok(Room {
                friends: Some(friends),
                lines: Vec::new(),
            })
        }
        #[cfg(not(feature = "server"))]
        {
            let _ = options;
            Ok(Room::default())
        }
    }

    /// Hands `game` the room's news and the room `game`'s moves; whether
    /// anything was heard.
    pub fn poll(&mut self, game: &mut Game, now: f64) -> bool {
        self.wait(game, now, std::time::Duration::ZERO)
    }

    /// As [`Room::poll`], waiting up to `wait` for news first.
    pub fn wait(&mut self, game: &mut Game, now: f64, wait: std::time::Duration) -> bool {
        #[cfg(feature = "server")]
        if let Some(friends) = &mut self.friends {
            let step = friends.step(game, now, wait);
            self.lines.extend(step.lines);
            return step.heard;
        }
        // The window's requests mean nothing here.
        game.take_requests();
        let _ = (now, wait);
        false
    }

    /// The lines to print since the last call: each room's invite.
    pub fn take_lines(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    pub fn is_open(&self) -> bool {
        #[cfg(feature = "server")]
        return self.friends.as_ref().is_some_and(|f| f.is_open());
        #[cfg(not(feature = "server"))]
        false
    }
}

/// Plays in this process's terminal (or pipes); returns the exit status.
pub fn run(options: &RunOptions) -> i32 {
    let mut room = match Room::open(options) {
        Ok(room) => room,
        Err((message, status)) => {
            eprintln!("error: {message}");
            return status;
        }
    };
    let term = std::env::var("TERM").ok();
    let no_color = std::env::var("NO_COLOR").ok();
    let mode = choose_mode(
        std::io::stdin().is_terminal(),
        std::io::stdout().is_terminal(),
        term.as_deref(),
        no_color.as_deref(),
    );
    if mode.keys {
        // A terminal that will not give raw keys is played a line a key.
        if let Some(status) = keys::run_keys(options, mode.colour, &mut room) {
            return status;
        }
    }
    lines::play_lines(
        options,
        &mut room,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        mode.colour,
    )
}

/// The window's own settings: each one's key, as the terminal's help
/// names it, and what the terminal answers to its key.
pub const WINDOW_ONLY: [(char, &str, &str); 4] = [
    (
        'A',
        "Animation: the window's (here each mark appears at once)",
        "A is the window's turtle animation: the terminal shows each mark at once, and the window's setting is kept.",
    ),
    (
        'M',
        "Sound: the window's (the terminal is silent)",
        "M is the window's sound: the terminal is silent, and the window's setting is kept.",
    ),
    (
        'K',
        "Keypad: the window's (here 1-9 play their squares)",
        "K is the window's keypad layout: here 1-9 play their squares, and the window's setting is kept.",
    ),
    (
        'T',
        "Theme: the window's (here the terminal's own colours)",
        "T is the window's theme: the terminal keeps its own colours, and the window's setting is kept.",
    ),
];

/// What the terminal answers to the window's own settings' keys.
pub fn window_only(key: Key) -> Option<&'static str> {
    let (_, _, said) = WINDOW_ONLY
        .iter()
        .find(|(letter, ..)| key == Key::Letter(letter.to_ascii_lowercase()))?;
    Some(said)
}

/// Carries out `key` at `now`; returns a line of the terminal's own to
/// show, if any.
pub fn press(game: &mut Game, key: Key, now: f64) -> Option<String> {
    let said = window_only(key).or_else(|| game.try_key(key, now).err());
    said.map(str::to_string)
}

/// The rows of the chooser open over `game`, if one is.
pub fn chooser_rows(game: &Game) -> Option<usize> {
    match game.overlay() {
        Some(Screen::Chooser(kind, _)) => Some(game.entries(*kind).len()),
        _ => None,
    }
}

/// Picks row `number` (from 1) of the open chooser, if it has one.
pub fn pick_row(game: &mut Game, number: usize, now: f64) -> bool {
    match chooser_rows(game) {
        Some(rows) if (1..=rows).contains(&number) => {
            game.handle(Command::Pick(number - 1), now);
            true
        }
        _ => false,
    }
}

/// Said after a 1 in a chooser of ten rows or more.
pub const TENS: &str = "1: Enter picks row 1, or a second digit picks rows 10 and up.";

/// The last line of a run.
pub fn farewell(game: &Game, why: &str) -> String {
    if game.in_progress() {
        return format!("{why}: everything is saved. {UNSCORED}");
    }
    format!("{why}: everything is saved.")
}

#[cfg(test)]
#[path = "mod_tests.rs"]
mod tests;
