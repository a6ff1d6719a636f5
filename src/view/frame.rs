//! What a frame is drawn for besides the game: the layout, the font's
//! measurements, the clock, the mouse and the theme's colours. Every part
//! of the view that draws reads it.

use crate::game::Game;
use crate::picture::glyphs::Glyphs;
use crate::view::layout::{Layout, Rect, WindowPoint};
use crate::view::palette::Palette;
use crate::view::text::Typeset;

/// Everything a frame needs besides the game itself.
pub struct Frame<'a> {
    pub layout: &'a Layout,
    /// The font's measurements, for fitting and placing text.
    pub glyphs: &'a Glyphs,
    /// The game's clock, in seconds.
    pub now: f64,
    /// Where the mouse is, if it is over the window.
    pub mouse: Option<WindowPoint>,
    /// Whether the mouse's main button is held down (a button under it
    /// shows pressed).
    pub pressed: bool,
    /// The colours of the theme to draw in.
    pub palette: &'static Palette,
}

impl Frame<'_> {
    /// Text at the screen's one size.
    pub fn typeset(&self) -> Typeset<'_> {
        Typeset::new(self.glyphs, self.layout.text)
    }

    /// Whether the mouse is over `rect` (and nothing covers the game).
    pub fn hovers(&self, rect: Rect, game: &Game) -> bool {
        game.overlay().is_none() && self.mouse.is_some_and(|p| rect.contains(p))
    }
}
