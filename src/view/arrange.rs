//! How the board and the panel share a window: the board at the window's
//! full height beside a column (very wide windows), the two side by side,
//! or the panel under the board; the panel never wider than reads well.

use crate::picture::geometry::Rect;

/// Lines of status the panel keeps under a tall window's board, and the
/// lines of move history under them; a short one keeps fewer.
pub const TALL_STATUS_LINES: usize = 4;
pub const TALL_HISTORY_LINES: usize = 2;
pub const SHORT_STATUS_LINES: usize = 3;
pub const SHORT_HISTORY_LINES: usize = 1;
/// The most lines a very tall window adds to the history.
pub const TALL_EXTRA_LINES: usize = 4;
/// The panel's widest, in text sizes (about 60 characters): wider lines
/// are hard to read, so a big window centres the board and the panel
/// rather than stretching the panel.
pub const READING_WIDTH: f32 = 34.0;
/// The narrowest a panel beside a full-height board may be, in text
/// sizes (about 40 characters).
pub const SIDE_PANEL_MIN: f32 = 22.0;

/// The board at the window's full height, and the column beside it for
/// the title, scores, panel and buttons, both centred across the window —
/// when the window is wide enough for the column to be at least
/// [`SIDE_PANEL_MIN`] text sizes wide (it is never wider than
/// [`READING_WIDTH`]). The column's rectangle includes its margins.
pub(crate) fn full_height_board(w: f32, h: f32, text: f32, margin: f32) -> Option<(Rect, Rect)> {
    let side = h - 2.0 * margin;
    let room = w - side - 2.0 * margin;
    if room < SIDE_PANEL_MIN * text + 2.0 * margin {
        return None;
    }
    let column_w = room.min(READING_WIDTH * text + 2.0 * margin);
    let left = (w - (side + 2.0 * margin + column_w)) / 2.0;
    let board = Rect::new(left + margin, margin, side, side);
    let column = Rect::new(board.right() + margin, 0.0, column_w, h);
    Some((board, column))
}

/// The board and the panel in the space between the scores line and the
/// button bar: side by side when the space is wide, else the panel below;
/// the panel no wider than [`READING_WIDTH`] text sizes, and the two
/// centred together. Returns the board, the panel, whether wide, and
/// (tall) the lines of status and of history under the board.
pub(crate) fn split(
    content: Rect,
    text: f32,
    line: f32,
    margin: f32,
    gap: f32,
) -> (Rect, Rect, bool, (usize, usize)) {
    let wide = content.w >= content.h * 1.45;
    let reading = READING_WIDTH * text;
    if wide {
        let side = content.h.min(content.w * 0.6);
        let panel_w = (content.w - side - 2.0 * margin).min(reading);
        let left = content.x + (content.w - (side + 2.0 * margin + panel_w)) / 2.0;
        let board = Rect::new(left, content.y + (content.h - side) / 2.0, side, side);
        let panel = Rect::new(board.right() + 2.0 * margin, content.y, panel_w, content.h);
        return (board, panel, true, (0, 0));
    }
    // A short window gives the board more of its height.
    let lines = if content.h < 24.0 * line {
        (SHORT_STATUS_LINES, SHORT_HISTORY_LINES)
    } else {
        (TALL_STATUS_LINES, TALL_HISTORY_LINES)
    };
    let below = (lines.0 + lines.1) as f32 * line + 2.0 * gap;
    let side = content.w.min(content.h - below).max(line * 4.0);
    // A window taller than the board needs (a phone) gives the history
    // the height left over, a few lines at most.
    let spare = ((content.h - below - side) / line).floor().max(0.0) as usize;
    let lines = (lines.0, lines.1 + spare.min(TALL_EXTRA_LINES));
    let below = (lines.0 + lines.1) as f32 * line + 2.0 * gap;
    // The board and the panel together, centred in the height they have.
    let top = content.y + ((content.h - side - below) / 2.0).max(0.0);
    let board = Rect::new(content.x + (content.w - side) / 2.0, top, side, side);
    let panel_w = content.w.min(reading.max(side));
    let panel = Rect::new(
        content.x + (content.w - panel_w) / 2.0,
        board.bottom() + gap,
        panel_w,
        below - gap,
    );
    (board, panel, false, lines)
}
