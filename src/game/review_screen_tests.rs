//! Tests of the review screen on Qubic's board: stepping, the verdicts on
//! the way, and no review before the first move.

use crate::core::board::Mark;
use crate::game::input::{Dir, Key};
use crate::game::screens::Review;
use crate::game::test_games::qubic_game;
use crate::qubic::cell::Cell;
use crate::qubic::position::Position;
use crate::settings::QubicOpponent;

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell 1..64")
}

#[test]
fn review_steps_through_the_moves_and_returns() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    for typed in ["111", "222", "112", "333"] {
        for c in typed.chars() {
            game.press(Key::Digit(c as u8 - b'0'), 0.0);
        }
    }
    assert_eq!(game.play::<Position>().history().len(), 4);
    game.press(Key::Letter('v'), 0.0);
    let review = game.review().expect("the review is open");
    assert_eq!((review.number(), review.total()), (4, 4));
    assert_eq!(game.status(0.0).turn, "Move 4 of 4: O 3-3-3 (43).");
    game.press(Key::Arrow(Dir::Left), 0.0);
    game.press(Key::Arrow(Dir::Left), 0.0);
    assert_eq!(game.status(0.0).turn, "Move 2 of 4: O 2-2-2 (22).");
    let (before, cell_played) = game
        .review()
        .and_then(Review::cube_move)
        .expect("a Qubic move");
    let shown = before.with(cell_played, before.to_move());
    assert_eq!(shown.get(cell(22)), Some(Mark::O));
    assert_eq!(shown.get(cell(2)), None, "move 3 is not shown yet");
    // Stepping stops at the first move and at the last.
    for _ in 0..5 {
        game.press(Key::Arrow(Dir::Left), 0.0);
    }
    assert_eq!(game.review().map(|r| r.number()), Some(1));
    for _ in 0..9 {
        game.press(Key::Arrow(Dir::Right), 0.0);
    }
    assert_eq!(game.review().map(|r| r.number()), Some(4));
    // Digits play nothing while reviewing.
    game.press(Key::Digit(4), 0.0);
    assert_eq!(game.play::<Position>().history().len(), 4);
    game.press(Key::Escape, 0.0);
    assert!(game.review().is_none());
}

#[test]
fn no_review_before_the_first_move() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    game.press(Key::Letter('v'), 0.0);
    assert!(game.review().is_none());
    let said = game.feedback().map(|f| f.text.clone());
    assert_eq!(said.as_deref(), Some("No moves to review yet."));
}

#[test]
fn the_review_of_a_won_game_says_the_verdicts_on_the_way() {
    // The frame checks' won game (two players): X wins on plane 1's
    // first row. Two moves back, X has just made three in a row.
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
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
