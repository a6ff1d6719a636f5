//! The window, decided without one: the layout of a window size; a frame
//! as a [`display::DisplayList`] from the game, the mouse and the time;
//! and that list rasterized in software, for screenshots (natively only).

pub mod bar;
pub mod board;
pub mod compose;
pub mod cube;
pub mod cube_layout;
pub mod display;
pub mod frame;
// The window's per-frame figures, for `scripts/perf` and the tests.
#[cfg(any(test, feature = "perf"))]
pub mod frame_stats;
// The software renderer and the icon it paints: never in a web page.
#[cfg(not(target_arch = "wasm32"))]
pub mod icon;
pub mod input;
pub mod layout;
pub mod palette;
pub mod panel;
#[cfg(not(target_arch = "wasm32"))]
pub mod raster;
pub mod overlays;
#[cfg(test)]
#[path = "frames_tests.rs"]
mod test_frames;
pub mod text;
