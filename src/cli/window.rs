//! The window's command line: `ttt [--opponent NAME] [--side x|o]
//! [--data-dir DIR] [--position POS] [--screenshot FILE.png]
//! [--no-animation|--animation] [--keypad-layout|--keypad-digits]`, parsed
//! without touching a window.

use crate::cli::args::Args;
use crate::core::board::{Board, Mark, Rules};
use crate::core::position::{parse_board, shown};
use crate::game::Setup;
use crate::session::options::{Given, WindowOptions};
use crate::strategy::parse_opponent;

/// Parses a rule variant's name, with the message a person needs if it is
/// wrong.
pub fn parse_rules(name: &str) -> Result<Rules, String> {
    Rules::parse(name).ok_or_else(|| {
        format!(
            "unknown rules '{}' (choose one of: {})",
            shown(name),
            Rules::names()
        )
    })
}

const VALUED: [&str; 6] = [
    "opponent",
    "side",
    "rules",
    "data-dir",
    "position",
    "screenshot",
];
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
    if let Some(name) = args.option("rules") {
        setup.rules = parse_rules(name)?;
    }
    setup.animate = !args.flag("no-animation");
    setup.keypad_layout = args.flag("keypad-layout");
    for (on, off) in [
        ("animation", "no-animation"),
        ("keypad-layout", "keypad-digits"),
    ] {
        if args.flag(on) && args.flag(off) {
            return Err(format!("--{on} and --{off} cannot both be given"));
        }
    }
    let position = match args.option("position") {
        Some(text) => parse_reachable(text, setup.rules)?,
        None => Board::empty_under(setup.rules),
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
        rules: args.option("rules").is_some(),
    };
    Ok(WindowOptions {
        setup,
        data_dir: args.option("data-dir").map(str::to_string),
        position,
        screenshot,
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
