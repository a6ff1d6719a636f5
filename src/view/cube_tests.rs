//! Tests of the cube in a frame: a click on a cell gives its command,
//! nothing leaves the cube's area, the marks, the grid and the win drawn
//! as far as the scene says, the digits typed lit, and the marks' ink
//! read back from a software painting.

use super::*;
use crate::core::square::Square;
use crate::game::scene::MarkDrawing;
use crate::qubic::cell::Line;
use crate::qubic::position::Position;
use crate::settings::Theme;
use crate::view::cube_layout::tests::{cubes, inside, SIZES};
use crate::view::layout::{Layout, Rect};
use crate::view::test_frames::glyphs;

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("a cell")
}

/// A command told apart per cell, for the hit regions' tests.
fn play(cell: Cell) -> Option<Command> {
    Square::new(cell.number() % 9 + 1).map(|sq| Command::Play(sq.number()))
}

fn frame_for<'a>(layout: &'a Layout, theme: Theme) -> Frame<'a> {
    Frame::still(layout, glyphs(), Palette::of(theme))
}

/// Every mark, the last one half drawn, everything lit, a win.
fn busy_scene() -> CubeScene {
    let mut scene = CubeScene::default();
    for c in Cell::all() {
        scene.cells[c.index()] = Some(if c.number() % 3 == 0 {
            Mark::O
        } else {
            Mark::X
        });
    }
    CubeScene {
        drawing: Some(MarkDrawing {
            cell: cell("4-4-4"),
            mark: Mark::X,
            fraction: 0.5,
        }),
        cursor: Some(cell("1-1-1")),
        hover: Some(cell("4-4-1")),
        last_move: Some(cell("1-4-4")),
        hint: Some(cell("4-1-4")),
        win: Some(Line(
            cell("1").bit() | cell("22").bit() | cell("43").bit() | cell("64").bit(),
        )),
        typed_plane: Some(4),
        typed_row: Some(4),
        ..scene
    }
}

#[test]
fn nothing_is_drawn_outside_the_cube_s_area() {
    for theme in [Theme::Light, Theme::Dark] {
        for (name, cube, _) in cubes() {
            let layout = Layout::new(800.0, 600.0);
            let mut list = DisplayList::new(3000.0, 3000.0, Palette::of(theme).paper);
            compose(
                &mut list,
                &busy_scene(),
                &cube,
                &frame_for(&layout, theme),
                play,
            );
            let area = cube.area.inset(-0.5);
            for shape in list.primitives() {
                match shape {
                    Primitive::Strokes { paths, width, .. } => {
                        for p in paths.iter().flatten() {
                            let dot =
                                Rect::new(p.x - width / 2.0, p.y - width / 2.0, *width, *width);
                            assert!(inside(dot, area), "{name}: a stroke at {p:?}");
                        }
                    }
                    Primitive::Triangle { points, .. } => {
                        for p in points {
                            assert!(inside(Rect::new(p.x, p.y, 0.0, 0.0), area), "{name}: {p:?}");
                        }
                    }
                    Primitive::Fill { rect, .. } | Primitive::Outline { rect, .. } => {
                        assert!(inside(*rect, area), "{name}: {rect:?}");
                    }
                }
            }
            for run in list.texts() {
                assert!(inside(run.bounds(), area), "{name}: {:?}", run.text);
            }
        }
    }
}

#[test]
fn a_click_on_a_cell_gives_its_command() {
    for (name, cube, _) in cubes() {
        let layout = Layout::new(800.0, 600.0);
        let mut list = DisplayList::new(3000.0, 3000.0, Palette::of(Theme::Light).paper);
        compose(
            &mut list,
            &CubeScene::default(),
            &cube,
            &frame_for(&layout, Theme::Light),
            play,
        );
        for c in Cell::all() {
            assert_eq!(list.command_at(cube.cell_centre(c)), play(c), "{name}: {c}");
        }
    }
}

/// The pen strokes `list` holds in `colour`, and their total length.
fn inked(list: &DisplayList, colour: Colour) -> f32 {
    list.primitives()
        .filter_map(|s| match s {
            Primitive::Strokes {
                paths, colour: c, ..
            } if *c == colour => Some(paths),
            _ => None,
        })
        .flatten()
        .map(|path| {
            path.windows(2)
                .map(|w| (w[1].x - w[0].x).hypot(w[1].y - w[0].y))
                .sum::<f32>()
        })
        .sum()
}

#[test]
fn the_mark_being_drawn_grows_with_its_fraction() {
    let layout = Layout::new(800.0, 600.0);
    let cube = CubeLayout::for_window(&layout);
    let frame = frame_for(&layout, Theme::Light);
    let o_ink = frame.palette.o_ink;
    let drawn = |fraction: f32| {
        let mut list = DisplayList::new(800.0, 600.0, frame.palette.paper);
        let mut scene = CubeScene {
            drawing: Some(MarkDrawing {
                cell: cell("2-2-3"),
                mark: Mark::O,
                fraction,
            }),
            ..CubeScene::default()
        };
        scene.cells[cell("2-2-3").index()] = Some(Mark::O);
        compose(&mut list, &scene, &cube, &frame, |_| None);
        let turtle = list.primitives().any(
            |s| matches!(s, Primitive::Triangle { colour, .. } if *colour == frame.palette.turtle),
        );
        (inked(&list, o_ink), turtle)
    };
    let (none, none_turtle) = drawn(0.0);
    let (half, half_turtle) = drawn(0.5);
    let (all, all_turtle) = drawn(1.0);
    assert_eq!(none, 0.0);
    assert!(all > 40.0, "a whole O is {all} pixels of ink");
    assert!(
        (half / all - 0.5).abs() < 0.05,
        "half an O is {half} of {all}"
    );
    assert!(none_turtle && half_turtle && !all_turtle);
}

#[test]
fn the_scene_of_a_position_has_its_marks_and_its_win() {
    let text = "xxxx oooo ____ ____/".to_string() + &"_".repeat(48);
    let position = Position::parse(&text).expect("legal");
    let scene = CubeScene::of(&position);
    assert_eq!(scene.cells[0], Some(Mark::X));
    assert_eq!(scene.cells[4], Some(Mark::O));
    assert_eq!(scene.cells[8], None);
    assert_eq!(
        scene.win.map(|l| l.to_string()),
        Some("1-2-3-4".to_string())
    );
    assert_eq!(CubeScene::of(&Position::default()), CubeScene::default());
}

#[test]
fn typed_digits_light_the_plane_and_then_the_row() {
    let layout = Layout::new(800.0, 600.0);
    let cube = CubeLayout::for_window(&layout);
    let frame = frame_for(&layout, Theme::Light);
    let lit = |plane, row| {
        let mut list = DisplayList::new(800.0, 600.0, frame.palette.paper);
        let scene = CubeScene {
            typed_plane: plane,
            typed_row: row,
            ..CubeScene::default()
        };
        compose(&mut list, &scene, &cube, &frame, |_| None);
        list.primitives()
            .filter_map(|s| match s {
                Primitive::Triangle { points, colour } if *colour != frame.palette.turtle => {
                    Some((points[0], *colour))
                }
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert!(lit(None, None).is_empty());
    let plane = lit(Some(3), None);
    assert_eq!(plane.len(), 2);
    assert_eq!(
        plane[0],
        (cube.plane_corners(2)[0], frame.palette.highlight)
    );
    let row = lit(Some(3), Some(2));
    assert_eq!(row.len(), 4);
    assert_eq!(
        row[2],
        (
            cube.cell_corners(cell("3-2-1"))[0],
            frame.palette.button_pressed
        )
    );
    // A digit out of range lights nothing.
    assert!(lit(Some(5), None).is_empty());
}

/// Painted in software, an X's arms cross at its cell's centre in X's
/// ink, and an O is a ring in O's ink round paper, at every size.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn painted_marks_are_in_their_ink_where_they_are_drawn() {
    use crate::picture::cube::MARK_SCALE;
    use crate::picture::drawing::O_RADIUS;
    use crate::view::raster::rasterize;
    let (glyphs, atlas) = crate::picture::glyphs::Glyphs::new(crate::picture::glyphs::FONT, 1.0)
        .expect("the embedded font loads");
    let mut scene = CubeScene::default();
    let (x, o) = (cell("2-3-2"), cell("3-1-1"));
    scene.cells[x.index()] = Some(Mark::X);
    scene.cells[o.index()] = Some(Mark::O);
    for theme in [Theme::Light, Theme::Dark] {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h);
            let cube = CubeLayout::for_window(&layout);
            let frame = frame_for(&layout, theme);
            let mut list = DisplayList::new(w, h, frame.palette.paper);
            compose(&mut list, &scene, &cube, &frame, |_| None);
            let pixmap = rasterize(&list, Some((&glyphs, &atlas))).expect("a picture");
            let at = |p: WindowPoint| {
                let c = pixmap
                    .pixel(p.x as u32, p.y as u32)
                    .expect("inside")
                    .demultiply();
                [c.red(), c.green(), c.blue()]
            };
            let near = |got: [u8; 3], want: Colour| {
                let want = [want.r, want.g, want.b].map(|v| (v * 255.0).round() as i32);
                (0..3).all(|i| (i32::from(got[i]) - want[i]).abs() <= 48)
            };
            let name = format!("{theme:?} {w}x{h}");
            let xc = cube.cell_centre(x);
            assert!(
                near(at(xc), frame.palette.x_ink),
                "{name}: X's centre is {:?}",
                at(xc)
            );
            let oc = cube.cell_centre(o);
            assert!(
                near(at(oc), frame.palette.paper),
                "{name}: O's middle is {:?}",
                at(oc)
            );
            let ring = WindowPoint::new(oc.x + O_RADIUS * MARK_SCALE * cube.picture.scale, oc.y);
            assert!(
                near(at(ring), frame.palette.o_ink),
                "{name}: O's ring is {:?}",
                at(ring)
            );
        }
    }
}

#[test]
fn the_turtle_draws_the_planes_as_far_as_the_scene_says() {
    let layout = Layout::new(800.0, 600.0);
    let cube = CubeLayout::for_window(&layout);
    let frame = frame_for(&layout, Theme::Light);
    let drawn = |grid: f32| {
        let mut list = DisplayList::new(800.0, 600.0, frame.palette.paper);
        let scene = CubeScene {
            grid,
            ..CubeScene::default()
        };
        compose(&mut list, &scene, &cube, &frame, |_| None);
        let turtle = list.primitives().any(
            |s| matches!(s, Primitive::Triangle { colour, .. } if *colour == frame.palette.turtle),
        );
        // The grid's pen only, not the turtle's outline.
        let grid: f32 = list
            .primitives()
            .filter_map(|s| match s {
                Primitive::Strokes { paths, width, .. } if *width == cube.grid_width => Some(paths),
                _ => None,
            })
            .flatten()
            .map(|path| {
                path.windows(2)
                    .map(|w| (w[1].x - w[0].x).hypot(w[1].y - w[0].y))
                    .sum::<f32>()
            })
            .sum();
        (grid, turtle)
    };
    let (all, all_turtle) = drawn(1.0);
    let (quarter, quarter_turtle) = drawn(0.25);
    assert!(!all_turtle && quarter_turtle);
    assert!(
        (quarter / all - 0.25).abs() < 0.03,
        "a quarter is {quarter} of {all}"
    );
    assert_eq!(drawn(f32::NAN), (all, false));
    assert_eq!(drawn(0.0).0, 0.0);
}

#[test]
fn the_winning_line_is_drawn_as_far_as_the_scene_says() {
    let layout = Layout::new(800.0, 600.0);
    let cube = CubeLayout::for_window(&layout);
    let frame = frame_for(&layout, Theme::Light);
    let line = Line(cell("4").bit() | cell("20").bit() | cell("36").bit() | cell("52").bit());
    let drawn = |strike: f32| {
        let mut list = DisplayList::new(800.0, 600.0, frame.palette.paper);
        let scene = CubeScene {
            win: Some(line),
            strike,
            ..CubeScene::default()
        };
        compose(&mut list, &scene, &cube, &frame, |_| None);
        let turtle = list.primitives().any(
            |s| matches!(s, Primitive::Triangle { colour, .. } if *colour == frame.palette.turtle),
        );
        (inked(&list, frame.palette.strike), turtle)
    };
    let (all, all_turtle) = drawn(1.0);
    let (half, half_turtle) = drawn(0.5);
    assert!(all > 100.0 && !all_turtle);
    assert!(
        (half / all - 0.5).abs() < 0.03 && half_turtle,
        "{half} of {all}"
    );
    assert_eq!(drawn(f32::INFINITY), (all, false));
}
