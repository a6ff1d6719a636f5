//! The key-by-key mode of `ttt text`: raw keys through crossterm, the
//! screen redrawn in place, the terminal given back however the run ends
//! (Q, Ctrl-C, Ctrl-D, a panic, a hang-up). Keys are read on a thread of
//! their own: crossterm retries a hung-up terminal's read for ever.

use crate::core::rng::Rng;
use crate::data::store::print_warnings;
use crate::data::store::Warning;
use crate::game::input::{Dir, Key};
use crate::game::messages::NO_COMMAND;
use crate::game::Game;
use crate::session::options::RunOptions;
use crate::session::Session;
use crate::settings::GameKind;
use crate::terminal::paint::{strip, wrap, Ink};
use crate::terminal::screen::{hanging, screen, Style};
use crate::terminal::{chooser_rows, farewell, pick_row, press, Room, TENS};
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::{cursor, execute, queue, terminal};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a key press means in the terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Key(Key),
    /// Ctrl-C or Ctrl-D: leave at once (everything is saved).
    Leave,
    /// A key the game has no use for.
    Other,
}

pub fn press_for(event: KeyEvent) -> Press {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let key = match event.code {
        KeyCode::Char('c' | 'd') if ctrl => return Press::Leave,
        _ if ctrl => return Press::Other,
        KeyCode::Char(d @ '0'..='9') => Key::Digit(d as u8 - b'0'),
        KeyCode::Char('?' | '/') => Key::Slash,
        KeyCode::Char(' ') => Key::Space,
        KeyCode::Char(c) if c.is_ascii_alphabetic() => Key::Letter(c.to_ascii_lowercase()),
        KeyCode::Up => Key::Arrow(Dir::Up),
        KeyCode::Down => Key::Arrow(Dir::Down),
        KeyCode::Left => Key::Arrow(Dir::Left),
        KeyCode::Right => Key::Arrow(Dir::Right),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Escape,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Tab => Key::Tab,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::F(1) => Key::F1,
        _ => return Press::Other,
    };
    Press::Key(key)
}

/// The keys, a line under the screen.
const FOOTER: &str =
    "1-9 or arrows+Enter play \u{b7} N new \u{b7} U undo \u{b7} H hint \u{b7} ? help \u{b7} Q quit";
/// Qubic's: three digits a cell, the plane keys.
const QUBIC_FOOTER: &str = "plane row column (1-4) or arrows, PgUp/PgDn, Enter play \u{b7} N new \u{b7} U undo \u{b7} H hint \u{b7} G game \u{b7} ? help \u{b7} Q quit";

/// Whether the terminal is raw, so it is put back once only (twice would
/// move the cursor back).
static TAKEN: AtomicBool = AtomicBool::new(false);

/// Puts the terminal back, once: when the run ends, or from the panic hook.
fn restore() {
    if TAKEN.swap(false, Ordering::SeqCst) {
        let _ = terminal::disable_raw_mode();
        let mut out = std::io::stdout();
        let _ = execute!(out, terminal::LeaveAlternateScreen, cursor::Show);
    }
}

/// Plays key by key in this process's terminal; returns the exit status,
/// or `None` if the terminal will not give raw keys.
pub fn run_keys(options: &RunOptions, colour: bool, room: &mut Room) -> Option<i32> {
    terminal::enable_raw_mode().ok()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    TAKEN.store(true, Ordering::SeqCst);
    let mut out = std::io::stdout();
    let _ = execute!(out, terminal::EnterAlternateScreen, cursor::Hide);
    let mut session = Session::open(options);
    let mut game = session.start(options, Rng::from_entropy(), false);
    game.set_pointer(crate::game::Pointer::Keys);
    let mut warnings = Vec::new();
    let terminal = Terminal::watch();
    let (why, drawn) = play(
        &mut game,
        &mut session,
        colour,
        &mut warnings,
        &terminal,
        room,
    );
    restore();
    warnings.extend(session.close());
    for line in &drawn {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", farewell(&game, why));
    print_warnings(&mut std::io::stderr(), &warnings);
    Some(0)
}

/// The terminal's input, read on its own thread, and whether it hung up.
struct Terminal {
    events: Receiver<std::io::Result<Event>>,
    hung_up: Arc<AtomicBool>,
}

impl Terminal {
    /// Starts reading events and watching for the hang-up signal.
    fn watch() -> Terminal {
        let hung_up = Arc::new(AtomicBool::new(false));
        #[cfg(unix)]
        let _ = signal_hook::flag::register(signal_hook::consts::SIGHUP, Arc::clone(&hung_up));
        let (send, events) = channel();
        let _ = std::thread::Builder::new()
            .name("terminal keys".into())
            .spawn(move || loop {
                let event = event::read();
                let failed = event.is_err();
                if send.send(event).is_err() || failed {
                    break;
                }
            });
        Terminal { events, hung_up }
    }

    /// The next event within `wait`, if any; `Err(why)` once the terminal
    /// is gone or its input ended.
    fn next(&self, wait: Duration) -> Result<Option<Event>, &'static str> {
        let gone = || self.hung_up.load(Ordering::SeqCst) || !std::io::stdin().is_terminal();
        if gone() {
            return Err("The terminal hung up");
        }
        match self.events.recv_timeout(wait) {
            Ok(Ok(event)) => Ok(Some(event)),
            Err(RecvTimeoutError::Timeout) if !gone() => Ok(None),
            Err(RecvTimeoutError::Timeout) => Err("The terminal hung up"),
            Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => Err("End of input"),
        }
    }
}

/// The game, key by key, until Q, Ctrl-C or Ctrl-D, or the terminal goes.
/// Returns why it ended and the last screen.
fn play(
    game: &mut Game,
    session: &mut Session,
    colour: bool,
    warnings: &mut Vec<Warning>,
    terminal: &Terminal,
    room: &mut Room,
) -> (&'static str, Vec<String>) {
    let start = Instant::now();
    let mut out = std::io::stdout();
    let (mut drawn, mut note) = (Vec::new(), None);
    let mut tens = false;
    loop {
        let now = start.elapsed().as_secs_f64();
        room.poll(game, now);
        // The title and the status show the room's code and link.
        room.take_lines();
        game.update(now);
        // Qubic's computer: the terminal waits for its search.
        game.think(now);
        warnings.extend(session.after_step(game, now));
        game.take_output();
        let size = terminal::size().unwrap_or((80, 24));
        let lines = screen_lines_in(size, game, now, colour, note.as_deref());
        if lines != drawn {
            draw(&mut out, &lines);
            drawn = lines;
        }
        if game.quit_requested() {
            return ("Quit", drawn);
        }
        // A friend's room is looked at often, for their moves to show.
        let busy = game.is_moving(now) || room.is_open();
        let wait = Duration::from_millis(if busy { 20 } else { 250 });
        let key = match terminal.next(wait) {
            Ok(Some(Event::Key(key))) if key.kind != KeyEventKind::Release => key,
            Ok(None) => continue,
            // A resize, or anything else: draw the screen anew.
            Ok(Some(_)) => {
                drawn.clear();
                continue;
            }
            Err(why) => return (why, drawn),
        };
        let now = start.elapsed().as_secs_f64();
        room.poll(game, now);
        // A chooser of ten rows or more: 1 waits for a second digit.
        let rows = chooser_rows(game).unwrap_or(0);
        // The names screen takes typed characters as they are.
        if let (KeyCode::Char(c), true) = (key.code, game.typing()) {
            if !key.modifiers.contains(KeyModifiers::CONTROL) {
                game.type_char(c);
                continue;
            }
        }
        note = match (press_for(key), tens) {
            (Press::Leave, _) => return ("Stopped", drawn),
            (Press::Key(Key::Digit(1)), false) if rows >= 10 => Some(TENS.to_string()),
            (Press::Key(Key::Digit(d)), true) if pick_row(game, 10 + usize::from(d), now) => None,
            (Press::Key(Key::Enter), true) => press(game, Key::Digit(1), now),
            (Press::Key(key), _) => press(game, key, now),
            (Press::Other, _) => Some(NO_COMMAND.to_string()),
        };
        tens = note.as_deref() == Some(TENS);
    }
}

/// The whole screen for a terminal `width` × `height` characters: the
/// sections, a note of the terminal's own, the keys. A terminal too short
/// for all of it keeps, in order, the board, the status (the result among
/// it), the feedback line, a short line of keys, and the title: the
/// scores, the blank lines and the moves list go first.
fn screen_lines_in(
    (width, height): (u16, u16),
    game: &Game,
    now: f64,
    colour: bool,
    note: Option<&str>,
) -> Vec<String> {
    let height = usize::from(height).max(1);
    let mut style = Style {
        width: usize::from(width).saturating_sub(1).max(20),
        colour,
        moves_beside: true,
        compact: false,
    };
    let (lines, view) = all_lines(game, now, style, note);
    if lines.len() <= height || game.overlay().is_some() {
        return fitted(lines, view, game, height);
    }
    style.compact = true;
    let s = screen(game, now, style);
    let warning = game.status(now).warning;
    let keys = hanging("", "? help \u{b7} Q quit", style, Ink::Muted);
    let mut said = s.feedback;
    said.extend(note.map_or_else(Vec::new, |n| wrap(n, style.width)));
    // The sections, most needed first; each kept while it fits.
    let mut sections = [
        s.view,
        s.status,
        said,
        warning.map_or_else(Vec::new, |w| wrap(&w, style.width)),
        keys,
        s.title,
    ];
    let mut used = 0;
    for (i, section) in sections.iter_mut().enumerate() {
        match used + section.len() <= height || i == 0 {
            true => used += section.len(),
            false => section.clear(),
        }
    }
    // On screen in reading order: title, board, status, feedback, keys.
    sections.rotate_right(1);
    let mut lines = sections.concat();
    lines.truncate(height);
    lines
}

/// Every section, the footer's keys in full, and where the view's lines
/// are among them.
fn all_lines(
    game: &Game,
    now: f64,
    style: Style,
    note: Option<&str>,
) -> (Vec<String>, std::ops::Range<usize>) {
    let s = screen(game, now, style);
    let mut lines = s.title;
    lines.extend(s.scores);
    lines.push(String::new());
    let view = lines.len()..lines.len() + s.view.len();
    lines.extend(s.view);
    if game.overlay().is_none() {
        lines.push(String::new());
        lines.extend(s.status);
    }
    lines.extend(s.feedback);
    if let Some(warning) = game.status(now).warning {
        lines.extend(wrap(&warning, style.width));
    }
    if let Some(note) = note {
        lines.extend(wrap(note, style.width));
    }
    // The keys wrap too: a narrow terminal would cut the line at its edge.
    let footer = match game.round().game() {
        GameKind::Qubic => QUBIC_FOOTER,
        GameKind::TicTacToe => FOOTER,
    };
    lines.extend(hanging("", footer, style, Ink::Muted));
    (lines, view)
}

/// `lines` in `height`: redrawn in place, the screen must never scroll, so
/// a terminal too short scrolls what is open (a chooser) to keep its lit
/// row in view.
fn fitted(
    mut lines: Vec<String>,
    view: std::ops::Range<usize>,
    game: &Game,
    height: usize,
) -> Vec<String> {
    if lines.len() > height && game.overlay().is_some() {
        let room = view.len().saturating_sub(lines.len() - height);
        let shown = scrolled(&lines[view.clone()], room);
        lines.splice(view, shown);
    }
    lines.truncate(height);
    lines
}

/// `view`'s heading and as many further lines as `room` holds, its lit row
/// (marked `›`) and the line after it in view.
pub fn scrolled(view: &[String], room: usize) -> Vec<String> {
    if view.len() <= room || room < 2 {
        return view.to_vec();
    }
    let lit = view
        .iter()
        .position(|l| strip(l).starts_with('\u{203a}'))
        .unwrap_or(0);
    let rows = room - 1;
    let last = (lit + 2).clamp(rows + 1, view.len());
    let mut shown = vec![view[0].clone()];
    shown.extend_from_slice(&view[last - rows..last]);
    shown
}

/// Redraws the screen in place, each line over the old one.
fn draw(out: &mut std::io::Stdout, lines: &[String]) {
    let _ = queue!(out, cursor::MoveTo(0, 0));
    for line in lines {
        let _ = queue!(
            out,
            crossterm::style::Print(line),
            terminal::Clear(terminal::ClearType::UntilNewLine),
            cursor::MoveToNextLine(1)
        );
    }
    let _ = queue!(out, terminal::Clear(terminal::ClearType::FromCursorDown));
    let _ = out.flush();
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
