//! Where everything goes in a window of a given size: the one transform
//! between turtle space and the window, the square under a point, the
//! button bar, the text lines and the help panel. Window coordinates are
//! logical pixels (the window's size divided by its DPI scale), origin at
//! the top left, y growing downwards.

use crate::core::board::Square;
use crate::picture::drawing::{
    GRID_BOTTOM, GRID_LEFT, GRID_RIGHT, GRID_TOP, SQUARE_SIZE, STRIKE_OVERHANG,
};
use crate::picture::turtle::Point;

/// A point in the window, in logical pixels from the top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WindowPoint {
    pub x: f32,
    pub y: f32,
}

impl WindowPoint {
    pub const fn new(x: f32, y: f32) -> WindowPoint {
        WindowPoint { x, y }
    }
}

/// An axis-aligned rectangle in window pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn contains(&self, p: WindowPoint) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }

    pub fn centre(&self) -> WindowPoint {
        WindowPoint::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// A line of text: where its baseline starts (or centres), its font size in
/// logical pixels, and the width it must fit in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextLine {
    /// The horizontal centre of the line.
    pub centre_x: f32,
    pub baseline: f32,
    pub size: f32,
    pub max_width: f32,
}

/// The buttons of the bar at the bottom of the window, left to right: every
/// key's job can also be done with the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    NewGame,
    Undo,
    Hint,
    Side,
    Opponent,
    Animation,
    Help,
    Quit,
}

impl Button {
    pub const ALL: [Button; 8] = [
        Button::NewGame,
        Button::Undo,
        Button::Hint,
        Button::Side,
        Button::Opponent,
        Button::Animation,
        Button::Help,
        Button::Quit,
    ];
}

/// Smallest window the layout is designed for, in logical pixels. Smaller
/// windows are laid out as if this size (and clipped), never panicking.
pub const MIN_WINDOW: f32 = 200.0;
/// The window size the game opens at and screenshots use.
pub const DEFAULT_WINDOW: (f32, f32) = (800.0, 600.0);
/// Turtle units kept free around the grid, for the strike-through and the
/// turtle drawn at a line's end.
pub const PICTURE_PAD: f32 = STRIKE_OVERHANG + 4.0;
/// Turtle units either side of a grid line where a click plays nothing.
pub const LINE_MARGIN: f32 = 1.5;
/// Window pixels either side of a grid line where a click plays nothing,
/// when that is more than [`LINE_MARGIN`] (small windows).
pub const LINE_MARGIN_PIXELS: f32 = 3.0;
/// Status lines under the board: turn, last move and reason, feedback.
pub const STATUS_LINES: usize = 3;

/// Everything's place in one window size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f32,
    pub height: f32,
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
    pub status: [TextLine; STATUS_LINES],
    pub buttons: Vec<(Button, Rect)>,
    /// Short button labels when the buttons are narrow.
    pub short_labels: bool,
    pub help_panel: Rect,
}

impl Layout {
    /// The layout for a window `width` × `height` logical pixels; any size,
    /// even zero or not a number, gives a usable layout.
    pub fn new(width: f32, height: f32) -> Layout {
        let clean = |v: f32| {
            if v.is_finite() {
                v.max(MIN_WINDOW)
            } else {
                MIN_WINDOW
            }
        };
        let (w, h) = (clean(width), clean(height));
        let margin = (w.min(h) * 0.02).clamp(4.0, 16.0);
        let text = (h * 0.032).clamp(10.0, 22.0);
        let line = text * 1.4;
        let title = TextLine {
            centre_x: w / 2.0,
            baseline: margin + text,
            size: text,
            max_width: w - 2.0 * margin,
        };
        let (buttons, bar_top, short_labels) = button_bar(w, h, margin);
        let status_top = bar_top - margin / 2.0 - line * STATUS_LINES as f32;
        let status = std::array::from_fn(|i| TextLine {
            centre_x: w / 2.0,
            baseline: status_top + line * (i as f32 + 0.75),
            size: text,
            max_width: w - 2.0 * margin,
        });
        let (scores, scores_rect) = scores_line(&title, w, margin);
        let board_top = scores_rect.y + scores_rect.h;
        let area = Rect {
            x: margin,
            y: board_top,
            w: w - 2.0 * margin,
            h: (status_top - board_top).max(1.0),
        };
        let (scale, origin) = fit_picture(area);
        let help_panel = Rect {
            x: margin,
            y: margin,
            w: w - 2.0 * margin,
            h: h - 2.0 * margin,
        };
        let pen_width = (scale * 0.9).max(1.5);
        Layout {
            width: w,
            height: h,
            scale,
            origin,
            pen_width,
            title,
            scores,
            scores_rect,
            status,
            buttons,
            short_labels,
            help_panel,
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

    pub fn button_at(&self, p: WindowPoint) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(p))
            .map(|(b, _)| *b)
    }

    pub fn button_rect(&self, button: Button) -> Option<Rect> {
        self.buttons
            .iter()
            .find(|(b, _)| *b == button)
            .map(|(_, r)| *r)
    }
}

/// The scores line, a little smaller than the `title` above it, and the
/// band around it that a click resets (from under the title's descenders
/// to under its own).
fn scores_line(title: &TextLine, w: f32, margin: f32) -> (TextLine, Rect) {
    let size = title.size * 0.85;
    let line = TextLine {
        centre_x: w / 2.0,
        baseline: title.baseline + size * 1.35,
        size,
        max_width: w - 2.0 * margin,
    };
    let top = title.baseline + title.size * 0.3;
    let band = Rect {
        x: margin,
        y: top,
        w: w - 2.0 * margin,
        h: line.baseline + size * 0.35 - top,
    };
    (line, band)
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

/// The buttons along the bottom: one row when each can be at least 84
/// pixels wide, else two rows with short labels. Returns the buttons, the
/// top of the bar, and whether labels must be short.
fn button_bar(w: f32, h: f32, margin: f32) -> (Vec<(Button, Rect)>, f32, bool) {
    let count = Button::ALL.len();
    let gap = (margin / 2.0).max(3.0);
    let height = (h * 0.055).clamp(20.0, 34.0);
    let one_row = (w - 2.0 * margin - gap * (count - 1) as f32) / count as f32 >= 84.0;
    let per_row = if one_row { count } else { count.div_ceil(2) };
    let rows = count.div_ceil(per_row);
    let width = (w - 2.0 * margin - gap * (per_row - 1) as f32) / per_row as f32;
    let top = h - margin - height * rows as f32 - gap * (rows - 1) as f32;
    let buttons = Button::ALL
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            let (row, col) = (i / per_row, i % per_row);
            let rect = Rect {
                x: margin + col as f32 * (width + gap),
                y: top + row as f32 * (height + gap),
                w: width,
                h: height,
            };
            (b, rect)
        })
        .collect();
    (buttons, top, !one_row)
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
