//! Triples: the books' view of a board — each winning combination with
//! its squares filled in (`1xo`), as Logo's `make.triples` and Scheme's
//! `find-triples` build them.

use crate::core::board::{Board, Mark, Square};
use crate::core::rules::{Combination, MAX_COMBINATIONS, MAX_COMBINATION_SQUARES};
use std::fmt;
use std::ops::Deref;

/// A combination with its squares filled in: `x`/`o` where occupied, the
/// square's digit where free. Displays as the books' word, e.g. `1xo` (a
/// "triple" even when a variant's combination has four squares, as the
/// books' programs would still call it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triple {
    pub combination: Combination,
    marks: [Option<Mark>; MAX_COMBINATION_SQUARES],
}

impl Triple {
    pub fn squares(&self) -> &'static [Square] {
        self.combination.squares()
    }

    pub fn marks(&self) -> &[Option<Mark>] {
        &self.marks[..self.squares().len()]
    }

    pub fn count(&self, mark: Mark) -> usize {
        self.marks().iter().filter(|m| **m == Some(mark)).count()
    }

    pub fn free(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares()
            .iter()
            .zip(self.marks())
            .filter(|(_, m)| m.is_none())
            .map(|(sq, _)| *sq)
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let mut squares = self.squares().iter().zip(self.marks());
        squares.try_for_each(|(sq, mark)| match mark {
            Some(m) => write!(f, "{m}"),
            None => write!(f, "{sq}"),
        })
    }
}

/// A board's triples, one per combination of its rules, in order; a slice
/// without an allocation.
#[derive(Clone, Copy, Debug)]
pub struct Triples {
    all: [Triple; MAX_COMBINATIONS],
    len: usize,
}

impl Deref for Triples {
    type Target = [Triple];
    fn deref(&self) -> &[Triple] {
        &self.all[..self.len]
    }
}

impl Board {
    /// The triples in combination order (Logo's `make.triples`, Scheme's
    /// `find-triples`): one per combination of the board's rules.
    pub fn triples(&self) -> Triples {
        let combinations = self.combinations();
        let mut all = [Triple {
            combination: combinations[0],
            marks: [None; MAX_COMBINATION_SQUARES],
        }; MAX_COMBINATIONS];
        for (slot, &combination) in all.iter_mut().zip(combinations) {
            let mut marks = [None; MAX_COMBINATION_SQUARES];
            for (mark, &sq) in marks.iter_mut().zip(combination.squares()) {
                *mark = self.get(sq);
            }
            *slot = Triple { combination, marks };
        }
        Triples {
            all,
            len: combinations.len(),
        }
    }
}
