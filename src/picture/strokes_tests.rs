use super::*;

/// One pixel, as on a normal screen.
const FEATHER: f32 = 1.0;

fn p(x: f32, y: f32) -> WindowPoint {
    WindowPoint::new(x, y)
}

/// Strokes of the one path `path`.
fn strokes(path: &[WindowPoint], width: f32, feather: f32) -> Vec<Mesh> {
    path_strokes(&[path.to_vec()], width, feather)
}

fn triangles(mesh: &Mesh) -> impl Iterator<Item = [WindowPoint; 3]> + '_ {
    mesh.indices
        .chunks_exact(3)
        .map(|t| [0, 1, 2].map(|k| mesh.points[t[k] as usize]))
}

fn cross(o: WindowPoint, a: WindowPoint, b: WindowPoint) -> f32 {
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
}

fn covered(parts: &[Mesh], q: WindowPoint) -> bool {
    parts.iter().flat_map(triangles).any(|[a, b, c]| {
        let (d1, d2, d3) = (cross(a, b, q), cross(b, c, q), cross(c, a, q));
        let negative = d1 < -1e-4 || d2 < -1e-4 || d3 < -1e-4;
        let positive = d1 > 1e-4 || d2 > 1e-4 || d3 > 1e-4;
        !(negative && positive)
    })
}

fn distance_to_segment(q: WindowPoint, a: WindowPoint, b: WindowPoint) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let t = (((q.x - a.x) * dx + (q.y - a.y) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    let (cx, cy) = (a.x + t * dx - q.x, a.y + t * dy - q.y);
    (cx * cx + cy * cy).sqrt()
}

/// Samples a grid over the path's surroundings: every point well inside
/// the pen's width is covered, and nothing well outside it is.
fn check_covers_the_pen_and_no_more(path: &[WindowPoint], width: f32) {
    let parts = strokes(path, width, FEATHER);
    let h = width / 2.0;
    let distance = |q| {
        path.windows(2)
            .map(|w| distance_to_segment(q, w[0], w[1]))
            .fold(f32::MAX, f32::min)
    };
    let (min_x, max_x) = path.iter().fold((f32::MAX, f32::MIN), |(lo, hi), q| {
        (lo.min(q.x), hi.max(q.x))
    });
    let (min_y, max_y) = path.iter().fold((f32::MAX, f32::MIN), |(lo, hi), q| {
        (lo.min(q.y), hi.max(q.y))
    });
    let step = h / 4.0;
    let mut y = min_y - 2.0 * width;
    while y <= max_y + 2.0 * width {
        let mut x = min_x - 2.0 * width;
        while x <= max_x + 2.0 * width {
            let q = p(x, y);
            let d = distance(q);
            if d < 0.85 * h {
                assert!(covered(&parts, q), "{q:?} ({d} from the path) is not drawn");
            }
            if d > 1.25 * h {
                assert!(!covered(&parts, q), "{q:?} ({d} from the path) is drawn");
            }
            x += step;
        }
        y += step;
    }
}

#[test]
fn a_straight_line_is_one_quad_and_two_round_ends() {
    check_covers_the_pen_and_no_more(&[p(10.0, 10.0), p(90.0, 10.0)], 8.0);
    let parts = strokes(&[p(10.0, 10.0), p(90.0, 10.0)], 8.0, FEATHER);
    assert_eq!(parts.len(), 1);
}

#[test]
fn a_line_drawn_in_steps_is_one_strip() {
    let steps: Vec<WindowPoint> = (0..=10).map(|i| p(10.0 * i as f32, 5.0)).collect();
    let one = strokes(&[steps[0], steps[10]], 6.0, FEATHER);
    let many = strokes(&steps, 6.0, FEATHER);
    assert_eq!(many.len(), 1);
    // Ten bands instead of one (three quads each: fringe, core, fringe),
    // and the same two ends: 162 more indices.
    assert_eq!(many[0].indices.len(), one[0].indices.len() + 9 * 18);
    check_covers_the_pen_and_no_more(&steps, 6.0);
}

#[test]
fn an_arc_in_small_steps_is_mitred_without_gaps() {
    let arc: Vec<WindowPoint> = (0..=36)
        .map(|i| {
            let a = (i as f32 * 10.0).to_radians();
            p(100.0 + 40.0 * a.cos(), 100.0 + 40.0 * a.sin())
        })
        .collect();
    check_covers_the_pen_and_no_more(&arc, 5.0);
    let parts = strokes(&arc, 5.0, FEATHER);
    // A cap of radius 3 (2.5 and half the feather) has 10 sides: a fan of
    // the core and a ring of fringe, 9 indices a side.
    let caps = 2 * ((3.0 * PI).ceil() as usize).clamp(6, 32) * 9;
    assert_eq!(
        parts[0].indices.len(),
        36 * 18 + caps,
        "only the ends are rounded"
    );
}

#[test]
fn a_sharp_turn_gets_a_round_join() {
    check_covers_the_pen_and_no_more(&[p(10.0, 10.0), p(60.0, 10.0), p(60.0, 60.0)], 8.0);
    check_covers_the_pen_and_no_more(&[p(10.0, 10.0), p(60.0, 10.0), p(12.0, 14.0)], 6.0);
}

#[test]
fn separate_lines_stay_separate() {
    // An X: two diagonals that cross but do not continue each other.
    let cross = [
        vec![p(0.0, 0.0), p(50.0, 50.0)],
        vec![p(50.0, 0.0), p(0.0, 50.0)],
    ];
    let parts = path_strokes(&cross, 4.0, FEATHER);
    assert!(!covered(&parts, p(25.0, 5.0)), "nothing joins the tops");
    assert!(covered(&parts, p(5.0, 5.0)) && covered(&parts, p(45.0, 5.0)));
}

#[test]
fn repeated_points_and_empty_input_draw_nothing_extra() {
    assert!(path_strokes(&[], 4.0, FEATHER).is_empty());
    assert!(strokes(&[p(5.0, 5.0)], 4.0, FEATHER).is_empty());
    let dot = strokes(&[p(5.0, 5.0), p(5.0, 5.0)], 4.0, FEATHER);
    assert_eq!(dot.len(), 1, "a zero-length segment is a dot");
    assert!(covered(&dot, p(5.5, 5.0)));
    let doubled = strokes(&[p(0.0, 0.0), p(0.0, 0.0), p(30.0, 0.0)], 4.0, FEATHER);
    let single = strokes(&[p(0.0, 0.0), p(30.0, 0.0)], 4.0, FEATHER);
    assert_eq!(doubled, single);
}

#[test]
fn many_strokes_are_split_into_parts_that_fit_a_batch() {
    let lines: Vec<Vec<WindowPoint>> = (0..2000)
        .map(|i| vec![p(i as f32, 0.0), p(i as f32, 30.0)])
        .collect();
    let parts = path_strokes(&lines, 40.0, FEATHER);
    assert!(parts.len() > 1);
    for part in &parts {
        assert!(part.points.len() <= PART_VERTICES && part.indices.len() <= PART_INDICES);
        assert!(part
            .indices
            .iter()
            .all(|&i| (i as usize) < part.points.len()));
    }
    let long: Vec<WindowPoint> = (0..1000).map(|i| p(i as f32, (i % 2) as f32)).collect();
    for part in strokes(&long, 3.0, FEATHER) {
        assert!(part.points.len() <= PART_VERTICES && part.indices.len() <= PART_INDICES);
    }
}

#[test]
fn edges_fade_from_the_core_to_nothing_over_the_feather() {
    let path = [p(10.0, 10.0), p(90.0, 10.0)];
    let parts = strokes(&path, 6.0, FEATHER);
    let mesh = &parts[0];
    assert_eq!(mesh.points.len(), mesh.coverage.len());
    // Core vertices lie within the core's half-width of the line; fringe
    // vertices at the fringe's, from the line (its sides) or from an end
    // point (the round caps).
    let near = |a: f32, b: f32| (a - b).abs() < 1e-3;
    for (q, &c) in mesh.points.iter().zip(&mesh.coverage) {
        let d = distance_to_segment(*q, path[0], path[1]);
        let from_ends = path.map(|e| (q.x - e.x).hypot(q.y - e.y));
        match c {
            1.0 => assert!(d <= 2.5 + 1e-3, "{q:?} is core at {d}"),
            0.0 => assert!(
                near(d, 3.5) || from_ends.iter().any(|&e| near(e, 3.5)),
                "{q:?}"
            ),
            other => panic!("coverage {other} at {q:?}"),
        }
    }
    // A pen thinner than the feather is drawn faint rather than too wide.
    let thin = strokes(&path, 0.5, FEATHER);
    assert!(thin[0].coverage.iter().all(|&c| c == 0.0 || c == 0.5));
}
