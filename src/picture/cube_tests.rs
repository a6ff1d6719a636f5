//! Tests of the cube's picture in turtle space: the plane maps invert,
//! each cell lies in its own plane, lines are ringed and struck straight
//! where they can be, and marks and rings stay inside their cells.

use super::*;
use crate::picture::turtle::path_length;
use crate::qubic::position::lines;

fn collinear(points: &[Point]) -> bool {
    let (a, b) = (points[0], points[points.len() - 1]);
    points.iter().all(|p| {
        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        cross.abs() / a.distance(b) < 1e-3
    })
}

#[test]
fn a_plane_map_inverts() {
    for arrangement in Arrangement::ALL {
        for map in arrangement.planes() {
            for p in [
                Point::new(0.0, 0.0),
                Point::new(-80.0, 80.0),
                Point::new(13.5, -61.0),
            ] {
                let back = map.invert(map.apply(p));
                assert!(
                    back.distance(p) < 1e-3,
                    "{arrangement:?}: {p:?} came back as {back:?}"
                );
            }
        }
    }
}

#[test]
fn each_cell_lies_in_its_own_plane_only() {
    let h = PLANE / 2.0;
    for arrangement in Arrangement::ALL {
        let planes = arrangement.planes();
        for cell in Cell::all() {
            let (plane, row, col) = place(cell);
            let centre = cell_centre(arrangement, cell);
            for (i, map) in planes.iter().enumerate() {
                let q = map.invert(centre);
                let inside = q.x.abs() < h && q.y.abs() < h;
                assert_eq!(
                    inside,
                    i == plane,
                    "{arrangement:?}: cell {cell} in plane {i}"
                );
            }
            let q = planes[plane].invert(centre);
            assert!(q.distance(centre_in_plane(row, col)) < 1e-3);
        }
    }
}

#[test]
fn every_line_is_ringed_and_struck_straight_in_the_stack_and_within_a_plane() {
    assert_eq!(lines().all.len(), 76);
    for arrangement in Arrangement::ALL {
        for &mask in &lines().all {
            let line = Line(mask);
            let rings: Vec<Segment> = line.cells().flat_map(|c| ring(arrangement, c)).collect();
            assert_eq!(rings.len(), 16);
            let strike = strike(arrangement, line);
            assert_eq!(strike[..16], rings[..], "{arrangement:?}: {line}");
            let planes: Vec<usize> = line.cells().map(|c| place(c).0).collect();
            if arrangement != Arrangement::Stack && planes[0] != planes[3] {
                assert_eq!(strike.len(), 16, "{arrangement:?}: {line} is only ringed");
                continue;
            }
            let centres: Vec<Point> = line.cells().map(|c| cell_centre(arrangement, c)).collect();
            assert!(collinear(&centres), "{arrangement:?}: line {line}");
            let stroke = &strike[16..];
            let points: Vec<Point> = stroke.iter().flat_map(|s| [s.from, s.to]).collect();
            assert!(collinear(&points), "{arrangement:?}: strike {line}");
            let span = centres[0].distance(centres[3]);
            let overhang = crate::picture::drawing::STRIKE_OVERHANG;
            assert!((path_length(stroke) - span - 2.0 * overhang).abs() < 1e-2);
        }
    }
}

#[test]
fn a_ring_stays_inside_its_cell() {
    for arrangement in Arrangement::ALL {
        for cell in Cell::all() {
            let (plane, row, col) = place(cell);
            let map = arrangement.planes()[plane];
            let centre = centre_in_plane(row, col);
            let path = ring(arrangement, cell);
            assert_eq!(path.len(), 4);
            for p in path.iter().flat_map(|s| [s.from, s.to]) {
                let q = map.invert(p);
                let far = (q.x - centre.x).abs().max((q.y - centre.y).abs());
                assert!(
                    (far - (CELL / 2.0 - RING_INSET)).abs() < 1e-3,
                    "{cell}: {q:?}"
                );
            }
        }
    }
}

#[test]
fn a_plane_is_its_edge_and_three_lines_each_way() {
    let grid = draw_plane();
    assert_eq!(grid.len(), 10);
    assert!((path_length(&grid) - 10.0 * PLANE).abs() < 1e-2);
    let planes = draw_planes(Arrangement::Stack);
    assert_eq!(planes.len(), 40);
    // The stack's planes are sheared: the rows stay level, the columns lean.
    let column = planes[7];
    assert!((column.from.y - column.to.y).abs() > 1.0 && (column.from.x - column.to.x).abs() > 1.0);
}

#[test]
fn marks_stay_inside_their_cells() {
    let h = CELL / 2.0;
    for arrangement in Arrangement::ALL {
        for cell in Cell::all() {
            let (plane, row, col) = place(cell);
            let map = arrangement.planes()[plane];
            let centre = centre_in_plane(row, col);
            for mark in [Mark::X, Mark::O] {
                let path = draw_mark(arrangement, mark, cell);
                assert!(!path.is_empty());
                for p in path.iter().flat_map(|s| [s.from, s.to]) {
                    let q = map.invert(p);
                    let (dx, dy) = ((q.x - centre.x).abs(), (q.y - centre.y).abs());
                    assert!(
                        dx < h - 4.0 && dy < h - 4.0,
                        "{mark:?} in {cell} reaches {q:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_bounds_hold_every_plane() {
    for arrangement in Arrangement::ALL {
        let (lo, hi) = arrangement.bounds();
        for s in draw_planes(arrangement) {
            for p in [s.from, s.to] {
                assert!(p.x >= lo.x - 1e-3 && p.x <= hi.x + 1e-3);
                assert!(p.y >= lo.y - 1e-3 && p.y <= hi.y + 1e-3);
            }
        }
    }
}
