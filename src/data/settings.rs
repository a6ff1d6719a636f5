//! The settings the game remembers between runs, and the `settings.toml`
//! file that keeps them, which a person may edit:
//!
//! ```toml
//! alternate = false
//! keypad_layout = false
//! opponent = "logo"
//! rules = "standard"
//! side = "x"
//! sound = true
//! speed = "normal"
//! theme = "dark"
//! window_height = 600
//! window_width = 800
//!
//! [ttt]
//! version = 1
//! ```
//!
//! Each value is the word the command line takes. A key left out takes its
//! default; a bad value makes the file damaged. A key this version does
//! not know (a newer ttt's setting) is kept as it is and written back with
//! the others.

use crate::core::board::{Mark, Rules};
use crate::data::store::{DataFile, Store, Warning};
use crate::picture::speed::Speed;
use crate::picture::theme::ThemeChoice;
use crate::strategy::Opponent;
use serde::{Deserialize, Deserializer, Serialize};

/// Window sizes outside this range (logical pixels, each side) are damage.
pub const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 1..=65_535;

/// What the person chose last time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The person's side; X moves first.
    pub side: Mark,
    pub opponent: Opponent,
    /// How fast the turtle draws, or off.
    pub speed: Speed,
    /// Map the numeric keypad by its physical layout (7 8 9 on the top row
    /// plays squares 1 2 3) rather than by the digit on each key.
    pub keypad_layout: bool,
    /// Which combinations win.
    pub rules: Rules,
    /// Switch sides after each game against the computer.
    pub alternate: bool,
    /// Whether the game's sounds play (`M` mutes).
    pub sound: bool,
    /// The window's colours: light, dark, contrast, or the desktop's.
    pub theme: ThemeChoice,
    /// The window's size in logical pixels.
    #[serde(deserialize_with = "window_side")]
    pub window_width: u32,
    #[serde(deserialize_with = "window_side")]
    pub window_height: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            side: Mark::X,
            opponent: Opponent::Logo,
            speed: Speed::Normal,
            keypad_layout: false,
            rules: Rules::Standard,
            alternate: false,
            sound: true,
            theme: ThemeChoice::System,
            window_width: 800,
            window_height: 600,
        }
    }
}

/// A side of the window within [`WINDOW_SIDE_RANGE`].
fn window_side<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let side = u32::deserialize(d)?;
    if !WINDOW_SIDE_RANGE.contains(&side) {
        let why = format!("a window side of {side} is not in {WINDOW_SIDE_RANGE:?}");
        return Err(serde::de::Error::custom(why));
    }
    Ok(side)
}

impl DataFile for Settings {
    const FILE_NAME: &'static str = "settings.toml";
    const WHAT: &'static str = "your settings";
}

impl Store {
    /// The saved settings (defaults if there are none), and any warnings.
    pub fn load_settings(&self) -> (Settings, Vec<Warning>) {
        self.load()
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
