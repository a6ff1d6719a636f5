//! The game's sounds as sample buffers, synthesised at start-up, and a
//! mixer that plays several at once. Plain data: the front ends (ALSA,
//! Web Audio) only move the samples to a speaker.

pub mod mixer;
pub mod synth;
