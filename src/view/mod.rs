//! The window, decided without one: where everything goes in a window of
//! a given size (`layout.rs` and the files it uses, in logical pixels);
//! what a frame shows — the game, the layout, the mouse and the time in, a
//! [`display::DisplayList`] out; and that list rasterized in software, for
//! screenshots without a display (natively only: a web page always has
//! its canvas).

pub mod bar;
pub mod board;
pub mod compose;
pub mod cube;
pub mod cube_layout;
pub mod display;
pub mod frame;
// The window's per-frame figures, for `scripts/perf` only: built with the
// `perf` feature, and for this crate's own tests.
#[cfg(any(test, feature = "perf"))]
pub mod frame_stats;
// The software renderer (tiny-skia) and the icon it paints: for
// screenshots and the desktop window's icon, never in a web page.
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
