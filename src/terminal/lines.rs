//! The line mode of `ttt text`, for pipes and scripts: a key a line in;
//! the game's log and the sections that changed out. Time is counted.

use crate::core::rng::Rng;
use crate::data::store::print_warnings;
use crate::game::input::{command_for_key, Dir, Key};
use crate::game::Game;
use crate::session::options::RunOptions;
use crate::session::Session;
use crate::terminal::paint::strip;
use crate::terminal::screen::{screen, Style, TextScreen};
use crate::terminal::{farewell, pick_row, press, window_only, Room};
use std::io::{BufRead, Write};

/// Columns the transcript wraps its text in.
pub const WIDTH: usize = 78;
/// Seconds that pass, as the game counts them, between two lines.
const SECONDS_PER_LINE: f64 = 10.0;
/// How long a wait for the friend's move lasts before the screen is
/// looked at again.
const FRIEND_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

/// Names of keys a line may hold besides a digit, a letter and `?`.
const NAMED: [(&str, Key); 10] = [
    ("enter", Key::Enter),
    ("esc", Key::Escape),
    ("tab", Key::Tab),
    ("up", Key::Arrow(Dir::Up)),
    ("down", Key::Arrow(Dir::Down)),
    ("left", Key::Arrow(Dir::Left)),
    ("right", Key::Arrow(Dir::Right)),
    ("f1", Key::F1),
    ("pgup", Key::PageUp),
    ("pgdn", Key::PageDown),
];

/// The key a line holds (`None` for an empty line: Enter while something
/// is open, else the board again), or one line saying why it holds none.
pub fn key_for_line(line: &str) -> Result<Option<Key>, String> {
    let word = line.trim();
    let typed = shown(word);
    let lower = word.to_ascii_lowercase();
    let mut chars = lower.chars();
    let key = match (chars.next(), chars.next()) {
        (None, _) => return Ok(None),
        (Some('0'), None) => return Err(crate::game::messages::NO_SQUARE_0.into()),
        (Some(d @ '1'..='9'), None) => Key::Digit(d as u8 - b'0'),
        (Some('?'), None) => Key::Slash,
        (Some(c), None) if c.is_ascii_lowercase() => Key::Letter(c),
        (Some(c), Some(_)) if c.is_ascii_digit() && lower.chars().all(|c| c.is_ascii_digit()) => {
            return Err(format!("{typed} is no square: the squares are 1-9."))
        }
        _ => match NAMED.iter().find(|(name, _)| *name == lower) {
            Some((_, key)) => *key,
            None => {
                let keys = "1-9, a letter, ?, enter, esc, tab, up, down, left, right";
                return Err(format!("'{typed}' is not a key: one key a line ({keys})."));
            }
        },
    };
    if command_for_key(key, &Default::default()).is_none() && window_only(key).is_none() {
        return Err(format!("No command is on '{typed}': ? lists the keys."));
    }
    Ok(Some(key))
}

/// At most 20 characters of what the player typed, for a message.
fn shown(word: &str) -> String {
    let cut: String = word.chars().take(20).collect();
    if cut.len() < word.len() {
        format!("{cut}...")
    } else {
        cut
    }
}

/// Plays the game a line a key from `input` until its end or Q, the
/// transcript to `out`, warnings to `err`. Returns the exit status: 0.
pub fn run_lines(
    options: &RunOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    colour: bool,
) -> i32 {
    play_lines(options, &mut Room::default(), input, out, err, colour)
}

/// As [`run_lines`], in a friend's `room` if it is open: before each
/// line, the friend's move is waited for, and shown.
pub fn play_lines(
    options: &RunOptions,
    room: &mut Room,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    colour: bool,
) -> i32 {
    let mut session = Session::open(options);
    let mut game = session.start(options, Rng::from_entropy(), false);
    game.set_pointer(crate::game::Pointer::Keys);
    room.poll(&mut game, 0.0);
    for invite in room.take_lines() {
        let _ = writeln!(out, "{invite}");
    }
    let style = Style {
        width: WIDTH,
        colour,
        moves_beside: false,
        compact: false,
    };
    let mut now = 0.0;
    let mut shown = TextScreen::default();
    let mut bytes = Vec::new();
    let why = loop {
        room.poll(&mut game, now);
        // A room hosted or joined from the chooser says its invite.
        for invite in room.take_lines() {
            let _ = writeln!(out, "{invite}");
        }
        settle(&mut game, &mut now);
        if room.is_open() && game.awaits_friend() {
            // A pipe's next line is for this player's move: the friend's
            // comes first, each change shown as it comes.
            show(&mut game, now, style, &mut shown, out);
            room.wait(&mut game, now, FRIEND_WAIT);
            continue;
        }
        print_warnings(err, &session.after_step(&mut game, now));
        show(&mut game, now, style, &mut shown, out);
        if game.quit_requested() {
            break "Quit";
        }
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break "End of input",
            Ok(_) => {}
        }
        now += SECONDS_PER_LINE;
        let line = String::from_utf8_lossy(&bytes);
        // Qubic: a cell typed whole on one line, `231` or `2-3-1`.
        if let Some(digits) = qubic_cell_digits(&game, &line) {
            for d in digits {
                if let Some(said) = press(&mut game, Key::Digit(d), now) {
                    let _ = writeln!(out, "{said}");
                }
            }
            continue;
        }
        // A chooser's row past 9, typed as its number.
        let number = line.trim().parse::<usize>();
        if number.is_ok_and(|number| number > 9 && pick_row(&mut game, number, now)) {
            continue;
        }
        let said = match key_for_line(&line) {
            Ok(None) if game.overlay().is_some() => press(&mut game, Key::Enter, now),
            Ok(None) => {
                shown.view.clear();
                shown.status.clear();
                None
            }
            Ok(Some(key)) => press(&mut game, key, now),
            Err(message) => Some(message),
        };
        if let Some(said) = said {
            let _ = writeln!(out, "{said}");
        }
    };
    print_warnings(err, &session.after_step(&mut game, now));
    print_warnings(err, &session.close());
    let _ = writeln!(out, "{}", farewell(&game, why));
    let _ = out.flush();
    0
}

/// The digits of a Qubic cell typed on one line (`-` allowed between).
fn qubic_cell_digits(game: &Game, line: &str) -> Option<Vec<u8>> {
    let word = line.trim();
    let digits: Vec<u8> = word
        .chars()
        .filter(|&c| c != '-')
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()?;
    let whole = digits.len() > 1 || word.contains('-');
    let cells_typed = game.keymap().digits > 1;
    (cells_typed && game.overlay().is_none() && whole).then_some(digits)
}

/// Lets the game's time run until the computer has replied (Qubic's
/// computer searching at once: a pipe waits for it).
fn settle(game: &mut Game, now: &mut f64) {
    game.update(*now);
    game.think(*now);
    for _ in 0..100 {
        if !game.is_moving(*now) {
            break;
        }
        *now += 1.0;
        game.update(*now);
        game.think(*now);
    }
}

/// Writes the game's log, then each section changed since `shown`.
fn show(game: &mut Game, now: f64, style: Style, shown: &mut TextScreen, out: &mut dyn Write) {
    let fresh = screen(game, now, style);
    // The log's result line is the banner's headline too: said once.
    let new_status = fresh.status != shown.status;
    for line in game.take_output() {
        if !(new_status && fresh.status.iter().any(|l| strip(l) == line)) {
            let _ = writeln!(out, "{line}");
        }
    }
    let sections = [
        (&fresh.title, &mut shown.title),
        (&fresh.scores, &mut shown.scores),
        (&fresh.view, &mut shown.view),
        (&fresh.status, &mut shown.status),
        (&fresh.feedback, &mut shown.feedback),
    ];
    for (new, old) in sections {
        if new != old {
            for line in new {
                let _ = writeln!(out, "{line}");
            }
            *old = new.clone();
        }
    }
}

#[cfg(test)]
#[path = "lines_tests.rs"]
mod tests;
