//! The Logo program's picture and everything that places it in a window:
//! the recording turtle, `draw.board`/`drawx`/`drawo`, the layout of a
//! window of any size and its button bar, pen strokes as triangles, and
//! text as glyphs.

pub mod arrange;
pub mod buttons;
pub mod dance;
pub mod drawing;
pub mod geometry;
pub mod glyphs;
pub mod layout;
pub mod panel_parts;
pub mod pen_box;
pub mod sheets;
pub mod speed;
pub mod strokes;
pub mod turtle;
