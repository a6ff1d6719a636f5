//! Tests of the cube's layout: every cell's centre is that cell, click
//! strips never meet, lines and gaps are no cell, the arrangement suits
//! the room, and any area gives a usable cube.

use super::*;

/// The sizes the issue names, and a few between and beyond.
pub(crate) const SIZES: [(f32, f32); 7] = [
    (360.0, 360.0),
    (480.0, 720.0),
    (800.0, 600.0),
    (1600.0, 1000.0),
    (1000.0, 360.0),
    (1280.0, 1024.0),
    (2560.0, 1440.0),
];

pub(crate) fn cubes() -> Vec<(String, CubeLayout, Rect)> {
    let mut all = Vec::new();
    for (w, h) in SIZES {
        let layout = Layout::new(w, h);
        all.push((
            format!("{w}x{h}"),
            CubeLayout::for_window(&layout),
            layout.window(),
        ));
        for arrangement in Arrangement::ALL {
            let cube = CubeLayout::arranged(layout.board, layout.text, arrangement);
            all.push((format!("{w}x{h} {arrangement:?}"), cube, layout.window()));
        }
    }
    all
}

#[test]
fn every_cell_s_centre_is_that_cell_at_every_size() {
    for (name, cube, _) in cubes() {
        for c in Cell::all() {
            let centre = cube.cell_centre(c);
            assert_eq!(cube.cell_at(centre), Some(c), "{name}: cell {c}");
            let holds = cube.cell_hit_rects(c).iter().any(|r| r.contains(centre));
            assert!(holds, "{name}: cell {c}");
        }
    }
}

#[test]
fn cells_are_big_enough_to_click() {
    for (name, cube, _) in cubes().into_iter().filter(|(n, ..)| !n.contains(' ')) {
        for c in Cell::all() {
            let strips = cube.cell_hit_rects(c);
            let (w, h) = (
                strips.iter().map(|r| r.w).fold(f32::INFINITY, f32::min),
                strips.iter().map(|r| r.h).sum::<f32>(),
            );
            assert!(w >= 10.0 && h >= 10.0, "{name}: cell {c} is {strips:?}");
        }
    }
}

#[test]
fn no_two_cells_hit_rectangles_meet() {
    for (name, cube, window) in cubes() {
        let rects: Vec<Rect> = Cell::all().flat_map(|c| cube.cell_hit_rects(c)).collect();
        for (i, a) in rects.iter().enumerate() {
            assert!(
                inside(*a, window),
                "{name}: cell {} leaves the window",
                i / HIT_STRIPS + 1
            );
            for b in &rects[i + 1..] {
                let apart =
                    a.right() <= b.x || b.right() <= a.x || a.bottom() <= b.y || b.bottom() <= a.y;
                assert!(apart, "{name}: {a:?} meets {b:?}");
            }
        }
    }
}

#[test]
fn lines_gaps_and_the_area_s_corners_are_no_cell() {
    for (name, cube, _) in cubes() {
        let area = cube.area;
        for p in [
            WindowPoint::new(area.x + 1.0, area.y + 1.0),
            WindowPoint::new(area.right() - 1.0, area.bottom() - 1.0),
            WindowPoint::new(-5.0, -5.0),
        ] {
            assert_eq!(cube.cell_at(p), None, "{name}: {p:?}");
        }
        for c in Cell::all() {
            // On the cell's top edge: a grid line (or the plane's edge).
            let [tl, tr, ..] = cube.cell_corners(c);
            let on_line = WindowPoint::new((tl.x + tr.x) / 2.0, tl.y);
            assert_eq!(cube.cell_at(on_line), None, "{name}: the top of {c}");
        }
    }
}

#[test]
fn the_arrangement_suits_the_window() {
    let at = |w, h| CubeLayout::for_window(&Layout::new(w, h)).arrangement;
    assert_eq!(at(360.0, 360.0), Arrangement::Row);
    assert_eq!(at(800.0, 600.0), Arrangement::Stack);
    assert_eq!(at(480.0, 720.0), Arrangement::Stack);
    assert_eq!(at(1600.0, 1000.0), Arrangement::Stack);
    let small = CubeLayout::new(Rect::new(0.0, 0.0, 200.0, 200.0), 13.0);
    assert_eq!(small.arrangement, Arrangement::Grid);
}

#[test]
fn any_area_gives_a_usable_cube() {
    for area in [
        Rect::new(0.0, 0.0, 0.0, 0.0),
        Rect::new(10.0, 10.0, f32::NAN, 50.0),
        Rect::new(0.0, 0.0, 30.0, 4000.0),
        Rect::new(0.0, 0.0, 1e6, 1e6),
    ] {
        let cube = CubeLayout::new(area, 13.0);
        assert!(
            cube.picture.scale.is_finite() && cube.picture.scale > 0.0,
            "{area:?}: {cube:?}"
        );
        for c in Cell::all() {
            let centre = cube.cell_centre(c);
            assert!(centre.x.is_finite() && centre.y.is_finite(), "{area:?}");
            assert!(cube.cell_at(centre).is_none_or(|found| found == c));
        }
    }
}

#[test]
fn a_leaning_cell_is_mostly_clickable() {
    for size in [(800.0, 600.0), (1600.0, 1000.0)] {
        let cube = CubeLayout::for_window(&Layout::new(size.0, size.1));
        assert_eq!(cube.arrangement, Arrangement::Stack);
        let (w, h) = cube.cell_size();
        for c in Cell::all() {
            let area: f32 = cube.cell_hit_rects(c).iter().map(|r| r.w * r.h).sum();
            assert!(
                area >= 0.5 * w * h,
                "{size:?}: cell {c} is {area} of {}",
                w * h
            );
        }
    }
}

pub(crate) fn inside(r: Rect, area: Rect) -> bool {
    r.x >= area.x - 1e-3
        && r.y >= area.y - 1e-3
        && r.right() <= area.right() + 1e-3
        && r.bottom() <= area.bottom() + 1e-3
}
