//! The window's colours, in one place so every renderer and every test
//! agrees on them. Text is at least 4.5:1 against what it is drawn on, the
//! free squares' faint numbers at least 3:1 (view/compose_tests.rs checks
//! it). X and O
//! have colours of their own, and keep their shapes, so colour is never the
//! only cue.

use crate::view::display::Colour;

pub const PAPER: Colour = Colour::new(0.98, 0.97, 0.93, 1.0);
/// The grid and body text.
pub const INK: Colour = Colour::new(0.12, 0.13, 0.18, 1.0);
/// Secondary text: the last move, details in the choosers.
pub const MUTED: Colour = Colour::new(0.33, 0.34, 0.38, 1.0);
/// The free squares' numbers: faint, but 3:1 against the paper.
pub const FAINT: Colour = Colour::new(0.50, 0.50, 0.53, 1.0);
/// X's and O's pens: a deep blue and a burnt orange, apart for any eye.
pub const X_INK: Colour = Colour::new(0.10, 0.30, 0.66, 1.0);
pub const O_INK: Colour = Colour::new(0.66, 0.27, 0.02, 1.0);
/// The stroke through a win: graphite, a pencil's grey, wider than the
/// pen. Not red, which is the colour of a loss, and not a mark's colour, so
/// the marks under it still read as X and O (4.4:1 on the paper).
pub const STRIKE: Colour = Colour::new(0.45, 0.45, 0.47, 1.0);
/// The icon's strike, red as it has always been drawn there.
pub const ICON_STRIKE: Colour = Colour::new(0.80, 0.10, 0.16, 1.0);
pub const TURTLE: Colour = Colour::new(0.10, 0.55, 0.25, 1.0);
pub const HOVER: Colour = Colour::new(0.55, 0.75, 0.95, 0.30);
pub const HINT: Colour = Colour::new(0.35, 0.80, 0.40, 0.35);
/// The move under review.
pub const REVIEWED: Colour = Colour::new(0.98, 0.80, 0.30, 0.45);
pub const CURSOR: Colour = Colour::new(0.05, 0.30, 0.80, 1.0);
/// Feedback: a refusal, a "wait", news, and the opponent talking.
pub const REFUSAL: Colour = Colour::new(0.62, 0.10, 0.08, 1.0);
pub const WAIT: Colour = Colour::new(0.50, 0.30, 0.00, 1.0);
pub const NEWS: Colour = Colour::new(0.08, 0.30, 0.55, 1.0);
pub const TALK: Colour = Colour::new(0.35, 0.15, 0.50, 1.0);
pub const WARNING: Colour = Colour::new(0.62, 0.10, 0.08, 1.0);
/// The result banner's background: you won, the computer won, a tie or no
/// result; its words are in [`INK`].
pub const BANNER_WON: Colour = Colour::new(0.80, 0.93, 0.80, 1.0);
pub const BANNER_LOST: Colour = Colour::new(0.97, 0.84, 0.82, 1.0);
pub const BANNER_TIE: Colour = Colour::new(0.88, 0.89, 0.92, 1.0);
pub const BUTTON: Colour = Colour::new(0.90, 0.89, 0.85, 1.0);
pub const BUTTON_HOVER: Colour = Colour::new(0.82, 0.88, 0.96, 1.0);
/// A button that would do nothing now: paler, its label in [`MUTED`].
pub const BUTTON_OFF: Colour = Colour::new(0.95, 0.94, 0.91, 1.0);
pub const EDGE: Colour = Colour::new(0.60, 0.60, 0.62, 1.0);
/// Over everything behind an overlay, to set it apart.
pub const SHADE: Colour = Colour::new(0.10, 0.10, 0.12, 0.35);
/// An overlay's box: opaque, so nothing shows through.
pub const SHEET: Colour = Colour::new(0.99, 0.98, 0.95, 1.0);
/// A chooser's highlighted row, and the current choice's mark.
pub const HIGHLIGHT: Colour = Colour::new(0.82, 0.88, 0.96, 1.0);
