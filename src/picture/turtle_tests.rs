//! Tests of the turtle: moves, turns, the pen, UCBLogo's arc, tracing.

use super::*;

fn close(a: Point, b: Point) -> bool {
    a.distance(b) < 1e-3
}

/// A stroke's two ends, as (x, y) pairs.
type Ends = ((f32, f32), (f32, f32));

fn check(program: impl Fn(&mut Turtle) -> &mut Turtle, expected: &[Ends]) {
    let mut turtle = Turtle::default();
    program(&mut turtle);
    let got = turtle.into_segments();
    assert_eq!(got.len(), expected.len(), "segments: {got:?}");
    for (s, &((x0, y0), (x1, y1))) in got.iter().zip(expected) {
        assert!(
            close(s.from, Point::new(x0, y0)) && close(s.to, Point::new(x1, y1)),
            "{s:?}"
        );
    }
}

#[test]
fn forward_north() {
    check(|t| t.forward(10.0), &[((0.0, 0.0), (0.0, 10.0))]);
}

#[test]
fn right_then_forward_goes_east() {
    check(|t| t.right(90.0).forward(5.0), &[((0.0, 0.0), (5.0, 0.0))]);
}

#[test]
fn facing_west_back_goes_east() {
    check(
        |t| t.setheading(270.0).back(5.0),
        &[((0.0, 0.0), (5.0, 0.0))],
    );
}

#[test]
fn penup_draws_nothing() {
    check(
        |t| {
            t.penup()
                .setpos(Point::new(3.0, 4.0))
                .pendown()
                .setheading(180.0)
                .forward(2.0)
        },
        &[((3.0, 4.0), (3.0, 2.0))],
    );
}

#[test]
fn setheading_wraps() {
    let mut t = Turtle::default();
    t.setheading(-90.0);
    assert_eq!(t.pose().heading, 270.0);
    t.right(450.0);
    assert_eq!(t.pose().heading, 0.0);
}

#[test]
fn arc_is_centred_on_the_turtle_which_stays_put() {
    let mut t = Turtle::default();
    t.penup()
        .setpos(Point::new(10.0, 10.0))
        .setheading(90.0)
        .pendown()
        .arc(360.0, 18.0);
    assert_eq!(
        t.pose(),
        Pose {
            at: Point::new(10.0, 10.0),
            heading: 90.0
        }
    );
    let segments = t.into_segments();
    assert_eq!(segments.len(), 72);
    assert!(
        close(segments[0].from, Point::new(28.0, 10.0)),
        "starts at the heading"
    );
    assert!(
        close(segments[0].to, Point::new(10.0, 10.0).step(95.0, 18.0)),
        "goes clockwise"
    );
    for s in segments {
        assert!((s.from.distance(Point::new(10.0, 10.0)) - 18.0).abs() < 1e-3);
    }
}

#[test]
fn negative_arc_goes_anticlockwise() {
    let mut t = Turtle::default();
    t.arc(-90.0, 10.0);
    let last = t.into_segments().last().copied();
    assert!(last.is_some_and(|s| close(s.to, Point::new(-10.0, 0.0))));
}

#[test]
fn trace_cuts_the_path_and_places_the_turtle() {
    let mut t = Turtle::default();
    t.forward(10.0).right(90.0).forward(10.0);
    let path = t.into_segments();
    assert_eq!(path_length(&path), 20.0);
    let (drawn, pose) = trace(&path, 15.0);
    assert_eq!(drawn.len(), 2);
    assert!(close(drawn[1].to, Point::new(5.0, 10.0)));
    assert_eq!(pose.map(|p| p.heading), Some(90.0));
    let (all, end) = trace(&path, 99.0);
    assert_eq!(all, path);
    assert!(end.is_some_and(|p| close(p.at, Point::new(10.0, 10.0))));
    let (none, start) = trace(&path, 0.0);
    assert!(none.is_empty() && start.is_some_and(|p| close(p.at, Point::new(0.0, 0.0))));
}
