//! Tests of Qubic's cube as text: the planes at every width, the cues in
//! letters, and colour that never replaces a letter.

use super::*;
use crate::qubic::position::Position;
use crate::terminal::paint::strip;

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("a cell")
}

fn scene(position: &str) -> CubeScene {
    CubeScene::of(&Position::parse(position).expect("legal"))
}

fn opening() -> CubeScene {
    let rest = "_".repeat(32);
    scene(&format!("x___ ____ ____ ____/____ _o__ ____ ____/{rest}"))
}

#[test]
fn four_planes_side_by_side_in_80_columns() {
    let lines = cube_lines(&opening(), 80, false, false);
    assert_eq!(
        lines,
        [
            " plane 1           plane 2           plane 3           plane 4",
            "   1  2  3  4        1  2  3  4        1  2  3  4        1  2  3  4",
            " 1 X  .  .  .      1 .  .  .  .      1 .  .  .  .      1 .  .  .  .",
            " 2 .  .  .  .      2 .  O  .  .      2 .  .  .  .      2 .  .  .  .",
            " 3 .  .  .  .      3 .  .  .  .      3 .  .  .  .      3 .  .  .  .",
            " 4 .  .  .  .      4 .  .  .  .      4 .  .  .  .      4 .  .  .  .",
        ]
    );
}

#[test]
fn two_by_two_in_40_columns_and_one_under_another_when_narrower() {
    let lines = cube_lines(&opening(), 40, false, false);
    assert_eq!(lines.len(), 2 * PLANE_LINES + 1);
    assert_eq!(lines[0], " plane 1           plane 2");
    assert_eq!(lines[3], " 2 .  .  .  .      2 .  O  .  .");
    assert_eq!(lines[6], "");
    assert_eq!(lines[7], " plane 3           plane 4");
    let narrow = cube_lines(&opening(), 32, false, false);
    assert_eq!(narrow.len(), 4 * PLANE_LINES + 3);
    assert_eq!(narrow[7], " plane 2");
    assert_eq!(narrow[10], " 2 .  O  .  .");
}

#[test]
fn the_lines_fit_every_width_from_the_narrowest_plane() {
    let mut busy = opening();
    busy.cursor = Some(cell("3-4-4"));
    busy.typed_plane = Some(3);
    busy.typed_row = Some(4);
    for width in PLANE_WIDTH..=200 {
        for line in cube_lines(&busy, width, true, false) {
            let shown = strip(&line).chars().count();
            assert!(shown <= width, "{width} columns: {line:?} is {shown}");
        }
    }
    assert_eq!(planes_across(PLANE_WIDTH - 1), 1);
    assert_eq!(planes_across(39), 2);
    assert_eq!(planes_across(68), 2);
    assert_eq!(planes_across(69), 4);
}

#[test]
fn cursor_last_move_hint_win_and_typed_digits_are_in_letters() {
    let rest = "_".repeat(48);
    let mut won = scene(&format!("xxxx oo__ o___ ____/{rest}"));
    won.last_move = Some(cell("1-1-4"));
    won.hint = Some(cell("1-4-4"));
    won.cursor = Some(cell("1-3-1"));
    won.typed_plane = Some(1);
    won.typed_row = Some(2);
    assert_eq!(
        cube_lines(&won, 15, false, false)[..PLANE_LINES],
        [
            ">plane 1",
            "   1  2  3  4",
            " 1*X**X**X**X*",
            ">2 O  O  .  .",
            " 3[O] .  .  .",
            " 4 .  .  .  ?",
        ]
    );
    // The last move off the winning line, in brackets of its own.
    let mut last = opening();
    last.last_move = Some(cell("2-2-2"));
    assert_eq!(cube_lines(&last, 15, false, false)[10], " 2 . (O) .  .");
}

#[test]
fn colour_never_replaces_the_letters() {
    let plain = cube_lines(&opening(), 80, false, false);
    let painted = cube_lines(&opening(), 80, true, false);
    assert_ne!(plain, painted);
    let stripped: Vec<String> = painted.iter().map(|l| strip(l)).collect();
    assert_eq!(plain, stripped);
}

#[test]
fn compact_planes_fit_four_across_forty_columns() {
    let mut scene = scene(&format!("x{}o{}", ".".repeat(20), ".".repeat(42)));
    scene.cursor = Cell::new(2);
    scene.last_move = Cell::new(22);
    let lines = cube_lines(&scene, 39, false, true);
    assert_eq!(lines.len(), PLANE_LINES, "{lines:#?}");
    assert!(lines.iter().all(|l| l.chars().count() <= 39), "{lines:#?}");
    assert_eq!(lines[0], " plane 1   plane 2   plane 3   plane 4");
    // The cursor on 1-1-2, the last move 2-2-2.
    assert_eq!(lines[2], "1 X[. . . 1 . . . . 1 . . . . 1 . . . .");
    assert_eq!(lines[3], "2 . . . . 2 .(O . . 2 . . . . 2 . . . .");
}
