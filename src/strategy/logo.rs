//! `logo`: Brian Harvey's `pickmove` from *Computer Science Logo Style*,
//! ch. 6, rule for rule, tie-breaks included — over whatever combinations
//! the board's rules list, as `make.triples` would.

use crate::core::board::{Board, Mark, Square};
use crate::core::triples::Triple;
use crate::strategy::logo_scheme::{
    best_free_square, first_single_ends, single_digits, win_or_block,
};
use crate::strategy::{Answer, Decision, Rule};

/// Harvey's `pickmove`: win, block, fork, advance, then centre, corner, edge.
pub fn choose(board: &Board, me: Mark) -> Option<Answer> {
    pickmove(board, &board.triples(), me)
}

/// `pickmove` over `triples` in the order given: the board's own
/// combination order for `logo`, another order for `book`.
pub fn pickmove(board: &Board, triples: &[Triple], me: Mark) -> Option<Answer> {
    let you = me.opponent();
    let found = |square: Option<Square>, rule| square.map(|square| Decision { square, rule });
    win_or_block(triples, me).or_else(|| {
        found(find_fork(triples, me), Rule::Fork)
            .or_else(|| found(find_advance(triples, me, you), Rule::Advance))
            .or_else(|| best_free_square(board))
            .map(Answer::Move)
    })
}

/// `find.fork`: the first digit of my singles' digit string that occurs
/// again later in it (`find [memberp ? ?rest]`).
pub fn find_fork(triples: &[Triple], me: Mark) -> Option<Square> {
    repeated_number(&single_digits(triples, me))
}

/// `repeated.number`: the first square that appears again later on.
pub fn repeated_number(digits: &[Square]) -> Option<Square> {
    digits
        .iter()
        .enumerate()
        .find(|(i, sq)| digits[i + 1..].contains(sq))
        .map(|(_, sq)| *sq)
}

/// `find.advance`: `best.move` on the free squares of my first single:
/// the first free square unless the opponent has singles and that square
/// is not among their repeated digits, then the last.
fn find_advance(triples: &[Triple], me: Mark, you: Mark) -> Option<Square> {
    let (first, last) = first_single_ends(triples, me)?;
    let your_digits = single_digits(triples, you);
    if your_digits.is_empty() || your_digits.iter().filter(|&&d| d == first).count() > 1 {
        return Some(first);
    }
    Some(last)
}
