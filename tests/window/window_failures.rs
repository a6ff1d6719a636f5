//! When the window fails, it says why and loses nothing: a display without
//! a working OpenGL is named as such before the window opens (exit 1), and
//! one without GLX still opens the window through EGL; a bug after a finished game
//! (a panic asked for by the debug-only `TTT_TEST_PANIC`) says it is a bug,
//! exits 101, and the game is in the scores file — the window's session is
//! closed, and its saver waited for, before the process ends.

use crate::support::window::board::wait_for_board;
use crate::support::window::play::{play, ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Xvfb};
use std::time::Duration;
use ttt::core::board::{Board, Mark};

#[test]
fn a_panic_after_a_game_says_bug_and_keeps_the_score() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let data = std::env::temp_dir().join(format!("ttt-bug-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let mut game = Game::launch_with_env(
        &x,
        &["--no-animation"],
        data.clone(),
        &[("TTT_TEST_PANIC", "after-game")],
    );
    wait_for_board(&game, &Board::default(), SETTLE);
    // Against logo: x 5, o 1, x 8, o 2, x 3, o 7, then x 6 and o 4 wins.
    let mut board = Board::default();
    for n in [5, 8, 3] {
        board = play(&game, board, Mark::X, n, Some(&n.to_string()));
    }
    game.key("6");
    let status = game.wait_exit(Duration::from_secs(20));
    assert_eq!(
        status.and_then(|s| s.code()),
        Some(101),
        "{:?}",
        game.lines()
    );
    let scores = std::fs::read_to_string(data.join("scores.json")).unwrap_or_default();
    let logo_x = crate::support::logo_as_x(&scores);
    let lost = ttt::record::scores::Tally {
        won: 0,
        lost: 1,
        tied: 0,
    };
    assert_eq!(logo_x, Ok(lost), "the lost game is saved: {scores}");
}

#[test]
fn a_display_without_opengl_drivers_is_named() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let data = std::env::temp_dir().join(format!("ttt-no-gl-{}", std::process::id()));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ttt"))
        .arg("--data-dir")
        .arg(&data)
        .env("DISPLAY", &x.display)
        .env("LIBGL_DRIVERS_PATH", "/nonexistent")
        .output()
        .expect("ttt runs");
    let _ = std::fs::remove_dir_all(&data);
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{err}");
    // Found by the start-up probe, before any window or Xlib error.
    assert!(
        err.contains(
            "error: the game window cannot start OpenGL (GLX cannot make an OpenGL 2.1 context"
        ) && err.contains("install Mesa's drivers")
            && !err.contains("panicked")
            && !err.contains("X Error"),
        "{err}"
    );
}

#[test]
fn a_display_without_glx_opens_the_window_through_egl() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start_with(&["-extension", "GLX"]);
    let game = Game::launch(&x, &["--no-animation"]);
    wait_for_board(&game, &Board::default(), SETTLE);
}
