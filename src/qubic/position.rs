//! A Qubic position on bitboards (one `u64` per side, bit `n - 1` for
//! cell `n`), its text (64 characters in cell order, the 3×3
//! alphabet, `/` and spaces between planes ignored), and the rules: whose
//! turn, who holds a line, when the game is over.

use crate::core::position::escaped_excerpt;
use crate::core::shape::Shape;
use crate::core::square::Mark;
use crate::qubic::cell::{Cell, Line};
use std::fmt;
use std::sync::OnceLock;

/// The cube's lines, worked out once from its shape.
pub struct Lines {
    /// Every line's mask.
    pub all: Vec<u64>,
    /// The masks of the lines through each cell, by cell index.
    pub through: Vec<Vec<u64>>,
}

/// The cube's 76 lines.
pub fn lines() -> &'static Lines {
    static LINES: OnceLock<Lines> = OnceLock::new();
    LINES.get_or_init(|| {
        let all = Shape::cube().lines().to_vec();
        let through = Cell::all()
            .map(|c| all.iter().copied().filter(|l| l & c.bit() != 0).collect())
            .collect();
        Lines { all, through }
    })
}

/// What is wrong with Qubic position text someone typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("position '{text}' has {cells} cells; Qubic needs exactly 64, one per cell ('/' and spaces between planes are ignored)")]
    WrongLength { text: String, cells: usize },
    #[error("position '{text}' has '{}' in cell {cell}; use x, o, or _ - . for a free cell", ch.escape_debug())]
    BadCharacter { text: String, ch: char, cell: u8 },
    #[error("position '{text}' cannot happen: {x} x and {o} o, but X moves first and the players alternate")]
    ImpossibleCounts { text: String, x: u32, o: u32 },
    #[error("position '{text}' is finished ({why}); nobody moves there")]
    Finished { text: String, why: &'static str },
}

/// Which cells hold X and which hold O, indexed by `mark as usize`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    marks: [u64; 2],
}

impl Position {
    pub fn mask(&self, mark: Mark) -> u64 {
        self.marks[mark as usize]
    }

    pub fn get(&self, cell: Cell) -> Option<Mark> {
        [Mark::X, Mark::O]
            .into_iter()
            .find(|&m| self.mask(m) & cell.bit() != 0)
    }

    pub fn free(&self) -> u64 {
        !(self.marks[0] | self.marks[1])
    }

    pub fn free_cells(&self) -> impl Iterator<Item = Cell> {
        Cell::in_mask(self.free())
    }

    /// The position with `mark` on `cell`, which should be free.
    pub fn with(&self, cell: Cell, mark: Mark) -> Position {
        let mut position = *self;
        position.marks[mark as usize] |= cell.bit();
        position
    }

    pub fn count(&self, mark: Mark) -> u32 {
        self.mask(mark).count_ones()
    }

    /// X moves first, so X is to move when the counts are equal.
    pub fn to_move(&self) -> Mark {
        match self.count(Mark::X) > self.count(Mark::O) {
            true => Mark::O,
            false => Mark::X,
        }
    }

    /// A line `mark` holds whole, if any.
    pub fn winning_line(&self, mark: Mark) -> Option<Line> {
        let held = self.mask(mark);
        let all = &lines().all;
        all.iter().find(|&&l| held & l == l).map(|&l| Line(l))
    }

    pub fn winner(&self) -> Option<Mark> {
        [Mark::X, Mark::O]
            .into_iter()
            .find(|&m| self.winning_line(m).is_some())
    }

    pub fn is_full(&self) -> bool {
        self.free() == 0
    }

    pub fn is_finished(&self) -> bool {
        self.winner().is_some() || self.is_full()
    }

    /// Parses position text; checks the counts, not whether the game is
    /// over.
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        let is_separator = |c: &char| *c == '/' || c.is_whitespace();
        let chars: Vec<char> = text.chars().filter(|c| !is_separator(c)).collect();
        if chars.len() != 64 {
            return Err(PositionError::WrongLength {
                text: escaped_excerpt(text),
                cells: chars.len(),
            });
        }
        let mut position = Position::default();
        for (cell, &ch) in Cell::all().zip(&chars) {
            position = match ch {
                'x' | 'X' => position.with(cell, Mark::X),
                'o' | 'O' => position.with(cell, Mark::O),
                '_' | '-' | '.' => position,
                _ => {
                    return Err(PositionError::BadCharacter {
                        text: escaped_excerpt(text),
                        ch,
                        cell: cell.number(),
                    })
                }
            };
        }
        let (x, o) = (position.count(Mark::X), position.count(Mark::O));
        if x != o && x != o + 1 {
            return Err(PositionError::ImpossibleCounts {
                text: escaped_excerpt(text),
                x,
                o,
            });
        }
        Ok(position)
    }

    /// Parses a position where a move is due.
    pub fn parse_playable(text: &str) -> Result<Position, PositionError> {
        let position = Position::parse(text)?;
        let wins = |mark| position.winning_line(mark).is_some();
        let why = match (wins(Mark::X), wins(Mark::O)) {
            (true, true) => "both X and O have four in a line",
            (true, false) => "X has four in a line",
            (false, true) => "O has four in a line",
            _ if position.is_full() => "the board is full",
            _ => return Ok(position),
        };
        Err(PositionError::Finished {
            text: escaped_excerpt(text),
            why,
        })
    }
}

impl fmt::Display for Position {
    /// The four planes, top first, joined by `/`: `x___o___________/...`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for cell in Cell::all() {
            if cell.index() > 0 && cell.index() % 16 == 0 {
                f.write_str("/")?;
            }
            let ch = self.get(cell).map_or('_', Mark::letter);
            write!(f, "{ch}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "position_tests.rs"]
mod tests;
