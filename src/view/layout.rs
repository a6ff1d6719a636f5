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

pub use crate::picture::geometry::{Rect, TextLine, WindowPoint};
pub use crate::view::buttons::Button;

use crate::view::arrange::{full_height_board, split};
pub use crate::view::arrange::{
    READING_WIDTH, SHORT_HISTORY_LINES, SHORT_STATUS_LINES, SIDE_PANEL_MIN, TALL_EXTRA_LINES,
    TALL_HISTORY_LINES, TALL_STATUS_LINES,
};
use crate::view::buttons::button_bar;

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
        let column = beside.map_or(Rect::new(0.0, 0.0, w, h), |(_, column)| column);
        let title = TextLine {
            centre_x: column.centre().x,
            baseline: margin + text,
            max_width: column.w - 2.0 * margin,
        };
        let scores_rect = Rect::new(
            column.x + margin,
            margin + line,
            column.w - 2.0 * margin,
            line,
        );
        let scores = TextLine {
            baseline: scores_rect.y + text,
            ..title
        };
        let (buttons, bar_top, short_labels) = button_bar(column, text, margin, gap);
        let content = Rect::new(
            column.x + margin,
            scores_rect.bottom() + gap,
            column.w - 2.0 * margin,
            bar_top - gap - (scores_rect.bottom() + gap),
        );
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
        Rect::new(0.0, 0.0, self.width, self.height)
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
        Rect::new(p.x, p.y, SQUARE_SIZE * self.scale, SQUARE_SIZE * self.scale)
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
        Rect::new(
            r.x + left,
            r.y + top,
            r.w - left - right,
            r.h - top - bottom,
        )
    }

    pub fn button_rect(&self, button: Button) -> Option<Rect> {
        self.buttons
            .iter()
            .find(|(b, _)| *b == button)
            .map(|(_, r)| *r)
    }
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
