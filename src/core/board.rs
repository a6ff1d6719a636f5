//! The board: positions as two bit masks under a rule variant, the
//! winning combinations in the books' order, triples, winner, full board
//! and early ties.

use std::fmt;

pub use crate::core::rules::{Combination, Rules};
pub use crate::core::square::{Mark, Square, SquareKind};

const FULL: u16 = 0x1ff;

/// How a finished game ended (saved with past games: `{"won": "x"}`, `"tie"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    pub fn for_side(outcome: Outcome, side: Mark) -> GameResult {
        match outcome {
            Outcome::Won(winner) if winner == side => GameResult::Won,
            Outcome::Won(_) => GameResult::Lost,
            Outcome::Tie => GameResult::Tied,
        }
    }
}

/// A position: which squares hold X and which hold O (two 9-bit masks),
/// and the rules it is played under, which say what wins. Copying and
/// comparing are free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board {
    /// The squares of X and of O, indexed by `mark as usize`.
    marks: [u16; 2],
    rules: Rules,
}

impl Board {
    pub const fn empty_under(rules: Rules) -> Board {
        Board {
            marks: [0; 2],
            rules,
        }
    }

    pub const fn rules(&self) -> Rules {
        self.rules
    }

    pub const fn under(&self, rules: Rules) -> Board {
        Board { rules, ..*self }
    }

    pub fn get(&self, sq: Square) -> Option<Mark> {
        [Mark::X, Mark::O]
            .into_iter()
            .find(|&m| self.mask(m) & sq.bit() != 0)
    }

    pub fn is_free(&self, sq: Square) -> bool {
        self.free_mask() & sq.bit() != 0
    }

    pub const fn mask(&self, mark: Mark) -> u16 {
        self.marks[mark as usize]
    }

    pub const fn free_mask(&self) -> u16 {
        !(self.marks[0] | self.marks[1]) & FULL
    }

    pub fn free_squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.free_mask())
    }

    pub fn count(&self, mark: Mark) -> u32 {
        self.mask(mark).count_ones()
    }

    pub fn moves_made(&self) -> u32 {
        (self.marks[0] | self.marks[1]).count_ones()
    }

    /// The board with `mark` added on `sq`, which the caller knows is free.
    pub fn with(&self, sq: Square, mark: Mark) -> Board {
        debug_assert!(self.is_free(sq));
        let mut board = *self;
        board.marks[mark as usize] |= sq.bit();
        board
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

    pub fn combinations(&self) -> &'static [Combination] {
        self.rules.combinations()
    }

    pub fn has_won(&self, mark: Mark) -> bool {
        self.winning_line(mark).is_some()
    }

    /// The winner, if exactly one player has three in a row.
    pub fn winner(&self) -> Option<Mark> {
        match (self.has_won(Mark::X), self.has_won(Mark::O)) {
            (true, false) => Some(Mark::X),
            (false, true) => Some(Mark::O),
            _ => None,
        }
    }

    /// The free square of the first combination (in combination order)
    /// that `who` completes by playing there: a win on the spot.
    pub fn completing_square(&self, who: Mark) -> Option<Square> {
        let (mine, free) = (self.mask(who), self.free_mask());
        self.combinations().iter().find_map(|c| {
            let open = c.mask() & free;
            let rest_mine = c.mask() & !open & !mine == 0;
            (open.count_ones() == 1 && rest_mine).then(|| Square::from_bit(open))
        })
    }

    /// The free squares, in 1..9 order, where `who` would win by playing.
    pub fn winning_squares(&self, who: Mark) -> impl Iterator<Item = Square> + '_ {
        self.free_squares()
            .filter(move |&sq| self.with(sq, who).has_won(who))
    }

    /// The first completed combination of `mark`, in combination order.
    pub fn winning_line(&self, mark: Mark) -> Option<Combination> {
        let m = self.mask(mark);
        self.combinations()
            .iter()
            .find(|c| m & c.mask() == c.mask())
            .copied()
    }

    pub fn is_full(&self) -> bool {
        self.free_mask() == 0
    }

    /// Nobody moves here: someone has three in a row, or the board is full.
    pub fn is_finished(&self) -> bool {
        self.has_won(Mark::X) || self.has_won(Mark::O) || self.is_full()
    }

    /// Simply Scheme exercise 10.3: no combination is still open to either
    /// player (each holds an x and an o), so the game is a tie even if
    /// squares are free.
    pub fn is_dead(&self) -> bool {
        self.combinations()
            .iter()
            .all(|c| self.marks.iter().all(|m| c.mask() & m != 0))
    }

    /// The result a person would call: a win, or a tie as soon as no line is
    /// open to anyone; `None` while the game is alive.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(mark) = [Mark::X, Mark::O].into_iter().find(|&m| self.has_won(m)) {
            return Some(Outcome::Won(mark));
        }
        (self.is_full() || self.is_dead()).then_some(Outcome::Tie)
    }

    /// A unique index in 0..3^9 (base 3, square 1 least significant, x = 1,
    /// o = 2), for tables indexed by position (one table per rules).
    pub fn index(&self) -> usize {
        let [x, o] = self.marks.map(|m| BASE3[m as usize] as usize);
        x + 2 * o
    }

    /// The board under `rules` with [`Board::index`] `index`, if
    /// `index` < 3^9.
    pub fn from_index(index: usize, rules: Rules) -> Option<Board> {
        let digit = |sq: Square| index / 3usize.pow(sq.index() as u32) % 3;
        let board = Square::all().fold(Board::empty_under(rules), |board, sq| match digit(sq) {
            1 => board.with(sq, Mark::X),
            2 => board.with(sq, Mark::O),
            _ => board,
        });
        (index < INDEX_COUNT).then_some(board)
    }
}

/// The position text with `_` for free squares, e.g. `x___o____`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Square::all().try_for_each(|sq| write!(f, "{}", self.get(sq).map_or('_', Mark::letter)))
    }
}

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
#[path = "board_tests.rs"]
mod tests;
