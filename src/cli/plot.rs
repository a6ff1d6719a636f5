//! `ttt train --plot FILE`: learning curves (games lost in each block of
//! games, lessons learned) drawn with plotters, as SVG or PNG. Native only.

use crate::data::files::atomic_write;
use crate::picture::glyphs::FONT;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

const SIZE: (u32, u32) = (960, 540);
const COLOURS: [RGBColor; 4] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
];

/// One point of the learning curve: after `games`, the games lost in the
/// block that ended there, and the lessons learned so far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub games: u64,
    pub lost: u64,
    pub lessons: usize,
}

/// Pixels of a tick label's digit, and around the labels and the axis's
/// name, on each side of the chart.
const DIGIT_WIDTH: u32 = 8;
const LABEL_ROOM: u32 = 40;

/// Draws `curves` (an opponent's name and its points, a point each
/// `block` games) to `path`, whose name ends in `.svg` or `.png`; the file
/// is written atomically.
pub fn draw(
    path: &Path,
    title: &str,
    block: u64,
    curves: &[(String, Vec<Point>)],
) -> Result<(), String> {
    // Both backends measure text with the game's own font.
    plotters::style::register_font("sans-serif", FontStyle::Normal, FONT)
        .map_err(|_| "the game's font did not load".to_string())?;
    let bytes = match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => {
            let mut text = String::new();
            let area = SVGBackend::with_string(&mut text, SIZE).into_drawing_area();
            chart(area, (title, block), curves).map_err(|e| e.to_string())?;
            text.into_bytes()
        }
        Some("png") => {
            let mut pixels = vec![255u8; (SIZE.0 * SIZE.1 * 3) as usize];
            let area = BitMapBackend::with_buffer(&mut pixels, SIZE).into_drawing_area();
            chart(area, (title, block), curves).map_err(|e| e.to_string())?;
            png_bytes(&pixels).map_err(|e| e.to_string())?
        }
        _ => return Err(format!("'{}' must end in .svg or .png", path.display())),
    };
    atomic_write(path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn png_bytes(rgb: &[u8]) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, SIZE.0, SIZE.1);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    // The writer ends the file (its IEND chunk) as it is dropped.
    encoder.write_header()?.write_image_data(rgb)?;
    Ok(bytes)
}

/// The pixels a side of the chart needs for tick labels up to `most`
/// and the axis's name beside them.
fn label_room(most: u64) -> u32 {
    LABEL_ROOM + DIGIT_WIDTH * most.to_string().len() as u32
}

fn chart<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    (title, block): (&str, u64),
    curves: &[(String, Vec<Point>)],
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let points = curves.iter().flat_map(|(_, c)| c.iter());
    let games = points.clone().map(|p| p.games).max().unwrap_or(1).max(1);
    let lost = points.clone().map(|p| p.lost).max().unwrap_or(1).max(1);
    let lessons = points.map(|p| p.lessons as u64).max().unwrap_or(1).max(1);
    // A tenth more room above each curve, so neither runs along the top.
    let (lost, lessons) = (lost + lost / 10 + 1, lessons + lessons / 10 + 1);
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 22))
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(label_room(lost))
        .right_y_label_area_size(label_room(lessons))
        .build_cartesian_2d(0..games, 0..lost)?
        .set_secondary_coord(0..games, 0..lessons);
    chart
        .configure_mesh()
        .x_desc("games played")
        .y_desc(lost_label(block))
        .draw()?;
    chart
        .configure_secondary_axes()
        .y_desc("lessons learned in all (thick lines)")
        .draw()?;
    for (i, (name, curve)) in curves.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let lost = curve.iter().skip(1).map(|p| (p.games, p.lost));
        chart.draw_series(LineSeries::new(lost, colour.stroke_width(1)))?;
        let learned = curve.iter().map(|p| (p.games, p.lessons as u64));
        chart
            .draw_secondary_series(LineSeries::new(learned, colour.stroke_width(3)))?
            .label(name.as_str())
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(3))
            });
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperLeft)
        .draw()?;
    root.present()
}

/// The left axis's name, with its unit: `games lost in each 10 played
/// (thin lines)`.
pub fn lost_label(block: u64) -> String {
    match block {
        1 => "games lost, each game (thin lines)".to_string(),
        n => format!("games lost in each {n} played (thin lines)"),
    }
}

#[cfg(test)]
#[path = "plot_tests.rs"]
mod tests;
