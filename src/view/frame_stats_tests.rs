//! Tests of `frame_stats.rs`.

use super::*;

fn sample(now: f64, moving: bool, played: bool, drawn: f64) -> FrameSample {
    FrameSample {
        now,
        work_ms: now,
        moving,
        played,
        drawn,
        phases_ms: [now / 5.0; PHASES.len()],
        session: SessionNote::default(),
        waited_ms: 0.0,
    }
}

fn line(report: &str, name: &str) -> String {
    report
        .lines()
        .find(|l| l.starts_with(&format!("{name} ")))
        .unwrap_or("")
        .to_string()
}

#[test]
fn a_play_shown_in_its_own_frame_takes_zero_frames() {
    let mut stats = FrameStats::default();
    stats.frame(sample(0.0, false, false, 120.0));
    stats.frame(sample(0.1, true, true, 121.0));
    assert_eq!(
        line(&stats.report(), "response_frames"),
        "response_frames 0"
    );
}

#[test]
fn a_play_shown_two_frames_later_takes_two() {
    let mut stats = FrameStats::default();
    stats.frame(sample(0.0, false, false, 120.0));
    stats.frame(sample(0.1, true, true, 120.0));
    stats.frame(sample(0.2, true, false, 120.0));
    stats.frame(sample(0.3, true, false, 125.0));
    assert_eq!(
        line(&stats.report(), "response_frames"),
        "response_frames 2"
    );
}

#[test]
fn gaps_count_only_after_moving_frames() {
    let mut stats = FrameStats::default();
    for (now, moving) in [
        (0.0, false),
        (5.0, true),
        (5.016, true),
        (5.1, false),
        (9.0, false),
    ] {
        stats.frame(sample(now, moving, false, 0.0));
    }
    let report = stats.report();
    assert_eq!(line(&report, "busy_frames"), "busy_frames 2");
    assert_eq!(line(&report, "long_gaps"), "long_gaps 1");
}

#[test]
fn percentiles_of_nothing_are_zero() {
    assert_eq!(percentiles(&[]), (0.0, 0.0, 0.0));
    assert_eq!(percentiles(&[3.0, 1.0, 2.0]), (2.0, 3.0, 3.0));
}

#[test]
fn the_slow_frames_phases_are_said_apart() {
    let mut stats = FrameStats::default();
    // 90 quick frames spent in input, 10 slow ones spent drawing.
    for i in 0..100 {
        let mut frame = sample(f64::from(i), false, false, 0.0);
        let slow = i >= 90;
        frame.work_ms = if slow { 2.0 } else { 0.1 };
        frame.phases_ms = if slow {
            [0.1, 0.0, 0.0, 0.0, 0.0, 1.9]
        } else {
            [0.1, 0.0, 0.0, 0.0, 0.0, 0.0]
        };
        frame.session.events = usize::from(slow);
        stats.frame(frame);
    }
    let report = stats.report();
    assert_eq!(
        line(&report, "phase_ms input"),
        "phase_ms input 0.1000 0.1000 0.1000 0.1000"
    );
    assert_eq!(
        line(&report, "phase_ms draw"),
        "phase_ms draw 0.0000 1.9000 1.9000 1.9000"
    );
    // Each slow frame is listed with what it did.
    let slow: Vec<_> = report
        .lines()
        .filter(|l| l.starts_with("slow_frame "))
        .collect();
    assert_eq!(slow.len(), 10, "{report}");
    assert_eq!(
        slow[0],
        "slow_frame 90 2.0000 played 0 lines 0 events 1 saving 0 0 \
         waited 0.0000 phases 0.1000 0.0000 0.0000 0.0000 0.0000 1.9000"
    );
}

#[test]
fn own_work_leaves_out_the_waits_for_a_processor() {
    let mut stats = FrameStats::default();
    // 98 frames of 0.1 ms, and two of 2 ms that waited 1.95 ms for a
    // processor: their own work is 0.05 ms.
    for i in 0..100 {
        let mut frame = sample(f64::from(i), false, false, 0.0);
        let waited = i >= 98;
        frame.work_ms = if waited { 2.0 } else { 0.1 };
        frame.waited_ms = if waited { 1.95 } else { 0.0 };
        stats.frame(frame);
    }
    let report = stats.report();
    assert_eq!(line(&report, "work_ms"), "work_ms 0.1000 2.0000 2.0000");
    assert_eq!(
        line(&report, "own_work_ms"),
        "own_work_ms 0.1000 0.1000 0.1000"
    );
    assert_eq!(line(&report, "waiting_frames"), "waiting_frames 2");
}
