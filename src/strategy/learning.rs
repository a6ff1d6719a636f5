//! What the learning opponents have in common, for training, proofs and
//! the teacher: how each chooses (every square it might play, and with
//! what chance) and how it learns from a finished game.

use crate::core::board::{Board, GameResult, Mark, Rules, Square};
use crate::core::rng::Rng;
use crate::strategy::learner::{self, Choice};
use crate::strategy::{menace, samuel, Answer, Broken, Memory, Opponent};

pub fn is_learning(opponent: Opponent) -> bool {
    matches!(
        opponent,
        Opponent::Learner | Opponent::Menace | Opponent::Samuel
    )
}

/// The squares `opponent` might play for `me` in `board`, each with its
/// weight (MENACE's beads, else 1): all of them, or with `likely` those it
/// would pick now. `None` for an opponent that does not learn.
fn weighted(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
    likely: bool,
) -> Option<Vec<(Square, f64)>> {
    let even = |squares: Vec<Square>| squares.into_iter().map(|sq| (sq, 1.0)).collect();
    let weights = match opponent {
        Opponent::Learner => {
            let moves = match likely {
                true => learner::likely_moves(board, me, memory),
                false => learner::possible_moves(board, me, memory),
            };
            even(moves.iter().map(|d| d.square).collect())
        }
        Opponent::Menace => menace::drawable(board, &memory.menace)
            .iter()
            .map(|&(sq, n)| (sq, f64::from(n)))
            .collect(),
        Opponent::Samuel => {
            let weights = memory.samuel.playing(board.rules());
            even(samuel::best_squares(board, me, &weights))
        }
        _ => return None,
    };
    Some(weights)
}

/// Every square `opponent` might play for `me` in `board`, for proofs and
/// training's check: each random choice of a learning opponent, else the
/// one answer of a deterministic one; `Err` where a book's program breaks.
pub fn might_play(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
) -> Result<Vec<Square>, Broken> {
    if let Some(weights) = weighted(opponent, board, me, memory, false) {
        return Ok(weights.into_iter().map(|(sq, _)| sq).collect());
    }
    // Every other opponent is deterministic; the generator is unused.
    match opponent.decide(board, me, memory, &mut Rng::seeded(0)) {
        Some(Answer::Move(decision)) => Ok(vec![decision.square]),
        Some(Answer::Broken(broken)) => Err(broken),
        None => Ok(Vec::new()),
    }
}

/// Each square `opponent` would play now, with its chance: what the
/// teacher reads. Empty for an opponent that does not learn.
pub fn chances(opponent: Opponent, board: &Board, me: Mark, memory: &Memory) -> Vec<(Square, f64)> {
    let weights = weighted(opponent, board, me, memory, true).unwrap_or_default();
    let total: f64 = weights.iter().map(|&(_, w)| w).sum();
    weights.iter().map(|&(sq, w)| (sq, w / total)).collect()
}

/// Learns from a finished game in which `opponent` made `moves` and got
/// `result`; returns how many new lessons (changes) it made.
pub fn learn(
    opponent: Opponent,
    memory: &mut Memory,
    moves: &[Choice],
    result: GameResult,
) -> usize {
    match opponent {
        Opponent::Learner => memory.learn(moves, result),
        Opponent::Menace => memory.menace.learn(moves, result),
        Opponent::Samuel => {
            let rules = moves.first().map_or(Rules::Standard, |c| c.before.rules());
            memory.samuel.learn(rules, result)
        }
        _ => 0,
    }
}
