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

use crate::data::store::{DataFile, Store, Warning};
use crate::settings::Settings;

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
