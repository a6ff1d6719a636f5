use super::*;
use crate::core::position::reachable_positions_under;
use crate::core::rules::Rules;
use crate::core::symmetry::tests::board_of;
use crate::core::symmetry::Symmetry;
use std::collections::HashSet;

fn sq(n: u8) -> Square {
    Square::new(n).expect("a square")
}

/// The boxes a full set needs for `side`: positions up to symmetry where
/// it moves, not yet won, with more than one free square.
fn boxes_for(side: Mark) -> usize {
    let boxes: HashSet<Board> = reachable_positions_under(Rules::Standard)
        .into_iter()
        .filter(|b| b.to_move() == side && b.winner().is_none() && has_a_box(b))
        .map(|b| canonical(&b).0)
        .collect();
    boxes.len()
}

#[test]
fn michies_machine_has_304_boxes_for_the_first_player() {
    assert_eq!(boxes_for(Mark::X), 304);
    // The second set, for playing O.
    assert_eq!(boxes_for(Mark::O), 289);
}

#[test]
fn the_first_box_holds_four_beads_of_each_different_move() {
    let beads = Boxes::default().beads(&Board::default());
    // Centre, a corner, an edge: the other corners and edges are the same moves.
    assert_eq!(beads, [4, 4, 0, 0, 4, 0, 0, 0, 0]);
    let second = Boxes::default().beads(&board_of(&[5], &[1]));
    assert_eq!(second.iter().map(|&b| u32::from(b)).sum::<u32>(), 3 * 4);
}

#[test]
fn symmetric_copies_share_one_box() {
    let mut boxes = Boxes::default();
    let board = board_of(&[1], &[5]);
    let choice = Choice {
        before: board,
        square: sq(9),
        unforced: true,
    };
    assert_eq!(boxes.learn(&[choice], GameResult::Won), 1);
    for s in Symmetry::ALL {
        let copy = s.board(&board);
        assert_eq!(boxes.beads(&copy)[s.square(sq(9)).index()], 3 + 3, "{copy}");
    }
}

#[test]
fn a_loss_takes_a_bead_and_an_emptied_box_is_refilled() {
    let mut boxes = Boxes::default();
    let board = board_of(&[1, 2, 6], &[5, 3, 4]);
    let first = boxes.beads(&board);
    let square = first
        .iter()
        .position(|&b| b > 0)
        .and_then(Square::from_index);
    let choice = Choice {
        before: board,
        square: square.expect("a bead"),
        unforced: true,
    };
    let total = |boxes: &Boxes| {
        boxes
            .beads(&board)
            .iter()
            .map(|&b| u32::from(b))
            .sum::<u32>()
    };
    let start = total(&boxes);
    boxes.learn(&[choice], GameResult::Lost);
    assert_eq!(total(&boxes), start - 1);
    for _ in 0..20 {
        boxes.learn(&[choice], GameResult::Lost);
        assert!(total(&boxes) >= 1);
        assert!(!drawable(&board, &boxes).is_empty());
    }
    let before = total(&boxes);
    boxes.learn(&[choice], GameResult::Tied);
    assert_eq!(total(&boxes), before + 1);
    // A box whose last bead would go gets one bead of each move back.
    let mut one = Boxes::default();
    let mut last = first;
    last.iter_mut()
        .enumerate()
        .for_each(|(i, b)| *b = u8::from(Some(i) == square.map(Square::index)));
    one.set(&board, last);
    one.learn(&[choice], GameResult::Lost);
    assert_eq!(one.beads(&board), first.map(|b| b.min(1)));
}

#[test]
fn menace_draws_only_squares_with_beads() {
    let boxes = Boxes::default();
    let mut rng = Rng::seeded(4);
    let mut seen = HashSet::new();
    for _ in 0..200 {
        let d = choose(&Board::default(), Mark::X, &boxes, &mut rng).expect("a move");
        seen.insert(d.square.number());
    }
    assert_eq!(seen, HashSet::from([1, 2, 5]));
}

#[test]
fn the_window_shows_the_box_to_draw_from_in_the_board_as_it_stands() {
    let boxes = Boxes::default();
    let empty = Board::default();
    let opening = box_to_draw(&empty, Mark::X, &boxes);
    assert_eq!(opening, Some([4, 4, 0, 0, 4, 0, 0, 0, 0]));
    assert_eq!(box_to_draw(&empty, Mark::O, &boxes), None, "not its move");
    // X in the corner 9: the box of X in 1, turned back onto this board.
    let nine = empty.with(sq(9), Mark::X);
    let o_box = box_to_draw(&nine, Mark::O, &boxes).expect("o's box");
    assert_eq!(o_box, [4, 0, 0, 4, 4, 0, 4, 4, 0]);
    let five = empty.with(sq(5), Mark::X);
    let o_box = box_to_draw(&five, Mark::O, &boxes).expect("o's box");
    assert_eq!(o_box, [4, 4, 0, 0, 0, 0, 0, 0, 0]);
    let last = board_of(&[1, 2, 6, 7], &[3, 4, 5, 9]);
    assert_eq!(box_to_draw(&last, Mark::X, &boxes), None, "a forced move");
}
