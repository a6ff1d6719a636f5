//! F11 in a real window under a real window manager (openbox, on a private
//! Xvfb of 1600×1200): the window fills the screen and comes back, the
//! window manager's `_NET_WM_STATE` says so, keys still play, and the
//! screen's size is not remembered as the window's.

use crate::support::window::board::wait_for_board;
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Xvfb};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};
use ttt::core::board::Board;

/// The screen `Xvfb::start` makes.
const SCREEN: (usize, usize) = (1600, 1200);

/// A window manager on the test's display, ended with the test.
struct WindowManager(Child);

impl WindowManager {
    /// Starts openbox on `x` and waits until it manages the screen (it
    /// sets `_NET_SUPPORTING_WM_CHECK` on the root window).
    fn start(x: &Xvfb) -> WindowManager {
        let child = Command::new("openbox")
            .env("DISPLAY", &x.display)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot start openbox ({e}); install it: sudo apt-get install -y openbox")
            });
        let wm = WindowManager(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            let out = Command::new("xprop")
                .args(["-root", "_NET_SUPPORTING_WM_CHECK"])
                .env("DISPLAY", &x.display)
                .output();
            if out.is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("window id")) {
                return wm;
            }
            thread::sleep(Duration::from_millis(100));
        }
        panic!("openbox did not manage the screen within 10 s");
    }
}

impl Drop for WindowManager {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Waits up to 5 s for the window to be `size`; the size it had last.
fn wait_for_size(game: &Game, size: (usize, usize)) -> (usize, usize) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut now = game.size();
    while now != size && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(100));
        now = game.size();
    }
    now
}

#[test]
fn f11_makes_the_window_fullscreen_and_back() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let _wm = WindowManager::start(&x);
    let game = Game::launch(&x, &[]);
    game.xdotool(&["windowactivate", "--sync", &game.window]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let windowed = game.size();
    assert_ne!(windowed, SCREEN, "the window opens smaller than the screen");
    let fullscreen = || {
        game.xprop(&["_NET_WM_STATE"])
            .contains("_NET_WM_STATE_FULLSCREEN")
    };

    game.key("F11");
    assert_eq!(wait_for_size(&game, SCREEN), SCREEN, "F11: fullscreen");
    assert!(fullscreen(), "{}", game.xprop(&["_NET_WM_STATE"]));
    // Held longer than a window size takes to be saved: the screen's size
    // is not the window's to remember.
    thread::sleep(Duration::from_millis(1500));
    let settings = std::fs::read_to_string(game.data_dir.join("settings.toml")).unwrap_or_default();
    assert!(!settings.contains("1600"), "{settings}");

    game.key("F11");
    assert_eq!(wait_for_size(&game, windowed), windowed, "F11 again: back");
    assert!(!fullscreen(), "{}", game.xprop(&["_NET_WM_STATE"]));
    // Each press counts (the window is not hidden and shown, which lost
    // the key's release), and keys still play.
    game.key("F11");
    assert_eq!(wait_for_size(&game, SCREEN), SCREEN, "a third F11");
    game.key("5");
    let lines = game.wait_for_lines(1, SETTLE);
    assert_eq!(lines.first().map(String::as_str), Some("x 5"), "{lines:?}");
    game.key("F11");
    assert_eq!(wait_for_size(&game, windowed), windowed, "a fourth F11");
}
