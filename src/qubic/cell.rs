//! Qubic's cells (1..64, or plane-row-column as people write them) and its
//! lines, written the way a reason names them: `1-22-43-64`.

use std::fmt;

/// A cell of the cube, built only through [`Cell::new`],
/// [`Cell::from_index`] or [`Cell::parse`]: number 16(p−1) + 4(r−1) + c
/// for plane p (1 = top), row r and column c, each 1..4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell numbered `number`, 1..=64.
    pub const fn new(number: u8) -> Option<Cell> {
        match number {
            1..=64 => Some(Cell(number - 1)),
            _ => None,
        }
    }

    /// The cell at bit `index` of a bitboard, 0..64.
    pub const fn from_index(index: usize) -> Option<Cell> {
        match index {
            0..=63 => Some(Cell(index as u8)),
            _ => None,
        }
    }

    /// The lowest cell of a non-empty mask.
    pub const fn lowest(mask: u64) -> Option<Cell> {
        Cell::from_index(mask.trailing_zeros() as usize)
    }

    /// Every cell in order, 1 first.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..64).map(Cell)
    }

    /// The cells of a mask, lowest first.
    pub fn in_mask(mask: u64) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |c| mask & c.bit() != 0)
    }

    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Plane, row and column, each 1..=4.
    pub const fn plane_row_column(self) -> (u8, u8, u8) {
        (self.0 / 16 + 1, self.0 / 4 % 4 + 1, self.0 % 4 + 1)
    }

    /// The cell as people read it in the game's words: `2-3-1 (25)`.
    pub fn words(self) -> String {
        let (p, r, c) = self.plane_row_column();
        format!("{p}-{r}-{c} ({})", self.number())
    }

    /// A cell as a person types it: its number (`25`) or plane-row-column
    /// (`2-3-1`).
    pub fn parse(text: &str) -> Option<Cell> {
        match text.trim().split('-').collect::<Vec<_>>().as_slice() {
            [number] => Cell::new(number.parse().ok()?),
            [p, r, c] => {
                let coordinate = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
                let (p, r, c) = (coordinate(p)?, coordinate(r)?, coordinate(c)?);
                Cell::new(16 * (p - 1) + 4 * (r - 1) + c)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A winning line: four cells in a row, as a mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line(pub u64);

impl Line {
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        Cell::in_mask(self.0)
    }
}

impl fmt::Display for Line {
    /// The cells' numbers, lowest first, joined by `-`: `1-22-43-64`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let numbers: Vec<String> = self.cells().map(|c| c.to_string()).collect();
        f.write_str(&numbers.join("-"))
    }
}

#[cfg(test)]
#[path = "cell_tests.rs"]
mod tests;
