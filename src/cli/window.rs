//! The window's command line, parsed without touching a window; the
//! picture it would open with (`ttt --screenshot FILE.png`, painted in
//! software); and why a window could not open.

use crate::cli::args::{protect_positions, Cli, WindowArgs};
use crate::cli::one_line;
use crate::core::board::{Board, Mark, Rules};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::files::atomic_write;
use crate::data::store::Warning;
use crate::picture::glyphs::{Glyphs, FONT};
use crate::qubic::position::Position;
use crate::session::options::RunOptions;
use crate::session::still_game;
use crate::settings::{GameKind, Theme};
use crate::view::compose::display_list;
use crate::view::frame::Frame;
use crate::view::layout::{Layout, DEFAULT_WINDOW};
use crate::view::palette::Palette;
use crate::view::raster;
use clap::Parser;
use std::path::{Path, PathBuf};

/// Parses the window's arguments (everything after `ttt`), as the command
/// line does. The message on error is one line, to print after `error: `.
pub fn parse_window_options(words: &[String]) -> Result<RunOptions, String> {
    let words = std::iter::once("ttt").chain(words.iter().map(String::as_str));
    let cli = Cli::try_parse_from(protect_positions(words)).map_err(|e| one_line(&e, None))?;
    if cli.command.is_some() {
        return Err("a command is not a window option".into());
    }
    window_options(&cli.window, cli.data_dir)
}

pub fn window_options(args: &WindowArgs, data_dir: Option<PathBuf>) -> Result<RunOptions, String> {
    let rules = args.game.rules.unwrap_or_default();
    let qubic = args.game.game == Some(GameKind::Qubic);
    let (position, cube_position) = match &args.game.position {
        Some(text) if qubic => (Board::empty_under(rules), Some(cube_reachable(text)?)),
        Some(text) => (parse_reachable(text, rules)?, None),
        None => (Board::empty_under(rules), None),
    };
    if args
        .screenshot
        .as_ref()
        .is_some_and(|f| !f.extension().is_some_and(|e| e.eq_ignore_ascii_case("png")))
    {
        return Err("--screenshot needs a file name ending in .png".into());
    }
    Ok(RunOptions {
        changes: args.setting_changes(),
        data_dir,
        position,
        cube_position,
        screenshot: args.screenshot.clone(),
        desktop_theme: Theme::Light,
    })
}

/// A position that real play can reach, finished ones too.
fn parse_reachable(text: &str, rules: Rules) -> Result<Board, String> {
    let board = parse_board(text).map_err(|e| e.to_string())?.under(rules);
    let last_mover = board.to_move().opponent();
    match board.winner() {
        _ if board.has_won(Mark::X) && board.has_won(Mark::O) => Err(format!(
            "position '{}' cannot happen: both X and O have three in a row",
            escaped_excerpt(text)
        )),
        Some(winner) if winner != last_mover => Err(format!(
            "position '{}' cannot happen: {} won but {} moved after",
            escaped_excerpt(text),
            winner.upper(),
            winner.opponent().upper()
        )),
        _ => Ok(board),
    }
}

/// A Qubic position that real play can reach, finished ones too.
fn cube_reachable(text: &str) -> Result<Position, String> {
    let position = Position::parse(text).map_err(|e| e.to_string())?;
    let last_mover = position.to_move().opponent();
    let won = |mark| position.winning_line(mark).is_some();
    match position.winner() {
        _ if won(Mark::X) && won(Mark::O) => Err(format!(
            "position '{}' cannot happen: both X and O have four in a line",
            escaped_excerpt(text)
        )),
        Some(winner) if winner != last_mover => Err(format!(
            "position '{}' cannot happen: {} won but {} moved after",
            escaped_excerpt(text),
            winner.upper(),
            winner.opponent().upper()
        )),
        _ => Ok(position),
    }
}

/// Paints what the window would open with under `options` (its data read,
/// not changed) and writes it to `path`; returns the data's warnings.
pub fn screenshot(options: &RunOptions, path: &Path) -> Result<Vec<Warning>, String> {
    let (game, warnings) = still_game(options);
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0)?;
    let layout = Layout::new(DEFAULT_WINDOW.0, DEFAULT_WINDOW.1);
    let frame = Frame::still(
        &layout,
        &glyphs,
        Palette::of(game.settings().theme.resolve(options.desktop_theme)),
    );
    let list = display_list(&game, &frame);
    let bytes = raster::png(&list, &glyphs, &atlas).map_err(|e| e.to_string())?;
    atomic_write(path, &bytes).map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
    Ok(warnings)
}

/// Why the game window could not open, in a person's words, and what to
/// do instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WindowFailure {
    /// No X display: `DISPLAY` unset (`None`) or not answering.
    NoDisplay(Option<String>),
    /// The display answered but OpenGL could not start; what failed.
    NoOpenGl(String),
}

/// Where to go when there is no window.
const HEADLESS: &str = "without a window, 'ttt move', 'ttt analyze', 'ttt review' and \
'ttt --position POS --screenshot FILE.png' still work";

impl std::fmt::Display for WindowFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            WindowFailure::NoDisplay(None) => write!(
                f,
                "the game window needs a display and DISPLAY is not set: run ttt in a \
                 desktop session (on Wayland, under XWayland); {HEADLESS}"
            ),
            WindowFailure::NoDisplay(Some(display)) => write!(
                f,
                "the game window cannot reach the display '{}' (DISPLAY): is the X \
                 server running, and may you use it? {HEADLESS}",
                escaped_excerpt(display)
            ),
            WindowFailure::NoOpenGl(what) => write!(
                f,
                "the game window cannot start OpenGL ({what}): install Mesa's drivers \
                 (Debian and Ubuntu: sudo apt-get install libgl1-mesa-dri libegl1); {HEADLESS}"
            ),
        }
    }
}

pub fn check_display(display: Option<&str>) -> Result<(), WindowFailure> {
    match display {
        Some(d) if !d.is_empty() => Ok(()),
        _ => Err(WindowFailure::NoDisplay(None)),
    }
}

#[cfg(test)]
#[path = "window_tests.rs"]
mod tests;
