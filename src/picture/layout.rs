//! Where everything goes in a window of a given size: one text size for the
//! whole screen, the title and scores lines, the board (the one transform
//! between turtle space and the window), the panel beside or below it for
//! the status and the move history, the button bar, and the overlays' boxes
//! and rows. Window coordinates are logical pixels (the window's size
//! divided by its DPI scale), origin at the top left, y growing downwards.

use crate::core::board::Square;
use crate::picture::drawing::{
    GRID_BOTTOM, GRID_LEFT, GRID_RIGHT, GRID_TOP, SQUARE_SIZE, STRIKE_OVERHANG,
};
use crate::picture::turtle::Point;

pub use crate::picture::buttons::Button;
pub use crate::picture::geometry::{Rect, TextLine, WindowPoint};

use crate::picture::buttons::button_bar;

/// Smallest window the layout is designed for, in logical pixels: at this
/// size every word is still at the smallest text size and inside its box.
/// Smaller windows are laid out as if this size (and clipped).
pub const MIN_WINDOW: (f32, f32) = (360.0, 360.0);
/// The window size the game opens at and screenshots use.
pub const DEFAULT_WINDOW: (f32, f32) = (800.0, 600.0);
/// The text size's range, in logical pixels.
pub const MIN_TEXT: f32 = 13.0;
pub const MAX_TEXT: f32 = 20.0;
/// Line height, as a multiple of the text size.
pub const LINE_SPACING: f32 = 1.45;
/// Turtle units kept free around the grid, for the strike-through and the
/// turtle drawn at a line's end.
pub const PICTURE_PAD: f32 = STRIKE_OVERHANG + 4.0;
/// Turtle units either side of a grid line where a click plays nothing.
pub const LINE_MARGIN: f32 = 1.5;
/// Window pixels either side of a grid line where a click plays nothing,
/// when that is more than [`LINE_MARGIN`] (small windows).
pub const LINE_MARGIN_PIXELS: f32 = 3.0;
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

/// The pen's width in window pixels per turtle unit: the pen grows with
/// the board, as a turtle's line would on a bigger screen, never thinner
/// than [`MIN_PEN`], so a small window's lines stay solid, not grey.
pub const PEN_PER_UNIT: f32 = 0.9;
pub const MIN_PEN: f32 = 2.0;

/// Everything's place in one window size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f32,
    pub height: f32,
    /// The one text size of this screen, and its line height.
    pub text: f32,
    pub line: f32,
    pub margin: f32,
    /// Window pixels per turtle unit.
    pub scale: f32,
    /// Where turtle (0, 0) falls in the window.
    pub origin: WindowPoint,
    /// Pen width for the picture, in window pixels.
    pub pen_width: f32,
    pub title: TextLine,
    /// The scores line under the title, and where a click on it lands.
    pub scores: TextLine,
    pub scores_rect: Rect,
    /// The square the picture is fitted into.
    pub board: Rect,
    /// The status lines (turn or result, the last move and its reason,
    /// feedback) and the move history under them share the panel: beside
    /// the board in wide windows, where the history takes the room its
    /// moves need, or below it in tall ones, a few lines each.
    pub panel: Rect,
    pub wide: bool,
    /// Under a tall window's board: the status's lines and the history's.
    pub tall_lines: (usize, usize),
    pub buttons: Vec<(Button, Rect)>,
    /// The shorter button labels, for narrow buttons.
    pub short_labels: bool,
}

impl Layout {
    /// The layout for a window `width` × `height` logical pixels; any size,
    /// even zero or not a number, gives a usable layout.
    pub fn new(width: f32, height: f32) -> Layout {
        let clean = |v: f32, min: f32| if v.is_finite() { v.max(min) } else { min };
        let (w, h) = (clean(width, MIN_WINDOW.0), clean(height, MIN_WINDOW.1));
        let text = (w * 0.020).min(h * 0.028).clamp(MIN_TEXT, MAX_TEXT);
        let line = text * LINE_SPACING;
        let margin = (w.min(h) * 0.02).clamp(6.0, 16.0);
        let gap = (margin / 2.0).max(4.0);
        // A window wide enough for a full-height board and a panel beside
        // it puts the title, scores and buttons over and under the panel
        // (the column), giving the board the window's height; otherwise
        // they span the window, and the board and panel share what is
        // between them.
        let beside = full_height_board(w, h, text, margin);
        let column = beside.map_or(
            Rect {
                x: 0.0,
                y: 0.0,
                w,
                h,
            },
            |(_, column)| column,
        );
        let title = TextLine {
            centre_x: column.centre().x,
            baseline: margin + text,
            size: text,
            max_width: column.w - 2.0 * margin,
        };
        let scores_rect = Rect {
            x: column.x + margin,
            y: margin + line,
            w: column.w - 2.0 * margin,
            h: line,
        };
        let scores = TextLine {
            baseline: scores_rect.y + text,
            ..title
        };
        let (buttons, bar_top, short_labels) = button_bar(column, text, margin, gap);
        let content = Rect {
            x: column.x + margin,
            y: scores_rect.bottom() + gap,
            w: column.w - 2.0 * margin,
            h: bar_top - gap - (scores_rect.bottom() + gap),
        };
        let (board, panel, wide, tall_lines) = match beside {
            Some((board, _)) => (board, content, true, (0, 0)),
            None => split(content, text, line, margin, gap),
        };
        let (scale, origin) = fit_picture(board);
        Layout {
            width: w,
            height: h,
            text,
            line,
            margin,
            scale,
            origin,
            pen_width: (scale * PEN_PER_UNIT).max(MIN_PEN),
            title,
            scores,
            scores_rect,
            board,
            panel,
            wide,
            tall_lines,
            buttons,
            short_labels,
        }
    }

    /// The whole window.
    pub fn window(&self) -> Rect {
        Rect {
            x: 0.0,
            y: 0.0,
            w: self.width,
            h: self.height,
        }
    }

    pub fn to_window(&self, p: Point) -> WindowPoint {
        WindowPoint::new(
            self.origin.x + p.x * self.scale,
            self.origin.y - p.y * self.scale,
        )
    }

    pub fn to_turtle(&self, p: WindowPoint) -> Point {
        Point::new(
            (p.x - self.origin.x) / self.scale,
            (self.origin.y - p.y) / self.scale,
        )
    }

    /// The square whose inside holds window point `p`: not on a grid line,
    /// not off the board.
    pub fn square_at_window(&self, p: WindowPoint) -> Option<Square> {
        let margin = LINE_MARGIN.max(LINE_MARGIN_PIXELS / self.scale);
        square_within(self.to_turtle(p), margin)
    }

    /// The window rectangle of square `sq`.
    pub fn square_rect(&self, sq: Square) -> Rect {
        let (row, col) = sq.row_col();
        let top_left = Point::new(
            GRID_LEFT + SQUARE_SIZE * col as f32,
            GRID_TOP - SQUARE_SIZE * row as f32,
        );
        let p = self.to_window(top_left);
        Rect {
            x: p.x,
            y: p.y,
            w: SQUARE_SIZE * self.scale,
            h: SQUARE_SIZE * self.scale,
        }
    }

    /// The window rectangle a click plays square `sq` in: its inside,
    /// kept as clear of the inner grid lines as [`Layout::square_at_window`]
    /// keeps it.
    pub fn square_hit_rect(&self, sq: Square) -> Rect {
        let r = self.square_rect(sq);
        let m = LINE_MARGIN.max(LINE_MARGIN_PIXELS / self.scale) * self.scale;
        let (row, col) = sq.row_col();
        let inner = |at: usize, low: bool| match (at, low) {
            (0, true) | (2, false) => 0.0,
            _ => m,
        };
        let (left, right) = (inner(col, true), inner(col, false));
        let (top, bottom) = (inner(row, true), inner(row, false));
        Rect {
            x: r.x + left,
            y: r.y + top,
            w: r.w - left - right,
            h: r.h - top - bottom,
        }
    }

    pub fn button_rect(&self, button: Button) -> Option<Rect> {
        self.buttons
            .iter()
            .find(|(b, _)| *b == button)
            .map(|(_, r)| *r)
    }

    /// The status area, when the history lists `moves` moves and the
    /// status needs no more than its usual lines.
    pub fn status(&self, moves: usize) -> Rect {
        self.panel_parts(moves, 0).0
    }

    /// The move history's area, for `moves` moves, beside a status of its
    /// usual lines.
    pub fn history(&self, moves: usize) -> Rect {
        self.panel_parts(moves, 0).1
    }

    /// The status area and the move history's, for `moves` moves and a
    /// status that needs `status_lines` lines. In a wide window the history
    /// is at the panel's foot, a heading and a row a move (three at least),
    /// leaving the status five lines, or the lines it needs while the
    /// history keeps its heading and three rows; in a tall one the status
    /// has its lines under the board, or takes the history's but one, and
    /// the history the rest. Without moves the status has it all.
    pub fn panel_parts(&self, moves: usize, status_lines: usize) -> (Rect, Rect) {
        let line = self.line;
        if !self.wide {
            let (usual, history) = self.tall_lines;
            let total = usual + history;
            let most = if moves == 0 { total } else { total - 1 };
            let n = status_lines.clamp(usual, most.max(usual));
            let status = Rect {
                h: n as f32 * line,
                ..self.panel
            };
            let history = Rect {
                y: status.bottom() + self.margin / 2.0,
                h: (total - n) as f32 * line,
                ..self.panel
            };
            return (status, history);
        }
        let wanted = (moves.max(3) + 1) as f32 * line;
        let status_h = status_lines.max(5) as f32 * line;
        let h = if moves == 0 {
            0.0
        } else {
            wanted
                .min(self.panel.h - status_h)
                .max((4.0 * line).min(self.panel.h - 5.0 * line))
                .max(0.0)
        };
        let history = Rect {
            y: self.panel.bottom() - h,
            h,
            ..self.panel
        };
        let status = Rect {
            h: (history.y - self.margin / 2.0 - self.panel.y).max(0.0),
            ..self.panel
        };
        (status, history)
    }

    /// How many moves a history `area` shows as rows of their own, one a
    /// line, under its heading (wide windows); 0 where it is a paragraph.
    pub fn rows_in(&self, area: Rect) -> usize {
        if self.wide {
            ((area.h / self.line).floor() as usize).saturating_sub(1)
        } else {
            0
        }
    }

    /// How many moves the history shows as rows, beside a usual status.
    pub fn history_rows(&self, moves: usize) -> usize {
        self.rows_in(self.history(moves))
    }

    /// The `i`th history row (from 0), under the heading, in `area`.
    pub fn row_in(&self, area: Rect, i: usize) -> Rect {
        Rect {
            y: area.y + self.line * (i + 1) as f32,
            h: self.line,
            ..area
        }
    }

    /// The `i`th history row for `moves` moves, beside a usual status.
    pub fn history_row(&self, moves: usize, i: usize) -> Rect {
        self.row_in(self.history(moves), i)
    }
}

/// The board at the window's full height, and the column beside it for
/// the title, scores, panel and buttons, both centred across the window —
/// when the window is wide enough for the column to be at least
/// [`SIDE_PANEL_MIN`] text sizes wide (it is never wider than
/// [`READING_WIDTH`]). The column's rectangle includes its margins.
fn full_height_board(w: f32, h: f32, text: f32, margin: f32) -> Option<(Rect, Rect)> {
    let side = h - 2.0 * margin;
    let room = w - side - 2.0 * margin;
    if room < SIDE_PANEL_MIN * text + 2.0 * margin {
        return None;
    }
    let column_w = room.min(READING_WIDTH * text + 2.0 * margin);
    let left = (w - (side + 2.0 * margin + column_w)) / 2.0;
    let board = Rect {
        x: left + margin,
        y: margin,
        w: side,
        h: side,
    };
    let column = Rect {
        x: board.right() + margin,
        y: 0.0,
        w: column_w,
        h,
    };
    Some((board, column))
}

/// The board and the panel in the space between the scores line and the
/// button bar: side by side when the space is wide, else the panel below;
/// the panel no wider than [`READING_WIDTH`] text sizes, and the two
/// centred together. Returns the board, the panel, whether wide, and
/// (tall) the lines of status and of history under the board.
fn split(
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
        let board = Rect {
            x: left,
            y: content.y + (content.h - side) / 2.0,
            w: side,
            h: side,
        };
        let panel = Rect {
            x: board.right() + 2.0 * margin,
            y: content.y,
            w: panel_w,
            h: content.h,
        };
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
    let board = Rect {
        x: content.x + (content.w - side) / 2.0,
        y: top,
        w: side,
        h: side,
    };
    let panel_w = content.w.min(reading.max(side));
    let panel = Rect {
        x: content.x + (content.w - panel_w) / 2.0,
        y: board.bottom() + gap,
        w: panel_w,
        h: below - gap,
    };
    (board, panel, false, lines)
}

/// Scale and origin that fit the picture (the grid plus [`PICTURE_PAD`])
/// into `area`, uniformly, centred.
fn fit_picture(area: Rect) -> (f32, WindowPoint) {
    let span_x = GRID_RIGHT - GRID_LEFT + 2.0 * PICTURE_PAD;
    let span_y = GRID_TOP - GRID_BOTTOM + 2.0 * PICTURE_PAD;
    let scale = (area.w / span_x).min(area.h / span_y).max(0.1);
    let centre = area.centre();
    let grid_mid = Point::new(
        (GRID_LEFT + GRID_RIGHT) / 2.0,
        (GRID_TOP + GRID_BOTTOM) / 2.0,
    );
    (
        scale,
        WindowPoint::new(centre.x - grid_mid.x * scale, centre.y + grid_mid.y * scale),
    )
}

/// The square whose inside holds turtle point `p`, keeping [`LINE_MARGIN`]
/// clear of the grid lines: the inverse of `box_centre`.
pub fn square_at(p: Point) -> Option<Square> {
    square_within(p, LINE_MARGIN)
}

/// Like [`square_at`] with `margin` turtle units around the inner lines.
pub fn square_within(p: Point, margin: f32) -> Option<Square> {
    if !(p.x > GRID_LEFT && p.x < GRID_RIGHT && p.y > GRID_BOTTOM && p.y < GRID_TOP) {
        return None;
    }
    let col = ((p.x - GRID_LEFT) / SQUARE_SIZE).floor();
    let row = ((GRID_TOP - p.y) / SQUARE_SIZE).floor();
    let near_line = |offset: f32| {
        let within = offset.rem_euclid(SQUARE_SIZE);
        let inner = offset > SQUARE_SIZE / 2.0 && offset < 3.0 * SQUARE_SIZE - SQUARE_SIZE / 2.0;
        inner && (within < margin || within > SQUARE_SIZE - margin)
    };
    if near_line(p.x - GRID_LEFT) || near_line(GRID_TOP - p.y) {
        return None;
    }
    Square::at(row as usize, col as usize)
}

#[cfg(test)]
#[path = "layout_tests.rs"]
mod tests;
