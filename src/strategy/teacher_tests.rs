use super::*;
use crate::core::symmetry::tests::board_of;

fn sq(n: u8) -> Square {
    Square::new(n).expect("a square")
}

/// A side that plays the first free square.
fn first_free(board: &Board, _: Mark) -> Vec<(Square, f64)> {
    board.free_squares().take(1).map(|s| (s, 1.0)).collect()
}

/// A side that plays every free square alike.
fn uniform(board: &Board, _: Mark) -> Vec<(Square, f64)> {
    let n = board.free_squares().count() as f64;
    board.free_squares().map(|s| (s, 1.0 / n)).collect()
}

#[test]
fn against_a_fixed_side_the_teacher_finds_the_win() {
    // o plays the first free square: x 5, o 1, x 3, o 2, x 7 wins.
    let chance = losing_chance(&Board::default(), Mark::O, &first_free, &mut HashMap::new());
    assert_eq!(chance, 1.0);
    let mut rng = Rng::seeded(1);
    let board = board_of(&[5], &[1]);
    let square = choose(&board, Mark::X, &first_free, &mut rng).expect("a move");
    let after = board.with(square, Mark::X);
    assert_eq!(
        losing_chance(&after, Mark::O, &first_free, &mut HashMap::new()),
        1.0
    );
    // Against o's 2 and 3 after x 3, x's 7 wins; the teacher sees it.
    let board = board_of(&[5, 3], &[1, 2]);
    let square = choose(&board, Mark::X, &first_free, &mut rng).expect("a move");
    let after = board.with(square, Mark::X);
    assert_eq!(
        losing_chance(&after, Mark::O, &first_free, &mut HashMap::new()),
        1.0
    );
    assert!(sq(7) != square || after.has_won(Mark::X));
}

#[test]
fn the_chance_against_random_play_is_exact() {
    // o to move, x threatens 3 and 7 at once: o loses whatever it does.
    let forked = board_of(&[1, 5, 9], &[2, 4]);
    assert_eq!(
        losing_chance(&forked, Mark::O, &uniform, &mut HashMap::new()),
        1.0
    );
    // x 1, x 2 against o 5: o must block 3 (1 chance in 6) or x wins;
    // after the block o can still hold the draw, so the chance is below 1.
    let board = board_of(&[1, 2], &[5]);
    let chance = losing_chance(&board, Mark::O, &uniform, &mut HashMap::new());
    assert!((5.0 / 6.0..1.0).contains(&chance), "{chance}");
}
