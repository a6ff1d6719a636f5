//! The six sounds, synthesised: filtered noise for the turtle's pen, a
//! "tock" for a mark, notes for a refusal, a win, a loss and a tie. Mono,
//! [`RATE`] samples a second, 16 bits, quiet (at most [`PEAK`]) and short.

use crate::game::outbox::Cue;
use std::f32::consts::TAU;

/// Samples a second.
pub const RATE: u32 = 22_050;
/// The loudest any sound gets, as a fraction of full scale: gentle.
pub const PEAK: f32 = 0.3;

/// The samples of `cue`.
pub fn samples(cue: Cue) -> Vec<i16> {
    let wave = match cue {
        Cue::Pen => pen(),
        Cue::Mark => note(740.0, 0.09, 0.8),
        Cue::Refused => notes(&[(247.0, 0.09), (196.0, 0.14)], 0.6),
        Cue::Won => notes(
            &[(523.3, 0.1), (659.3, 0.1), (784.0, 0.1), (1046.5, 0.32)],
            0.7,
        ),
        Cue::Lost => notes(&[(392.0, 0.14), (329.6, 0.14), (261.6, 0.36)], 0.7),
        Cue::Tied => notes(&[(440.0, 0.14), (440.0, 0.24)], 0.6),
    };
    wave.iter().map(|&v| to_i16(v * PEAK)).collect()
}

fn to_i16(v: f32) -> i16 {
    (v.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16
}

fn len(seconds: f32) -> usize {
    (seconds * RATE as f32) as usize
}

/// A gentle envelope at `t` of a sound `seconds` long: a 5 ms rise, an
/// exponential fall, and a 10 ms fade to exactly zero at the end (no click).
fn envelope(t: f32, seconds: f32) -> f32 {
    let rise = (t / 0.005).min(1.0);
    let fall = (-t * 5.0 / seconds).exp();
    let fade = ((seconds - t) / 0.01).clamp(0.0, 1.0);
    rise * fall * fade
}

/// One note of `hz`, `seconds` long, at `level` (0..=1): a sine with a
/// softer octave above it.
fn note(hz: f32, seconds: f32, level: f32) -> Vec<f32> {
    (0..len(seconds))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let tone = (TAU * hz * t).sin() + 0.25 * (2.0 * TAU * hz * t).sin();
            level * tone / 1.25 * envelope(t, seconds)
        })
        .collect()
}

/// Notes one after the other.
fn notes(parts: &[(f32, f32)], level: f32) -> Vec<f32> {
    parts
        .iter()
        .flat_map(|&(hz, seconds)| note(hz, seconds, level))
        .collect()
}

/// The pen on paper: noise from a fixed seed, low-passed, swelling in
/// strokes 8 a second, over 0.4 s.
fn pen() -> Vec<f32> {
    let seconds = 0.4;
    let mut seed: u32 = 0x2545_f491;
    let mut low = 0.0f32;
    (0..len(seconds))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            // xorshift32: a little noise, the same every run.
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            low += 0.25 * (white - low);
            let strokes = 0.6 + 0.4 * (TAU * 8.0 * t).sin();
            0.35 * low * strokes * envelope(t, seconds)
        })
        .collect()
}

#[cfg(test)]
#[path = "synth_tests.rs"]
mod tests;
