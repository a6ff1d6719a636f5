//! `scheme`: Harvey & Wright's `ttt-choose` from *Simply Scheme*, ch. 10.
//! The same rules as `logo`, but `pivots` sorts the fork squares and
//! `best-square` asks about the opponent's pivots, so a few positions
//! differ. Reads whatever combinations the board's rules list, as
//! `find-triples` would.

use crate::core::board::{Board, Mark, Square};
use crate::core::triples::Triple;
use crate::strategy::logo_scheme::{
    best_free_square, first_single_ends, single_digits, win_or_block,
};
use crate::strategy::{Answer, Decision, Rule};

/// `ttt-choose`: win, block, fork, advance, then `best-free-square`.
pub fn choose(board: &Board, me: Mark) -> Option<Answer> {
    let triples = board.triples();
    let found = |square: Option<Square>, rule| square.map(|square| Decision { square, rule });
    win_or_block(&triples, me).or_else(|| {
        found(pivots(&triples, me).first().copied(), Rule::Fork)
            .or_else(|| found(i_can_advance(&triples, me), Rule::Advance))
            .or_else(|| best_free_square(board))
            .map(Answer::Move)
    })
}

/// `pivots`: the squares in two or more of `who`'s singles, lowest first.
pub fn pivots(triples: &[Triple], who: Mark) -> Vec<Square> {
    let digits = single_digits(triples, who);
    Square::all()
        .filter(|sq| digits.iter().filter(|&d| d == sq).count() >= 2)
        .collect()
}

/// `i-can-advance?`: `best-square` of my first single, if any: its first
/// free square if that is one of the opponent's pivots, else the last.
fn i_can_advance(triples: &[Triple], me: Mark) -> Option<Square> {
    let (first, last) = first_single_ends(triples, me)?;
    match pivots(triples, me.opponent()).contains(&first) {
        true => Some(first),
        false => Some(last),
    }
}
