//! A display list painted in software with tiny-skia, text from the
//! window's glyph atlas: `ttt --screenshot` needs no display.

use crate::picture::glyphs::{Atlas, Glyphs};
use crate::view::display::{Colour, DisplayList, Primitive, TextRun};
use crate::view::layout::{Rect, WindowPoint};
use tiny_skia::{
    FillRule, FilterQuality, LineCap, LineJoin, Paint, PathBuilder, Pattern, Pixmap, SpreadMode,
    Stroke, Transform,
};

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RasterError {
    /// The list's size is zero, negative or too big to allocate.
    #[error("a picture of {width} x {height} pixels cannot be made")]
    BadSize { width: f32, height: f32 },
    /// Every pixel came out the background colour: nothing was drawn.
    #[error("the picture came out blank (nothing was drawn)")]
    Blank,
    #[error("cannot encode the picture as PNG: {0}")]
    Encode(String),
}

/// Paints `list` at one pixel per logical pixel, its text with `glyphs`
/// and `atlas` of one [`Glyphs::new`] at scale 1 (`None`: no words, no
/// font). A blank picture is an error.
pub fn rasterize(
    list: &DisplayList,
    text: Option<(&Glyphs, &Atlas)>,
) -> Result<Pixmap, RasterError> {
    let bad = RasterError::BadSize {
        width: list.width,
        height: list.height,
    };
    let (w, h) = (list.width.round(), list.height.round());
    if !(w >= 1.0 && h >= 1.0 && w <= 16_384.0 && h <= 16_384.0) {
        return Err(bad);
    }
    let mut pixmap = Pixmap::new(w as u32, h as u32).ok_or(bad)?;
    pixmap.fill(colour(list.background));
    // The glyph atlas tinted in each colour text has been drawn in so far.
    let mut inks: Vec<(Colour, Option<Pixmap>)> = Vec::new();
    for layer in &list.layers {
        for shape in &layer.primitives {
            paint_primitive(&mut pixmap, shape);
        }
        let Some((glyphs, atlas)) = text else {
            continue;
        };
        for run in &layer.texts {
            if !inks.iter().any(|(c, _)| *c == run.colour) {
                inks.push((run.colour, tinted(atlas, run.colour)));
            }
            if let Some((_, Some(ink))) = inks.iter().find(|(c, _)| *c == run.colour) {
                paint_text(&mut pixmap, run, glyphs, ink);
            }
        }
    }
    let pixels = pixmap.pixels();
    if pixels.iter().all(|p| Some(p) == pixels.first()) {
        return Err(RasterError::Blank);
    }
    Ok(pixmap)
}

/// `list` painted and encoded as a PNG file's bytes.
pub fn png(list: &DisplayList, glyphs: &Glyphs, atlas: &Atlas) -> Result<Vec<u8>, RasterError> {
    encode(&rasterize(list, Some((glyphs, atlas)))?)
}

pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RasterError> {
    pixmap
        .encode_png()
        .map_err(|e| RasterError::Encode(e.to_string()))
}

/// `c` in tiny-skia's terms, each part clamped to 0..=1 (0 if not finite).
fn colour(c: Colour) -> tiny_skia::Color {
    let mut colour = tiny_skia::Color::TRANSPARENT;
    colour.set_red(c.r);
    colour.set_green(c.g);
    colour.set_blue(c.b);
    colour.set_alpha(c.a);
    colour
}

fn solid(c: Colour) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(colour(c));
    paint.anti_alias = true;
    paint
}

fn paint_primitive(pixmap: &mut Pixmap, shape: &Primitive) {
    let identity = Transform::identity();
    match shape {
        Primitive::Fill { rect, colour } => {
            if let Some(r) = skia_rect(*rect) {
                pixmap.fill_rect(r, &solid(*colour), identity, None);
            }
        }
        Primitive::Outline {
            rect,
            width,
            colour,
        } => {
            // The band between the rectangle and the one `width` inside it.
            let mut pb = PathBuilder::new();
            let fits = rect.w > 2.0 * width && rect.h > 2.0 * width;
            let inner = fits.then(|| rect.inset(*width));
            let rects = [Some(*rect), inner].into_iter().flatten();
            rects.filter_map(skia_rect).for_each(|r| pb.push_rect(r));
            if let Some(path) = pb.finish() {
                pixmap.fill_path(&path, &solid(*colour), FillRule::EvenOdd, identity, None);
            }
        }
        Primitive::Strokes {
            paths,
            width,
            colour,
        } => {
            let stroke = Stroke {
                width: *width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                ..Stroke::default()
            };
            let mut pb = PathBuilder::new();
            for path in paths {
                polyline(&mut pb, path, *width);
            }
            if let Some(path) = pb.finish() {
                pixmap.stroke_path(&path, &solid(*colour), &stroke, identity, None);
            }
        }
        Primitive::Triangle { points, colour } => {
            let mut pb = PathBuilder::new();
            polyline(&mut pb, points, 0.0);
            pb.close();
            if let Some(path) = pb.finish() {
                pixmap.fill_path(&path, &solid(*colour), FillRule::Winding, identity, None);
            }
        }
    }
}

/// A polyline into `pb`; a path of one point becomes a tiny segment, which
/// the round caps turn into a dot.
fn polyline(pb: &mut PathBuilder, path: &[WindowPoint], width: f32) {
    let Some(first) = path.first() else { return };
    pb.move_to(first.x, first.y);
    if path.len() == 1 {
        pb.line_to(first.x + width * 1e-3, first.y);
    }
    for p in &path[1..] {
        pb.line_to(p.x, p.y);
    }
}

fn skia_rect(r: Rect) -> Option<tiny_skia::Rect> {
    tiny_skia::Rect::from_xywh(r.x, r.y, r.w, r.h)
}

/// The glyph atlas in colour `c`, premultiplied: the colour times each
/// pixel's coverage.
fn tinted(atlas: &Atlas, c: Colour) -> Option<Pixmap> {
    let ink = colour(c).premultiply().to_color_u8();
    let channels = [ink.red(), ink.green(), ink.blue(), ink.alpha()];
    let scale = |v: u8, cover: u8| ((u16::from(v) * u16::from(cover) + 127) / 255) as u8;
    let data = atlas
        .coverage
        .iter()
        .flat_map(|&cover| channels.map(|v| scale(v, cover)))
        .collect();
    Pixmap::from_vec(
        data,
        tiny_skia::IntSize::from_wh(atlas.width, atlas.height)?,
    )
}

/// Each glyph's quad filled from the tinted atlas, scaled bilinearly, as
/// the GPU samples the same atlas in the window.
fn paint_text(pixmap: &mut Pixmap, run: &TextRun, glyphs: &Glyphs, ink: &Pixmap) {
    for quad in glyphs.quads(&run.text, run.x, run.baseline, run.size) {
        let (s, d) = (quad.source, quad.dest);
        let Some(dest) = skia_rect(d) else { continue };
        let (sx, sy) = (d.w / s.w, d.h / s.h);
        let place = Transform::from_row(sx, 0.0, 0.0, sy, d.x - s.x * sx, d.y - s.y * sy);
        let paint = Paint {
            shader: Pattern::new(
                ink.as_ref(),
                SpreadMode::Pad,
                FilterQuality::Bilinear,
                1.0,
                place,
            ),
            ..Paint::default()
        };
        pixmap.fill_rect(dest, &paint, Transform::identity(), None);
    }
}

#[cfg(test)]
#[path = "raster_tests.rs"]
mod tests;
