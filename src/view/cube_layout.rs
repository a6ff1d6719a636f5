//! Where Qubic's cube goes in an area of the window: the arrangement that
//! reads best there, the transform from `picture/cube.rs`'s turtle space,
//! each cell's corners and click strips, and where the numbers go.

use crate::picture::cube::{
    cell_centre, corners_in_plane, place, plane_corners, Arrangement, CELL, PLANE, STACK_SQUASH,
};
use crate::picture::drawing::STRIKE_OVERHANG;
use crate::picture::turtle::Point;
use crate::qubic::cell::Cell;
use crate::view::layout::{Layout, Rect, Transform, WindowPoint};

/// Turtle units kept free around the planes, for the strike's overhang.
pub const CUBE_PAD: f32 = STRIKE_OVERHANG + 6.0;
/// Turtle units left of flat planes for the planes' numbers, and the
/// least size in pixels of every number, readable in a small window.
pub const LABEL_ROOM: f32 = 36.0;
pub const MIN_LABEL: f32 = 12.0;
/// The rows' and columns' numbers, as a fraction of the planes'.
pub const COORD_SIZE: f32 = 0.85;
/// The stack is chosen wherever its rows are at least this many pixels
/// tall (a comfortable click).
pub const MIN_STACK_ROW: f32 = 20.0;
/// Pixels of a cell kept clear of its edges, where a click could mean
/// either cell (a small cell keeps an eighth of its side instead).
pub const CELL_MARGIN: f32 = 3.0;
/// Upright strips a cell's click region is made of: they cover a leaning
/// cell better than one rectangle.
pub const HIT_STRIPS: usize = 3;
/// Window pixels per turtle unit of the marks' pen and the grid's, and
/// their least widths.
pub const MARK_PEN_PER_UNIT: f32 = 1.2;
pub const MIN_MARK_PEN: f32 = 2.0;
pub const GRID_PEN_PER_UNIT: f32 = 0.5;
pub const MIN_GRID_PEN: f32 = 1.0;
/// The cube's place in a window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeLayout {
    /// The window area the cube is fitted into (centred, uniformly).
    pub area: Rect,
    pub arrangement: Arrangement,
    pub picture: Transform,
    /// The marks' pen (and the cursor's), and the grid's, in pixels.
    pub pen_width: f32,
    pub grid_width: f32,
    /// The planes' numbers' text size, and the rows' and columns'.
    pub label_size: f32,
    pub coord_size: f32,
}

impl CubeLayout {
    /// The cube in `area`: the stack where its rows are [`MIN_STACK_ROW`]
    /// pixels tall, else the row or the two by two, whichever has the
    /// bigger cells. `text` is the screen's text size, the largest the
    /// planes' numbers are.
    pub fn new(area: Rect, text: f32) -> CubeLayout {
        let [stack, row, grid] = Arrangement::ALL.map(|a| CubeLayout::arranged(area, text, a));
        if stack.cell_size().1 >= MIN_STACK_ROW {
            stack
        } else if row.picture.scale >= grid.picture.scale {
            row
        } else {
            grid
        }
    }

    /// The cube where the window's layout puts the board, as wide as the
    /// panel under it in a tall window.
    pub fn for_window(layout: &Layout) -> CubeLayout {
        let area = if layout.wide {
            layout.board
        } else {
            let left = layout.board.x.min(layout.panel.x);
            let right = layout.board.right().max(layout.panel.right());
            Rect::new(left, layout.board.y, right - left, layout.board.h)
        };
        CubeLayout::new(area, layout.text)
    }

    pub fn arranged(area: Rect, text: f32, arrangement: Arrangement) -> CubeLayout {
        let (lo, hi) = arrangement.bounds();
        // The stack's numbers sit in the room its shear leaves.
        let label_room = match arrangement {
            Arrangement::Stack => 0.0,
            Arrangement::Row | Arrangement::Grid => LABEL_ROOM,
        };
        let left = lo.x - CUBE_PAD - label_room;
        let (right, bottom, top) = (hi.x + CUBE_PAD, lo.y - CUBE_PAD, hi.y + CUBE_PAD);
        let clean = |v: f32| if v.is_finite() { v.max(1.0) } else { 1.0 };
        let (w, h) = (clean(area.w), clean(area.h));
        let (span_x, span_y) = (right - left, top - bottom);
        let label = |scale: f32| text.min(LABEL_ROOM * scale * 0.8).max(MIN_LABEL);
        // The columns' and rows' numbers take pixels above and right of
        // the picture, at a size worked out from the picture without them.
        let coord = (label((w / span_x).min(h / span_y)) * COORD_SIZE).max(MIN_LABEL);
        let (above, beside) = (coord * 1.5, coord * 1.4);
        let scale = ((w - beside) / span_x).min((h - above) / span_y).max(0.05);
        let x0 = area.x + (w - span_x * scale - beside) / 2.0;
        let y0 = area.y + (h - span_y * scale - above) / 2.0 + above;
        let origin = WindowPoint::new(x0 - left * scale, y0 + top * scale);
        CubeLayout {
            area,
            arrangement,
            picture: Transform { scale, origin },
            pen_width: (scale * MARK_PEN_PER_UNIT).max(MIN_MARK_PEN),
            grid_width: (scale * GRID_PEN_PER_UNIT).max(MIN_GRID_PEN),
            label_size: label(scale),
            coord_size: (label(scale) * COORD_SIZE).max(MIN_LABEL),
        }
    }

    /// A cell's width and height in pixels (its rows are squashed in the
    /// stack).
    pub fn cell_size(&self) -> (f32, f32) {
        let depth = match self.arrangement {
            Arrangement::Stack => STACK_SQUASH,
            Arrangement::Row | Arrangement::Grid => 1.0,
        };
        let scale = self.picture.scale;
        (CELL * scale, CELL * depth * scale)
    }

    pub fn cell_centre(&self, cell: Cell) -> WindowPoint {
        self.picture.to_window(cell_centre(self.arrangement, cell))
    }

    /// A cell's corners in the window: top left, top right, bottom right,
    /// bottom left (a parallelogram in the stack, else a square).
    pub fn cell_corners(&self, cell: Cell) -> [WindowPoint; 4] {
        let (plane, row, col) = place(cell);
        self.in_window(plane, corners_in_plane(row, col))
    }

    /// A plane's corners in the window (plane 1 is 0), as for a cell.
    pub fn plane_corners(&self, plane: usize) -> [WindowPoint; 4] {
        self.in_window(plane, plane_corners())
    }

    /// Points of plane `plane`'s turtle space in the window.
    fn in_window(&self, plane: usize, points: [Point; 4]) -> [WindowPoint; 4] {
        let map = self.arrangement.planes()[plane.min(3)];
        points.map(|p| self.picture.to_window(map.apply(p)))
    }

    /// The rectangles a click plays `cell` in: its inside, [`CELL_MARGIN`]
    /// clear of its edges, cut across into [`HIT_STRIPS`] strips, each the
    /// largest upright rectangle in its part of the (leaning) cell. No two
    /// cells' rectangles meet.
    pub fn cell_hit_rects(&self, cell: Cell) -> [Rect; HIT_STRIPS] {
        let [tl, tr, br, bl] = self.cell_corners(cell);
        let (top, bottom) = (tl.y.min(tr.y), bl.y.max(br.y));
        let height = bottom - top;
        let narrowest = (tr.x - tl.x).min(br.x - bl.x);
        let m = CELL_MARGIN.min(narrowest / 8.0).min(height / 8.0);
        // Where the cell's left and right edges are at height y.
        let along = |a: WindowPoint, b: WindowPoint, y: f32| {
            if height > 0.0 {
                a.x + (b.x - a.x) * (y - top) / height
            } else {
                a.x
            }
        };
        let step = (height - 2.0 * m).max(0.0) / HIT_STRIPS as f32;
        std::array::from_fn(|k| {
            let (y0, y1) = (top + m + step * k as f32, top + m + step * (k + 1) as f32);
            let left = along(tl, bl, y0).max(along(tl, bl, y1)) + m;
            let right = along(tr, br, y0).min(along(tr, br, y1)) - m;
            Rect::new(left, y0, (right - left).max(0.0), y1 - y0)
        })
    }

    /// The cell one of whose [`CubeLayout::cell_hit_rects`] holds `p`.
    pub fn cell_at(&self, p: WindowPoint) -> Option<Cell> {
        let turtle = self.picture.to_turtle(p);
        let h = PLANE / 2.0;
        self.arrangement
            .planes()
            .iter()
            .enumerate()
            .find_map(|(plane, map)| {
                let q = map.invert(turtle);
                if !(q.x > -h && q.x < h && q.y > -h && q.y < h) {
                    return None;
                }
                let col = ((q.x + h) / CELL).floor() as usize;
                let row = ((h - q.y) / CELL).floor() as usize;
                Cell::from_index(16 * plane + 4 * row.min(3) + col.min(3))
            })
            .filter(|&cell| self.cell_hit_rects(cell).iter().any(|r| r.contains(p)))
    }

    /// The columns' numbers (over planes with none above) and the rows'
    /// (right of planes with none beside): where each is centred.
    pub fn coordinates(&self) -> Vec<(WindowPoint, u8)> {
        let corners: Vec<[WindowPoint; 4]> = (0..4).map(|p| self.plane_corners(p)).collect();
        let overlaps = |a: (f32, f32), b: (f32, f32)| a.0 < b.1 && b.0 < a.1;
        let span_x = |c: &[WindowPoint; 4]| (c[3].x.min(c[0].x), c[1].x.max(c[2].x));
        let span_y = |c: &[WindowPoint; 4]| (c[0].y, c[3].y);
        let mut out = Vec::new();
        for (plane, c) in corners.iter().enumerate() {
            let above = corners
                .iter()
                .any(|o| o[3].y <= c[0].y && overlaps(span_x(o), span_x(c)));
            let beside = corners
                .iter()
                .any(|o| o[0].x >= c[1].x && overlaps(span_y(o), span_y(c)));
            for k in 0..4u8 {
                let i = usize::from(k);
                if !above {
                    let [tl, tr, ..] = self.in_window(plane, corners_in_plane(0, i));
                    let at = WindowPoint::new((tl.x + tr.x) / 2.0, tl.y - self.coord_size * 0.8);
                    out.push((at, k + 1));
                }
                if !beside {
                    let [_, tr, br, _] = self.in_window(plane, corners_in_plane(i, 3));
                    let x = (tr.x + br.x) / 2.0 + self.coord_size * 0.9;
                    out.push((WindowPoint::new(x, (tr.y + br.y) / 2.0), k + 1));
                }
            }
        }
        out
    }

    /// Where plane `plane`'s number (0 for plane 1) is centred: left of the
    /// plane, mid-height (in the stack, under the back's overhang).
    pub fn label_at(&self, plane: usize) -> WindowPoint {
        let map = self.arrangement.planes()[plane.min(3)];
        let middle = map.apply(Point::new(-PLANE / 2.0, 0.0));
        let x = match self.arrangement {
            Arrangement::Stack => {
                let front = map.apply(Point::new(-PLANE / 2.0, -PLANE / 2.0));
                (middle.x + front.x) / 2.0 - CUBE_PAD / 2.0
            }
            Arrangement::Row | Arrangement::Grid => middle.x - LABEL_ROOM / 2.0,
        };
        self.picture.to_window(Point::new(x, middle.y))
    }
}

#[cfg(test)]
#[path = "cube_layout_tests.rs"]
pub(crate) mod tests;
