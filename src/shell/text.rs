//! Text on screen: the library's glyph atlas as one texture, and words
//! queued as glyph quads and drawn together, after the shapes beneath
//! them, so a frame is a handful of draw calls instead of one per switch
//! between shapes and text.

use super::render::Frame;
use macroquad::prelude::*;
use std::cell::RefCell;
use ttt::glyphs::{Glyphs, Quad};
use ttt::layout::TextLine;

/// The text font, embedded so the game runs from any directory.
const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// The glyphs, their texture, and the quads waiting to be drawn.
pub struct Text {
    glyphs: Glyphs,
    texture: Texture2D,
    queued: RefCell<Vec<(Quad, Color)>>,
}

impl Text {
    /// Rasterizes the embedded font for the screen's scale and uploads the
    /// atlas; the image itself is not kept.
    pub fn load() -> Result<Text, String> {
        let (glyphs, atlas) = Glyphs::new(FONT, screen_dpi_scale())?;
        let texture = Texture2D::from_rgba8(atlas.width as u16, atlas.height as u16, &atlas.rgba());
        texture.set_filter(FilterMode::Linear);
        Ok(Text {
            glyphs,
            texture,
            queued: RefCell::new(Vec::new()),
        })
    }

    /// Draws every queued glyph, over whatever was drawn before.
    pub fn flush(&self) {
        for (quad, colour) in self.queued.borrow_mut().drain(..) {
            let (s, d) = (quad.source, quad.dest);
            draw_texture_ex(
                &self.texture,
                d.x,
                d.y,
                colour,
                DrawTextureParams {
                    dest_size: Some(vec2(d.w, d.h)),
                    source: Some(Rect::new(s.x, s.y, s.w, s.h)),
                    ..Default::default()
                },
            );
        }
    }

    fn queue(&self, quads: impl Iterator<Item = Quad>, colour: Color) {
        self.queued.borrow_mut().extend(quads.map(|q| (q, colour)));
    }
}

/// Queues `text` centred on its line, shrunk to fit the line's width.
pub fn text_centred(frame: &Frame, text: &str, place: &TextLine, colour: Color) {
    let glyphs = &frame.text.glyphs;
    frame.text.queue(glyphs.centred(text, place), colour);
}

/// Queues `text` from `x` on `baseline`, shrunk to fit `max_width`.
pub fn text_at(
    frame: &Frame,
    text: &str,
    x: f32,
    baseline: f32,
    size: f32,
    max_width: f32,
    colour: Color,
) {
    let glyphs = &frame.text.glyphs;
    let (size, _) = glyphs.fit(text, size, max_width);
    frame
        .text
        .queue(glyphs.quads(text, x, baseline, size), colour);
}
