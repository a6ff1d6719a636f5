use super::*;
use crate::picture::drawing::SQUARE_SIZE;
use crate::picture::turtle::path_length;

fn squares(numbers: &[u8]) -> Vec<Square> {
    numbers.iter().filter_map(|&n| Square::new(n)).collect()
}

#[test]
fn the_dance_walks_the_line_and_loops_round_each_mark() {
    let path = dance(&squares(&[1, 5, 9]));
    // Three loops and two walks between the centres.
    assert_eq!(path.len(), 3 * LOOP_STEPS + 2);
    let centres: Vec<Point> = squares(&[1, 5, 9]).into_iter().map(box_centre).collect();
    assert_eq!(path[0].from, centres[0]);
    let end = path
        .last()
        .map(|s| s.to)
        .unwrap_or(Point::new(f32::NAN, 0.0));
    assert!(
        end.distance(centres[2]) < 0.01,
        "ends at 9's centre: {end:?}"
    );
    // A loop comes back where it began, and stays inside its square.
    let loop_one = &path[..LOOP_STEPS];
    let back = loop_one[LOOP_STEPS - 1].to;
    assert!(back.distance(centres[0]) < 0.01, "{back:?}");
    for s in loop_one {
        assert!(s.to.distance(centres[0]) < SQUARE_SIZE / 2.0, "{s:?}");
    }
    let walks = centres[0].distance(centres[2]);
    let loops = 3.0 * LOOP_STEPS as f32 * LOOP_STEP;
    assert!((path_length(&path) - (walks + loops)).abs() < 0.1);
}

#[test]
fn every_line_of_every_variant_gets_a_dance_that_stays_on_the_board() {
    for line in [[1, 2, 3], [4, 5, 6], [3, 5, 7], [1, 4, 7], [2, 5, 8]] {
        let path = dance(&squares(&line));
        assert!(!path.is_empty());
        // Every point is inside one of the line's squares (on its edge at
        // most, where a diagonal walk crosses a corner).
        let inside = |p: Point| {
            squares(&line).into_iter().any(|sq| {
                let c = box_centre(sq);
                (p.x - c.x).abs() <= SQUARE_SIZE / 2.0 + 0.01
                    && (p.y - c.y).abs() <= SQUARE_SIZE / 2.0 + 0.01
            })
        };
        for s in &path {
            assert!(inside(s.from) && inside(s.to), "{line:?}: {s:?}");
        }
    }
    assert_eq!(dance(&squares(&[1, 2, 4, 5])).len(), 4 * LOOP_STEPS + 3);
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
