//! What a game is set up with, and what the settings remember of it.

use crate::core::board::{Mark, Rules};
pub use crate::picture::speed::Speed;
use crate::picture::theme::ThemeChoice;
use crate::strategy::Opponent;

/// Who plays what under which rules, and how it looks: what a game is set
/// up with, and what the settings remember.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub opponent: Opponent,
    /// The human's side (X moves first). Ignored against `human`.
    pub side: Mark,
    /// How fast the turtle draws the board and each mark; off draws at
    /// once.
    pub speed: Speed,
    /// Which combinations win.
    pub rules: Rules,
    /// Read the numeric keypad by its layout (7 8 9 on top plays 1 2 3).
    pub keypad_layout: bool,
    /// Swap sides after each game against the computer, so the first move
    /// alternates between you and it.
    pub alternate: bool,
    /// Play the game's sounds (M mutes and unmutes).
    pub sound: bool,
    /// The colours the window is drawn in (the desktop's by default).
    pub theme: ThemeChoice,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            opponent: Opponent::Logo,
            side: Mark::X,
            speed: Speed::Normal,
            rules: Rules::Standard,
            keypad_layout: false,
            alternate: false,
            sound: true,
            theme: ThemeChoice::System,
        }
    }
}
