use super::*;
use crate::core::rng::Rng;
use crate::game::input::{Dir, Key};
use crate::game::Game;
use crate::settings::{GameKind, QubicOpponent, Settings, Speed};
use crate::strategy::Memory;

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell 1..64")
}

/// The position after X and O took turns on `moves` (cell numbers).
fn after(moves: &[u8]) -> Position {
    play(&moves.iter().map(|&n| cell(n)).collect::<Vec<_>>())
}

fn two_players() -> Game {
    let settings = Settings {
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Human,
        speed: Speed::Off,
        ..Settings::default()
    };
    Game::new(
        settings,
        Default::default(),
        Memory::default(),
        Rng::seeded(7),
    )
}

#[test]
fn review_steps_through_the_moves_and_returns() {
    let mut game = two_players();
    for typed in ["111", "222", "112", "333"] {
        for c in typed.chars() {
            game.press(Key::Digit(c as u8 - b'0'), 0.0);
        }
    }
    assert_eq!(game.qubic_history().len(), 4);
    game.press(Key::Letter('v'), 0.0);
    let review = game.qubic_review().expect("the review is open");
    assert_eq!((review.number(), review.total()), (4, 4));
    assert_eq!(game.status(0.0).turn, "Move 4 of 4: O 3-3-3 (43).");
    game.press(Key::Arrow(Dir::Left), 0.0);
    game.press(Key::Arrow(Dir::Left), 0.0);
    assert_eq!(game.status(0.0).turn, "Move 2 of 4: O 2-2-2 (22).");
    let shown = game.qubic_review().expect("the review is open").after();
    assert_eq!(shown.get(cell(22)), Some(Mark::O));
    assert_eq!(shown.get(cell(2)), None, "move 3 is not shown yet");
    // Stepping stops at the first move and at the last.
    for _ in 0..5 {
        game.press(Key::Arrow(Dir::Left), 0.0);
    }
    assert_eq!(game.qubic_review().map(|r| r.number()), Some(1));
    for _ in 0..9 {
        game.press(Key::Arrow(Dir::Right), 0.0);
    }
    assert_eq!(game.qubic_review().map(|r| r.number()), Some(4));
    // Digits play nothing while reviewing.
    game.press(Key::Digit(4), 0.0);
    assert_eq!(game.qubic_history().len(), 4);
    game.press(Key::Escape, 0.0);
    assert!(game.qubic_review().is_none());
}

#[test]
fn no_review_before_the_first_move() {
    let mut game = two_players();
    game.press(Key::Letter('v'), 0.0);
    assert!(game.qubic_review().is_none());
    let said = game.feedback().map(|f| f.text.clone());
    assert_eq!(said.as_deref(), Some("No moves to review yet."));
}

#[test]
fn a_line_of_three_is_a_win_now() {
    // X holds 1, 2, 3; O has just played 64.
    let before = after(&[1, 17, 2, 33, 3]);
    assert_eq!(
        verdict(&before, cell(64)).as_deref(),
        Some("X can win now: 1-1-4 (4).")
    );
}

#[test]
fn a_double_threat_is_a_forced_win_by_threats() {
    // O holds 2, 3 (row 1-1) and 5, 9 (column 1 of plane 1): 1-1-1 makes
    // two threats at once. X's marks are scattered, none on those lines.
    let before = after(&[43, 2, 60, 3, 30, 5, 47, 9]);
    assert_eq!(
        verdict(&before, cell(56)).as_deref(),
        Some("O has a forced win by threats: 1-1-1 (1) first.")
    );
}

#[test]
fn the_book_says_x_can_force_a_win() {
    let first = book_move(&Position::default()).expect("the book's first move");
    let before = Position::default().with(first, Mark::X);
    let reply = before
        .free_cells()
        .find(|&c| book_move(&before.with(c, Mark::O)).is_some())
        .expect("a reply of O's in the book");
    let proof = book_move(&before.with(reply, Mark::O)).expect("booked");
    let words = format!(
        "X can force a win from here: the proof plays {}.",
        proof.words()
    );
    assert_eq!(verdict(&before, reply), Some(words));
}

#[test]
fn nothing_is_said_where_nothing_is_known() {
    // Two quiet moves at the start: no threats, O's side not in the book.
    let before = Position::default();
    assert_eq!(verdict(&before, cell(22)), None);
}

#[test]
fn a_missed_threat_win_is_named() {
    // X holds 2, 3 and 5, 9 with 1 free: two threats at once; X plays 64
    // instead, which makes no threat.
    let before = after(&[2, 43, 3, 60, 5, 30, 9, 47]);
    let said = verdict(&before, cell(64));
    assert!(
        said.as_deref()
            .is_some_and(|s| s == "X had a forced win by threats: 1-1-1 (1) first."),
        "{said:?}"
    );
}

#[test]
fn playing_the_threat_win_is_said_so() {
    let before = after(&[2, 43, 3, 60, 5, 30, 9, 47]);
    assert_eq!(
        verdict(&before, cell(1)).as_deref(),
        Some("X starts a forced win by threats.")
    );
}

#[test]
fn a_prepared_threat_win_is_named_and_a_quiet_move_is_not() {
    // From a game against hard: after X 1-1-3, O has no win by threats
    // yet (hard "prepares" one); after O 3-2-2 it has one unless X stops it.
    let before = after(&[1, 22, 2, 4, 43, 23]);
    assert_eq!(verdict(&before, cell(3)), None);
    let before = after(&[1, 22, 2, 4, 43, 23, 3]);
    let said = verdict(&before, cell(38));
    assert!(
        said.as_deref()
            .is_some_and(|s| s.starts_with("O threatens a forced win by threats (")
                && s.ends_with("first) unless X stops it.")),
        "{said:?}"
    );
}

#[test]
fn a_line_of_three_made_is_a_threat_to_block() {
    // X makes 1, 2, 3 with 4 free; O to move must block.
    let before = after(&[1, 17, 2, 33]);
    assert_eq!(
        verdict(&before, cell(3)).as_deref(),
        Some("X threatens to win at 1-1-4 (4): O must block.")
    );
}

#[test]
fn the_review_of_a_won_game_says_the_verdicts_on_the_way() {
    // The frame checks' won game (two players): X wins on plane 1's
    // first row. Two moves back, X has just made three in a row.
    let mut game = two_players();
    for c in "111211112212113213114".chars() {
        game.press(Key::Digit(c as u8 - b'0'), 0.0);
    }
    game.press(Key::Letter('v'), 0.0);
    let status = game.status(0.0);
    assert!(status.banner.is_some(), "the result stays under review");
    game.press(Key::Arrow(Dir::Left), 0.0);
    game.press(Key::Arrow(Dir::Left), 0.0);
    let status = game.status(0.0);
    assert_eq!(status.turn, "Move 5 of 7: X 1-1-3 (3).");
    assert!(status.banner.is_none(), "no result yet at move 5");
    assert_eq!(
        status.feedback.map(|f| f.text).as_deref(),
        Some("X threatens to win at 1-1-4 (4): O must block.")
    );
}
