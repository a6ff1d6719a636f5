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
