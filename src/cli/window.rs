//! The window's command line: `ttt [--opponent NAME] [--side x|o]
//! [--data-dir DIR] [--position POS] [--screenshot FILE.png]
//! [--no-animation|--animation] [--keypad-layout|--keypad-digits]`, parsed
//! without touching a window.

use crate::cli::args::{Cli, WindowArgs};
use crate::cli::one_line;
use crate::cli::values::protect_positions;
use crate::core::board::{Board, Mark, Rules};
use crate::core::position::{parse_board, shown};
use crate::game::Setup;
use crate::session::options::{Given, WindowOptions};
use clap::Parser;
use std::path::PathBuf;

/// Parses the window's arguments (everything after `ttt`), as the command
/// line does. The message on error is one line, to print after `error: `.
pub fn parse_window_options(words: &[String]) -> Result<WindowOptions, String> {
    let words = std::iter::once("ttt").chain(words.iter().map(String::as_str));
    let cli = Cli::try_parse_from(protect_positions(words)).map_err(|e| one_line(&e, None))?;
    if cli.command.is_some() {
        return Err("a command is not a window option".into());
    }
    window_options(&cli.window, cli.global.data_dir)
}

/// The window's options from its parsed arguments.
pub fn window_options(
    args: &WindowArgs,
    data_dir: Option<PathBuf>,
) -> Result<WindowOptions, String> {
    let mut setup = Setup::default();
    if let Some(opponent) = args.game.opponent {
        setup.opponent = opponent;
    }
    if let Some(side) = args.game.side {
        setup.side = side;
    }
    if let Some(rules) = args.game.rules {
        setup.rules = rules;
    }
    setup.animate = !args.no_animation;
    setup.keypad_layout = args.keypad_layout;
    let position = match &args.game.position {
        Some(text) => parse_reachable(text, setup.rules)?,
        None => Board::empty_under(setup.rules),
    };
    if args
        .screenshot
        .as_ref()
        .is_some_and(|f| !f.extension().is_some_and(|e| e.eq_ignore_ascii_case("png")))
    {
        return Err("--screenshot needs a file name ending in .png".into());
    }
    let given = Given {
        opponent: args.game.opponent.is_some(),
        side: args.game.side.is_some(),
        animate: args.no_animation || args.animation,
        keypad_layout: args.keypad_layout || args.keypad_digits,
        rules: args.game.rules.is_some(),
    };
    Ok(WindowOptions {
        setup,
        data_dir,
        position,
        screenshot: args.screenshot.clone(),
        given,
    })
}

/// A position that real play can reach: legal counts, at most one winner,
/// and the winner the one who moved last. Finished positions are allowed
/// (a screenshot of a win is a fine thing to want).
fn parse_reachable(text: &str, rules: Rules) -> Result<Board, String> {
    let board = parse_board(text).map_err(|e| e.to_string())?.under(rules);
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
                shown(display)
            ),
            WindowFailure::NoOpenGl(what) => write!(
                f,
                "the game window cannot start OpenGL ({what}): install Mesa's drivers \
                 (Debian and Ubuntu: sudo apt-get install libgl1-mesa-dri libegl1); {HEADLESS}"
            ),
        }
    }
}

/// Checks what can be checked before trying to open an X11 window (on
/// Linux; Windows and macOS need no `DISPLAY`): a display named to open it
/// on. `display` is the value of `DISPLAY`. (The window's shell then
/// probes that display and its OpenGL.)
pub fn check_display(display: Option<&str>) -> Result<(), WindowFailure> {
    match display {
        Some(d) if !d.is_empty() => Ok(()),
        _ => Err(WindowFailure::NoDisplay(None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::settings::Settings;
    use crate::session::{chosen_settings, setup_of};
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
                animate: true,
                rules: Rules::Standard,
                keypad_layout: false,
                alternate: false,
            }
        );
        assert_eq!(options.position, Board::empty());
        assert_eq!(options.given, Given::default());
        // What the web page opens with, having no command line.
        assert_eq!(options, WindowOptions::nothing_given());
    }

    #[test]
    fn every_option() {
        let options = parse("--opponent dawson --side O --rules corner-l --data-dir /tmp/d --position x___o____ --screenshot s.png --no-animation --keypad-layout").expect("valid");
        assert_eq!(
            options.setup,
            Setup {
                opponent: Opponent::Dawson,
                side: Mark::O,
                animate: false,
                rules: Rules::CornerL,
                keypad_layout: true,
                alternate: false,
            }
        );
        assert!(options.setup.keypad_layout);
        assert_eq!(
            options.data_dir.as_deref(),
            Some(std::path::Path::new("/tmp/d"))
        );
        assert_eq!(options.position.text(), "x___o____");
        assert_eq!(
            options.screenshot.as_deref(),
            Some(std::path::Path::new("s.png"))
        );
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
        assert!(!options.setup.keypad_layout);
        assert!(options.given.keypad_layout && !options.given.side);
    }

    #[test]
    fn finished_positions_may_be_shown() {
        assert!(parse("--position xxxoo____").is_ok());
        assert!(parse("--position xoxxoooxx").is_ok());
    }

    #[test]
    fn bad_values_are_one_line_errors() {
        check_err(
            "--opponent nobody",
            "invalid value 'nobody' for '--opponent <NAME>' (choose one of: logo,",
        );
        check_err("--side z", "invalid value 'z' for '--side <SIDE>'");
        check_err("--position xx", "needs exactly 9");
        check_err("--position xxxooo_x_", "both x and o");
        check_err("--position xxxoo_o__", "x won but o moved after");
        check_err("--screenshot shot.jpg", "ending in .png");
        check_err("--opponent", "a value is required for '--opponent <NAME>'");
        check_err("--bogus", "unexpected argument '--bogus'");
        check_err("--opponent dawson extra", "unrecognized subcommand 'extra'");
        check_err(
            "--opponent dawson move x________",
            "a command is not a window option",
        );
    }

    fn options(line: &str) -> WindowOptions {
        parse(line).expect("valid options")
    }

    fn saved() -> Settings {
        Settings {
            side: Mark::O,
            opponent: Opponent::Hyde,
            animation: false,
            keypad_layout: true,
            rules: Rules::NoDiagonals,
            alternate: false,
            window_width: 1024,
            window_height: 700,
        }
    }

    /// The settings `line` opens with when `saved()` is remembered, as
    /// `(opponent, side, animation, keypad_layout)`.
    fn check_chosen(line: &str, expected: (Opponent, Mark, bool, bool)) {
        let chosen = chosen_settings(&options(line), &saved());
        let got = (
            chosen.opponent,
            chosen.side,
            chosen.animation,
            chosen.keypad_layout,
        );
        assert_eq!(got, expected, "{line:?}");
        assert_eq!((chosen.window_width, chosen.window_height), (1024, 700));
        let setup = setup_of(&chosen);
        assert_eq!(
            (
                setup.opponent,
                setup.side,
                setup.animate,
                setup.keypad_layout
            ),
            expected
        );
    }

    #[test]
    fn the_command_line_wins_over_remembered_settings() {
        use Opponent::*;
        check_chosen("", (Hyde, Mark::O, false, true));
        check_chosen("--opponent perfect", (Perfect, Mark::O, false, true));
        check_chosen("--side x", (Hyde, Mark::X, false, true));
        check_chosen("--animation", (Hyde, Mark::O, true, true));
        check_chosen("--no-animation", (Hyde, Mark::O, false, true));
        check_chosen("--keypad-digits", (Hyde, Mark::O, false, false));
        check_chosen(
            "--opponent logo --side x --animation --keypad-layout",
            (Logo, Mark::X, true, true),
        );
        check_chosen(
            "--data-dir /d --position x________",
            (Hyde, Mark::O, false, true),
        );
    }

    #[test]
    fn nothing_remembered_and_nothing_given_is_the_default_game() {
        let chosen = chosen_settings(&options(""), &Settings::default());
        assert_eq!(chosen, Settings::default());
        assert_eq!(setup_of(&chosen), Setup::default());
    }
}
