//! What a frame is drawn for besides the game: the layout, the font, the
//! clock, the mouse and the theme's colours.

use crate::game::Game;
use crate::picture::glyphs::Glyphs;
use crate::view::layout::{Layout, Rect, WindowPoint};
use crate::view::palette::Palette;
use crate::view::text::Typeset;

pub struct Frame<'a> {
    pub layout: &'a Layout,
    pub glyphs: &'a Glyphs,
    /// The game's clock, in seconds, and the mouse if over the window.
    pub now: f64,
    pub mouse: Option<WindowPoint>,
    /// Whether the mouse's main button is held down.
    pub pressed: bool,
    pub palette: &'static Palette,
}

impl<'a> Frame<'a> {
    /// A frame at time 0 with no mouse over the window: what
    /// `--screenshot`, the examples and the tests draw.
    pub fn still(layout: &'a Layout, glyphs: &'a Glyphs, palette: &'static Palette) -> Frame<'a> {
        Frame {
            layout,
            glyphs,
            now: 0.0,
            mouse: None,
            pressed: false,
            palette,
        }
    }

    pub fn typeset(&self) -> Typeset<'_> {
        Typeset::new(self.glyphs, self.layout.text)
    }

    /// Whether the mouse is over `rect` (and nothing covers the game).
    pub fn hovers(&self, rect: Rect, game: &Game) -> bool {
        game.overlay().is_none() && self.mouse.is_some_and(|p| rect.contains(p))
    }
}
