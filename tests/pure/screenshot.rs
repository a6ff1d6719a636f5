//! `ttt --position POS --screenshot FILE.png` without a display: the picture
//! is painted in software, read back here pixel by pixel, and a picture that
//! cannot be written is an error, not a success.

use crate::support::scratch::scratch_dir;
use crate::support::window::board::read_board;
use crate::support::window::Shot;
use std::path::Path;
use std::process::{Command, Output};

/// Runs `ttt ARGS` with no display at all and data in `data`.
fn headless(args: &[&str], data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("TTT_DATA_DIR", data)
        .output()
        .expect("the ttt binary runs")
}

/// The PNG at `path`, decoded.
fn load(path: &Path) -> Shot {
    let pixmap = tiny_skia::Pixmap::load_png(path).expect("a PNG file");
    let rgb = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue()]
        })
        .collect();
    Shot {
        width: pixmap.width() as usize,
        height: pixmap.height() as usize,
        rgb,
    }
}

#[test]
fn a_screenshot_needs_no_display_and_shows_the_position() {
    let dir = scratch_dir("screenshot");
    // (The board reader cannot see an X under a strike-through: no wins.)
    for position in ["xo__x_o__", "_________", "x_o_x_o__", "xoxxoxoxo"] {
        let file = dir.join(format!("{position}.png"));
        let args = ["--position", position, "--screenshot"];
        let out = headless(
            &[&args[..], &[file.to_str().expect("utf-8")]].concat(),
            &dir,
        );
        assert!(out.status.success(), "{position}: {out:?}");
        let shot = load(&file);
        assert_eq!((shot.width, shot.height), (800, 600));
        assert_eq!(read_board(&shot).as_deref(), Ok(position));
    }
}

#[test]
fn a_picture_that_cannot_be_written_is_an_error() {
    let dir = scratch_dir("screenshot-fail");
    let file = dir.join("no-such-folder").join("p.png");
    let out = headless(
        &[
            "--position",
            "x________",
            "--screenshot",
            file.to_str().expect("utf-8"),
        ],
        &dir,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("error: cannot write") && err.lines().count() == 1,
        "{err}"
    );
    assert!(!file.exists());
}

/// `--game qubic --screenshot`: the four planes, drawn whole (the picture
/// at rest), where the library's cube layout puts them: dark grid ink on
/// each plane's outline, and none in the 3×3 board's middle.
#[test]
fn a_qubic_screenshot_shows_the_four_planes() {
    use crate::support::window::board::is_ink;
    use ttt::qubic::cell::Cell;
    use ttt::view::cube::CubeLayout;
    use ttt::view::layout::Layout;
    let dir = scratch_dir("screenshot-qubic");
    let file = dir.join("qubic.png");
    let path = file.to_str().expect("utf-8");
    let out = headless(&["--game", "qubic", "--screenshot", path], &dir);
    assert!(out.status.success(), "{out:?}");
    let shot = load(&file);
    let cube = CubeLayout::for_window(&Layout::new(shot.width as f32, shot.height as f32));
    for plane in 0..4 {
        // The grid line between a plane's first two columns, crossed at
        // the middle of its first row: ink within a few pixels.
        let cell = Cell::new(16 * plane + 1).expect("a cell");
        let [_, right_top, right_bottom, _] = cube.cell_corners(cell);
        let (x, y) = (
            (right_top.x + right_bottom.x) / 2.0,
            (right_top.y + right_bottom.y) / 2.0,
        );
        let (x, y) = (x as usize, y as usize);
        let ink = shot.count(x - 3, y - 1, x + 4, y + 2, is_ink);
        assert!(ink > 0, "plane {}'s grid at ({x}, {y})", plane + 1);
    }
    // No marks: every cell's middle is clear of ink.
    for cell in Cell::all() {
        let c = cube.cell_centre(cell);
        let (x, y) = (c.x as usize, c.y as usize);
        assert_eq!(
            shot.count(x - 1, y - 1, x + 2, y + 2, is_ink),
            0,
            "cell {cell}"
        );
    }
}
