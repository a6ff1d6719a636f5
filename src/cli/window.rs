//! The window's command line, parsed without touching a window; the
//! picture it would open with (`ttt --screenshot FILE.png`, painted in
//! software); and why a window could not open.

use crate::cli::args::WindowArgs;
use crate::core::board::{Board, Mark};
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
use std::path::{Path, PathBuf};

pub fn window_options(args: &WindowArgs, data_dir: Option<PathBuf>) -> Result<RunOptions, String> {
    let rules = args.game.rules.unwrap_or_default();
    let qubic = args.game.game == Some(GameKind::Qubic);
    // A position real play can reach, finished ones too.
    let (position, cube_position) = match &args.game.position {
        Some(text) if qubic => {
            let cube = Position::parse(text).map_err(|e| e.to_string())?;
            let won = |mark| cube.winning_line(mark).is_some();
            let cube = reachable(cube, text, won, cube.to_move(), "four in a line")?;
            (Board::empty_under(rules), Some(cube))
        }
        Some(text) => {
            let board = parse_board(text).map_err(|e| e.to_string())?.under(rules);
            let won = |mark| board.has_won(mark);
            let board = reachable(board, text, won, board.to_move(), "three in a row")?;
            (board, None)
        }
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
        friend: args.game.friend(),
        server: args.game.server(),
        name: args.game.name_in_room(),
    })
}

/// `position` (read from `text`) unless a game could not have reached it:
/// both sides `won` (each with `in_line`), or the winner is `to_move`.
fn reachable<P>(
    position: P,
    text: &str,
    won: impl Fn(Mark) -> bool,
    to_move: Mark,
    in_line: &str,
) -> Result<P, String> {
    let cannot = |why: String| format!("position '{}' cannot happen: {why}", escaped_excerpt(text));
    let won = [Mark::X, Mark::O].map(won);
    match won {
        [true, true] => Err(cannot(format!("both X and O have {in_line}"))),
        _ if won[to_move as usize] => Err(cannot(format!(
            "{} won but {} moved after",
            to_move.upper(),
            to_move.opponent().upper()
        ))),
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
