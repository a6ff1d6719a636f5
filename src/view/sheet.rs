//! What every sheet over the game shares: its opaque, outlined box, and
//! a row lit by the keyboard (filled) or under the mouse (outlined).

use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::Rect;
use crate::view::palette::Palette;

/// The sheet's box, opaque and outlined; a click in it lands on it.
pub fn sheet_box(list: &mut DisplayList, p: &Palette, panel: Rect) {
    list.hit(panel, None);
    list.fill(panel, p.sheet);
    list.outline(panel, 2.0, p.ink);
}

/// A row lit under the mouse (or by the keyboard), with its edge.
pub fn row_box(list: &mut DisplayList, frame: &Frame, r: Rect, lit: bool, base: Colour) {
    let hovered = frame.mouse.is_some_and(|p| r.contains(p));
    // The keyboard's row is filled; the row under the mouse is outlined,
    // so the two never look like one choice made twice.
    list.fill(r, if lit { frame.palette.highlight } else { base });
    if hovered && !lit {
        list.outline(r, 2.0, frame.palette.edge);
    }
}
