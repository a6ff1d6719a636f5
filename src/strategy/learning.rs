//! What the learning opponents have in common, for training, proofs and
//! the teacher: how each chooses (every square it might play, and with
//! what chance) and how it learns from a finished game.

use crate::core::board::{Board, GameResult, Mark, Rules, Square};
use crate::strategy::learner::{self, Choice};
use crate::strategy::{menace, samuel, Memory, Opponent};

/// The opponents that learn from their games.
pub const LEARNING: [Opponent; 3] = [Opponent::Learner, Opponent::Menace, Opponent::Samuel];

/// Whether `opponent` learns from its games.
pub fn is_learning(opponent: Opponent) -> bool {
    LEARNING.contains(&opponent)
}

/// Every square `opponent` might play for `me` in `board`, for proofs:
/// `None` for an opponent that does not choose at random.
pub fn possible_squares(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
) -> Option<Vec<Square>> {
    match opponent {
        Opponent::Learner => Some(
            learner::possible_moves(board, me, memory)
                .iter()
                .map(|d| d.square)
                .collect(),
        ),
        Opponent::Menace => Some(
            menace::drawable(board, &memory.menace)
                .iter()
                .map(|&(sq, _)| sq)
                .collect(),
        ),
        Opponent::Samuel => Some(samuel::best_squares(
            board,
            me,
            &memory.samuel.playing(board.rules()),
        )),
        _ => None,
    }
}

/// Each square `opponent` would play now, with its chance: what the
/// teacher reads. `None` for an opponent that does not learn.
pub fn chances(
    opponent: Opponent,
    board: &Board,
    me: Mark,
    memory: &Memory,
) -> Option<Vec<(Square, f64)>> {
    match opponent {
        Opponent::Learner => {
            let moves = learner::likely_moves(board, me, memory);
            let each = 1.0 / moves.len() as f64;
            Some(moves.iter().map(|d| (d.square, each)).collect())
        }
        Opponent::Menace => {
            let beads = menace::drawable(board, &memory.menace);
            let total: f64 = beads.iter().map(|&(_, n)| f64::from(n)).sum();
            Some(
                beads
                    .iter()
                    .map(|&(sq, n)| (sq, f64::from(n) / total))
                    .collect(),
            )
        }
        Opponent::Samuel => {
            let best = samuel::best_squares(board, me, &memory.samuel.playing(board.rules()));
            let each = 1.0 / best.len() as f64;
            Some(best.iter().map(|&sq| (sq, each)).collect())
        }
        _ => None,
    }
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
