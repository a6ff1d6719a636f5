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

impl Button {
    /// Its share of a row's width: the opponent button names the opponent
    /// (`vs Learner`), so it gets more room than one word needs.
    pub fn weight(self) -> f32 {
        match self {
            Button::Opponent => 1.4,
            _ => 1.0,
        }
    }
}

/// The buttons along the bottom of `column` (the whole window, or the
/// column beside a full-height board): one row when each button has room
/// for the longest short label (about five text sizes), else two rows; the
/// long labels when there is room for them too. Each row's width is
/// shared by the buttons' weights. Returns the buttons, the top of the
/// bar, and whether labels must be short.
pub fn button_bar(
    column: Rect,
    text: f32,
    margin: f32,
    gap: f32,
) -> (Vec<(Button, Rect)>, f32, bool) {
    let count = Button::ALL.len();
    let height = (text * 2.0).clamp(28.0, 40.0);
    let rows_of = |per_row: usize| Button::ALL.chunks(per_row);
    let room = column.w - 2.0 * margin;
    // The width of one unit of weight in the fullest row.
    let unit = |per_row: usize| {
        rows_of(per_row)
            .map(|row| {
                let weights: f32 = row.iter().map(|b| b.weight()).sum();
                (room - gap * (row.len() - 1) as f32) / weights
            })
            .fold(f32::INFINITY, f32::min)
    };
    let per_row = if unit(count) >= text * 5.2 {
        count
    } else {
        count.div_ceil(2)
    };
    let rows = count.div_ceil(per_row);
    let top = column.bottom() - margin - height * rows as f32 - gap * (rows - 1) as f32;
    let mut buttons = Vec::with_capacity(count);
    for (row, members) in rows_of(per_row).enumerate() {
        let weights: f32 = members.iter().map(|b| b.weight()).sum();
        let share = (room - gap * (members.len() - 1) as f32) / weights;
        let y = top + row as f32 * (height + gap);
        let mut x = column.x + margin;
        for &b in members {
            let width = share * b.weight();
            // On whole pixels, so a button's one-pixel edge is one crisp
            // line in any renderer.
            let rect = Rect::new(
                x.round(),
                y.round(),
                (x + width).round() - x.round(),
                (y + height).round() - y.round(),
            );
            buttons.push((b, rect));
            x += width + gap;
        }
    }
    (buttons, top, unit(per_row) < text * 6.4)
}
