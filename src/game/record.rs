//! What a game leaves behind: its moves, its record when it ends, and the
//! events the program around the game keeps (scores, settings).

use crate::core::board::{Board, Mark, Outcome, Square};
use crate::settings::{SettingChange, Settings};
use crate::strategy::learner::Choice;
use crate::strategy::{Opponent, Rule};

/// One move played, with what the board was before it and the computer's
/// reason (`None` for a person's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub mark: Mark,
    pub square: Square,
    pub rule: Option<Rule>,
    pub before: Board,
}

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

/// What happened that the program around the game may want to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game reached its first result (once a game: a result reached again
    /// after Undo is for study and is not reported).
    Finished(GameRecord),
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
