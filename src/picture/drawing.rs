//! The Logo program's picture as turtle programs (CSLS ch. 6, its exact
//! coordinates): `draw.board`, `box1..box9`, `drawx`, `drawo`, the strike.

use crate::core::board::{Mark, Square};
use crate::picture::turtle::{heading_to, Point, Segment, Turtle};

/// Left, right, bottom and top edges of the grid, in turtle units.
pub const GRID_LEFT: f32 = -60.0;
pub const GRID_RIGHT: f32 = 60.0;
pub const GRID_BOTTOM: f32 = -50.0;
pub const GRID_TOP: f32 = 70.0;
/// Each square is this many turtle units on a side.
pub const SQUARE_SIZE: f32 = 40.0;

/// Half the length of each arm of an X: `forward 25.5` from the centre at
/// 45° gives a corner ±18.03 units away in x and y.
pub const X_ARM: f32 = 25.5;
/// Radius of an O: `arc 360 18`.
pub const O_RADIUS: f32 = 18.0;
/// How far the strike-through runs past the centres of the end squares.
pub const STRIKE_OVERHANG: f32 = 14.0;

/// `box1` .. `box9`: the centre of each square, (-40, 50) to (40, -30).
pub fn box_centre(sq: Square) -> Point {
    let (row, col) = sq.row_col();
    let half = SQUARE_SIZE / 2.0;
    Point::new(
        GRID_LEFT + half + SQUARE_SIZE * col as f32,
        GRID_TOP - half - SQUARE_SIZE * row as f32,
    )
}

/// `drawline POS HEADING LENGTH`: pen up, go to POS, set heading, pen
/// down, forward LENGTH.
pub fn drawline(turtle: &mut Turtle, pos: Point, heading: f32, length: f32) {
    turtle
        .penup()
        .setpos(pos)
        .setheading(heading)
        .pendown()
        .forward(length);
}

/// `draw.board`: the four grid lines, verticals first.
pub fn draw_board() -> Vec<Segment> {
    let mut turtle = Turtle::default();
    drawline(&mut turtle, Point::new(-20.0, -50.0), 0.0, 120.0);
    drawline(&mut turtle, Point::new(20.0, -50.0), 0.0, 120.0);
    drawline(&mut turtle, Point::new(-60.0, -10.0), 90.0, 120.0);
    drawline(&mut turtle, Point::new(-60.0, 30.0), 90.0, 120.0);
    turtle.into_segments()
}

/// `draw :who :square`: [`mark_at`] the box centre of `sq`.
pub fn draw_mark(mark: Mark, sq: Square) -> Vec<Segment> {
    mark_at(mark, box_centre(sq))
}

/// `drawx` or `drawo` about `centre` (a square's, or a Qubic cell's):
/// four arms out and back at 45° and its turns, or `arc 360 18` from
/// straight up (the heading `draw.board` leaves).
pub fn mark_at(mark: Mark, centre: Point) -> Vec<Segment> {
    let mut turtle = Turtle::default();
    turtle.penup().setpos(centre);
    match mark {
        Mark::X => {
            turtle.setheading(45.0).pendown();
            for _ in 0..4 {
                turtle.forward(X_ARM).back(X_ARM).right(90.0);
            }
        }
        Mark::O => {
            turtle.setheading(0.0).pendown().arc(360.0, O_RADIUS);
        }
    }
    turtle.into_segments()
}

/// Segment `s` drawn `scale` of its size about `centre`: marks are drawn
/// smaller than Logo's, so a mark never touches the grid.
pub fn shrunk(s: &Segment, centre: Point, scale: f32) -> Segment {
    let (from, to) = (centre.lerp(s.from, scale), centre.lerp(s.to, scale));
    Segment { from, to, ..*s }
}

/// The stroke through a winning combination: a straight line from before
/// its first square's centre to past its last; an L (a variant's corner)
/// from one end through the corner to the other; a 2×2 block boxed.
pub fn strike(squares: &[Square]) -> Vec<Segment> {
    let centres: Vec<Point> = squares.iter().map(|&sq| box_centre(sq)).collect();
    let mut turtle = Turtle::default();
    match centres.as_slice() {
        &[a, b, c] if !collinear(a, b, c) => {
            // The corner is the square next to both of the others.
            let corner = |q: Point| [a, b, c].iter().all(|p| p.distance(q) <= SQUARE_SIZE + 0.1);
            let path = match (corner(a), corner(b), corner(c)) {
                (true, false, _) => [b, a, c],
                (false, false, true) => [a, c, b],
                _ => [a, b, c],
            };
            strike_path(&mut turtle, &path);
        }
        [_, _, _, _] => box_loop(&mut turtle, &centres),
        _ => {
            let ends = [centres[0], centres[centres.len() - 1]];
            strike_path(&mut turtle, &ends);
        }
    }
    turtle.into_segments()
}

fn collinear(a: Point, b: Point, c: Point) -> bool {
    ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)).abs() < 1e-3
}

/// The stroke through `points` (at least two): Qubic's winning line.
pub fn strike_through(points: &[Point]) -> Vec<Segment> {
    let mut turtle = Turtle::default();
    if points.len() >= 2 {
        strike_path(&mut turtle, points);
    }
    turtle.into_segments()
}

/// Pen down from [`STRIKE_OVERHANG`] before the first point, through each
/// point, to the overhang past the last.
fn strike_path(turtle: &mut Turtle, points: &[Point]) {
    let (first, second) = (points[0], points[1]);
    turtle
        .penup()
        .setpos(first)
        .setheading(heading_to(first, second))
        .back(STRIKE_OVERHANG)
        .pendown();
    for (i, pair) in points.windows(2).enumerate() {
        let mut length = pair[0].distance(pair[1]);
        if i == 0 {
            length += STRIKE_OVERHANG;
        }
        if i + 2 == points.len() {
            length += STRIKE_OVERHANG;
        }
        turtle
            .setheading(heading_to(pair[0], pair[1]))
            .forward(length);
    }
}

fn box_loop(turtle: &mut Turtle, centres: &[Point]) {
    let left = centres.iter().map(|p| p.x).fold(f32::INFINITY, f32::min);
    let top = centres.iter().map(|p| p.y).fold(f32::MIN, f32::max);
    let corner = Point::new(left - STRIKE_OVERHANG, top + STRIKE_OVERHANG);
    square_loop(turtle, corner, SQUARE_SIZE + 2.0 * STRIKE_OVERHANG);
}

/// A square `side` units a side, clockwise from `top_left`: a 2×2 block's
/// strike, a Qubic plane's edge, a winning cell's ring.
pub fn square_loop(turtle: &mut Turtle, top_left: Point, side: f32) {
    turtle.penup().setpos(top_left).setheading(90.0).pendown();
    for _ in 0..4 {
        turtle.forward(side).right(90.0);
    }
}

#[cfg(test)]
#[path = "drawing_tests.rs"]
mod tests;
