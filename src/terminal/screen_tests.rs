//! The terminal's screen, section by section, without a terminal.

use super::*;
use crate::core::board::Board;
use crate::core::rng::Rng;
use crate::game::input::{Command, Dir};
use crate::settings::Settings;
use crate::settings::Speed;
use crate::strategy::{Memory, Opponent};

const PLAIN: Style = Style {
    width: 78,
    colour: false,
    moves_beside: false,
    compact: false,
};

fn game(opponent: Opponent) -> Game {
    let setup = Settings {
        opponent,
        speed: Speed::Off,
        ..Settings::default()
    };
    let mut game = Game::new(setup, Board::default(), Memory::new(), Rng::seeded(1));
    game.set_pointer(crate::game::Pointer::Keys);
    game
}

/// Plays `squares` for the person, letting the computer answer each.
fn play(game: &mut Game, squares: &[u8], now: &mut f64) {
    for &n in squares {
        *now += 10.0;
        let sq = crate::core::board::Square::new(n).expect("1..=9");
        game.handle(Command::Play(sq.number()), *now);
        *now += 10.0;
        game.update(*now);
        *now += 10.0;
        game.update(*now);
    }
}

#[test]
fn a_fresh_game_shows_the_board_whose_turn_and_the_greeting() {
    let s = screen(&game(Opponent::Dawson), 0.0, PLAIN);
    assert_eq!(s.title, ["You (X) vs Dawson (O) \u{b7} ? help"]);
    assert_eq!(s.view.len(), 5);
    assert_eq!(s.view[0], "   |   |         1 | 2 | 3");
    assert_eq!(s.status, ["Your move (X): press 1-9.", "No moves yet."]);
    assert!(s.feedback[0].starts_with("So, human"), "{:?}", s.feedback);
}

#[test]
fn a_win_is_said_in_the_logo_programs_words() {
    let mut g = game(Opponent::Dawson);
    let mut now = 0.0;
    play(&mut g, &[1, 8, 7, 9], &mut now);
    let s = screen(&g, now, PLAIN);
    assert_eq!(s.status[0], "You win!");
    assert!(
        s.status[1].starts_with("You beat Dawson: 7 8 9"),
        "{:?}",
        s.status
    );
    assert!(g.take_output().contains(&"You win!".to_string()));
}

#[test]
fn a_finished_games_review_says_which_keys_step_and_leave() {
    let mut g = game(Opponent::Human);
    let mut now = 0.0;
    play(&mut g, &[1, 4, 2, 5, 3], &mut now);
    assert!(g.is_over());
    g.handle(Command::Review, now);
    let s = screen(&g, now, PLAIN);
    let said = s.status.join(" ");
    assert!(said.contains("X wins!"), "{said}");
    assert!(
        said.contains("Reviewing move") && said.contains("step") && said.contains("Esc"),
        "{said}"
    );
}

#[test]
fn the_review_marks_its_move_beside_the_board() {
    let mut g = game(Opponent::Logo);
    let mut now = 0.0;
    play(&mut g, &[5], &mut now);
    g.handle(Command::Review, now);
    g.handle(Command::MoveCursor(Dir::Left), now);
    let s = screen(&g, now, PLAIN);
    assert!(
        s.view.iter().any(|l| l.ends_with("\u{203a} 1. X 5")),
        "{:?}",
        s.view
    );
    assert!(
        s.view.iter().any(|l| l.ends_with("  2. O 1 corner")),
        "{:?}",
        s.view
    );
    assert!(
        s.status[0].starts_with("Reviewing move 1 of 2"),
        "{:?}",
        s.status
    );
}

#[test]
fn the_overlays_say_the_games_words() {
    let mut g = game(Opponent::Logo);
    g.handle(Command::Help, 0.0);
    let help = screen(&g, 0.0, PLAIN).view;
    assert!(help[0].contains("\u{203a} 1 Keys"), "{help:?}");
    assert!(help.iter().any(|l| l.contains("play that square")));
    assert!(!help.iter().any(|l| l.contains("mouse")));
    // F11 is the window's fullscreen; Q is still there.
    assert!(!help
        .iter()
        .any(|l| l.contains("F11") || l.contains("fullscreen")));
    assert!(
        help.iter().any(|l| l.contains("Q  ") && l.contains("quit")),
        "{help:?}"
    );
    g.handle(Command::Back, 0.0);
    g.handle(Command::Choose(Chooser::Opponent), 0.0);
    let chooser = screen(&g, 0.0, PLAIN).view;
    assert_eq!(chooser[0], Chooser::Opponent.heading());
    assert!(
        chooser[3].starts_with("\u{203a}  3. \u{2022} Hard: Logo"),
        "{chooser:?}"
    );
    let mut now = 0.0;
    g.handle(Command::Back, now);
    play(&mut g, &[9], &mut now);
    g.handle(Command::Choose(Chooser::Opponent), now);
    g.handle(Command::Pick(4), now);
    let question = screen(&g, now, PLAIN).view;
    assert!(
        question[0].starts_with("Abandon this game?"),
        "{question:?}"
    );
    assert!(question.iter().any(|l| l.contains("Yes, start over")));
}

#[test]
fn the_help_has_an_about_page_that_fits_the_terminal() {
    let mut g = game(Opponent::Logo);
    g.set_data_place("/home/ada/.local/share/ttt");
    g.handle(Command::Help, 0.0);
    g.handle(Command::Pick(3), 0.0);
    let about = screen(&g, 0.0, PLAIN).view;
    assert!(about[0].contains("\u{203a} 4 About"), "{about:?}");
    let text = about.join("\n");
    for needed in [
        env!("CARGO_PKG_VERSION"),
        "Computer Science Logo Style",
        "Simply Scheme",
        "Python Programming for the Absolute Beginner",
        "Tic-Tac-Toe (to death!)",
        "MIT OR Apache-2.0",
        "/home/ada/.local/share/ttt",
    ] {
        assert!(text.contains(needed), "{needed:?} in {text}");
    }
    for line in &about {
        assert!(line.chars().count() <= PLAIN.width, "{line:?}");
    }
}

#[test]
fn the_choosers_numbers_are_right_aligned_so_the_titles_line_up() {
    let mut g = game(Opponent::Logo);
    g.handle(Command::Choose(Chooser::Opponent), 0.0);
    let rows = g.entries(Chooser::Opponent).len();
    assert!(rows >= 10, "the opponent chooser has {rows} rows");
    let view = screen(&g, 0.0, PLAIN).view;
    let number = |l: &&String| {
        l.trim_start_matches(['\u{203a}', ' '])
            .starts_with(char::is_numeric)
    };
    let numbered: Vec<&String> = view.iter().filter(number).collect();
    assert_eq!(numbered.len(), rows, "{view:#?}");
    // The column (in characters) where each row's number ends.
    let dot = |line: &str| line.chars().position(|c| c == '.');
    let first = dot(numbered[0]);
    for line in &numbered {
        assert_eq!(dot(line), first, "{view:#?}");
    }
    assert!(view.iter().any(|l| l.starts_with("   9. ")), "{view:#?}");
    assert!(view.iter().any(|l| l.starts_with("  10. ")), "{view:#?}");
    // The picked row's detail starts under the titles.
    let title = first.expect("a numbered row") + 4;
    let detail = &view[view
        .iter()
        .position(|l| l.starts_with('\u{203a}'))
        .expect("the picked row")
        + 1];
    assert_eq!(
        detail.chars().position(|c| c != ' '),
        Some(title),
        "{view:#?}"
    );
}

#[test]
fn a_narrow_terminal_wraps_the_choosers_rows_under_their_titles() {
    let mut g = game(Opponent::Logo);
    g.handle(Command::Choose(Chooser::Opponent), 0.0);
    let narrow = Style { width: 40, ..PLAIN };
    let view = screen(&g, 0.0, narrow).view;
    let start = view
        .iter()
        .position(|l| l.starts_with("   1."))
        .expect("row 1");
    let advice = view
        .iter()
        .position(|l| l.starts_with('\u{2191}'))
        .expect("the advice");
    for line in &view[start..advice] {
        assert!(line.chars().count() <= 40, "{view:#?}");
        // A row's number, or a further line of a title or of the detail
        // starting under the titles (column 8: "› 10. • ").
        let number = line.trim_start_matches(['\u{203a}', ' ']);
        let under = line.chars().position(|c| c != ' ') == Some(8);
        assert!(
            number.starts_with(char::is_numeric) || under,
            "{line:?} in {view:#?}"
        );
    }
    assert!(advice > start + 12, "nothing wrapped: {view:#?}");
}
