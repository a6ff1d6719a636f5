//! Replays a display list with macroquad: each layer's shapes, then its
//! text from the glyph atlas, uploaded once as a texture.

use macroquad::prelude::*;
use ttt::picture::geometry::WindowPoint;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::picture::strokes::path_strokes;
use ttt::view::display::{Colour, DisplayList, Primitive, TextRun};

/// The glyphs and their atlas on the GPU, and the last frame's strokes.
pub struct Replayer {
    /// The font's measurements, for the library to place text with.
    pub glyphs: Glyphs,
    texture: Texture2D,
    strokes: StrokeCache,
}

impl Replayer {
    /// Rasterizes the embedded font for the screen's scale and uploads the
    /// atlas; the image itself is not kept.
    pub fn load() -> Result<Replayer, String> {
        let (glyphs, atlas) = Glyphs::new(FONT, screen_dpi_scale())?;
        let texture = Texture2D::from_rgba8(atlas.width as u16, atlas.height as u16, &atlas.rgba());
        texture.set_filter(FilterMode::Linear);
        Ok(Replayer {
            glyphs,
            texture,
            strokes: StrokeCache::default(),
        })
    }

    /// Draws the whole frame: per layer, its shapes and then its text
    /// (two batches a layer).
    pub fn draw(&mut self, list: &DisplayList) {
        clear_background(colour(list.background));
        for layer in &list.layers {
            for s in &layer.primitives {
                self.primitive(s);
            }
            for run in &layer.texts {
                self.text(run);
            }
        }
        self.strokes.frame_drawn();
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

    fn primitive(&mut self, shape: &Primitive) {
        match shape {
            Primitive::Fill { rect: r, colour: c } => {
                draw_rectangle(r.x, r.y, r.w, r.h, colour(*c))
            }
            Primitive::Outline {
                rect: r,
                width,
                colour: c,
            } => {
                // macroquad's band is half its thickness wide, inside the rect.
                draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0 * width, colour(*c));
            }
            Primitive::Strokes {
                paths,
                width,
                colour: c,
            } => {
                // Edges fade over one device pixel: opacity scaled by coverage.
                let feather = 1.0 / screen_dpi_scale().max(0.5);
                let meshes = self.strokes.meshes(paths, *width, *c, feather);
                meshes.iter().for_each(draw_mesh);
            }
            Primitive::Triangle {
                points: p,
                colour: c,
            } => {
                let [a, b, d] = p.map(|p| vec2(p.x, p.y));
                draw_triangle(a, b, d, colour(*c));
            }
        }
    }
}

fn colour(c: Colour) -> Color {
    Color::new(c.r, c.g, c.b, c.a)
}

/// The triangles of the strokes drawn last frame, ready for macroquad.
/// Most strokes (the grid, marks already drawn, the buttons' boxes) are
/// the same from one frame to the next, and making their triangles anew
/// each frame was the largest part of drawing one (docs/performance.md);
/// a stroke that changed is made anew.
#[derive(Default)]
struct StrokeCache {
    last: Vec<Drawn>,
    this: Vec<Drawn>,
}

/// Strokes as drawn: their paths, pen width, colour and edges' feather,
/// and their triangles.
struct Drawn {
    paths: Vec<Vec<WindowPoint>>,
    width: f32,
    colour: Colour,
    feather: f32,
    meshes: Vec<Mesh>,
}

impl StrokeCache {
    /// The meshes of these strokes: last frame's if it drew the same.
    fn meshes(
        &mut self,
        paths: &[Vec<WindowPoint>],
        width: f32,
        c: Colour,
        feather: f32,
    ) -> &[Mesh] {
        let same =
            |d: &Drawn| (d.width, d.colour, d.feather) == (width, c, feather) && d.paths == paths;
        let drawn = match self.last.iter().position(same) {
            Some(i) => self.last.swap_remove(i),
            None => Drawn {
                paths: paths.to_vec(),
                width,
                colour: c,
                feather,
                meshes: (path_strokes(paths, width, feather).into_iter())
                    .map(|part| mesh(part, c))
                    .collect(),
            },
        };
        self.this.push(drawn);
        &self.this.last().expect("just pushed").meshes
    }

    /// After a frame: its strokes are the ones the next frame may reuse.
    fn frame_drawn(&mut self) {
        std::mem::swap(&mut self.last, &mut self.this);
        self.this.clear();
    }
}

/// A part of some strokes as macroquad's mesh, in colour `c` with its
/// opacity scaled by each vertex's coverage.
fn mesh(part: ttt::picture::strokes::Mesh, c: Colour) -> Mesh {
    let vertices = (part.points.iter().zip(&part.coverage))
        .map(|(p, &k)| Vertex::new(p.x, p.y, 0.0, 0.0, 0.0, colour(Colour { a: c.a * k, ..c })))
        .collect();
    Mesh {
        vertices,
        indices: part.indices,
        texture: None,
    }
}
