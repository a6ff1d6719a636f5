//! The window's colours, in one place so every renderer and every test
//! agrees on them.

use crate::view::display::Colour;

pub const PAPER: Colour = Colour::new(0.98, 0.97, 0.93, 1.0);
pub const INK: Colour = Colour::new(0.12, 0.13, 0.18, 1.0);
pub const FAINT: Colour = Colour::new(0.55, 0.55, 0.58, 0.45);
pub const HOVER: Colour = Colour::new(0.55, 0.75, 0.95, 0.30);
pub const HINT: Colour = Colour::new(0.35, 0.80, 0.40, 0.30);
pub const CURSOR: Colour = Colour::new(0.15, 0.35, 0.85, 0.95);
pub const STRIKE: Colour = Colour::new(0.80, 0.15, 0.12, 0.9);
pub const TURTLE: Colour = Colour::new(0.10, 0.55, 0.25, 1.0);
pub const FEEDBACK: Colour = Colour::new(0.60, 0.15, 0.10, 1.0);
pub const BUTTON: Colour = Colour::new(0.90, 0.89, 0.85, 1.0);
pub const BUTTON_HOVER: Colour = Colour::new(0.82, 0.88, 0.96, 1.0);
pub const OVERLAY: Colour = Colour::new(0.99, 0.98, 0.95, 0.97);
