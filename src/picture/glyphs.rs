//! Text without a glyph cache: every character the game shows is
//! rasterized once, at two sizes, into one small atlas the shell uploads;
//! text of any size is placed from there by arithmetic. (macroquad's text
//! grows an atlas per size to megabytes, and costs two locks a glyph.)

use crate::picture::geometry::Rect;
use fontdue::{Font, FontSettings};

/// The game's font, DejaVu Sans subset to the characters it shows
/// (`assets/README.md`), embedded so the game runs from any directory.
pub const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// The sizes glyphs are rasterized at, in logical pixels (times the
/// screen's scale); text up to 1.25 × the small one is scaled from it.
const RASTER_SMALL: f32 = 16.0;
const RASTER_LARGE: f32 = 44.0;
/// The atlas's width per unit of screen scale; it grows downwards.
const ATLAS_WIDTH: usize = 512;
/// Screen scales above this are rasterized as this, to fit the atlas.
const MAX_SCALE: f32 = 8.0;
/// Empty pixels round each glyph, so a scaled one never samples another.
const PADDING: usize = 2;
/// Characters beyond Latin-1 that the game's words use.
const EXTRAS: &str = "–—‘’“”•…←↑→↓↔−";
/// Drawn in place of a character the font lacks.
const MISSING: char = '?';

/// Where a glyph is in the atlas (pixels) and how it sits on the line
/// (raster pixels: offset from the pen position, y up, and advance).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Glyph {
    x: u16,
    y: u16,
    w: u16,
    h: u16,
    xmin: f32,
    ymin: f32,
    advance: f32,
}

/// One raster size's glyphs (`px` device pixels), each at its [`slot`].
struct Face {
    px: f32,
    glyphs: Vec<Option<Glyph>>,
}

/// Where a character's glyph is kept: Latin-1 by its code, then extras.
fn slot(c: char) -> Option<usize> {
    match c as usize {
        code @ 0..=255 => Some(code),
        _ => EXTRAS.chars().position(|e| e == c).map(|i| 256 + i),
    }
}

/// A rasterized character: its face (0 small, 1 large), the character,
/// and fontdue's metrics and coverage bitmap.
type Raster = (usize, char, (fontdue::Metrics, Vec<u8>));

impl Face {
    fn new(px: f32) -> Face {
        let glyphs = vec![None; 256 + EXTRAS.chars().count()];
        Face { px, glyphs }
    }

    fn glyph(&self, c: char) -> Option<&Glyph> {
        slot(c).and_then(|i| self.glyphs[i].as_ref())
    }

    fn glyph_or_missing(&self, c: char) -> &Glyph {
        self.glyph(c)
            .or_else(|| self.glyph(MISSING))
            .expect("the atlas always holds the missing-character glyph")
    }
}

/// The atlas image: one coverage byte (0–255) per pixel, rows top first.
#[derive(Clone, Debug, PartialEq)]
pub struct Atlas {
    pub width: u32,
    pub height: u32,
    pub coverage: Vec<u8>,
}

impl Atlas {
    /// White pixels with the coverage as alpha, for a texture tinted by
    /// its vertices.
    pub fn rgba(&self) -> Vec<u8> {
        self.coverage
            .iter()
            .flat_map(|&a| [255, 255, 255, a])
            .collect()
    }
}

/// A glyph to draw: `source` in atlas pixels, `dest` in logical window
/// pixels (y down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quad {
    pub source: Rect,
    pub dest: Rect,
}

/// The small face and the large.
pub struct Glyphs {
    faces: [Face; 2],
}

fn characters() -> impl Iterator<Item = char> {
    (' '..='~').chain('\u{a0}'..='\u{ff}').chain(EXTRAS.chars())
}

impl Glyphs {
    /// Rasterizes the font's glyphs for `scale` device pixels per logical
    /// pixel; the caller turns the atlas into a texture and may drop it.
    pub fn new(font: &[u8], scale: f32) -> Result<(Glyphs, Atlas), String> {
        let font = Font::from_bytes(font, FontSettings::default()).map_err(|e| e.to_string())?;
        if font.lookup_glyph_index(MISSING) == 0 {
            return Err(format!("the font has no '{MISSING}'"));
        }
        let scale = if scale.is_finite() && scale > 0.0 {
            scale.min(MAX_SCALE)
        } else {
            1.0
        };
        let pxs = [RASTER_SMALL, RASTER_LARGE].map(|size| (size * scale).ceil());
        let mut rasters: Vec<Raster> = (0..pxs.len())
            .flat_map(|face| {
                let font = &font;
                characters()
                    .filter(|&c| font.lookup_glyph_index(c) != 0)
                    .map(move |c| (face, c, font.rasterize(c, pxs[face])))
            })
            .collect();
        // Tallest first, so each row of the atlas wastes little height.
        crate::core::order::sort_by_key(&mut rasters, |(_, _, (metrics, _))| {
            std::cmp::Reverse(metrics.height)
        });
        let mut faces = pxs.map(Face::new);
        let (corners, atlas) = pack(&rasters, ATLAS_WIDTH * scale.ceil() as usize);
        for ((x, y), (face, c, (metrics, _))) in corners.into_iter().zip(&rasters) {
            let glyph = Glyph {
                x: x as u16,
                y: y as u16,
                w: metrics.width as u16,
                h: metrics.height as u16,
                xmin: metrics.xmin as f32,
                ymin: metrics.ymin as f32,
                advance: metrics.advance_width,
            };
            if let Some(i) = slot(*c) {
                faces[*face].glyphs[i] = Some(glyph);
            }
        }
        Ok((Glyphs { faces }, atlas))
    }

    /// The face text `size` logical pixels high is drawn from, and the
    /// logical pixels per raster pixel.
    fn face(&self, size: f32) -> (&Face, f32) {
        let size = size.max(1.0);
        let face = &self.faces[usize::from(size > 1.25 * RASTER_SMALL)];
        (face, size / face.px)
    }

    pub fn width(&self, text: &str, size: f32) -> f32 {
        let (face, unit) = self.face(size);
        text.chars()
            .map(|c| face.glyph_or_missing(c).advance)
            .sum::<f32>()
            * unit
    }

    /// The glyphs of `text` at `size`, starting at `x` on the `baseline`
    /// (logical pixels); blank glyphs give no quad.
    pub fn quads<'a>(
        &'a self,
        text: &'a str,
        x: f32,
        baseline: f32,
        size: f32,
    ) -> impl Iterator<Item = Quad> + 'a {
        let (face, unit) = self.face(size);
        let mut pen = x;
        text.chars().filter_map(move |c| {
            let g = face.glyph_or_missing(c);
            let at = pen;
            pen += g.advance * unit;
            (g.w > 0 && g.h > 0).then_some(Quad {
                source: Rect::new(g.x as f32, g.y as f32, g.w as f32, g.h as f32),
                dest: Rect::new(
                    at + g.xmin * unit,
                    baseline - (g.ymin + g.h as f32) * unit,
                    g.w as f32 * unit,
                    g.h as f32 * unit,
                ),
            })
        })
    }
}

/// Packs the bitmaps, in order, into rows ("shelves") of an atlas `width`
/// pixels wide; returns each one's top-left corner, and the atlas.
fn pack(rasters: &[Raster], width: usize) -> (Vec<(usize, usize)>, Atlas) {
    let (mut x, mut y, mut row_height) = (0, 0, 0);
    let corners: Vec<(usize, usize)> = rasters
        .iter()
        .map(|(_, _, (metrics, _))| {
            if x + metrics.width + 2 * PADDING > width {
                y += row_height + PADDING;
                (x, row_height) = (0, 0);
            }
            let at = (x + PADDING, y + PADDING);
            x += metrics.width + PADDING;
            row_height = row_height.max(metrics.height);
            at
        })
        .collect();
    let height = (y + row_height + 2 * PADDING).next_multiple_of(4);
    let mut coverage = vec![0; width * height];
    for (&(x, y), (_, _, (metrics, bitmap))) in corners.iter().zip(rasters) {
        let w = metrics.width;
        for (row, line) in bitmap.chunks_exact(w.max(1)).enumerate() {
            let start = (y + row) * width + x;
            coverage[start..start + w].copy_from_slice(line);
        }
    }
    let (width, height) = (width as u32, height as u32);
    let atlas = Atlas {
        width,
        height,
        coverage,
    };
    (corners, atlas)
}

#[cfg(test)]
#[path = "glyphs_tests.rs"]
mod tests;
