//! The eight symmetries of the square board and the canonical copy of a
//! position (the smallest of its images). Every rule variant maps onto
//! itself under all eight, so the learners and the book keep one copy.

use crate::core::board::Board;
use crate::core::square::Square;

/// A symmetry of the board: where each square (by index 0..8) goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    to: [u8; 9],
}

impl Symmetry {
    /// The eight symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::of([0, 1, 2, 3, 4, 5, 6, 7, 8]),
        Symmetry::of([2, 5, 8, 1, 4, 7, 0, 3, 6]), // a quarter turn
        Symmetry::of([8, 7, 6, 5, 4, 3, 2, 1, 0]), // a half turn
        Symmetry::of([6, 3, 0, 7, 4, 1, 8, 5, 2]), // three quarters
        Symmetry::of([2, 1, 0, 5, 4, 3, 8, 7, 6]), // left-right mirror
        Symmetry::of([0, 3, 6, 1, 4, 7, 2, 5, 8]), // the 1-5-9 diagonal
        Symmetry::of([6, 7, 8, 3, 4, 5, 0, 1, 2]), // top-bottom mirror
        Symmetry::of([8, 5, 2, 7, 4, 1, 6, 3, 0]), // the 3-5-7 diagonal
    ];

    const fn of(to: [u8; 9]) -> Symmetry {
        Symmetry { to }
    }

    pub fn square(self, sq: Square) -> Square {
        Square::from_index(self.to[sq.index()] as usize).unwrap_or(sq)
    }

    pub fn inverse(self) -> Symmetry {
        let mut to = [0; 9];
        for (i, &j) in self.to.iter().enumerate() {
            to[j as usize] = i as u8;
        }
        Symmetry { to }
    }

    /// A 9-bit mask of squares (bit k-1 for square k), moved.
    pub fn mask(self, mask: u16) -> u16 {
        (0..9)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| 1u16 << self.to[i])
            .fold(0, |a, b| a | b)
    }

    pub fn board(self, board: &Board) -> Board {
        Square::all().fold(Board::empty_under(board.rules()), |b, sq| {
            match board.get(sq) {
                Some(mark) => b.with(self.square(sq), mark),
                None => b,
            }
        })
    }
}

/// The canonical copy of `board` (the image with the smallest
/// [`Board::index`]) and a symmetry that takes `board` to it.
pub fn canonical(board: &Board) -> (Board, Symmetry) {
    Symmetry::ALL
        .iter()
        .map(|&s| (s.board(board), s))
        .min_by_key(|(b, _)| b.index())
        .unwrap_or((*board, Symmetry::ALL[0]))
}

/// The squares equivalent to `sq` in `board`: its images under every
/// symmetry that leaves the board as it is, as a mask (with `sq` itself).
pub fn equivalent_squares(board: &Board, sq: Square) -> u16 {
    Symmetry::ALL
        .iter()
        .filter(|s| s.board(board) == *board)
        .fold(0, |m, s| m | s.square(sq).bit())
}

#[cfg(test)]
#[path = "symmetry_tests.rs"]
pub(crate) mod tests;
