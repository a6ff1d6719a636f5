//! The per-frame timer of `--features perf` builds: with `TTT_FRAME_STATS`
//! naming a file, each frame's figures are written there at the end (read
//! by `scripts/perf`).

use std::path::PathBuf;
use std::time::Duration;
use ttt::core::board::Board;
use ttt::game::Game;
use ttt::view::frame_stats::{sample, FrameStats};

pub struct Measure {
    target: Option<(PathBuf, FrameStats)>,
}

impl Measure {
    pub fn from_env() -> Measure {
        let path = std::env::var_os("TTT_FRAME_STATS").filter(|p| !p.is_empty());
        Measure {
            target: path.map(|p| (PathBuf::from(p), FrameStats::default())),
        }
    }

    /// After a frame's work (`work`), before it is shown.
    pub fn frame(&mut self, game: &Game, now: f64, board_before: Board, work: Duration) {
        if let Some((_, stats)) = &mut self.target {
            stats.frame(sample(game, now, work.as_secs_f64() * 1000.0, board_before));
        }
    }

    /// After a frame reached the screen: the first one marks start-up's end.
    pub fn shown(&mut self) {
        if let Some((_, stats)) = &mut self.target {
            stats.first_frame_shown(unix_nanos());
        }
    }

    /// Writes the figures; a failure is a warning, never a lost game.
    pub fn finish(&self) {
        if let Some((path, stats)) = &self.target {
            if let Err(e) = std::fs::write(path, stats.report()) {
                eprintln!(
                    "warning: cannot write frame figures to {}: {e}",
                    path.display()
                );
            }
        }
    }
}

/// Nanoseconds since 1970 (for the `perf` start-up figure).
fn unix_nanos() -> u128 {
    #[cfg(not(target_arch = "wasm32"))]
    return std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    #[cfg(target_arch = "wasm32")]
    return (macroquad::miniquad::date::now() * 1e9) as u128;
}
