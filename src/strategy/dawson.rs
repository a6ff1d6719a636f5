//! `dawson`: Michael Dawson's `computer_move` from *Python Programming for
//! the Absolute Beginner*, ch. 6. Beatable by design. Its win and block
//! test any free square against the board's rules, so it plays every
//! variant as it is.

use crate::core::board::{Board, Mark, Square};
use crate::strategy::logo_scheme::best_free_square;
use crate::strategy::{Decision, Rule};

/// The first free square (1..9 order) that wins for me; else the first that
/// would win for the opponent; else the first of the best squares.
pub fn choose(board: &Board, me: Mark) -> Option<Decision> {
    let winning_square = |who: Mark| -> Option<Square> {
        board
            .free_squares()
            .find(|&sq| board.with(sq, who).has_won(who))
    };
    if let Some(square) = winning_square(me) {
        return Some(Decision {
            square,
            rule: Rule::Win,
        });
    }
    if let Some(square) = winning_square(me.opponent()) {
        return Some(Decision {
            square,
            rule: Rule::Block,
        });
    }
    best_free_square(board)
}
