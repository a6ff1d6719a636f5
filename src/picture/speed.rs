//! How fast the turtle draws: slow (the books' pace, a mark in half a
//! second), normal, fast, or off (marks appear at once). A speed is the
//! seconds each drawing takes; the game's pause before the computer
//! answers is the game's own.

use std::fmt;

/// The turtle's speed.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No turtle: marks appear at once.
    Off,
}

impl Speed {
    /// In the order `A` cycles them.
    pub const ALL: [Speed; 4] = [Speed::Normal, Speed::Fast, Speed::Off, Speed::Slow];

    /// Whether the turtle draws at all.
    pub fn animates(self) -> bool {
        self != Speed::Off
    }

    /// The next speed `A` goes to.
    pub fn next(self) -> Speed {
        let i = Speed::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Speed::ALL[(i + 1) % Speed::ALL.len()]
    }

    /// Seconds the turtle takes to draw one mark: a turn (your mark, the
    /// computer's pause, its mark) stays under 0.8 s at the normal speed.
    pub fn mark_seconds(self) -> f64 {
        match self {
            Speed::Slow => 0.5,
            Speed::Normal => 0.25,
            Speed::Fast => 0.12,
            Speed::Off => 0.0,
        }
    }

    /// Seconds it takes to draw the board (`draw.board`) at a game's start.
    pub fn board_seconds(self) -> f64 {
        match self {
            Speed::Slow => 0.6,
            Speed::Normal => 0.4,
            Speed::Fast => 0.2,
            Speed::Off => 0.0,
        }
    }

    /// Seconds it takes to strike through a winning line.
    pub fn strike_seconds(self) -> f64 {
        match self {
            Speed::Slow => 0.35,
            Speed::Normal => 0.25,
            Speed::Fast => 0.12,
            Speed::Off => 0.0,
        }
    }

    /// The name in settings.txt and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Off => "off",
        }
    }

    pub fn parse(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}
