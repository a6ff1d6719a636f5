//! How fast the turtle draws: slow (the books' pace, a mark in half a
//! second), normal, fast, or off (marks appear at once). The seconds each
//! drawing takes are the turtle's (picture/speed.rs).

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Off,
}

impl Speed {
    /// In the order `A` cycles them.
    pub const ALL: [Speed; 4] = [Speed::Normal, Speed::Fast, Speed::Off, Speed::Slow];

    pub fn animates(self) -> bool {
        self != Speed::Off
    }

    pub fn next(self) -> Speed {
        super::next_in(&Speed::ALL, self)
    }

    /// The name in the settings file and on the command line.
    pub fn name(self) -> &'static str {
        ["slow", "normal", "fast", "off"][self as usize]
    }
}
