use super::*;
use crate::picture::drawing::SQUARE_SIZE;
use crate::picture::turtle::path_length;

fn squares(numbers: &[u8]) -> Vec<Square> {
    numbers.iter().filter_map(|&n| Square::new(n)).collect()
}

#[test]
fn the_dance_rings_each_mark_of_the_line_in_turn() {
    let path = dance(&squares(&[1, 5, 9]));
    // Three rings and two steps between them.
    assert_eq!(path.len(), 3 * RING_STEPS + 2);
    let centres: Vec<Point> = squares(&[1, 5, 9]).into_iter().map(box_centre).collect();
    for (i, centre) in centres.iter().enumerate() {
        let ring = &path[i * (RING_STEPS + 1)..][..RING_STEPS];
        let ring = if i == 0 { &path[..RING_STEPS] } else { ring };
        // Every corner of the ring is RING_RADIUS from the mark's centre,
        // and the ring closes where it began.
        for s in ring {
            let r = s.to.distance(*centre);
            assert!((r - RING_RADIUS).abs() < 0.05, "square {i}: {r}");
        }
        assert!(ring[0].from.distance(ring[RING_STEPS - 1].to) < 0.05);
    }
    // The first ring is entered on the side away from the next mark.
    let entry = path[0].from;
    assert!(entry.distance(centres[1]) > centres[0].distance(centres[1]));
    let rings = 3.0 * 2.0 * std::f32::consts::PI * RING_RADIUS;
    let steps = 2.0 * centres[0].distance(centres[1]);
    assert!((path_length(&path) - rings - steps).abs() < 1.0);
}

#[test]
fn every_line_of_every_variant_gets_a_dance_inside_its_squares() {
    let lines: [&[u8]; 9] = [
        &[1, 2, 3],
        &[4, 5, 6],
        &[3, 5, 7],
        &[1, 4, 7],
        &[2, 5, 8],
        &[1, 2, 5],
        &[2, 3, 6],
        &[1, 2, 4, 5],
        &[5, 6, 8, 9],
    ];
    for line in lines {
        let path = dance(&squares(line));
        assert_eq!(path.len(), line.len() * (RING_STEPS + 1) - 1, "{line:?}");
        // Every point is inside one of the line's squares (on its edge at
        // most), so the turtle never leaves the line's marks.
        let inside = |p: Point| {
            squares(line).into_iter().any(|sq| {
                let c = box_centre(sq);
                (p.x - c.x).abs() <= SQUARE_SIZE / 2.0 + 0.01
                    && (p.y - c.y).abs() <= SQUARE_SIZE / 2.0 + 0.01
            })
        };
        for s in &path {
            assert!(inside(s.from) && inside(s.to), "{line:?}: {s:?}");
        }
    }
    assert!(dance(&[]).is_empty());
}

#[test]
fn headings_are_logos() {
    let o = Point::new(0.0, 0.0);
    assert_eq!(heading_to(o, Point::new(0.0, 5.0)), 0.0);
    assert!((heading_to(o, Point::new(5.0, 0.0)) - 90.0).abs() < 1e-4);
    assert!((heading_to(o, Point::new(0.0, -5.0)) - 180.0).abs() < 1e-4);
    assert!((heading_to(o, Point::new(-5.0, 0.0)) - 270.0).abs() < 1e-4);
    assert_eq!(heading_to(o, o), 0.0);
}
