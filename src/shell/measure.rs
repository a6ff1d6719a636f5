//! The per-frame timer of `--features perf` builds: with `TTT_FRAME_STATS`
//! naming a file, each frame's figures are written there at the end (read
//! by `scripts/perf`). Without the feature, `unmeasured.rs` stands in with
//! the same methods doing nothing, so the frame loop names its steps only.

use std::path::PathBuf;
use std::time::{Duration, Instant};
use ttt::core::board::Board;
use ttt::game::Game;
use ttt::session::Session;
use ttt::view::frame_stats::{drawn_length, FrameSample, FrameStats, SessionNote, PHASES};

/// The frame loop's timer: figures only if `TTT_FRAME_STATS` names a file.
pub struct Measure(Option<Figures>);

/// The figures so far, and what this frame has shown of itself.
#[derive(Default)]
struct Figures {
    path: PathBuf,
    stats: FrameStats,
    /// When this frame's work began, then when each phase ended.
    laps: Vec<Instant>,
    /// What the session had to do this frame.
    note: SessionNote,
    /// The board before the frame, and [`waited_ns`] before its work.
    board: Board,
    waited: Option<u64>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl Measure {
    /// A timer that keeps figures if `TTT_FRAME_STATS` names a file.
    pub fn start() -> Measure {
        let path = std::env::var_os("TTT_FRAME_STATS").filter(|p| !p.is_empty());
        Measure(path.map(|path| Figures {
            path: PathBuf::from(path),
            ..Figures::default()
        }))
    }

    /// Marks the start of a frame's work.
    pub fn frame_start(&mut self, game: &Game) {
        if let Some(m) = &mut self.0 {
            // Read outside the time measured.
            m.waited = waited_ns();
            m.note = SessionNote::default();
            m.board = game.board();
            m.laps = vec![Instant::now()];
        }
    }

    /// Marks the end of one of the frame's phases (in the order of [`PHASES`]).
    pub fn lap(&mut self) {
        if let Some(m) = &mut self.0 {
            m.laps.push(Instant::now());
        }
    }

    /// Notes what the session has to do this frame, before its phase:
    /// `lines` printed, the game's events, the saver busy or not.
    pub fn before_session(&mut self, lines: usize, game: &Game, session: &Session) {
        if let Some(m) = &mut self.0 {
            (m.note.lines, m.note.events) = (lines, game.events_waiting());
            m.note.saving_before = session.saving();
        }
    }

    /// Notes whether the saver is busy after the session's phase.
    pub fn after_session(&mut self, session: &Session) {
        if let Some(m) = &mut self.0 {
            m.note.saving_after = session.saving();
        }
    }

    /// After a frame's work, before it is shown: its figures.
    pub fn frame_end(&mut self, game: &Game, now: f64) {
        let Some(m) = &mut self.0 else { return };
        let work_ms = m.laps.first().map_or(0.0, |start| ms(start.elapsed()));
        let waited = (m.waited.zip(waited_ns())).map_or(0, |(a, b)| b.saturating_sub(a));
        // Each phase's time (zero for a phase not reached).
        let mut phases = [0.0; PHASES.len()];
        for (phase, pair) in phases.iter_mut().zip(m.laps.windows(2)) {
            *phase = ms(pair[1] - pair[0]);
        }
        m.stats.frame(FrameSample {
            now,
            work_ms,
            moving: game.is_moving(now),
            // A mark added since the board before the frame is a play.
            played: game.board().moves_made() > m.board.moves_made(),
            drawn: drawn_length(&game.scene(now)),
            phases_ms: phases,
            session: m.note,
            waited_ms: waited as f64 / 1e6,
        });
    }

    /// After a frame reached the screen: the first one marks start-up's end
    /// (wall clock, ns since 1970).
    pub fn shown(&mut self) {
        if let Some(m) = &mut self.0 {
            let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            m.stats
                .first_frame_shown(since.unwrap_or_default().as_nanos());
        }
    }

    /// Writes the figures; a failure is a warning, never a lost game.
    pub fn finish(&mut self) {
        if let Some(m) = &self.0 {
            if let Err(e) = std::fs::write(&m.path, m.stats.report()) {
                let path = m.path.display();
                eprintln!("warning: cannot write frame figures to {path}: {e}");
            }
        }
    }
}

/// How long this thread has waited, ready to run, for a processor (ns;
/// Linux's `/proc/thread-self/schedstat`, `None` elsewhere). Read before
/// and after a frame's work, outside the time measured: the difference is
/// the time other programs and threads took from the frame.
fn waited_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().nth(1)?.parse().ok()
}
