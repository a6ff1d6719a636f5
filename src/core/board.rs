//! The board: positions as two bit masks, the eight winning combinations
//! in the books' order, triples, winner, full board and early ties.

use std::fmt;

pub use crate::core::square::{Mark, Square, SquareKind};

/// The eight winning combinations, in the order the Logo and Scheme
/// strategies depend on: rows, columns, then the diagonals last.
pub const COMBINATIONS: [[u8; 3]; 8] = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
    [1, 4, 7],
    [2, 5, 8],
    [3, 6, 9],
    [1, 5, 9],
    [3, 5, 7],
];

/// The same combinations as bit masks (bit k-1 for square k).
pub const COMBINATION_MASKS: [u16; 8] = {
    let mut masks = [0u16; 8];
    let mut i = 0;
    while i < 8 {
        let c = COMBINATIONS[i];
        masks[i] = (1 << (c[0] - 1)) | (1 << (c[1] - 1)) | (1 << (c[2] - 1));
        i += 1;
    }
    masks
};

const FULL: u16 = 0x1ff;

/// A combination with its squares filled in: `x`/`o` where occupied, the
/// square's digit where free. Displays as the books' word, e.g. `1xo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triple {
    pub squares: [Square; 3],
    pub marks: [Option<Mark>; 3],
}

impl Triple {
    /// How many of the three squares hold `mark`.
    pub fn count(&self, mark: Mark) -> usize {
        self.marks.iter().filter(|m| **m == Some(mark)).count()
    }

    /// The free squares, in combination order.
    pub fn free(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares
            .iter()
            .zip(self.marks)
            .filter(|(_, m)| m.is_none())
            .map(|(sq, _)| *sq)
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (sq, mark) in self.squares.iter().zip(self.marks) {
            match mark {
                Some(m) => write!(f, "{m}")?,
                None => write!(f, "{sq}")?,
            }
        }
        Ok(())
    }
}

/// Why a mark cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceError {
    Occupied(Square),
    GameOver,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won(Mark),
    Tie,
}

/// How one game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Won,
    Lost,
    Tied,
}

impl GameResult {
    /// How `outcome` ended for the player of `side`.
    pub fn for_side(outcome: Outcome, side: Mark) -> GameResult {
        match outcome {
            Outcome::Won(winner) if winner == side => GameResult::Won,
            Outcome::Won(_) => GameResult::Lost,
            Outcome::Tie => GameResult::Tied,
        }
    }
}

/// A position: which squares hold X and which hold O. Two 9-bit masks, so
/// copying and comparing are free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    pub const fn empty() -> Board {
        Board { x: 0, o: 0 }
    }

    pub fn get(&self, sq: Square) -> Option<Mark> {
        if self.x & sq.bit() != 0 {
            Some(Mark::X)
        } else if self.o & sq.bit() != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    pub fn is_free(&self, sq: Square) -> bool {
        (self.x | self.o) & sq.bit() == 0
    }

    /// Bit mask of the squares holding `mark`.
    pub const fn mask(&self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// Bit mask of the free squares.
    pub const fn free_mask(&self) -> u16 {
        !(self.x | self.o) & FULL
    }

    /// The free squares in 1..9 order.
    pub fn free_squares(&self) -> impl Iterator<Item = Square> {
        let free = self.free_mask();
        Square::all().filter(move |sq| free & sq.bit() != 0)
    }

    pub fn count(&self, mark: Mark) -> u32 {
        self.mask(mark).count_ones()
    }

    /// Marks placed so far.
    pub fn moves_made(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// The board with `mark` added on `sq`, which the caller knows is free.
    pub fn with(&self, sq: Square, mark: Mark) -> Board {
        debug_assert!(self.is_free(sq));
        match mark {
            Mark::X => Board {
                x: self.x | sq.bit(),
                o: self.o,
            },
            Mark::O => Board {
                x: self.x,
                o: self.o | sq.bit(),
            },
        }
    }

    /// The board with `sq` emptied.
    pub fn without(&self, sq: Square) -> Board {
        Board {
            x: self.x & !sq.bit(),
            o: self.o & !sq.bit(),
        }
    }

    /// Places `mark` on `sq` if the square is free and the game not over.
    pub fn place(&mut self, sq: Square, mark: Mark) -> Result<(), PlaceError> {
        if self.is_finished() {
            return Err(PlaceError::GameOver);
        }
        if !self.is_free(sq) {
            return Err(PlaceError::Occupied(sq));
        }
        *self = self.with(sq, mark);
        Ok(())
    }

    /// Whether the counts allow X-first alternation: #x == #o or #x == #o + 1.
    pub fn counts_are_legal(&self) -> bool {
        let (x, o) = (self.count(Mark::X), self.count(Mark::O));
        x == o || x == o + 1
    }

    /// The side to move, from the counts (meaningful when the counts are legal).
    pub fn to_move(&self) -> Mark {
        if self.count(Mark::X) > self.count(Mark::O) {
            Mark::O
        } else {
            Mark::X
        }
    }

    pub fn has_won(&self, mark: Mark) -> bool {
        let m = self.mask(mark);
        // Every square of the combination is one of `mark`'s.
        COMBINATION_MASKS.iter().any(|&c| c & !m == 0)
    }

    /// The winner, if exactly one player has three in a row.
    pub fn winner(&self) -> Option<Mark> {
        match (self.has_won(Mark::X), self.has_won(Mark::O)) {
            (true, false) => Some(Mark::X),
            (false, true) => Some(Mark::O),
            _ => None,
        }
    }

    /// The first completed combination of `mark`, in combination order.
    pub fn winning_line(&self, mark: Mark) -> Option<[Square; 3]> {
        let m = self.mask(mark);
        let i = COMBINATION_MASKS.iter().position(|&c| m & c == c)?;
        Some(COMBINATIONS[i].map(Square::of))
    }

    pub fn is_full(&self) -> bool {
        self.free_mask() == 0
    }

    /// Nobody moves here: someone has three in a row, or the board is full.
    pub fn is_finished(&self) -> bool {
        self.has_won(Mark::X) || self.has_won(Mark::O) || self.is_full()
    }

    /// Whether `mark` could still complete some combination (one holding
    /// none of the opponent's marks).
    pub fn has_open_line(&self, mark: Mark) -> bool {
        let theirs = self.mask(mark.opponent());
        COMBINATION_MASKS.iter().any(|&c| theirs & c == 0)
    }

    /// Simply Scheme exercise 10.3: no combination is still open to either
    /// player, so the game is a tie even if squares are free.
    pub fn is_dead(&self) -> bool {
        !self.has_open_line(Mark::X) && !self.has_open_line(Mark::O)
    }

    /// The result a person would call: a win, or a tie as soon as no line is
    /// open to anyone; `None` while the game is alive.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_won(Mark::X) {
            Some(Outcome::Won(Mark::X))
        } else if self.has_won(Mark::O) {
            Some(Outcome::Won(Mark::O))
        } else if self.is_full() || self.is_dead() {
            Some(Outcome::Tie)
        } else {
            None
        }
    }

    /// The eight triples in combination order (Logo's `make.triples`,
    /// Scheme's `find-triples`).
    pub fn triples(&self) -> [Triple; 8] {
        COMBINATIONS.map(|c| {
            let squares = c.map(Square::of);
            Triple {
                squares,
                marks: squares.map(|sq| self.get(sq)),
            }
        })
    }

    /// A unique index in 0..3^9 (base 3, square 1 least significant, x = 1,
    /// o = 2), for tables indexed by position.
    pub fn index(&self) -> usize {
        BASE3[self.x as usize] as usize + 2 * BASE3[self.o as usize] as usize
    }

    /// The board with [`Board::index`] `index`, if `index` < 3^9.
    pub fn from_index(mut index: usize) -> Option<Board> {
        if index >= INDEX_COUNT {
            return None;
        }
        let mut board = Board::empty();
        for sq in Square::all() {
            match index % 3 {
                1 => board = board.with(sq, Mark::X),
                2 => board = board.with(sq, Mark::O),
                _ => {}
            }
            index /= 3;
        }
        Some(board)
    }

    /// The position text with `_` for free squares, e.g. `x___o____`.
    pub fn text(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for sq in Square::all() {
            let c = self.get(sq).map_or('_', Mark::letter);
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Number of positions indexed by [`Board::index`].
pub const INDEX_COUNT: usize = 19683;

/// `BASE3[m]`: the 9-bit mask `m` read as base-3 digits 0/1.
const BASE3: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut value = 0u16;
        let mut bit = 8i32;
        while bit >= 0 {
            value = value * 3 + ((m >> bit) & 1) as u16;
            bit -= 1;
        }
        table[m] = value;
        m += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_seen_from_the_side_given() {
        assert_eq!(
            GameResult::for_side(Outcome::Won(Mark::X), Mark::X),
            GameResult::Won
        );
        assert_eq!(
            GameResult::for_side(Outcome::Won(Mark::X), Mark::O),
            GameResult::Lost
        );
        assert_eq!(
            GameResult::for_side(Outcome::Tie, Mark::O),
            GameResult::Tied
        );
    }
}
