//! The one history, for both games: undo and redo keep the position, the
//! history and the redo list in step on the 3×3 board and on Qubic's cube.

use super::*;
use crate::core::board::Square;
use crate::qubic::cell::Cell;
use crate::qubic::player::Reason;
use crate::qubic::position::Position;
use crate::strategy::Rule;

/// Plays `cells` on `moves` (the computer's with a reason), takes back
/// from the person's (`X`) last move, redoes, and checks each step.
fn check<B: Playable>(mut moves: Moves<B>, cells: &[B::Cell], reason: B::Reason) {
    for (i, &cell) in cells.iter().enumerate() {
        let rule = (i % 2 == 1).then(|| reason.clone());
        moves.play(cell, rule);
    }
    let full = moves.board;
    assert_eq!(moves.history.len(), cells.len());
    // Against the computer (it plays O), Undo goes back to X's last move:
    // X's and the reply after it.
    let from = moves.undo_from(true, Mark::X).expect("something to undo");
    assert_eq!(from, cells.len() - 2);
    let taken = moves.take_back(from);
    assert_eq!(taken.len(), 2);
    assert_eq!(moves.board, taken[0].before);
    assert_eq!(moves.redo.len(), 2);
    // Redo plays X's move and the computer's reply again.
    let again = moves.take_redo(true, Mark::X);
    assert_eq!(again, taken);
    assert!(moves.redo.is_empty());
    for m in again {
        moves.play(m.square, m.rule);
    }
    assert_eq!(moves.board, full);
    // Between two players, one move at a time.
    let from = moves.undo_from(false, Mark::X).expect("something to undo");
    assert_eq!(from, cells.len() - 1);
    moves.take_back(from);
    assert_eq!(moves.take_redo(false, Mark::X).len(), 1);
    assert!(
        moves.take_redo(false, Mark::X).is_empty(),
        "nothing more to redo"
    );
}

#[test]
fn undo_and_redo_are_one_piece_for_both_games() {
    let squares: Vec<Square> = [5, 1, 9, 3]
        .iter()
        .filter_map(|&n| Square::new(n))
        .collect();
    check(Moves::new(Board::default()), &squares, Rule::Center);
    let cells: Vec<Cell> = [22, 1, 43, 64]
        .iter()
        .filter_map(|&n| Cell::new(n))
        .collect();
    check(Moves::new(Position::default()), &cells, Reason::Random);
}

#[test]
fn move_lines_as_the_logo_text_screen() {
    let line = |mark, n, rule| {
        let square = Square::new(n).expect("a square");
        let before = Board::default();
        Move::<Board> {
            mark,
            square,
            rule,
            before,
        }
        .line()
    };
    assert_eq!(line(Mark::X, 5, None), "x 5");
    assert_eq!(line(Mark::O, 1, Some(Rule::Corner)), "o 1 corner");
    assert_eq!(line(Mark::O, 7, Some(Rule::Pattern(3))), "o 7 pattern 3");
}
