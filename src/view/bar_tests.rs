//! Tests of the buttons' hand-drawn boxes: closed, near their rectangle,
//! the same for a seed.

use super::*;

fn rect() -> Rect {
    Rect {
        x: 10.0,
        y: 20.0,
        w: 90.0,
        h: 30.0,
    }
}

#[test]
fn the_box_is_closed_and_keeps_near_its_rectangle() {
    for seed in 0..50 {
        let path = pen_box(rect(), 6.0, 1.2, seed);
        assert_eq!(path.first(), path.last(), "closed");
        let outer = Rect {
            x: 10.0 - 1.3,
            y: 20.0 - 1.3,
            w: 90.0 + 2.6,
            h: 30.0 + 2.6,
        };
        let inner = rect().inset(1.3 + 6.0);
        for p in &path {
            assert!(outer.contains(*p), "seed {seed}: {p:?} strays out");
            assert!(!inner.contains(*p), "seed {seed}: {p:?} strays in");
        }
    }
}

#[test]
fn the_same_button_is_drawn_the_same_and_others_differently() {
    assert_eq!(pen_box(rect(), 6.0, 1.2, 3), pen_box(rect(), 6.0, 1.2, 3));
    assert_ne!(pen_box(rect(), 6.0, 1.2, 3), pen_box(rect(), 6.0, 1.2, 4));
    // No wobble: the sides are straight.
    let straight = pen_box(rect(), 0.0, 0.0, 7);
    assert!(straight
        .iter()
        .all(|p| [10.0, 100.0].contains(&p.x) || [20.0, 50.0].contains(&p.y)));
}

#[test]
fn a_radius_too_big_for_the_box_is_cut_to_fit() {
    let small = Rect {
        x: 0.0,
        y: 0.0,
        w: 8.0,
        h: 4.0,
    };
    for p in pen_box(small, 50.0, 0.0, 1) {
        assert!(
            p.x >= -1e-3 && p.x <= 8.001 && p.y >= -1e-3 && p.y <= 4.001,
            "{p:?}"
        );
    }
}
