//! What the game tells the program around it to keep.

pub use crate::game::moves::Move;
use crate::record::GameRecord;
use crate::settings::SettingChange;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game reached its first result (once: again after Undo is not).
    Finished(GameRecord),
    SettingChanged(SettingChange),
    ScoresReset,
}
