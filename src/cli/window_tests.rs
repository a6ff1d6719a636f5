//! Tests of the window's command line: the defaults, every option, bad
//! values as one-line errors, and the command line over remembered settings.

use super::*;
use crate::cli::args::{protect_positions, Cli};
use crate::cli::one_line;
use crate::core::board::Rules;
use crate::session::chosen_settings;
use crate::settings::{
    GameKind, Name, QubicOpponent, SettingChange, Settings, Speed, Starts, Theme, ThemeChoice,
};
use crate::strategy::Opponent;
use clap::Parser;

/// The window's options for `line`, as `ttt LINE` parses them.
fn parse(line: &str) -> Result<RunOptions, String> {
    let words = std::iter::once("ttt").chain(line.split_whitespace());
    let cli = Cli::try_parse_from(protect_positions(words)).map_err(|e| one_line(&e, None))?;
    if cli.command.is_some() {
        return Err("a command is not a window option".into());
    }
    window_options(&cli.window, cli.data_dir)
}

fn check_err(line: &str, expected: &str) {
    match parse(line) {
        Err(message) => assert!(message.contains(expected), "{line}: {message}"),
        Ok(options) => panic!("{line}: accepted as {options:?}"),
    }
}

#[test]
fn nothing_named_overrides_nothing() {
    let options = parse("").expect("no options is fine");
    assert_eq!(options.changes, []);
    assert_eq!(options.position, Board::default());
    // What the web page opens with, having no command line.
    assert_eq!(options, RunOptions::default());
}

#[test]
fn every_option() {
    let options = parse("--opponent dawson --side O --rules corner-l --starts coin --data-dir /tmp/d --position x___o____ --screenshot s.png --no-animation --keypad-layout --mute --theme dark").expect("valid");
    assert_eq!(
        options.changes,
        [
            SettingChange::Opponent(Opponent::Dawson),
            SettingChange::Side(Mark::O),
            SettingChange::Rules(Rules::CornerL),
            SettingChange::Starts(Starts::Coin),
            SettingChange::Speed(Speed::Off),
            SettingChange::KeypadLayout(true),
            SettingChange::Sound(false),
            SettingChange::Theme(ThemeChoice::Fixed(Theme::Dark)),
        ]
    );
    assert_eq!(
        options.data_dir.as_deref(),
        Some(std::path::Path::new("/tmp/d"))
    );
    assert_eq!(options.position.to_string(), "x___o____");
    assert_eq!(options.position.rules(), Rules::CornerL);
    assert_eq!(
        options.screenshot.as_deref(),
        Some(std::path::Path::new("s.png"))
    );
}

#[test]
fn who_starts_is_named_by_word_and_a_bad_word_lists_the_choices() {
    for starts in Starts::ALL {
        let options = parse(&format!("--starts {}", starts.name())).expect("valid");
        assert_eq!(options.changes, [SettingChange::Starts(starts)]);
    }
    check_err("--starts dice", "choose one of: x, alternate, coin");
}

/// The window shows corner-l as "corner-L" (a lower-case l reads as a
/// bar in its font): a player may type either.
#[test]
fn corner_l_is_taken_as_the_window_spells_it() {
    let options = parse("--rules corner-L").expect("valid");
    assert_eq!(options.changes, [SettingChange::Rules(Rules::CornerL)]);
}

#[test]
fn a_level_picks_its_opponent() {
    for (level, opponent) in [
        ("easy", Opponent::Hyde),
        ("medium", Opponent::Dawson),
        ("hard", Opponent::Logo),
        ("unbeatable", Opponent::Perfect),
    ] {
        // With no game named, a level names Qubic's opponent too.
        let options = parse(&format!("--level {level}")).expect("a level");
        let qubic = QubicOpponent::ALL
            .into_iter()
            .find(|o| o.name() == level)
            .expect("a Qubic level");
        assert_eq!(
            options.changes,
            [
                SettingChange::QubicOpponent(qubic),
                SettingChange::Opponent(opponent)
            ],
            "{level}"
        );
        let three = parse(&format!("--game tic-tac-toe --level {level}")).expect("a level");
        let game = SettingChange::Game(GameKind::TicTacToe);
        assert_eq!(three.changes, [game, SettingChange::Opponent(opponent)]);
        let cube = parse(&format!("--game qubic --level {level}")).expect("a level");
        let game = SettingChange::Game(GameKind::Qubic);
        assert_eq!(cube.changes, [game, SettingChange::QubicOpponent(qubic)]);
    }
    // Qubic opens a position of its own: 64 cells, one a character.
    check_err(
        "--game qubic --position x________",
        "Qubic needs exactly 64",
    );
    let cube = format!("x{}", ".".repeat(63));
    let opened = parse(&format!("--game qubic --position {cube}")).expect("a Qubic position");
    let start = opened.cube_position.expect("Qubic's position");
    assert_eq!(start.to_string().replace('/', ""), cube.replace('.', "_"));
    // Four in a line for each side, or a win followed by a move, cannot
    // happen.
    let both = format!("xxxx{}oooo{}", ".".repeat(12), ".".repeat(44));
    check_err(
        &format!("--game qubic --position {both}"),
        "both X and O have four",
    );
    // X has 1-2-3-4, and O moved after: four o's, none in a line.
    let after = format!(
        "xxxx{}o{}o{}o{}o",
        ".".repeat(14),
        ".".repeat(9),
        ".".repeat(14),
        ".".repeat(19)
    );
    check_err(
        &format!("--game qubic --position {after}"),
        "X won but O moved after",
    );
    let two = parse("--game qubic --opponent human").expect("two players");
    assert!(two
        .changes
        .contains(&SettingChange::QubicOpponent(QubicOpponent::Human)));
    check_err(
        "--level nope",
        "choose one of: easy, medium, hard, unbeatable",
    );
    check_err("--level hardest", "did you mean 'hard'?");
    check_err("--level easy --opponent logo", "cannot be used with");
}

#[test]
fn keypad_digits_is_named_but_off() {
    let options = parse("--keypad-digits").expect("valid");
    assert_eq!(options.changes, [SettingChange::KeypadLayout(false)]);
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
    check_err("--position xxxooo_x_", "both X and O");
    check_err("--position xxxoo_o__", "X won but O moved after");
    check_err("--screenshot shot.jpg", "ending in .png");
    check_err("--opponent", "a value is required for '--opponent <NAME>'");
    check_err("--bogus", "unexpected argument '--bogus'");
    check_err("--opponent dawson extra", "unrecognized subcommand 'extra'");
    check_err(
        "--opponent dawson move x________",
        "a command is not a window option",
    );
}

fn options(line: &str) -> RunOptions {
    parse(line).expect("valid options")
}

fn saved() -> Settings {
    Settings {
        side: Mark::O,
        opponent: Opponent::Hyde,
        speed: Speed::Off,
        keypad_layout: true,
        rules: Rules::NoDiagonals,
        starts: Starts::X,
        name_x: Name::default(),
        name_o: Name::default(),
        sound: true,
        theme: ThemeChoice::Fixed(Theme::Contrast),
        welcome: false,
        window_width: 1024,
        window_height: 700,
        game: GameKind::TicTacToe,
        qubic_opponent: QubicOpponent::Hard,
    }
}

/// The settings `line` opens with when `saved()` is remembered, as
/// `(opponent, side, animation, keypad_layout)`.
fn check_chosen(line: &str, expected: (Opponent, Mark, bool, bool)) {
    let chosen = chosen_settings(&options(line), &saved());
    let got = (
        chosen.opponent,
        chosen.side,
        chosen.speed.animates(),
        chosen.keypad_layout,
    );
    assert_eq!(got, expected, "{line:?}");
    assert_eq!((chosen.window_width, chosen.window_height), (1024, 700));
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
    check_chosen("--speed fast", (Hyde, Mark::O, true, true));
    let fast = chosen_settings(&options("--speed fast"), &saved());
    assert_eq!(fast.speed, Speed::Fast);
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
}

#[test]
fn a_theme_named_takes_the_saved_one_s_place_and_a_bad_one_is_refused() {
    assert_eq!(chosen_settings(&options(""), &saved()).theme, saved().theme);
    for choice in ThemeChoice::ALL {
        let line = format!("--theme {}", choice.name());
        assert_eq!(chosen_settings(&options(&line), &saved()).theme, choice);
    }
    let refused = parse("--theme sepia").expect_err("not a theme");
    assert!(refused.contains("sepia"), "{refused}");
}
