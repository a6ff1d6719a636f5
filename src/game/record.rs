//! What a game leaves behind: its moves, its record when it ends, and the
//! events the program around the game keeps (scores, settings).

use crate::core::board::{Board, Mark, Outcome, Square};
pub use crate::game::moves::Move;
use crate::qubic::cell::Cell;
use crate::settings::QubicOpponent;
use crate::settings::{SettingChange, Settings};
use crate::strategy::learner::Choice;
use crate::strategy::Opponent;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub settings: Settings,
    /// The position the game started from (empty unless `--position`).
    pub start: Board,
    pub moves: Vec<Square>,
    pub outcome: Outcome,
    /// The computer's moves, in order, as the learner's choices (empty
    /// against `human`): what `learner` learns from when it loses.
    pub choices: Vec<Choice>,
}

/// A finished Qubic game, for the scores: kept apart from the 3×3
/// opponents' tallies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QubicRecord {
    pub opponent: QubicOpponent,
    /// The person's side (against `human`, X).
    pub side: Mark,
    pub moves: Vec<Cell>,
    pub outcome: Outcome,
}

/// What happened that the program around the game may want to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game reached its first result (once a game: a result reached again
    /// after Undo is for study and is not reported).
    Finished(GameRecord),
    /// A Qubic game reached its first result.
    QubicFinished(QubicRecord),
    SettingChanged(SettingChange),
    ScoresReset,
}

/// Whose scores (and wins in a row) a finished game counts for: the
/// person's side against a computer, both players' against `human`; no
/// one's from a set position (`--position`), a set piece, not a game.
pub fn scored_sides(settings: Settings, start: Board) -> Vec<Mark> {
    match (start.moves_made(), settings.opponent) {
        (1.., _) => Vec::new(),
        (_, Opponent::Human) => vec![Mark::X, Mark::O],
        _ => vec![settings.side],
    }
}
