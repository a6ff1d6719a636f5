//! The game's icon, drawn as the game draws and painted in software: the
//! window's at 16, 32 and 64 pixels, `assets/ttt.png` at 128.

use crate::core::board::{Mark, Square};
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::picture::turtle::{Point, Segment};
use crate::view::board::{ink, inside, STRIKE_WIDTH};
use crate::view::display::{Colour, DisplayList};
use crate::view::layout::WindowPoint;
use crate::view::palette::{ICON_STRIKE, LIGHT};
use crate::view::raster::{encode, rasterize, RasterError};

/// The position the icon shows, its squares in the order played (X
/// first): O's win down the middle column.
const MOVES: [u8; 6] = [1, 2, 6, 5, 7, 8];

pub fn icon_list(size: u32) -> DisplayList {
    let side = size as f32;
    // The grid (120 units) and a margin, in `size` pixels.
    let scale = side / 136.0;
    let at =
        |p: Point| WindowPoint::new(side / 2.0 + p.x * scale, side / 2.0 - (p.y - 10.0) * scale);
    let pen = (side / 22.0).max(1.0);
    let mut list = DisplayList::new(side, side, LIGHT.paper);
    let mut draw = |segments: Vec<Segment>, width: f32, colour: Colour| {
        let paths = segments
            .iter()
            .map(|s| vec![at(s.from), at(s.to)])
            .collect();
        list.strokes(paths, width, colour);
    };
    draw(draw_board(), pen, LIGHT.ink);
    for (i, sq) in MOVES.iter().filter_map(|&n| Square::new(n)).enumerate() {
        let mark = [Mark::X, Mark::O][i % 2];
        let segments = draw_mark(mark, sq);
        let segments = segments.iter().map(|s| inside(s, sq));
        draw(segments.collect(), pen, ink(&LIGHT, mark));
    }
    let column: Vec<Square> = [2, 5, 8].iter().filter_map(|&n| Square::new(n)).collect();
    draw(strike(&column), pen * STRIKE_WIDTH, ICON_STRIKE);
    list
}

/// The icon `size` pixels square as RGBA bytes (not premultiplied), rows
/// from the top: what a window system takes.
pub fn icon_rgba(size: u32) -> Result<Vec<u8>, RasterError> {
    let pixmap = rasterize(&icon_list(size), None)?;
    Ok(pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect())
}

pub fn icon_png(size: u32) -> Result<Vec<u8>, RasterError> {
    encode(&rasterize(&icon_list(size), None)?)
}

#[cfg(test)]
#[path = "icon_tests.rs"]
mod tests;
