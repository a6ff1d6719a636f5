//! What the screens over the game share: the sheet's opaque, outlined box
//! and a row lit by the keyboard or under the mouse.

use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::Rect;

/// The sheet's box, opaque and outlined (a click in it lands on it), and
/// its `heading`, if any, on the first line; returns the box's inside.
pub(crate) fn sheet_box(
    list: &mut DisplayList,
    frame: &Frame,
    panel: Rect,
    heading: Option<&str>,
) -> Rect {
    let (t, p) = (frame.typeset(), frame.palette);
    list.hit(panel, None);
    list.fill(panel, p.sheet);
    list.outline(panel, 2.0, p.ink);
    let inner = panel.inset(frame.layout.margin);
    if let Some(heading) = heading {
        let heading = t.fit(heading, inner.w);
        list.text(t.left(&heading, inner.x, inner.y + t.size, p.ink));
    }
    inner
}

/// A row lit by the keyboard (filled) or under the mouse (outlined), so
/// the two never look like one choice made twice.
pub(crate) fn row_box(list: &mut DisplayList, frame: &Frame, r: Rect, lit: bool, base: Colour) {
    list.fill(r, if lit { frame.palette.highlight } else { base });
    if !lit && frame.mouse.is_some_and(|p| r.contains(p)) {
        list.outline(r, 2.0, frame.palette.edge);
    }
}
