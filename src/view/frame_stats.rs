//! Per-frame figures for `scripts/perf` (`TTT_FRAME_STATS`): work, gaps
//! while something moves, how soon a play shows, the first frame. Pure.

use crate::game::scene::Scene;
use crate::picture::turtle::path_length;

/// The phases of a frame's work the `perf` build times, in order (the
/// session's: events kept, changes handed to the saver and taken back).
pub const PHASES: [&str; 6] = ["input", "sound", "print", "session", "compose", "draw"];

/// What the session had to do in a frame, to tell slow frames apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SessionNote {
    pub lines: usize,
    pub events: usize,
    pub saving_before: bool,
    pub saving_after: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameSample {
    pub now: f64,
    /// Our work this frame (input, update, scene, draw calls), in ms.
    pub work_ms: f64,
    /// Whether the game asked for this frame because something moves.
    pub moving: bool,
    /// Whether a key or click placed a mark this frame.
    pub played: bool,
    /// How much of the picture is drawn: turtle path length in the frame.
    pub drawn: f64,
    /// Each of [`PHASES`]' time, in ms.
    pub phases_ms: [f64; PHASES.len()],
    pub session: SessionNote,
    /// Of `work_ms`, the time the window's thread was ready to run but
    /// waited for a processor (other programs, or a thread it woke), in ms.
    pub waited_ms: f64,
}

#[derive(Clone, Debug, Default)]
pub struct FrameStats {
    first_frame_unix_ns: Option<u128>,
    frames: Vec<FrameSample>,
    busy_intervals_ms: Vec<f64>,
    /// Frames since a play, and the picture's extent before it.
    waiting: Option<(u32, f64)>,
    response_frames: Vec<u32>,
}

/// A frame later than this after a moving one counts as a long gap.
pub const LONG_GAP_MS: f64 = 2000.0 / 60.0;

impl FrameStats {
    /// Notes when the first frame was shown (wall clock, ns since 1970).
    pub fn first_frame_shown(&mut self, unix_ns: u128) {
        self.first_frame_unix_ns.get_or_insert(unix_ns);
    }

    pub fn frame(&mut self, sample: FrameSample) {
        let previous = self.frames.last().copied();
        if let Some(prev) = previous.filter(|p| p.moving) {
            self.busy_intervals_ms
                .push((sample.now - prev.now) * 1000.0);
        }
        // The play still waiting, then this frame's: each answered once
        // the picture grows past its extent before the play.
        let played = sample
            .played
            .then(|| (0, previous.map_or(0.0, |p| p.drawn)));
        for (frames, before) in [self.waiting.take(), played].into_iter().flatten() {
            if sample.drawn > before {
                self.response_frames.push(frames);
            } else {
                self.waiting = Some((frames + 1, before));
            }
        }
        self.frames.push(sample);
    }

    /// One figure of each frame, in order.
    fn each(&self, figure: impl Fn(&FrameSample) -> f64) -> Vec<f64> {
        self.frames.iter().map(figure).collect()
    }

    /// The report: a header, then `name value...` lines.
    pub fn report(&self) -> String {
        let gaps = &self.busy_intervals_ms;
        let (w50, w99, w100) = percentiles(&self.each(|f| f.work_ms));
        let (g50, _, g100) = percentiles(gaps);
        let long = gaps.iter().filter(|&&g| g > LONG_GAP_MS).count();
        let responses = &self.response_frames;
        let slowest = responses.iter().max().copied().unwrap_or(0);
        // The work without the waits for a processor: what the frame
        // itself costs, apart from what else the machine was running.
        let (o50, o99, o100) = percentiles(&self.each(|f| f.work_ms - f.waited_ms));
        let waited = self.frames.iter().filter(|f| f.waited_ms > 0.0).count();
        let mut report = format!(
            "ttt frame-stats 1\nframes {}\nfirst_frame_unix_ns {}\n\
             work_ms {w50:.4} {w99:.4} {w100:.4}\n\
             own_work_ms {o50:.4} {o99:.4} {o100:.4}\nwaiting_frames {waited}\n\
             busy_frames {}\n\
             busy_interval_ms {g50:.2} {g100:.2}\nlong_gaps {long}\n\
             responses {}\nresponse_frames {slowest}\n",
            self.frames.len(),
            self.first_frame_unix_ns.unwrap_or(0),
            gaps.len(),
            responses.len(),
        );
        // Each phase's percentiles, then its mean over the slowest frames:
        // where they spend their time.
        let slow: Vec<(usize, &FrameSample)> = (self.frames.iter().enumerate())
            .filter(|(_, f)| f.work_ms >= w99)
            .collect();
        for (i, name) in PHASES.iter().enumerate() {
            let (p50, p99, max) = percentiles(&self.each(|f| f.phases_ms[i]));
            let in_tail =
                slow.iter().map(|(_, f)| f.phases_ms[i]).sum::<f64>() / slow.len().max(1) as f64;
            report += &format!("phase_ms {name} {p50:.4} {p99:.4} {max:.4} {in_tail:.4}\n");
        }
        // The slow frames one by one: what the frame did, then its phases.
        for (i, f) in slow {
            let phases: Vec<_> = f.phases_ms.iter().map(|p| format!("{p:.4}")).collect();
            let note = f.session;
            report += &format!(
                "slow_frame {i} {:.4} played {} lines {} events {} saving {} {} \
                 waited {:.4} phases {}\n",
                f.work_ms,
                u8::from(f.played),
                note.lines,
                note.events,
                u8::from(note.saving_before),
                u8::from(note.saving_after),
                f.waited_ms,
                phases.join(" "),
            );
        }
        report
    }
}

/// How much of the picture `scene` has drawn: its strokes' total length,
/// in turtle units. Grows as soon as a mark starts.
pub fn drawn_length(scene: &Scene) -> f64 {
    let marks: f32 = scene
        .marks
        .iter()
        .map(|(_, _, path)| path_length(path))
        .sum();
    (path_length(&scene.grid) + marks + path_length(&scene.strike)) as f64
}

/// Median, 99th percentile and maximum (zeros when empty).
fn percentiles(values: &[f64]) -> (f64, f64, f64) {
    if values.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by(f64::total_cmp);
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.99), at(1.0))
}

#[cfg(test)]
#[path = "frame_stats_tests.rs"]
mod tests;
