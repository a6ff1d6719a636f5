//! The teacher: a training partner that knows how the learning opponent
//! chooses and plays the reply that gives it the highest chance to lose,
//! worked out exactly down the game tree, so nearly every game teaches.

use crate::core::board::{Board, Mark, Outcome, Square};
use crate::core::rng::Rng;
use std::collections::HashMap;

/// How a learning side chooses in a position: each square it might play,
/// with its chance (the chances add up to 1).
pub type Chances<'a> = dyn Fn(&Board, Mark) -> Vec<(Square, f64)> + 'a;

/// The teacher's move for `me` in `board`: of the free squares, one that
/// gives the learning side (the other mark, choosing by `chances`) the
/// highest chance to lose, at random among the equal best.
pub fn choose(board: &Board, me: Mark, chances: &Chances, rng: &mut Rng) -> Option<Square> {
    let mut memo = HashMap::new();
    let learning = me.opponent();
    let mut chance = |sq: Square| losing_chance(&board.with(sq, me), learning, chances, &mut memo);
    let scored: Vec<(Square, f64)> = board.free_squares().map(|sq| (sq, chance(sq))).collect();
    let best = scored
        .iter()
        .map(|&(_, p)| p)
        .fold(f64::NEG_INFINITY, f64::max);
    let equal: Vec<Square> = scored
        .iter()
        .filter(|&&(_, p)| p >= best - 1e-12)
        .map(|&(sq, _)| sq)
        .collect();
    rng.pick(&equal)
}

/// The chance that `learning` loses from `board`, the teacher playing the
/// other side to make it as high as it can.
pub fn losing_chance(
    board: &Board,
    learning: Mark,
    chances: &Chances,
    memo: &mut HashMap<Board, f64>,
) -> f64 {
    if let Some(outcome) = board.outcome() {
        return f64::from(u8::from(outcome == Outcome::Won(learning.opponent())));
    }
    if let Some(&known) = memo.get(board) {
        return known;
    }
    let mover = board.to_move();
    let chance = if mover == learning {
        chances(board, mover)
            .into_iter()
            .map(|(sq, p)| p * losing_chance(&board.with(sq, mover), learning, chances, memo))
            .sum()
    } else {
        board
            .free_squares()
            .map(|sq| losing_chance(&board.with(sq, mover), learning, chances, memo))
            .fold(0.0, f64::max)
    };
    memo.insert(*board, chance);
    chance
}

#[cfg(test)]
#[path = "teacher_tests.rs"]
mod tests;
