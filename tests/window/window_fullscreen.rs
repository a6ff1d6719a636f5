//! F11 in a real window under a real window manager (openbox, on a private
//! Xvfb of 1600×1200): the window fills the screen and comes back, the
//! window manager's `_NET_WM_STATE` says so, keys still play, and the
//! screen's size is not remembered as the window's.

use crate::support::window::board::wait_for_board;
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::wait::{assert_stays, wait_until};
use crate::support::window::{Game, Xvfb};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};
use ttt::core::board::Board;
use ttt::session::RESIZE_SETTLE_SECONDS;

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

/// Waits (up to `SETTLE`) for the window to be `size`; fails with `what`
/// and the size it has.
fn wait_for_size(game: &Game, size: (usize, usize), what: &str) {
    wait_until(what, SETTLE, || match game.size() {
        now if now == size => Ok(()),
        now => Err(format!("the window is {now:?}, not {size:?}")),
    });
}

/// Longer than the game waits before it saves a new window size
/// ([`RESIZE_SETTLE_SECONDS`]), with room for a loaded machine.
const SAVE_WOULD_TAKE: Duration = Duration::from_millis(1500);

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
    wait_for_size(&game, SCREEN, "F11: fullscreen");
    assert!(fullscreen(), "{}", game.xprop(&["_NET_WM_STATE"]));
    // Held longer than a window size takes to be saved: the screen's size
    // is not the window's to remember. Nothing to wait for: the check is
    // that no save of it comes.
    assert!(SAVE_WOULD_TAKE.as_secs_f64() > 2.0 * RESIZE_SETTLE_SECONDS);
    let settings = game.data_dir.join("settings.toml");
    assert_stays(
        "no fullscreen size saved",
        SAVE_WOULD_TAKE,
        || match std::fs::read_to_string(&settings).unwrap_or_default() {
            saved if saved.contains("1600") => Err(saved),
            _ => Ok(()),
        },
    );

    game.key("F11");
    wait_for_size(&game, windowed, "F11 again: back");
    assert!(!fullscreen(), "{}", game.xprop(&["_NET_WM_STATE"]));
    // Each press counts (the window is not hidden and shown, which lost
    // the key's release), and keys still play.
    game.key("F11");
    wait_for_size(&game, SCREEN, "a third F11");
    game.key("5");
    let lines = game.wait_for_lines(1, SETTLE);
    assert_eq!(lines.first().map(String::as_str), Some("x 5"), "{lines:?}");
    game.key("F11");
    wait_for_size(&game, windowed, "a fourth F11");
}
