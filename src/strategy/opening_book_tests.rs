use super::*;
use crate::core::symmetry::tests::board_of;
use crate::core::symmetry::Symmetry;
use crate::strategy::perfect::{value_of, value_of_move};
use crate::strategy::prove::prove;
use crate::strategy::{Memory, Opponent};
use std::collections::HashSet;

fn sq(n: u8) -> Square {
    Square::new(n).expect("a square")
}

#[test]
fn every_answer_in_the_book_keeps_the_best_outlook() {
    for entry in entries() {
        let board = entry.position;
        let me = board.to_move();
        assert!(
            board.is_free(entry.answer) && !board.is_finished(),
            "{board}"
        );
        let (after, _) = value_of_move(&board, me, entry.answer);
        assert_eq!(after, value_of(&board).0, "{board}: {}", entry.answer);
    }
}

#[test]
fn the_book_has_one_entry_per_position_up_to_symmetry() {
    let classes: HashSet<Board> = entries().iter().map(|e| canonical(&e.position).0).collect();
    assert_eq!(classes.len(), entries().len());
}

#[test]
fn the_book_covers_the_first_two_moves_of_each_side() {
    // Every position where book moves for the first or second time, in a
    // game where it has played by the book, is in the book.
    fn walk(board: Board, side: Mark, covered: &mut usize) {
        if board.is_finished() || board.count(side) == 2 {
            return;
        }
        let mover = board.to_move();
        if mover == side {
            let (square, _) = lookup(&board).unwrap_or_else(|| panic!("{board} not in the book"));
            *covered += 1;
            walk(board.with(square, side), side, covered);
        } else {
            for reply in board.free_squares() {
                walk(board.with(reply, mover), side, covered);
            }
        }
    }
    let mut covered = 0;
    walk(Board::default(), Mark::X, &mut covered);
    walk(Board::default(), Mark::O, &mut covered);
    // X: 1 + 8 replies; O: 9 openings + 9 * 7 second moves.
    assert_eq!(covered, 1 + 8 + 9 + 9 * 7);
}

/// `x 1, o 5, x 9` and its seven symmetric copies.
fn anomalous_copies() -> Vec<Board> {
    let board = board_of(&[1, 9], &[5]);
    let copies: HashSet<Board> = Symmetry::ALL.iter().map(|s| s.board(&board)).collect();
    assert_eq!(copies.len(), 2, "1-9 and 3-7");
    copies.into_iter().collect()
}

#[test]
fn the_book_answers_the_anomalous_sequence_with_an_edge() {
    for board in anomalous_copies() {
        let answer = choose(&board, Mark::O).and_then(Answer::decision);
        let decision = answer.expect("a move");
        assert_eq!(decision.rule, Rule::Book, "{board}");
        assert!([2, 4, 6, 8].contains(&decision.square.number()), "{board}");
    }
}

#[test]
fn without_the_book_the_rules_diagonals_first_answer_a_corner_and_lose() {
    // By the rules: o has no win, block or fork; its first single is 357
    // (diagonals first), free 3 and 7; x's singles' digits (123 789 147
    // 369) are 2 3 7 8 4 7 3 6, so 3 is repeated and best.move keeps it.
    let board = board_of(&[1, 9], &[5]);
    let decision = rules_diagonals_first(&board, Mark::O).and_then(Answer::decision);
    assert_eq!(
        decision,
        Some(Decision {
            square: sq(3),
            rule: Rule::Advance
        })
    );
    for board in anomalous_copies() {
        let decision = rules_diagonals_first(&board, Mark::O)
            .and_then(Answer::decision)
            .expect("a move");
        assert!([1, 3, 7, 9].contains(&decision.square.number()), "{board}");
        // x blocks on the other end of the diagonal and forks: o loses.
        let (outlook, _) = value_of_move(&board, Mark::O, decision.square);
        assert_eq!(outlook, crate::strategy::Outlook::Loss, "{board}");
    }
    // Logo itself, diagonals last, advances on 456 to an edge.
    let logo = logo::choose(&board, Mark::O).and_then(Answer::decision);
    assert_eq!(logo.map(|d| d.square), Some(sq(6)));
}

#[test]
fn book_never_loses_as_x_or_as_o() {
    for side in [Mark::X, Mark::O] {
        let proof =
            prove(Opponent::Book, side, Rules::Standard, &Memory::new()).expect("a strategy");
        assert_eq!(proof.lost, 0, "{proof}");
    }
}
