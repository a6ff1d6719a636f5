//! The Logo program's picture as turtle programs: `draw.board`, the box
//! centres `box1..box9`, `drawx`, `drawo`, and the stroke through a winning
//! line. Coordinates are exactly the Logo program's (CSLS ch. 6), in turtle
//! space: the grid spans x -60..60, y -50..70, squares 40 units apart.

use crate::core::board::{Mark, Square};
use crate::picture::turtle::{Point, Segment, Turtle};

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

/// `box1` .. `box9`: the centre of each square.
pub const BOX_CENTRES: [Point; 9] = [
    Point::new(-40.0, 50.0),
    Point::new(0.0, 50.0),
    Point::new(40.0, 50.0),
    Point::new(-40.0, 10.0),
    Point::new(0.0, 10.0),
    Point::new(40.0, 10.0),
    Point::new(-40.0, -30.0),
    Point::new(0.0, -30.0),
    Point::new(40.0, -30.0),
];

/// The value of `box<sq>`.
pub fn box_centre(sq: Square) -> Point {
    BOX_CENTRES[sq.index()]
}

/// `drawline POS HEADING LENGTH`: pen up, go to POS, set heading, pen
/// down, forward LENGTH.
fn drawline(turtle: &mut Turtle, pos: Point, heading: f32, length: f32) {
    turtle
        .penup()
        .setpos(pos)
        .setheading(heading)
        .pendown()
        .forward(length);
}

/// `draw.board`: the four grid lines, verticals first.
pub fn draw_board() -> Vec<Segment> {
    let mut turtle = Turtle::new();
    drawline(&mut turtle, Point::new(-20.0, -50.0), 0.0, 120.0);
    drawline(&mut turtle, Point::new(20.0, -50.0), 0.0, 120.0);
    drawline(&mut turtle, Point::new(-60.0, -10.0), 90.0, 120.0);
    drawline(&mut turtle, Point::new(-60.0, 30.0), 90.0, 120.0);
    turtle.into_segments()
}

/// `move :square`: pen up, go to the square's box.
fn move_to(turtle: &mut Turtle, sq: Square) {
    turtle.penup().setpos(box_centre(sq));
}

/// `drawx` in `sq`: four arms of [`X_ARM`] out and back, at 45°, 135°,
/// 225° and 315°.
pub fn draw_x(sq: Square) -> Vec<Segment> {
    let mut turtle = Turtle::new();
    move_to(&mut turtle, sq);
    turtle.setheading(45.0).pendown();
    for _ in 0..4 {
        turtle.forward(X_ARM).back(X_ARM).right(90.0);
    }
    turtle.into_segments()
}

/// `drawo` in `sq`: `arc 360 18` around the box centre, starting straight
/// up (the heading `draw.board` leaves, as nothing else turns the turtle
/// before an O in the Logo program's first game).
pub fn draw_o(sq: Square) -> Vec<Segment> {
    let mut turtle = Turtle::new();
    move_to(&mut turtle, sq);
    turtle.setheading(0.0).pendown().arc(360.0, O_RADIUS);
    turtle.into_segments()
}

/// `draw :who :square`.
pub fn draw_mark(mark: Mark, sq: Square) -> Vec<Segment> {
    match mark {
        Mark::X => draw_x(sq),
        Mark::O => draw_o(sq),
    }
}

/// The turtle's stroke through a winning combination, as a shape that
/// reads at a glance: a straight line runs from before its first square's
/// centre to past its last; an L (a variant's corner) runs from one end
/// through the corner square to the other; a 2×2 block is boxed by a
/// square loop through its four marks.
pub fn strike(squares: &[Square]) -> Vec<Segment> {
    let centres: Vec<Point> = squares.iter().map(|&sq| box_centre(sq)).collect();
    let mut turtle = Turtle::new();
    match centres.as_slice() {
        [a, b, c] if !collinear(*a, *b, *c) => {
            // The corner is the square next to both of the others.
            let corner = [1, 0, 2]
                .into_iter()
                .find(|&i| {
                    centres
                        .iter()
                        .all(|p| p.distance(centres[i]) <= SQUARE_SIZE + 0.1)
                })
                .unwrap_or(1);
            let ends: Vec<Point> = (0..3)
                .filter(|&i| i != corner)
                .map(|i| centres[i])
                .collect();
            strike_path(&mut turtle, &[ends[0], centres[corner], ends[1]]);
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

/// The heading from `from` to `to`, in Logo's degrees.
fn towards(from: Point, to: Point) -> f32 {
    (to.x - from.x).atan2(to.y - from.y).to_degrees()
}

/// Pen down from [`STRIKE_OVERHANG`] before the first point, through each
/// point, to the overhang past the last.
fn strike_path(turtle: &mut Turtle, points: &[Point]) {
    let (first, second) = (points[0], points[1]);
    turtle
        .penup()
        .setpos(first)
        .setheading(towards(first, second))
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
        turtle.setheading(towards(pair[0], pair[1])).forward(length);
    }
}

/// A square loop [`STRIKE_OVERHANG`] outside the four centres of a 2×2
/// block, clockwise from its top-left corner.
fn box_loop(turtle: &mut Turtle, centres: &[Point]) {
    let left = centres.iter().map(|p| p.x).fold(f32::INFINITY, f32::min);
    let top = centres
        .iter()
        .map(|p| p.y)
        .fold(f32::NEG_INFINITY, f32::max);
    let side = SQUARE_SIZE + 2.0 * STRIKE_OVERHANG;
    turtle
        .penup()
        .setpos(Point::new(left - STRIKE_OVERHANG, top + STRIKE_OVERHANG))
        .setheading(90.0)
        .pendown();
    for _ in 0..4 {
        turtle.forward(side).right(90.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u8) -> Square {
        Square::new(n).expect("1..=9")
    }

    fn near(a: f32, b: f32) -> bool {
        (a - b).abs() < 0.01
    }

    fn check_line(s: &Segment, from: (f32, f32), to: (f32, f32)) {
        let ok = near(s.from.x, from.0)
            && near(s.from.y, from.1)
            && near(s.to.x, to.0)
            && near(s.to.y, to.1);
        assert!(ok, "{s:?} is not {from:?} -> {to:?}");
    }

    #[test]
    fn board_is_four_lines_of_the_logo_program() {
        let lines = draw_board();
        assert_eq!(lines.len(), 4);
        check_line(&lines[0], (-20.0, -50.0), (-20.0, 70.0));
        check_line(&lines[1], (20.0, -50.0), (20.0, 70.0));
        check_line(&lines[2], (-60.0, -10.0), (60.0, -10.0));
        check_line(&lines[3], (-60.0, 30.0), (60.0, 30.0));
    }

    #[test]
    fn box_centres_are_the_middles_of_the_squares() {
        for s in Square::all() {
            let (row, col) = s.row_col();
            let expected = Point::new(
                GRID_LEFT + SQUARE_SIZE * (col as f32 + 0.5),
                GRID_TOP - SQUARE_SIZE * (row as f32 + 0.5),
            );
            assert_eq!(box_centre(s), expected, "box{s}");
        }
    }

    #[test]
    fn each_x_arm_ends_at_centre_plus_or_minus_18_03() {
        for s in Square::all() {
            let c = box_centre(s);
            let arms = draw_x(s);
            assert_eq!(arms.len(), 8, "out and back, four times");
            let ends = [
                (18.03, 18.03),
                (18.03, -18.03),
                (-18.03, -18.03),
                (-18.03, 18.03),
            ];
            for (i, (dx, dy)) in ends.into_iter().enumerate() {
                check_line(&arms[2 * i], (c.x, c.y), (c.x + dx, c.y + dy));
                check_line(&arms[2 * i + 1], (c.x + dx, c.y + dy), (c.x, c.y));
            }
        }
    }

    #[test]
    fn each_o_has_radius_18_around_the_centre() {
        for s in Square::all() {
            let c = box_centre(s);
            let ring = draw_o(s);
            assert!(ring.len() >= 36);
            check_line(&ring[0], (c.x, c.y + 18.0), (ring[0].to.x, ring[0].to.y));
            assert!(ring
                .iter()
                .all(|seg| near(seg.from.distance(c), O_RADIUS)
                    && near(seg.to.distance(c), O_RADIUS)));
            let last = ring.last().map(|seg| seg.to);
            assert!(
                last.is_some_and(|p| near(p.x, c.x) && near(p.y, c.y + 18.0)),
                "closed"
            );
        }
    }

    #[test]
    fn marks_stay_inside_their_square() {
        for s in Square::all() {
            let c = box_centre(s);
            for mark in [Mark::X, Mark::O] {
                for seg in draw_mark(mark, s) {
                    for p in [seg.from, seg.to] {
                        assert!(
                            (p.x - c.x).abs() < SQUARE_SIZE / 2.0
                                && (p.y - c.y).abs() < SQUARE_SIZE / 2.0
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn strike_runs_through_the_three_centres() {
        check_line(
            &strike(&[sq(1), sq(2), sq(3)])[0],
            (-54.0, 50.0),
            (54.0, 50.0),
        );
        check_line(
            &strike(&[sq(1), sq(4), sq(7)])[0],
            (-40.0, 64.0),
            (-40.0, -44.0),
        );
        let d = STRIKE_OVERHANG / 2f32.sqrt();
        check_line(
            &strike(&[sq(1), sq(5), sq(9)])[0],
            (-40.0 - d, 50.0 + d),
            (40.0 + d, -30.0 - d),
        );
        check_line(
            &strike(&[sq(3), sq(5), sq(7)])[0],
            (40.0 + d, 50.0 + d),
            (-40.0 - d, -30.0 - d),
        );
    }

    #[test]
    fn an_l_is_struck_through_its_corner() {
        // 1 2 4: from square 2 through the corner, 1, down to 4.
        let path = strike(&[sq(1), sq(2), sq(4)]);
        assert_eq!(path.len(), 2, "{path:?}");
        check_line(&path[0], (14.0, 50.0), (-40.0, 50.0));
        check_line(&path[1], (-40.0, 50.0), (-40.0, -4.0));
        // 6 8 9: the corner is 9.
        let path = strike(&[sq(6), sq(8), sq(9)]);
        check_line(&path[0], (40.0, 24.0), (40.0, -30.0));
        check_line(&path[1], (40.0, -30.0), (-14.0, -30.0));
    }

    #[test]
    fn a_block_of_four_is_boxed() {
        let path = strike(&[sq(1), sq(2), sq(4), sq(5)]);
        assert_eq!(path.len(), 4, "{path:?}");
        check_line(&path[0], (-54.0, 64.0), (14.0, 64.0));
        check_line(&path[1], (14.0, 64.0), (14.0, -4.0));
        check_line(&path[2], (14.0, -4.0), (-54.0, -4.0));
        check_line(&path[3], (-54.0, -4.0), (-54.0, 64.0));
    }
}
