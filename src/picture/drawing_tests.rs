//! Tests of the Logo picture: the board's four lines, the box centres, the
//! marks' sizes, and the strike through each kind of winning line.

use super::*;
use crate::core::square::sq;

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
        let arms = draw_mark(Mark::X, s);
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
        let ring = draw_mark(Mark::O, s);
        assert!(ring.len() >= 36);
        check_line(&ring[0], (c.x, c.y + 18.0), (ring[0].to.x, ring[0].to.y));
        assert!(ring
            .iter()
            .all(|seg| near(seg.from.distance(c), O_RADIUS) && near(seg.to.distance(c), O_RADIUS)));
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
