//! What a frame shows, decided without a window: the game, the layout, the
//! mouse and the time in, a [`display::DisplayList`] out; and that list
//! rasterized in software, for screenshots without a display.

pub mod display;
pub mod bar;
pub mod board;
pub mod compose;
pub mod frame;
// The window's per-frame figures, for `scripts/perf` only: built with the
// `perf` feature, and for this crate's own tests.
#[cfg(any(test, feature = "perf"))]
pub mod frame_stats;
pub mod icon;
pub mod input;
pub mod palette;
pub mod panel;
pub mod raster;
pub mod overlays;
#[cfg(test)]
mod test_frames;
pub mod text;
