//! What the window (or the terminal) was asked for on its command line, as
//! plain data (the command line layer parses it): the settings it names,
//! which take the place of the remembered ones, and the rest of the run's
//! options.

use crate::core::board::{Board, Mark, Rules};
use crate::data::settings::Settings;
use crate::picture::speed::Speed;
use crate::picture::theme::{Theme, ThemeChoice};
use crate::strategy::Opponent;
use std::path::PathBuf;

/// Everything a game's front end was asked for on its command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    pub overrides: Overrides,
    pub data_dir: Option<PathBuf>,
    /// The position to start from (the empty board if not given).
    pub position: Board,
    /// Save one frame of `position` to this PNG file and exit.
    pub screenshot: Option<PathBuf>,
    /// What the desktop (or the browser) prefers, read once at start by
    /// the command line or the shell: the theme `system` draws in. Light
    /// when nothing answered.
    pub desktop_theme: Theme,
}

/// The settings the command line named, each `None` where it named
/// nothing: on top of the remembered settings, and remembered in turn, as
/// if chosen in the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    pub opponent: Option<Opponent>,
    pub side: Option<Mark>,
    pub speed: Option<Speed>,
    pub rules: Option<Rules>,
    pub keypad_layout: Option<bool>,
    pub sound: Option<bool>,
    pub theme: Option<ThemeChoice>,
}

impl Overrides {
    /// Puts what these name in place in `settings`.
    pub fn apply(&self, settings: &mut Settings) {
        put(&mut settings.opponent, self.opponent);
        put(&mut settings.side, self.side);
        put(&mut settings.speed, self.speed);
        put(&mut settings.rules, self.rules);
        put(&mut settings.keypad_layout, self.keypad_layout);
        put(&mut settings.sound, self.sound);
        put(&mut settings.theme, self.theme);
    }
}

/// Puts `value`, if there is one, in `slot`.
fn put<T>(slot: &mut T, value: Option<T>) {
    if let Some(value) = value {
        *slot = value;
    }
}

impl RunOptions {
    /// A run as `ttt` with no options asks for it: the usual game from the
    /// empty board, the saved settings filling in everything (a web page's
    /// window, which has no command line).
    pub fn nothing_given() -> RunOptions {
        RunOptions {
            overrides: Overrides::default(),
            data_dir: None,
            position: Board::empty(),
            screenshot: None,
            desktop_theme: Theme::Light,
        }
    }
}
