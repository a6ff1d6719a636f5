//! The window's command line: `ttt [--opponent NAME] [--side x|o]
//! [--data-dir DIR] [--position POS] [--screenshot FILE.png]
//! [--no-animation|--animation] [--keypad-layout|--keypad-digits]`, parsed
//! without touching a window.

use crate::board::{Board, Mark};
use crate::cli::{parse_opponent, Args};
use crate::game::Setup;
use crate::input::Keymap;
use crate::position::{parse_board, shown};

/// Everything the window was asked for on its command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowOptions {
    pub setup: Setup,
    pub keymap: Keymap,
    pub data_dir: Option<String>,
    /// The position to start from (the empty board if not given).
    pub position: Board,
    /// Save one frame of `position` to this PNG file and exit.
    pub screenshot: Option<String>,
    /// Which options were given, so saved settings can fill in the rest.
    pub given: Given,
}

/// Which settings the command line named explicitly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub opponent: bool,
    pub side: bool,
    pub animate: bool,
    pub keypad_layout: bool,
}

const VALUED: [&str; 5] = ["opponent", "side", "data-dir", "position", "screenshot"];
const FLAGS: [&str; 4] = [
    "no-animation",
    "animation",
    "keypad-layout",
    "keypad-digits",
];

/// Parses the window's arguments (everything after `ttt`). The message on
/// error is one line, to print after `error: `.
pub fn parse_window_options(words: &[String]) -> Result<WindowOptions, String> {
    let args = Args::parse(words, &VALUED, &FLAGS)?;
    if let Some(extra) = args.positional.first() {
        return Err(format!(
            "unexpected argument '{}'; try 'ttt help'",
            shown(extra)
        ));
    }
    let mut setup = Setup::default();
    if let Some(name) = args.option("opponent") {
        setup.opponent = parse_opponent(name)?;
    }
    if let Some(side) = args.option("side") {
        setup.side =
            Mark::parse(side).ok_or_else(|| format!("side '{}' is not x or o", shown(side)))?;
    }
    setup.animate = !args.flag("no-animation");
    for (on, off) in [
        ("animation", "no-animation"),
        ("keypad-layout", "keypad-digits"),
    ] {
        if args.flag(on) && args.flag(off) {
            return Err(format!("--{on} and --{off} cannot both be given"));
        }
    }
    let position = match args.option("position") {
        Some(text) => parse_reachable(text)?,
        None => Board::empty(),
    };
    let screenshot = args.option("screenshot").map(str::to_string);
    if screenshot
        .as_deref()
        .is_some_and(|f| !f.to_ascii_lowercase().ends_with(".png"))
    {
        return Err("--screenshot needs a file name ending in .png".into());
    }
    let given = Given {
        opponent: args.option("opponent").is_some(),
        side: args.option("side").is_some(),
        animate: args.flag("no-animation") || args.flag("animation"),
        keypad_layout: args.flag("keypad-layout") || args.flag("keypad-digits"),
    };
    Ok(WindowOptions {
        setup,
        keymap: Keymap {
            keypad_layout: args.flag("keypad-layout"),
        },
        data_dir: args.option("data-dir").map(str::to_string),
        position,
        screenshot,
        given,
    })
}

/// A position that real play can reach: legal counts, at most one winner,
/// and the winner the one who moved last. Finished positions are allowed
/// (a screenshot of a win is a fine thing to want).
fn parse_reachable(text: &str) -> Result<Board, String> {
    let board = parse_board(text).map_err(|e| e.to_string())?;
    let last_mover = board.to_move().opponent();
    match board.winner() {
        _ if board.has_won(Mark::X) && board.has_won(Mark::O) => Err(format!(
            "position '{}' cannot happen: both x and o have three in a row",
            shown(text)
        )),
        Some(winner) if winner != last_mover => Err(format!(
            "position '{}' cannot happen: {winner} won but {} moved after",
            shown(text),
            winner.opponent()
        )),
        _ => Ok(board),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::Opponent;

    fn parse(line: &str) -> Result<WindowOptions, String> {
        let words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        parse_window_options(&words)
    }

    fn check_err(line: &str, expected: &str) {
        match parse(line) {
            Err(message) => assert!(message.contains(expected), "{line}: {message}"),
            Ok(options) => panic!("{line}: accepted as {options:?}"),
        }
    }

    #[test]
    fn defaults_are_x_first_against_logo_animated() {
        let options = parse("").expect("no options is fine");
        assert_eq!(
            options.setup,
            Setup {
                opponent: Opponent::Logo,
                side: Mark::X,
                animate: true
            }
        );
        assert_eq!(options.position, Board::empty());
        assert_eq!(options.given, Given::default());
    }

    #[test]
    fn every_option() {
        let options = parse("--opponent dawson --side O --data-dir /tmp/d --position x___o____ --screenshot s.png --no-animation --keypad-layout").expect("valid");
        assert_eq!(
            options.setup,
            Setup {
                opponent: Opponent::Dawson,
                side: Mark::O,
                animate: false
            }
        );
        assert!(options.keymap.keypad_layout);
        assert_eq!(options.data_dir.as_deref(), Some("/tmp/d"));
        assert_eq!(options.position.text(), "x___o____");
        assert_eq!(options.screenshot.as_deref(), Some("s.png"));
        assert!(
            options.given.opponent
                && options.given.side
                && options.given.animate
                && options.given.keypad_layout
        );
    }

    #[test]
    fn keypad_digits_is_named_but_off() {
        let options = parse("--keypad-digits").expect("valid");
        assert!(!options.keymap.keypad_layout);
        assert!(options.given.keypad_layout && !options.given.side);
    }

    #[test]
    fn finished_positions_may_be_shown() {
        assert!(parse("--position xxxoo____").is_ok());
        assert!(parse("--position xoxxoooxx").is_ok());
    }

    #[test]
    fn bad_values_are_one_line_errors() {
        check_err("--opponent nobody", "unknown opponent 'nobody'");
        check_err("--side z", "side 'z' is not x or o");
        check_err("--position xx", "needs exactly 9");
        check_err("--position xxxooo_x_", "both x and o");
        check_err("--position xxxoo_o__", "x won but o moved after");
        check_err("--screenshot shot.jpg", "ending in .png");
        check_err("--opponent", "needs a value");
        check_err("--bogus", "unknown option");
        check_err("extra", "unexpected argument");
        check_err("--animation --no-animation", "cannot both be given");
        check_err("--keypad-layout --keypad-digits", "cannot both be given");
    }
}
