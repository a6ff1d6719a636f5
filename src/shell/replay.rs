//! Replays a display list with macroquad: each layer's shapes, then its
//! text from the glyph atlas, uploaded once as a texture.

use macroquad::prelude::*;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::picture::strokes::path_strokes;
use ttt::view::display::{Colour, DisplayList, Shape, TextRun};

/// The glyphs and their atlas on the GPU.
pub struct Replayer {
    /// The font's measurements, for the library to place text with.
    pub glyphs: Glyphs,
    texture: Texture2D,
}

impl Replayer {
    /// Rasterizes the embedded font for the screen's scale and uploads the
    /// atlas; the image itself is not kept.
    pub fn load() -> Result<Replayer, String> {
        let (glyphs, atlas) = Glyphs::new(FONT, screen_dpi_scale())?;
        let texture = Texture2D::from_rgba8(atlas.width as u16, atlas.height as u16, &atlas.rgba());
        texture.set_filter(FilterMode::Linear);
        Ok(Replayer { glyphs, texture })
    }

    /// Draws the whole frame: per layer, its shapes and then its text
    /// (two batches a layer).
    pub fn draw(&self, list: &DisplayList) {
        clear_background(colour(list.background));
        for layer in &list.layers {
            layer.shapes.iter().for_each(shape);
            for run in &layer.texts {
                self.text(run);
            }
        }
    }

    fn text(&self, run: &TextRun) {
        let tint = colour(run.colour);
        for quad in self.glyphs.quads(&run.text, run.x, run.baseline, run.size) {
            let (s, d) = (quad.source, quad.dest);
            let params = DrawTextureParams {
                dest_size: Some(vec2(d.w, d.h)),
                source: Some(Rect::new(s.x, s.y, s.w, s.h)),
                ..Default::default()
            };
            draw_texture_ex(&self.texture, d.x, d.y, tint, params);
        }
    }
}

fn colour(c: Colour) -> Color {
    Color::new(c.r, c.g, c.b, c.a)
}

fn shape(shape: &Shape) {
    match shape {
        Shape::Fill { rect: r, colour: c } => draw_rectangle(r.x, r.y, r.w, r.h, colour(*c)),
        Shape::Outline {
            rect: r,
            width,
            colour: c,
        } => {
            // macroquad's band is half its thickness wide, inside the rect.
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0 * width, colour(*c));
        }
        Shape::Strokes {
            paths,
            width,
            colour: c,
        } => {
            // Edges fade over one device pixel: opacity scaled by coverage.
            let feather = 1.0 / screen_dpi_scale().max(0.5);
            for part in path_strokes(paths, *width, feather) {
                let vertices = part
                    .points
                    .iter()
                    .zip(&part.coverage)
                    .map(|(p, &k)| {
                        Vertex::new(p.x, p.y, 0.0, 0.0, 0.0, colour(Colour { a: c.a * k, ..*c }))
                    })
                    .collect();
                draw_mesh(&Mesh {
                    vertices,
                    indices: part.indices,
                    texture: None,
                });
            }
        }
        Shape::Triangle {
            points: p,
            colour: c,
        } => {
            let [a, b, d] = p.map(|p| vec2(p.x, p.y));
            draw_triangle(a, b, d, colour(*c));
        }
    }
}
