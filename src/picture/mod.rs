//! The Logo program's picture, in turtle space: the recording turtle,
//! `draw.board`/`drawx`/`drawo`, the dance after a win, pen strokes as
//! triangles, and text as glyphs. Where it all goes in a window is the
//! view's (view/layout.rs).

pub mod cube;
pub mod dance;
pub mod drawing;
pub mod geometry;
pub mod glyphs;
pub mod speed;
pub mod strokes;
pub mod turtle;
