//! What the game tells the program around it to keep: a finished game's
//! record, a changed setting, the scores reset.

pub use crate::game::moves::Move;
use crate::record::GameRecord;
use crate::settings::SettingChange;

/// What happened that the program around the game may want to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game reached its first result (once a game: a result reached again
    /// after Undo is for study and is not reported).
    Finished(GameRecord),
    SettingChanged(SettingChange),
    ScoresReset,
}
