//! The per-frame timer of `--features perf` builds: with `TTT_FRAME_STATS`
//! naming a file, each frame's figures are written there at the end (read
//! by `scripts/perf`).

use std::cell::RefCell;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use ttt::core::board::Board;
use ttt::game::Game;
use ttt::view::frame_stats::{sample, FrameStats, SessionNote, PHASES};

thread_local! {
    /// When this frame's work began, then when each phase ended.
    static LAPS: RefCell<Vec<Instant>> = const { RefCell::new(Vec::new()) };
    /// What the session had to do this frame.
    static NOTE: RefCell<SessionNote> = RefCell::new(SessionNote::default());
}

/// Notes what the session has to do this frame.
pub fn note(change: impl FnOnce(&mut SessionNote)) {
    NOTE.with_borrow_mut(change);
}

/// Marks the start of a frame's work.
pub fn lap_start() {
    NOTE.with_borrow_mut(|note| *note = SessionNote::default());
    LAPS.with_borrow_mut(|laps| {
        laps.clear();
        laps.push(Instant::now());
    });
}

/// Marks the end of one of the frame's phases (in the order of [`PHASES`]).
pub fn lap() {
    LAPS.with_borrow_mut(|laps| laps.push(Instant::now()));
}

/// Each phase's time this frame, in ms (zero for a phase not reached).
fn phases_ms() -> [f64; PHASES.len()] {
    let mut phases = [0.0; PHASES.len()];
    LAPS.with_borrow(|laps| {
        for (phase, pair) in phases.iter_mut().zip(laps.windows(2)) {
            *phase = (pair[1] - pair[0]).as_secs_f64() * 1000.0;
        }
    });
    phases
}

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

    /// After a frame's work (`work`), before it is shown; `waited_before`
    /// is [`waited_ns`] read before the work began.
    pub fn frame(
        &mut self,
        game: &Game,
        now: f64,
        board_before: Board,
        work: Duration,
        waited_before: Option<u64>,
    ) {
        if let Some((_, stats)) = &mut self.target {
            let work_ms = work.as_secs_f64() * 1000.0;
            let note = NOTE.with_borrow(|note| *note);
            let waited = (waited_before.zip(waited_ns())).map_or(0, |(a, b)| b.saturating_sub(a));
            let waited_ms = waited as f64 / 1e6;
            let phases = phases_ms();
            stats.frame(sample(
                game,
                now,
                work_ms,
                board_before,
                phases,
                note,
                waited_ms,
            ));
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

/// How long this thread has waited, ready to run, for a processor (ns;
/// Linux's `/proc/thread-self/schedstat`, `None` elsewhere). Read before
/// and after a frame's work, outside the time measured: the difference is
/// the time other programs and threads took from the frame.
pub fn waited_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().nth(1)?.parse().ok()
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
