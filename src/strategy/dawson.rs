//! `dawson`: Michael Dawson's `computer_move` from *Python Programming for
//! the Absolute Beginner*, ch. 6. Beatable by design. Its win and block
//! test any free square against the board's rules, so it plays every
//! variant as it is.

use crate::core::board::{Board, Mark};
use crate::strategy::logo_scheme::best_free_square;
use crate::strategy::{Decision, Rule};

/// The first free square (1..9 order) that wins for me; else the first that
/// would win for the opponent; else the first of the best squares.
pub fn choose(board: &Board, me: Mark) -> Option<Decision> {
    let winning_square = |who: Mark, rule| {
        let square = board.winning_squares(who).next()?;
        Some(Decision { square, rule })
    };
    winning_square(me, Rule::Win)
        .or_else(|| winning_square(me.opponent(), Rule::Block))
        .or_else(|| best_free_square(board))
}
