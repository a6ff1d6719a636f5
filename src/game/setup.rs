//! What a game is set up with, and what the settings remember of it.

use crate::core::board::{Mark, Rules};
use crate::picture::theme::ThemeChoice;
use crate::strategy::Opponent;

/// Who plays what under which rules, and how it looks: what a game is set
/// up with, and what the settings remember.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub opponent: Opponent,
    /// The human's side (X moves first). Ignored against `human`.
    pub side: Mark,
    /// Draw the board and each mark with a moving turtle; off draws at once.
    pub animation: bool,
    /// Which combinations win.
    pub rules: Rules,
    /// Read the numeric keypad by its layout (7 8 9 on top plays 1 2 3).
    pub keypad_layout: bool,
    /// Swap sides after each game against the computer, so the first move
    /// alternates between you and it.
    pub alternate: bool,
    /// The colours the window is drawn in (the desktop's by default).
    pub theme: ThemeChoice,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            opponent: Opponent::Logo,
            side: Mark::X,
            animation: true,
            rules: Rules::Standard,
            keypad_layout: false,
            alternate: false,
            theme: ThemeChoice::System,
        }
    }
}
