//! Who starts each game: X always (the books' way, sides kept from game to
//! game), turns (the players swap sides after each finished game, so the
//! first move alternates), or a coin toss before each game. X always moves
//! first on the board; what changes is who plays X.

/// Who plays X, and so moves first, from game to game.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Starts {
    /// Sides stay as chosen: whoever plays X starts every game.
    #[default]
    X,
    /// After each finished game the players swap sides.
    Alternate,
    /// A coin decides who plays X before each new game.
    Coin,
}

impl Starts {
    /// In the order `F` steps through them.
    pub const ALL: [Starts; 3] = [Starts::X, Starts::Alternate, Starts::Coin];

    /// The name in the settings file and on the command line.
    pub fn name(self) -> &'static str {
        ["x", "alternate", "coin"][self as usize]
    }

    pub fn next(self) -> Starts {
        super::next_in(&Starts::ALL, self)
    }
}

#[cfg(test)]
#[path = "starts_tests.rs"]
mod tests;
