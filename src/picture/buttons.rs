//! The button bar along the bottom of the window: which buttons, in what
//! order, and where they go in a window of a given width.

use crate::picture::geometry::Rect;

/// The buttons of the bar at the bottom of the window, left to right: with
/// the choosers and the help's settings page, every key's job can also be
/// done with the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    NewGame,
    Undo,
    Redo,
    Hint,
    Review,
    Opponent,
    Rules,
    Help,
}

impl Button {
    pub const ALL: [Button; 8] = [
        Button::NewGame,
        Button::Undo,
        Button::Redo,
        Button::Hint,
        Button::Review,
        Button::Opponent,
        Button::Rules,
        Button::Help,
    ];
}

/// The buttons along the bottom: one row when each button has room for
/// the longest short label (about five text sizes), else two rows; the
/// long labels when there is room for them too. Returns the buttons, the
/// top of the bar, and whether labels must be short.
pub fn button_bar(
    w: f32,
    h: f32,
    text: f32,
    margin: f32,
    gap: f32,
) -> (Vec<(Button, Rect)>, f32, bool) {
    let count = Button::ALL.len();
    let height = (text * 2.0).clamp(28.0, 40.0);
    let room = |per_row: usize| (w - 2.0 * margin - gap * (per_row - 1) as f32) / per_row as f32;
    let per_row = if room(count) >= text * 5.6 {
        count
    } else {
        count.div_ceil(2)
    };
    let rows = count.div_ceil(per_row);
    let width = room(per_row);
    let top = h - margin - height * rows as f32 - gap * (rows - 1) as f32;
    let buttons = Button::ALL
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            let (row, col) = (i / per_row, i % per_row);
            // On whole pixels, so a button's one-pixel edge is one crisp
            // line in any renderer.
            let (x, y) = (
                margin + col as f32 * (width + gap),
                top + row as f32 * (height + gap),
            );
            let rect = Rect {
                x: x.round(),
                y: y.round(),
                w: (x + width).round() - x.round(),
                h: (y + height).round() - y.round(),
            };
            (b, rect)
        })
        .collect();
    (buttons, top, width < text * 6.4)
}
