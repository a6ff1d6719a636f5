//! Squares 1..9 and the two marks: the vocabulary every other module
//! speaks, with the preconditions in the types.

use std::fmt;

/// A square of the board, numbered 1..=9 in reading order (1 2 3 / 4 5 6 / 7 8 9),
/// and written as that number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct Square(u8);

impl Square {
    /// The square numbered `n`, if `n` is 1..=9.
    pub const fn new(n: u8) -> Option<Square> {
        match n {
            1..=9 => Some(Square(n)),
            _ => None,
        }
    }

    /// The square at zero-based `index` (0..=8), as Hyde and Dawson number them.
    pub const fn from_index(index: usize) -> Option<Square> {
        match index {
            0..=8 => Some(Square(index as u8 + 1)),
            _ => None,
        }
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// Row 0..=2 from the top and column 0..=2 from the left.
    pub const fn row_col(self) -> (usize, usize) {
        (self.index() / 3, self.index() % 3)
    }

    /// The square at `row`, `col` (each 0..=2).
    pub const fn at(row: usize, col: usize) -> Option<Square> {
        if row < 3 && col < 3 {
            Square::from_index(row * 3 + col)
        } else {
            None
        }
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (1..=9).map(Square)
    }

    /// The squares of a 9-bit mask (bit `k - 1` for square `k`), in 1..9 order.
    pub fn in_mask(mask: u16) -> impl Iterator<Item = Square> {
        Square::all().filter(move |sq| mask & sq.bit() != 0)
    }

    /// The square numbered `n`, which the caller knows is 1..=9 (the
    /// combinations' own numbers).
    pub(crate) const fn of(n: u8) -> Square {
        debug_assert!(n >= 1 && n <= 9);
        Square(n)
    }

    pub(crate) const fn bit(self) -> u16 {
        1 << (self.0 - 1)
    }

    /// The square of a one-bit mask (bit `k - 1` for square `k`).
    pub(crate) const fn from_bit(bit: u16) -> Square {
        debug_assert!(bit.count_ones() == 1 && bit < 0x200);
        Square(bit.trailing_zeros() as u8 + 1)
    }

    pub const fn kind(self) -> SquareKind {
        match self.0 {
            5 => SquareKind::Center,
            1 | 3 | 7 | 9 => SquareKind::Corner,
            _ => SquareKind::Edge,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Centre, corner or edge: the books' preference order for a free move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareKind {
    Center,
    Corner,
    Edge,
}

/// A player's mark. X always moves first; `mark as usize` (X 0, O 1)
/// indexes pairs of things, one per mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    X,
    O,
}

impl Mark {
    pub const fn opponent(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// The lower-case letter used in position text and triples.
    pub const fn letter(self) -> char {
        match self {
            Mark::X => 'x',
            Mark::O => 'o',
        }
    }

    /// The capital letter the status, history and banner write: `X`, `O`.
    pub const fn upper(self) -> char {
        self.letter().to_ascii_uppercase()
    }

    pub fn parse(text: &str) -> Option<Mark> {
        match text {
            "x" | "X" => Some(Mark::X),
            "o" | "O" => Some(Mark::O),
            _ => None,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Square `n` (1..=9), for the unit tests' fixtures written as numbers.
#[cfg(test)]
pub(crate) fn sq(n: u8) -> Square {
    Square::new(n).expect("a square is 1..=9")
}
