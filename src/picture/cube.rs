//! Qubic's picture in turtle space: four 4×4 planes (stacked and sheared,
//! in a row, or two by two), X and O lying in their plane, and the mark of
//! a winning line. Each plane has its own turtle space (centred, y up, row
//! 1 at the top); an affine [`PlaneMap`] puts it in the picture, so a line
//! through the stack or the row is drawn straight across its planes.

use crate::core::square::Mark;
use crate::picture::drawing::{drawline, mark_at, shrunk, square_loop, strike_through};
use crate::picture::turtle::{heading_to, Point, Segment, Turtle};
use crate::qubic::cell::{Cell, Line};

/// A cell's side in its plane, in turtle units: the 3×3 board's square.
pub const CELL: f32 = 40.0;
/// A plane's side, in turtle units.
pub const PLANE: f32 = 4.0 * CELL;
/// Marks are drawn at this fraction of Logo's size, clear of the grid.
pub const MARK_SCALE: f32 = 0.75;
/// The stack's planes are seen from above and in front: a plane's depth
/// (its rows) is drawn at [`STACK_SQUASH`] of its width, and its back
/// leans right by [`STACK_SHEAR`] units per unit of depth.
pub const STACK_SQUASH: f32 = 0.55;
pub const STACK_SHEAR: f32 = 0.3;
/// Turtle units between the stack's planes, and between planes laid flat.
pub const STACK_GAP: f32 = 20.0;
pub const FLAT_GAP: f32 = 36.0;
/// Turtle units inside a cell's edges of the ring round a winning cell.
pub const RING_INSET: f32 = 3.0;

/// How the four planes lie in the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Plane 1 on top, each plane sheared as if seen from above.
    Stack,
    /// Side by side, plane 1 at the left.
    Row,
    /// Two by two, plane 1 at the top left, plane 2 at its right.
    Grid,
}

impl Arrangement {
    pub const ALL: [Arrangement; 3] = [Arrangement::Stack, Arrangement::Row, Arrangement::Grid];

    /// Where each plane (plane 1 first) lies in the picture.
    pub fn planes(self) -> [PlaneMap; 4] {
        let flat = |x: f32, y: f32| PlaneMap {
            origin: Point::new(x, y),
            across: Point::new(1.0, 0.0),
            up: Point::new(0.0, 1.0),
        };
        let step = PLANE + FLAT_GAP;
        std::array::from_fn(|i| {
            let i = i as f32;
            match self {
                Arrangement::Stack => PlaneMap {
                    origin: Point::new(0.0, (1.5 - i) * (PLANE * STACK_SQUASH + STACK_GAP)),
                    across: Point::new(1.0, 0.0),
                    up: Point::new(STACK_SHEAR, STACK_SQUASH),
                },
                Arrangement::Row => flat((i - 1.5) * step, 0.0),
                Arrangement::Grid => {
                    flat(((i % 2.0) - 0.5) * step, (0.5 - (i / 2.0).floor()) * step)
                }
            }
        })
    }

    /// The bottom-left and top-right corners of the least box holding the
    /// four planes.
    pub fn bounds(self) -> (Point, Point) {
        let corners = self
            .planes()
            .map(|map| plane_corners().map(|p| map.apply(p)));
        let points = corners.as_flattened();
        let least = |f: fn(&Point) -> f32| points.iter().map(f).fold(f32::INFINITY, f32::min);
        let most = |f: fn(&Point) -> f32| points.iter().map(f).fold(f32::NEG_INFINITY, f32::max);
        (
            Point::new(least(|p| p.x), least(|p| p.y)),
            Point::new(most(|p| p.x), most(|p| p.y)),
        )
    }
}

/// A plane's place in the picture: plane point (x, y) goes to
/// `origin + x·across + y·up`. `across` and `up` are never parallel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlaneMap {
    pub origin: Point,
    pub across: Point,
    pub up: Point,
}

impl PlaneMap {
    pub fn apply(&self, p: Point) -> Point {
        Point::new(
            self.origin.x + p.x * self.across.x + p.y * self.up.x,
            self.origin.y + p.x * self.across.y + p.y * self.up.y,
        )
    }

    /// The plane point that [`PlaneMap::apply`] takes to `p`.
    pub fn invert(&self, p: Point) -> Point {
        let (dx, dy) = (p.x - self.origin.x, p.y - self.origin.y);
        let det = self.across.x * self.up.y - self.up.x * self.across.y;
        Point::new(
            (dx * self.up.y - dy * self.up.x) / det,
            (self.across.x * dy - self.across.y * dx) / det,
        )
    }

    /// A plane's stroke in the picture, heading the way it now goes.
    pub fn segment(&self, s: &Segment) -> Segment {
        let (from, to) = (self.apply(s.from), self.apply(s.to));
        let heading = heading_to(from, to);
        Segment { from, to, heading }
    }

    /// Plane strokes in the picture.
    fn segments(&self, path: &[Segment]) -> Vec<Segment> {
        path.iter().map(|s| self.segment(s)).collect()
    }
}

/// The plane (0 for plane 1), row and column (0 for the first) of `cell`.
pub fn place(cell: Cell) -> (usize, usize, usize) {
    let (p, r, c) = cell.plane_row_column();
    (p as usize - 1, r as usize - 1, c as usize - 1)
}

/// A cell's centre in its plane's turtle space.
pub fn centre_in_plane(row: usize, col: usize) -> Point {
    let h = PLANE / 2.0;
    Point::new(
        -h + CELL / 2.0 + CELL * col as f32,
        h - CELL / 2.0 - CELL * row as f32,
    )
}

/// The corners of a square `2 * h` a side about `c`: top left, top right,
/// bottom right, bottom left.
fn corners(c: Point, h: f32) -> [Point; 4] {
    [(-h, h), (h, h), (h, -h), (-h, -h)].map(|(x, y)| Point::new(c.x + x, c.y + y))
}

/// A plane's corners in its own turtle space, as a cell's.
pub fn plane_corners() -> [Point; 4] {
    corners(Point::default(), PLANE / 2.0)
}

/// A cell's corners in its plane's turtle space.
pub fn corners_in_plane(row: usize, col: usize) -> [Point; 4] {
    corners(centre_in_plane(row, col), CELL / 2.0)
}

/// A cell's centre in the picture.
pub fn cell_centre(arrangement: Arrangement, cell: Cell) -> Point {
    let (plane, row, col) = place(cell);
    arrangement.planes()[plane].apply(centre_in_plane(row, col))
}

/// One plane's grid in its own turtle space: the edge (so each plane reads
/// as a sheet), then the three inner lines each way, rows first.
pub fn draw_plane() -> Vec<Segment> {
    let h = PLANE / 2.0;
    let mut turtle = Turtle::default();
    square_loop(&mut turtle, Point::new(-h, h), PLANE);
    for at in [CELL, 2.0 * CELL, 3.0 * CELL] {
        drawline(&mut turtle, Point::new(-h, h - at), 90.0, PLANE);
    }
    for at in [CELL, 2.0 * CELL, 3.0 * CELL] {
        drawline(&mut turtle, Point::new(-h + at, h), 180.0, PLANE);
    }
    turtle.into_segments()
}

/// The four planes' grids in the picture, plane 1 first.
pub fn draw_planes(arrangement: Arrangement) -> Vec<Segment> {
    let grid = draw_plane();
    let planes = arrangement.planes();
    planes.iter().flat_map(|map| map.segments(&grid)).collect()
}

/// `drawx` or `drawo` in `cell`, at [`MARK_SCALE`], lying in its plane.
pub fn draw_mark(arrangement: Arrangement, mark: Mark, cell: Cell) -> Vec<Segment> {
    let (plane, row, col) = place(cell);
    let centre = centre_in_plane(row, col);
    let map = arrangement.planes()[plane];
    let lying = |s: &Segment| map.segment(&shrunk(s, centre, MARK_SCALE));
    mark_at(mark, centre).iter().map(lying).collect()
}

/// The mark of a winning line: a ring round each of its cells (found at a
/// glance among 64), then, in the stack or within one plane, the stroke
/// through them (across planes laid flat it would cross other cells).
pub fn strike(arrangement: Arrangement, line: Line) -> Vec<Segment> {
    let planes: Vec<usize> = line.cells().map(|c| place(c).0).collect();
    let mut path: Vec<Segment> = line.cells().flat_map(|c| ring(arrangement, c)).collect();
    if arrangement == Arrangement::Stack || planes.windows(2).all(|w| w[0] == w[1]) {
        let centres: Vec<Point> = line.cells().map(|c| cell_centre(arrangement, c)).collect();
        path.extend(strike_through(&centres));
    }
    path
}

/// A square loop just inside `cell`'s edges, clockwise from its top left.
pub fn ring(arrangement: Arrangement, cell: Cell) -> Vec<Segment> {
    let (plane, row, col) = place(cell);
    let c = centre_in_plane(row, col);
    let half = CELL / 2.0 - RING_INSET;
    let mut turtle = Turtle::default();
    square_loop(&mut turtle, Point::new(c.x - half, c.y + half), 2.0 * half);
    arrangement.planes()[plane].segments(&turtle.into_segments())
}

#[cfg(test)]
#[path = "cube_tests.rs"]
mod tests;
