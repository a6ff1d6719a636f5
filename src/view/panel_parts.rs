//! The panel's two parts: the status above the move history, which gets
//! the room the status leaves (a heading and three rows at least, in a
//! wide window), in the panel the layout gave them.

use crate::picture::geometry::Rect;
use crate::view::layout::Layout;

impl Layout {
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

    /// The `i`th history row (from 0), under the heading, in `area`.
    pub fn row_in(&self, area: Rect, i: usize) -> Rect {
        Rect {
            y: area.y + self.line * (i + 1) as f32,
            h: self.line,
            ..area
        }
    }
}
