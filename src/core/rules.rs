//! The rule variants of Simply Scheme's exercise 10.4: which combinations
//! of squares win, in the order the books' programs list them. A variant
//! changes only that list (`make.triples`, `find-triples`); everything
//! else in the game follows from it.

use crate::core::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most combinations any variant has, and the most squares in one.
pub const MAX_COMBINATIONS: usize = 12;
pub const MAX_COMBINATION_SQUARES: usize = 4;

/// A winning combination: its squares in the books' order (`123`, `1245`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Combination {
    squares: &'static [Square],
    mask: u16,
}

impl Combination {
    /// The squares, in the order the combination is written.
    pub fn squares(&self) -> &'static [Square] {
        self.squares
    }

    /// Bit `k - 1` set for each square `k` of the combination.
    pub const fn mask(&self) -> u16 {
        self.mask
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.squares.iter().try_for_each(|sq| write!(f, "{sq}"))
    }
}

/// The combination of `squares`, its mask worked out at compile time.
const fn combination(squares: &'static [Square]) -> Combination {
    let mut mask = 0;
    let mut i = 0;
    while i < squares.len() {
        mask |= squares[i].bit();
        i += 1;
    }
    Combination { squares, mask }
}

macro_rules! combinations {
    ($([$($n:literal)*])*) => {
        [$(combination(&[$(Square::of($n)),*])),*]
    };
}

/// Rows, columns, then the diagonals last: the order the Logo and Scheme
/// strategies depend on.
const STANDARD: [Combination; 8] =
    combinations!([1 2 3] [4 5 6] [7 8 9] [1 4 7] [2 5 8] [3 6 9] [1 5 9] [3 5 7]);
const NO_DIAGONALS: [Combination; 6] =
    combinations!([1 2 3] [4 5 6] [7 8 9] [1 4 7] [2 5 8] [3 6 9]);
const CORNER_L: [Combination; 12] = combinations!(
    [1 2 3] [4 5 6] [7 8 9] [1 4 7] [2 5 8] [3 6 9] [1 5 9] [3 5 7]
    [1 2 4] [2 3 6] [4 7 8] [6 8 9]
);
const CORNER_SQUARE: [Combination; 12] = combinations!(
    [1 2 3] [4 5 6] [7 8 9] [1 4 7] [2 5 8] [3 6 9] [1 5 9] [3 5 7]
    [1 2 4 5] [2 3 5 6] [4 5 7 8] [5 6 8 9]
);

/// Which combinations win.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Rules {
    /// Three in a row, column or diagonal.
    #[default]
    Standard,
    /// Rows and columns only.
    NoDiagonals,
    /// The standard eight, and an L of three in each corner (1 2 4, ...).
    CornerL,
    /// The standard eight, and the 2×2 block of four in each corner
    /// (1 2 4 5, ...).
    CornerSquare,
}

impl Rules {
    /// Every variant, in the order the game offers them, which is
    /// declaration order: `rules as usize` indexes tables of variants.
    pub const ALL: [Rules; 4] = [
        Rules::Standard,
        Rules::NoDiagonals,
        Rules::CornerL,
        Rules::CornerSquare,
    ];

    /// The winning combinations, in the order the books' programs try them.
    pub fn combinations(self) -> &'static [Combination] {
        const ALL: [&[Combination]; 4] = [&STANDARD, &NO_DIAGONALS, &CORNER_L, &CORNER_SQUARE];
        ALL[self as usize]
    }

    /// The name on the command line and in the data files.
    pub fn name(self) -> &'static str {
        ["standard", "no-diagonals", "corner-l", "corner-square"][self as usize]
    }

    /// One line on what wins.
    pub fn describe(self) -> &'static str {
        match self {
            Rules::Standard => "three in a row, column or diagonal",
            Rules::NoDiagonals => "rows and columns only; the diagonals do not win",
            Rules::CornerL => "the standard lines, or an L of three in a corner (1 2 4)",
            Rules::CornerSquare => "the standard lines, or four in a corner block (1 2 4 5)",
        }
    }

    pub fn parse(name: &str) -> Option<Rules> {
        Rules::ALL.into_iter().find(|r| r.name() == name)
    }

    pub fn next(self) -> Rules {
        Rules::ALL[(self as usize + 1) % Rules::ALL.len()]
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
