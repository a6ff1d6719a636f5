//! Who starts each game: X always (the books' way, sides kept from game to
//! game), turns (the players swap sides after each finished game, so the
//! first move alternates), or a coin toss before each game. X always moves
//! first on the board; what changes is who plays X.

/// Who plays X, and so moves first, from game to game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
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

    pub fn parse(name: &str) -> Option<Starts> {
        Starts::ALL.into_iter().find(|s| s.name() == name)
    }

    pub fn next(self) -> Starts {
        super::next_in(&Starts::ALL, self)
    }
}

/// Read from its name, or from the `true`/`false` of the `alternate` key
/// an older ttt wrote (true: take turns).
impl<'de> serde::Deserialize<'de> for Starts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Starts, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Saved {
            Name(String),
            Alternate(bool),
        }
        match Saved::deserialize(d)? {
            Saved::Alternate(true) => Ok(Starts::Alternate),
            Saved::Alternate(false) => Ok(Starts::X),
            Saved::Name(name) => Starts::parse(&name).ok_or_else(|| {
                let names = Starts::ALL.map(Starts::name).join(", ");
                serde::de::Error::custom(format!(
                    "unknown choice of who starts '{name}', expected one of {names}"
                ))
            }),
        }
    }
}

#[cfg(test)]
#[path = "starts_tests.rs"]
mod tests;
