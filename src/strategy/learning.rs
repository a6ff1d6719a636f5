//! What the learning opponents have in common, for training, proofs and
//! the teacher: how each chooses (every square it might play, and with
//! what chance) and how it learns from a finished game.

use crate::core::board::{Board, GameResult, Mark, Rules, Square};
use crate::strategy::learner::{self, Choice};
use crate::strategy::{menace, samuel, Memory, Opponent};

/// Whether `opponent` learns from its games.
pub fn is_learning(opponent: Opponent) -> bool {
    matches!(
        opponent,
        Opponent::Learner | Opponent::Menace | Opponent::Samuel
    )
}

/// Every square `opponent` might play for `me` in `board`, for proofs:
/// `None` for an opponent that does not choose at random.
pub fn possible_squares(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
) -> Option<Vec<Square>> {
    let squares = match opponent {
        Opponent::Learner => learner::possible_moves(board, me, memory)
            .iter()
            .map(|d| d.square)
            .collect(),
        Opponent::Menace => menace::drawable(board, &memory.menace)
            .iter()
            .map(|&(sq, _)| sq)
            .collect(),
        Opponent::Samuel => samuel::best_squares(board, me, &memory.samuel.playing(board.rules())),
        _ => return None,
    };
    Some(squares)
}

/// Each square `opponent` would play now, with its chance: what the
/// teacher reads. `None` for an opponent that does not learn.
pub fn chances(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
) -> Option<Vec<(Square, f64)>> {
    // Each square's weight: MENACE's beads, or 1 for squares as likely.
    let weights: Vec<(Square, f64)> = match opponent {
        Opponent::Learner => learner::likely_moves(board, me, memory)
            .iter()
            .map(|d| (d.square, 1.0))
            .collect(),
        Opponent::Menace => menace::drawable(board, &memory.menace)
            .iter()
            .map(|&(sq, n)| (sq, f64::from(n)))
            .collect(),
        Opponent::Samuel => samuel::best_squares(board, me, &memory.samuel.playing(board.rules()))
            .iter()
            .map(|&sq| (sq, 1.0))
            .collect(),
        _ => return None,
    };
    let total: f64 = weights.iter().map(|&(_, w)| w).sum();
    Some(weights.iter().map(|&(sq, w)| (sq, w / total)).collect())
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
        Opponent::Learner => match result {
            GameResult::Lost => memory.learn_from_loss(moves),
            GameResult::Won => {
                memory.note_choices(moves);
                memory.learn_from_win(moves)
            }
            GameResult::Tied => {
                memory.note_choices(moves);
                0
            }
        },
        Opponent::Menace => memory.menace.learn(moves, result),
        Opponent::Samuel => {
            let rules = moves.first().map_or(Rules::Standard, |c| c.before.rules());
            memory.samuel.learn(rules, result)
        }
        _ => 0,
    }
}
