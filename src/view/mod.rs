//! What a frame shows, decided without a window: the game, the layout, the
//! mouse and the time in, a [`display::DisplayList`] out; and that list
//! rasterized in software, for screenshots without a display (natively
//! only: a web page always has its canvas).

pub mod display;
pub mod frame;
pub mod frame_stats;
// The software renderer (tiny-skia) and the icon it paints: for
// screenshots and the desktop window's icon, never in a web page.
#[cfg(not(target_arch = "wasm32"))]
pub mod icon;
pub mod palette;
pub mod panel;
#[cfg(not(target_arch = "wasm32"))]
pub mod raster;
pub mod sheets;
pub mod text;
