//! Time for the frame loop: a stopwatch and the pace of busy frames. A
//! browser has no `Instant` or `sleep`: time is the page's clock, and the
//! browser paces frames.

use std::time::Duration;

/// Frames per second while something moves; none while idle.
const BUSY_FPS: f64 = 60.0;

/// Measures one frame's work.
pub struct Stopwatch {
    #[cfg(not(target_arch = "wasm32"))]
    started: std::time::Instant,
    // Read in a page only for the `perf` figures.
    #[cfg(target_arch = "wasm32")]
    #[cfg_attr(not(feature = "perf"), allow(dead_code))]
    started: f64,
}

impl Stopwatch {
    pub fn start() -> Stopwatch {
        Stopwatch {
            #[cfg(not(target_arch = "wasm32"))]
            started: std::time::Instant::now(),
            #[cfg(target_arch = "wasm32")]
            started: macroquad::miniquad::date::now(),
        }
    }

    #[cfg_attr(all(target_arch = "wasm32", not(feature = "perf")), allow(dead_code))]
    pub fn elapsed(&self) -> Duration {
        #[cfg(not(target_arch = "wasm32"))]
        return self.started.elapsed();
        #[cfg(target_arch = "wasm32")]
        return Duration::from_secs_f64((macroquad::miniquad::date::now() - self.started).max(0.0));
    }
}

/// Asks for the next frame, at most [`BUSY_FPS`] a second (natively by
/// sleeping out the frame's budget).
pub fn come_back(frame: &Stopwatch) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let budget = Duration::from_secs_f64(1.0 / BUSY_FPS);
        std::thread::sleep(budget.saturating_sub(frame.elapsed()));
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (frame, BUSY_FPS);
    macroquad::miniquad::window::schedule_update();
}
