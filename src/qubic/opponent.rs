//! Whom Qubic is played against: the computer at a level (`qubic::player`
//! plays it), or another person. A setting (`settings`), and the key of
//! Qubic's scores (`record::scores`).

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

    /// The computer's levels: all but `human`, which [`QubicOpponent::ALL`]
    /// lists last.
    pub const LEVELS: [QubicOpponent; 4] = match QubicOpponent::ALL.first_chunk() {
        Some(levels) => *levels,
        None => panic!("ALL lists the levels, then human"),
    };

    /// The name in the settings file and the scores (`hard`), and how the
    /// game names it (`Hard`, `Two players`), in declaration order.
    const NAMES: [(&'static str, &'static str); 5] = [
        ("easy", "Easy"),
        ("medium", "Medium"),
        ("hard", "Hard"),
        ("unbeatable", "Unbeatable"),
        ("human", "Two players"),
    ];

    pub fn name(self) -> &'static str {
        QubicOpponent::NAMES[self as usize].0
    }

    pub fn title(self) -> &'static str {
        QubicOpponent::NAMES[self as usize].1
    }

    /// The computer's level named `name`.
    pub fn parse_level(name: &str) -> Option<QubicOpponent> {
        QubicOpponent::LEVELS.into_iter().find(|l| l.name() == name)
    }

    pub fn is_computer(self) -> bool {
        self != QubicOpponent::Human
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
