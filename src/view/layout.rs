//! Where everything goes in a window of a given size: the text size, the
//! title and scores, the board, the panel, the button bar and the overlays'
//! boxes. Logical pixels (size over DPI scale), origin top left, y down.

use crate::core::board::Square;
use crate::picture::drawing::{
    box_centre, GRID_BOTTOM, GRID_LEFT, GRID_RIGHT, GRID_TOP, SQUARE_SIZE, STRIKE_OVERHANG,
};
use crate::picture::turtle::Point;

pub use crate::picture::geometry::{Rect, Transform, WindowPoint};

/// Smallest window whose words all fit; smaller ones are laid out as this.
pub const MIN_WINDOW: (f32, f32) = (360.0, 360.0);
/// The window size the game opens at and screenshots use.
pub const DEFAULT_WINDOW: (f32, f32) = (800.0, 600.0);
/// The text size's range, in logical pixels.
pub const MIN_TEXT: f32 = 13.0;
pub const MAX_TEXT: f32 = 20.0;
/// Line height, as a multiple of the text size.
pub const LINE_SPACING: f32 = 1.45;
/// Turtle units kept free around the grid, for the strike and the turtle.
pub const PICTURE_PAD: f32 = STRIKE_OVERHANG + 4.0;
/// Turtle units either side of a grid line where a click plays nothing,
/// and the least in window pixels (small windows).
pub const LINE_MARGIN: f32 = 1.5;
pub const LINE_MARGIN_PIXELS: f32 = 3.0;
/// The pen's width in window pixels per turtle unit, and the least, so a
/// small window's lines stay solid, not grey.
pub const PEN_PER_UNIT: f32 = 0.9;
pub const MIN_PEN: f32 = 2.0;
/// Lines of status and of history under a tall window's board; a short
/// one keeps fewer, and a very tall one adds some to the history.
pub const TALL_LINES: (usize, usize) = (4, 2);
pub const SHORT_LINES: (usize, usize) = (3, 1);
pub const TALL_EXTRA_LINES: usize = 4;
/// The least a tall window's board gives way to the review's words, in lines.
pub const BOARD_MIN_LINES: f32 = 3.0;
/// The panel's widest, in text sizes (about 60 characters): a big window
/// centres the board and the panel rather than stretching the panel.
pub const READING_WIDTH: f32 = 34.0;
/// The narrowest a panel beside a full-height board may be, in text sizes.
pub const SIDE_PANEL_MIN: f32 = 22.0;
/// Lines of the help's body, its advice included: its longest page's.
pub const HELP_LINES: usize = 20;
/// The chooser's width in text sizes, and the most lines its note takes.
pub const CHOOSER_WIDTH: f32 = 40.0;
pub const CHOOSER_NOTE_LINES: usize = 3;

/// Everything's place in one window size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f32,
    pub height: f32,
    /// The screen's one text size, and its line height.
    pub text: f32,
    pub line: f32,
    pub margin: f32,
    /// Where the picture (the grid and its pad) lies in the window.
    pub picture: Transform,
    pub pen_width: f32,
    pub title: TextLine,
    /// The scores line under the title, and where a click on it lands.
    pub scores: TextLine,
    pub scores_rect: Rect,
    pub board: Rect,
    /// The status and the move history: beside the board (`wide`) or below.
    pub panel: Rect,
    pub wide: bool,
    /// Under a tall window's board: the status's lines and the history's.
    pub tall_lines: (usize, usize),
    pub buttons: Vec<(Button, Rect)>,
    pub short_labels: bool,
}

/// A line of text centred on `centre_x`, and the width it must fit in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextLine {
    pub centre_x: f32,
    pub baseline: f32,
    pub max_width: f32,
}

/// An overlay's box and the rectangles of its rows (or buttons), in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub panel: Rect,
    pub rows: Vec<Rect>,
    /// The chooser's note under its one-line rows, where it has one.
    pub note: Option<Rect>,
}

impl Layout {
    /// The layout for a window `width` × `height` logical pixels; any size,
    /// even zero or not a number, gives a usable layout.
    pub fn new(width: f32, height: f32) -> Layout {
        Layout::holding(width, height, 0)
    }

    /// This layout with room under a tall window's board for `lines` lines
    /// of status: the board (then the history) gives way, down to
    /// [`BOARD_MIN_LINES`]. A wide window's panel is already full height.
    pub fn with_status_lines(&self, lines: usize) -> Layout {
        if self.wide || lines <= self.tall_lines.0 {
            return self.clone();
        }
        Layout::holding(self.width, self.height, lines)
    }

    /// [`Layout::new`], the status under a tall board `status` lines at least.
    fn holding(width: f32, height: f32, status: usize) -> Layout {
        let clean = |v: f32, min: f32| if v.is_finite() { v.max(min) } else { min };
        let (w, h) = (clean(width, MIN_WINDOW.0), clean(height, MIN_WINDOW.1));
        let text = (w * 0.020).min(h * 0.028).clamp(MIN_TEXT, MAX_TEXT);
        let line = text * LINE_SPACING;
        let margin = (w.min(h) * 0.02).clamp(6.0, 16.0);
        let gap = (margin / 2.0).max(4.0);
        // A wide window puts the title, scores and buttons in a column
        // beside a full-height board; otherwise they span the window.
        let beside = full_height_board(w, h, text, margin);
        let column = beside.map_or(Rect::new(0.0, 0.0, w, h), |(_, column)| column);
        let title = TextLine {
            centre_x: column.centre().x,
            baseline: margin + text,
            max_width: column.w - 2.0 * margin,
        };
        let scores_rect = Rect::new(column.x + margin, margin + line, title.max_width, line);
        let scores = TextLine {
            baseline: scores_rect.y + text,
            ..title
        };
        let (buttons, bar_top, short_labels) = button_bar(column, text, margin, gap);
        let top = scores_rect.bottom() + gap;
        let content = Rect::new(scores_rect.x, top, title.max_width, bar_top - gap - top);
        let (board, panel, wide, tall_lines) = match beside {
            Some((board, _)) => (board, content, true, (0, 0)),
            None => split(content, text, line, margin, gap, status),
        };
        let picture = fit_picture(board);
        Layout {
            width: w,
            height: h,
            text,
            line,
            margin,
            picture,
            pen_width: (picture.scale * PEN_PER_UNIT).max(MIN_PEN),
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

    pub fn window(&self) -> Rect {
        Rect::new(0.0, 0.0, self.width, self.height)
    }

    fn line_margin(&self) -> f32 {
        LINE_MARGIN.max(LINE_MARGIN_PIXELS / self.picture.scale)
    }

    /// The square whose inside holds window point `p`: not on a grid line,
    /// not off the board.
    pub fn square_at_window(&self, p: WindowPoint) -> Option<Square> {
        square_within(self.picture.to_turtle(p), self.line_margin())
    }

    pub fn square_rect(&self, sq: Square) -> Rect {
        let c = box_centre(sq);
        let half = SQUARE_SIZE / 2.0;
        let p = self.picture.to_window(Point::new(c.x - half, c.y + half));
        let side = SQUARE_SIZE * self.picture.scale;
        Rect::new(p.x, p.y, side, side)
    }

    /// The window rectangle a click plays square `sq` in: its inside, as
    /// clear of the inner grid lines as [`Layout::square_at_window`] keeps.
    pub fn square_hit_rect(&self, sq: Square) -> Rect {
        let r = self.square_rect(sq);
        let m = self.line_margin() * self.picture.scale;
        let (row, col) = sq.row_col();
        // The board's outer edge is no grid line: nothing is kept clear there.
        let clear = |at: usize, edge: usize| if at == edge { 0.0 } else { m };
        let (left, top) = (clear(col, 0), clear(row, 0));
        let (w, h) = (r.w - left - clear(col, 2), r.h - top - clear(row, 2));
        Rect::new(r.x + left, r.y + top, w, h)
    }

    /// The status area and the move history's, for `moves` moves and a
    /// status of `status_lines` lines. Wide: the history at the panel's
    /// foot, a heading and a row a move (three at least, or one where the
    /// status needs the room). Tall: the status its lines, or the
    /// history's but one. Without moves the status has it all.
    pub fn panel_parts(&self, moves: usize, status_lines: usize) -> (Rect, Rect) {
        let (line, gap) = (self.line, self.margin / 2.0);
        // A band of the panel from `y`, `h` tall.
        let band = |y: f32, h: f32| Rect { y, h, ..self.panel };
        if !self.wide {
            let (usual, history) = self.tall_lines;
            let total = usual + history;
            let most = if moves == 0 { total } else { total - 1 };
            let n = status_lines.clamp(usual, most.max(usual));
            let status = band(self.panel.y, n as f32 * line);
            return (
                status,
                band(status.bottom() + gap, (total - n) as f32 * line),
            );
        }
        let wanted = (moves.max(3) + 1) as f32 * line;
        // The status's lines and the half margin above the history.
        let status_h = status_lines.max(5) as f32 * line + gap;
        let h = if moves == 0 {
            0.0
        } else {
            wanted
                .min(self.panel.h - status_h)
                .max((2.0 * line).min(self.panel.h - 5.0 * line))
                .max(0.0)
        };
        let history = band(self.panel.bottom() - h, h);
        let status = band(self.panel.y, (history.y - gap - self.panel.y).max(0.0));
        (status, history)
    }

    /// How many moves a history `area` shows as rows under its heading
    /// (wide windows); 0 where it is a paragraph.
    pub fn rows_in(&self, area: Rect) -> usize {
        if !self.wide {
            return 0;
        }
        ((area.h / self.line).floor() as usize).saturating_sub(1)
    }

    /// An overlay's box, centred, `lines` lines tall and `width_in_text`
    /// text sizes wide, at most the window less its margins.
    pub fn sheet(&self, lines: f32, width_in_text: f32) -> Rect {
        let w = (self.text * width_in_text).min(self.width - 2.0 * self.margin);
        let h = (self.line * lines + 2.0 * self.margin).min(self.height - 2.0 * self.margin);
        Rect::new((self.width - w) / 2.0, (self.height - h) / 2.0, w, h)
    }

    /// The width of the chooser's text, whatever its rows: the view wraps
    /// their words before asking for [`Layout::chooser`].
    pub fn chooser_text_width(&self) -> f32 {
        self.sheet(1.0, CHOOSER_WIDTH).inset(self.margin).w - 8.0
    }

    /// The chooser's box: a heading line, `rows` rows of `lines` lines each
    /// where the window has room; else a line a row and a note of up to
    /// [`CHOOSER_NOTE_LINES`] under them; and a line of advice.
    pub fn chooser(&self, rows: usize, lines: usize) -> Sheet {
        let room = self.height - 4.0 * self.margin - 2.5 * self.line;
        let full = lines as f32 * self.line + self.margin / 2.0;
        // Rows of more than a line keep a little space between them.
        let (per_row, row_h, note_lines) = if lines >= 2 && rows as f32 * full <= room {
            (full, full - self.margin / 4.0, 0.0)
        } else {
            let left = ((room - rows as f32 * self.line) / self.line - 0.5).floor();
            let note_lines = left.clamp(0.0, CHOOSER_NOTE_LINES as f32);
            (self.line, self.line, note_lines)
        };
        let note_h = (note_lines > 0.0).then_some(note_lines * self.line + self.margin / 2.0);
        let height = 2.5 * self.line + rows as f32 * per_row + note_h.unwrap_or(0.0);
        let panel = self.sheet(height / self.line, CHOOSER_WIDTH);
        let inner = panel.inset(self.margin);
        let top = inner.y + self.line;
        let row = |i: usize, h: f32| Rect::new(inner.x, top + i as f32 * per_row, inner.w, h);
        // The note half a margin under the rows.
        let note = note_h.map(|_| {
            let y = top + rows as f32 * per_row + self.margin / 2.0;
            Rect::new(inner.x, y, inner.w, note_lines * self.line)
        });
        let rows = (0..rows).map(|i| row(i, row_h)).collect();
        Sheet { panel, rows, note }
    }

    /// The question box: up to `lines` lines of text, then Yes and No.
    pub fn dialog(&self, lines: usize) -> Sheet {
        let button_h = self.line * 1.5;
        let panel = self.sheet(lines as f32 + 1.0 + button_h / self.line, 34.0);
        let inner = panel.inset(self.margin);
        let width = (inner.w - self.margin) / 2.0;
        let y = inner.bottom() - button_h;
        let rows = [0.0, 1.0]
            .map(|k| Rect::new(inner.x + k * (width + self.margin), y, width, button_h))
            .to_vec();
        Sheet {
            panel,
            rows,
            note: None,
        }
    }

    /// The help's box, room for [`HELP_LINES`]: its tabs across the top
    /// (the first rows), then one row a line.
    pub fn help(&self, tabs: usize) -> Sheet {
        let lines = 1.3 + HELP_LINES as f32 + 0.5;
        let panel = self.sheet(lines + 0.5, 46.0);
        let inner = panel.inset(self.margin);
        let tab_w = inner.w / tabs.max(1) as f32;
        let mut rows: Vec<Rect> = (0..tabs)
            .map(|i| Rect::new(inner.x + i as f32 * tab_w, inner.y, tab_w, self.line * 1.3))
            .collect();
        let top = inner.y + self.line * 1.3 + self.margin / 2.0;
        let count = ((inner.bottom() - top) / self.line).floor().max(0.0) as usize;
        rows.extend(
            (0..count).map(|i| Rect::new(inner.x, top + i as f32 * self.line, inner.w, self.line)),
        );
        Sheet {
            panel,
            rows,
            note: None,
        }
    }
}

/// The board at the window's full height and, centred with it, the column
/// beside it for everything else, where that can be [`SIDE_PANEL_MIN`] wide.
fn full_height_board(w: f32, h: f32, text: f32, margin: f32) -> Option<(Rect, Rect)> {
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

/// The board and the panel in `content`, centred together: side by side
/// when it is wide, else the panel below. Returns the board, the panel,
/// whether wide, and (tall) the lines of status and of history.
fn split(
    content: Rect,
    text: f32,
    line: f32,
    margin: f32,
    gap: f32,
    status: usize,
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
        SHORT_LINES
    } else {
        TALL_LINES
    };
    // The panel as wide as under the usual board, however many lines the
    // status takes from it.
    let usual = content.h - (lines.0 + lines.1) as f32 * line - 2.0 * gap;
    let panel_w = content
        .w
        .min(reading.max(content.w.min(usual).max(line * BOARD_MIN_LINES)));
    // More status lines only while the board keeps its least height;
    // then the history gives its lines too (the status says which move).
    let room = ((content.h - 2.0 * gap) / line - BOARD_MIN_LINES)
        .floor()
        .max(0.0) as usize;
    let lines = if status <= lines.0 {
        lines
    } else {
        let history = lines.1.min(room.saturating_sub(status));
        (status.min(room - history).max(lines.0), history)
    };
    let below = (lines.0 + lines.1) as f32 * line + 2.0 * gap;
    let side = content.w.min(content.h - below).max(line * BOARD_MIN_LINES);
    // A window taller than the board needs (a phone) gives the history
    // the height left over, a few lines at most.
    let spare = ((content.h - below - side) / line).floor().max(0.0) as usize;
    let lines = (lines.0, lines.1 + spare.min(TALL_EXTRA_LINES));
    let below = (lines.0 + lines.1) as f32 * line + 2.0 * gap;
    let top = content.y + ((content.h - side - below) / 2.0).max(0.0);
    let board = Rect::new(content.x + (content.w - side) / 2.0, top, side, side);
    let panel = Rect::new(
        content.x + (content.w - panel_w) / 2.0,
        board.bottom() + gap,
        panel_w,
        below - gap,
    );
    (board, panel, false, lines)
}

/// The bar's buttons, left to right: with the choosers and the settings
/// page, every key's job can be done with the mouse.
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

    /// Its share of a row's width: the opponent button names the opponent
    /// (`vs Learner`), so it gets more room than one word needs.
    pub fn weight(self) -> f32 {
        match self {
            Button::Opponent => 1.4,
            _ => 1.0,
        }
    }
}

/// The buttons along the bottom of `column`, in one row where each has room
/// for a short label, else two, shared by weight. Returns the buttons, the
/// top of the bar, and whether labels must be short.
fn button_bar(column: Rect, text: f32, margin: f32, gap: f32) -> (Vec<(Button, Rect)>, f32, bool) {
    let count = Button::ALL.len();
    let height = (text * 2.0).clamp(28.0, 40.0);
    let rows_of = |per_row: usize| Button::ALL.chunks(per_row);
    let room = column.w - 2.0 * margin;
    // The width of one unit of weight in a row, and in the fullest row.
    let share = |row: &[Button]| {
        let weights: f32 = row.iter().map(|b| b.weight()).sum();
        (room - gap * (row.len() - 1) as f32) / weights
    };
    let unit = |per_row: usize| rows_of(per_row).map(share).fold(f32::INFINITY, f32::min);
    let per_row = if unit(count) >= text * 5.2 {
        count
    } else {
        count.div_ceil(2)
    };
    let rows = count.div_ceil(per_row);
    let top = column.bottom() - margin - height * rows as f32 - gap * (rows - 1) as f32;
    let mut buttons = Vec::with_capacity(count);
    for (row, members) in rows_of(per_row).enumerate() {
        let share = share(members);
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

/// The grid plus [`PICTURE_PAD`] fitted into `area`, uniformly, centred.
fn fit_picture(area: Rect) -> Transform {
    let span_x = GRID_RIGHT - GRID_LEFT + 2.0 * PICTURE_PAD;
    let span_y = GRID_TOP - GRID_BOTTOM + 2.0 * PICTURE_PAD;
    let scale = (area.w / span_x).min(area.h / span_y).max(0.1);
    let centre = area.centre();
    let grid_mid = Point::new(
        (GRID_LEFT + GRID_RIGHT) / 2.0,
        (GRID_TOP + GRID_BOTTOM) / 2.0,
    );
    let origin = WindowPoint::new(centre.x - grid_mid.x * scale, centre.y + grid_mid.y * scale);
    Transform { scale, origin }
}

/// The square whose inside holds turtle point `p`, keeping `margin` turtle
/// units clear of the inner grid lines: the inverse of `box_centre`.
fn square_within(p: Point, margin: f32) -> Option<Square> {
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
