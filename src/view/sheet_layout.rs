//! The overlays' boxes in a window: a centred sheet, the chooser's rows,
//! the question's two buttons, the help's tabs and lines — the same
//! rectangles the view draws and a click is read against.

use crate::picture::geometry::Rect;
use crate::view::layout::Layout;

impl Layout {
    /// A box centred in the window for an overlay `lines` lines tall (and
    /// `width_in_text` text sizes wide at most), never bigger than the
    /// window less its margins.
    pub fn sheet(&self, lines: f32, width_in_text: f32) -> Rect {
        let w = (self.text * width_in_text).min(self.width - 2.0 * self.margin);
        let h = (self.line * lines + 2.0 * self.margin).min(self.height - 2.0 * self.margin);
        Rect::new((self.width - w) / 2.0, (self.height - h) / 2.0, w, h)
    }

    /// The width of the chooser's text: its box's inside, less a row's
    /// padding. The box is as wide whatever its rows, so the view can wrap
    /// the rows' words before asking for [`Layout::chooser`].
    pub fn chooser_text_width(&self) -> f32 {
        self.sheet(1.0, CHOOSER_WIDTH).inset(self.margin).w - 8.0
    }

    /// The chooser's box and its rows: a heading line, `rows` rows of
    /// `lines` lines each (a row's title and what is said under it) where
    /// the window has room for them all; else one line a row, and under
    /// them a note of up to [`CHOOSER_NOTE_LINES`] lines (what is said of
    /// the row lit) where it has room for that; and a line of advice at the
    /// bottom.
    pub fn chooser(&self, rows: usize, lines: usize) -> Sheet {
        let room = self.height - 4.0 * self.margin - 2.5 * self.line;
        let full = lines as f32 * self.line + self.margin / 2.0;
        let (per_row, note_lines) = if lines >= 2 && rows as f32 * full <= room {
            (full, 0.0)
        } else {
            let left = ((room - rows as f32 * self.line) / self.line - 0.5).floor();
            (self.line, left.clamp(0.0, CHOOSER_NOTE_LINES as f32))
        };
        let note_h = if note_lines > 0.0 {
            note_lines * self.line + self.margin / 2.0
        } else {
            0.0
        };
        let height = 2.5 * self.line + rows as f32 * per_row + note_h;
        let panel = self.sheet(height / self.line, CHOOSER_WIDTH);
        let inner = panel.inset(self.margin);
        let top = inner.y + self.line;
        let rows_rects = (0..rows)
            .map(|i| Rect {
                x: inner.x,
                y: top + i as f32 * per_row,
                w: inner.w,
                h: per_row
                    - if per_row > self.line {
                        self.margin / 4.0
                    } else {
                        0.0
                    },
            })
            .collect();
        let note = (note_lines > 0.0).then(|| {
            Rect::new(
                inner.x,
                top + rows as f32 * per_row + self.margin / 2.0,
                inner.w,
                note_lines * self.line,
            )
        });
        Sheet {
            panel,
            rows: rows_rects,
            note,
        }
    }

    /// The question box: up to `lines` lines of text, then a Yes and a No
    /// button.
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

    /// The help's box: the whole window less its margins, its page tabs
    /// across the top (the first rows), then one row a line below them.
    pub fn help(&self, tabs: usize) -> Sheet {
        // Room for the longest page (HELP_LINES rows and its last line of
        // advice), and no wider than reads well; smaller windows get what
        // they have.
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

/// Lines of the help's body, its last line of advice included: enough for
/// its longest page (the keys, or the settings with a few warnings).
pub const HELP_LINES: usize = 20;
/// The chooser's width, in text sizes, where the window has it.
pub const CHOOSER_WIDTH: f32 = 40.0;
/// The most lines the chooser's note takes.
pub const CHOOSER_NOTE_LINES: usize = 3;

/// An overlay's box and the rectangles of its rows (or buttons), in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub panel: Rect,
    pub rows: Vec<Rect>,
    /// The chooser's note under its one-line rows, where it has one.
    pub note: Option<Rect>,
}
