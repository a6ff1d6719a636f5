//! `scheme`: Harvey & Wright's `ttt-choose` from *Simply Scheme*, ch. 10.
//! The same rules as `logo`, but `pivots` sorts the fork squares and
//! `best-square` asks about the opponent's pivots, so a few positions differ.

use super::{best_free_square, find_win, is_single, single_digits, Decision, Rule};
use crate::core::board::{Board, Mark, Square, Triple};

/// `ttt-choose`: win, block, fork, advance, then `best-free-square`.
pub fn choose(board: &Board, me: Mark) -> Option<Decision> {
    let triples = board.triples();
    let you = me.opponent();
    let found = |square: Option<Square>, rule| square.map(|square| Decision { square, rule });
    found(find_win(&triples, me), Rule::Win)
        .or_else(|| found(find_win(&triples, you), Rule::Block))
        .or_else(|| found(pivots(&triples, me).first().copied(), Rule::Fork))
        .or_else(|| found(i_can_advance(&triples, me), Rule::Advance))
        .or_else(|| best_free_square(board))
}

/// `pivots`: the squares in two or more of `who`'s singles, lowest first.
pub fn pivots(triples: &[Triple; 8], who: Mark) -> Vec<Square> {
    let digits = single_digits(triples, who);
    Square::all()
        .filter(|sq| digits.iter().filter(|&d| d == sq).count() >= 2)
        .collect()
}

/// `i-can-advance?`: `best-square` of my first single, if any.
fn i_can_advance(triples: &[Triple; 8], me: Mark) -> Option<Square> {
    let my_single = triples.iter().find(|t| is_single(t, me))?;
    let mut pair = my_single.free();
    let (first, last) = (pair.next()?, pair.next()?);
    Some(best_square(triples, me, first, last))
}

/// `best-square`: the first square of the pair if it is one of the
/// opponent's pivots, else the last.
fn best_square(triples: &[Triple; 8], me: Mark, first: Square, last: Square) -> Square {
    if pivots(triples, me.opponent()).contains(&first) {
        first
    } else {
        last
    }
}
