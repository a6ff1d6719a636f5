//! Whom Qubic is played against: the computer at a level of
//! `qubic::player`, or another person. A setting (`settings`), and the
//! key of Qubic's scores (`strategy::scores`).

use crate::qubic::player::Level;

/// Whom Qubic is played against: the computer at a level, or a person.
/// Kept apart from the 3×3 opponent: the books' programs play only 3×3.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum QubicOpponent {
    Easy,
    Medium,
    #[default]
    Hard,
    Unbeatable,
    /// Two people at one board.
    Human,
}

impl QubicOpponent {
    /// Easiest first, then two players: the chooser's order.
    pub const ALL: [QubicOpponent; 5] = [
        QubicOpponent::Easy,
        QubicOpponent::Medium,
        QubicOpponent::Hard,
        QubicOpponent::Unbeatable,
        QubicOpponent::Human,
    ];

    /// The computer's level, or `None` for two players.
    pub fn level(self) -> Option<Level> {
        match self {
            QubicOpponent::Easy => Some(Level::Easy),
            QubicOpponent::Medium => Some(Level::Medium),
            QubicOpponent::Hard => Some(Level::Hard),
            QubicOpponent::Unbeatable => Some(Level::Unbeatable),
            QubicOpponent::Human => None,
        }
    }

    /// The opponent playing at `level`.
    pub fn at(level: Level) -> QubicOpponent {
        match level {
            Level::Easy => QubicOpponent::Easy,
            Level::Medium => QubicOpponent::Medium,
            Level::Hard => QubicOpponent::Hard,
            Level::Unbeatable => QubicOpponent::Unbeatable,
        }
    }

    pub fn is_computer(self) -> bool {
        self != QubicOpponent::Human
    }

    /// The name in the settings file and the scores.
    pub fn name(self) -> &'static str {
        match self.level() {
            Some(level) => level.name(),
            None => "human",
        }
    }

    /// How the game names it: `Hard`, `Two players`.
    pub fn title(self) -> &'static str {
        match self {
            QubicOpponent::Easy => "Easy",
            QubicOpponent::Medium => "Medium",
            QubicOpponent::Hard => "Hard",
            QubicOpponent::Unbeatable => "Unbeatable",
            QubicOpponent::Human => "Two players",
        }
    }

    /// What it does, in a chooser's words.
    pub fn describe(self) -> &'static str {
        match self {
            QubicOpponent::Easy => "wins and blocks what it sees, else plays at random",
            QubicOpponent::Medium => "also makes forks and blocks yours",
            QubicOpponent::Hard => "searches for wins by threats in a row, and stops yours",
            QubicOpponent::Unbeatable => {
                "as X plays the proof and cannot lose; as O, hard looking further"
            }
            QubicOpponent::Human => "two people take turns; X moves first",
        }
    }
}
