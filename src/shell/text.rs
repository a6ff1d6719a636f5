//! Text: sizes fitted to the room they have, glyphs rasterized at two
//! fixed sizes and scaled, and measurements remembered between frames.

use super::render::Frame;
use macroquad::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;
use ttt::layout::TextLine;

/// Smallest font size text is shrunk to, in logical pixels.
const MIN_TEXT: f32 = 7.0;

/// A text, its wanted size and its room, as bits (for a map key).
type FitKey = (String, u32, u32);

/// The font size at which `text` fits `max_width`, and its width then.
/// Remembered per text, size and width, since the same lines are drawn
/// frame after frame and measuring walks every glyph.
pub fn fitted(frame: &Frame, text: &str, size: f32, max_width: f32) -> (f32, f32) {
    thread_local! {
        static FITTED: RefCell<HashMap<FitKey, (f32, f32)>> = RefCell::new(HashMap::new());
    }
    let key = (text.to_string(), size.to_bits(), max_width.to_bits());
    if let Some(found) = FITTED.with(|f| f.borrow().get(&key).copied()) {
        return found;
    }
    let result = measure_fit(frame, text, size, max_width);
    FITTED.with(|f| {
        let mut f = f.borrow_mut();
        if f.len() > 512 {
            f.clear(); // A resize leaves old sizes behind; start afresh.
        }
        f.insert(key, result);
    });
    result
}

fn measure_fit(frame: &Frame, text: &str, size: f32, max_width: f32) -> (f32, f32) {
    let measure = |s: f32| {
        let (raster, scale) = raster(s);
        measure_text(text, Some(frame.font), raster, scale).width
    };
    let width = measure(size);
    if width <= max_width || width <= 0.0 {
        return (size, width);
    }
    let smaller = (size * max_width / width).max(MIN_TEXT).floor();
    (smaller, measure(smaller))
}

pub fn text_centred(frame: &Frame, text: &str, place: &TextLine, colour: Color) {
    let (size, width) = fitted(frame, text, place.size, place.max_width);
    draw_text_ex(
        text,
        place.centre_x - width / 2.0,
        place.baseline,
        params(frame, size, colour),
    );
}

pub fn text_at(
    frame: &Frame,
    text: &str,
    x: f32,
    baseline: f32,
    size: f32,
    max_width: f32,
    colour: Color,
) {
    let (size, _) = fitted(frame, text, size, max_width);
    draw_text_ex(text, x, baseline, params(frame, size, colour));
}

fn params<'a>(frame: &Frame<'a>, size: f32, color: Color) -> TextParams<'a> {
    let (font_size, font_scale) = raster(size);
    TextParams {
        font: Some(frame.font),
        font_size,
        font_scale,
        color,
        ..Default::default()
    }
}

/// Glyphs are rasterized at two sizes only, and scaled from there: every
/// size macroquad rasterizes costs megabytes of glyph atlas, and the
/// layout's sizes follow the window's, so each resize would add more.
const RASTER_SMALL: u16 = 16;
const RASTER_LARGE: u16 = 44;

/// Rasterizes every glyph the subset font has, at both raster sizes, before
/// the first frame, so no frame pays for caching glyphs on first use.
pub fn warm_glyphs(font: &Font) {
    let chars: Vec<char> = (' '..='~')
        .chain('\u{a0}'..='\u{ff}')
        .chain("–—‘’“”•…←↑→↓↔−".chars())
        .collect();
    for size in [RASTER_SMALL, RASTER_LARGE] {
        font.populate_font_cache(&chars, size);
    }
}

/// The raster size and scale that draw text `size` pixels high.
fn raster(size: f32) -> (u16, f32) {
    let size = size.max(1.0);
    let base = if size <= 1.25 * RASTER_SMALL as f32 {
        RASTER_SMALL
    } else {
        RASTER_LARGE
    };
    (base, size / base as f32)
}
