//! Where the player is aiming: the keyboard cursor (shown once an arrow
//! or Enter is pressed, hidden when the mouse is used) and the hint shown
//! on the board. The game's part for them; only this file touches its
//! fields.

use crate::core::board::Square;
use crate::game::input::Dir;
use crate::strategy::Decision;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Aim {
    cursor: Option<Square>,
    hint: Option<Decision>,
}

impl Aim {
    /// The cursor's square, while it is shown.
    pub(crate) fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// The hint on the board, if any.
    pub(crate) fn hint(&self) -> Option<Decision> {
        self.hint
    }

    /// Shows the cursor where the player most likely wants it: on the
    /// hinted square, else `last` (the last move), else the centre.
    pub(crate) fn show_cursor(&mut self, last: Option<Square>) {
        self.cursor = self.hint.map(|d| d.square).or(last).or(Square::new(5));
    }

    /// Moves the shown cursor a square towards `dir`, stopping at the edge.
    pub(crate) fn step(&mut self, dir: Dir) {
        let Some(at) = self.cursor else {
            return;
        };
        let (row, col) = at.row_col();
        let (row, col) = match dir {
            Dir::Up => (row.saturating_sub(1), col),
            Dir::Down => ((row + 1).min(2), col),
            Dir::Left => (row, col.saturating_sub(1)),
            Dir::Right => (row, (col + 1).min(2)),
        };
        self.cursor = Square::at(row, col).or(self.cursor);
    }

    pub(crate) fn hide_cursor(&mut self) {
        self.cursor = None;
    }

    pub(crate) fn set_hint(&mut self, decision: Decision) {
        self.hint = Some(decision);
    }

    /// Puts the hint away; whether there was one.
    pub(crate) fn drop_hint(&mut self) -> bool {
        self.hint.take().is_some()
    }

    /// Hides the cursor and puts the hint away (a new position).
    pub(crate) fn clear(&mut self) {
        *self = Aim::default();
    }
}
