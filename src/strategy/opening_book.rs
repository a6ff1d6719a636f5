//! `book`: the "intermediate possibility" of the Logo chapter's Further
//! Explorations — "a complete list of cases for, say, the first two moves",
//! then general rules for the endgame. The list is Harvey's own analysis
//! (moving first, the centre, then the replies to a corner and to an edge;
//! moving second, the answers to a centre, corner and edge opening), one
//! entry per position up to symmetry. After it come `logo`'s rules, but
//! with the combinations tried diagonals first (`159 357`, then rows and
//! columns) and so *without* the diagonals-last order Harvey used to dodge
//! the anomalous sequence `x 1, o 5, x 9`: the book answers that one.

use crate::core::board::{Board, Mark, Rules, Square};
use crate::core::position::parse_board;
use crate::core::symmetry::canonical;
use crate::core::triples::Triple;
use crate::strategy::{logo, Answer, Decision, Rule};
use std::sync::OnceLock;

/// One case of the book: a position (as Harvey would draw it), its answer,
/// and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub position: Board,
    pub answer: Square,
    pub why: &'static str,
}

/// The book, in the order Harvey discusses the cases: moving first, then
/// moving second. Each line is a position, the answer, and why. Written by
/// hand from the chapter; a test checks every answer against the whole
/// game tree.
pub fn entries() -> Vec<Entry> {
    const BOOK: &str = "\
_________ 5 the centre, Harvey's first move
o___x____ 9 the far corner: o must answer a corner to draw
_o__x____ 1 a corner beside o's edge: o blocks at 9, then x 7 makes two threats
____x____ 1 a corner: the only answer to the centre that does not lose
x________ 5 the centre: the only answer to a corner that does not lose
_x_______ 5 the centre against an edge
o___x___x 3 a corner: after an edge, x 3 or x 7 makes two threats
ox__x____ 8 block 258
o_x_x____ 7 block 357
o___xx___ 4 block 456
x___o___x 2 an edge: x must block at 8 and has one threat; a corner loses
xx__o____ 3 block 123
x_x_o____ 2 block 123
x___ox___ 3 a corner: x must block at 7, then o blocks at 4
_x_xo____ 1 the corner between x's edges, where x would make two threats
_x__o__x_ 1 a corner: x has no threat
";
    BOOK.lines()
        .filter_map(|line| {
            let (position, rest) = line.split_once(' ')?;
            let (answer, why) = rest.split_once(' ')?;
            Some(Entry {
                position: parse_board(position).ok()?,
                answer: Square::new(answer.parse().ok()?)?,
                why,
            })
        })
        .collect()
}

/// The book's answer in `board`, if the book has the case (up to
/// symmetry). Only for the standard rules, which Harvey analysed.
pub fn lookup(board: &Board) -> Option<(Square, Entry)> {
    // Each entry's canonical copy and its answer there, worked out once.
    static CANONICAL: OnceLock<Vec<(Board, Square, Entry)>> = OnceLock::new();
    if board.rules() != Rules::Standard {
        return None;
    }
    let book = CANONICAL.get_or_init(|| {
        entries()
            .into_iter()
            .map(|entry| {
                let (canon, to_canon) = canonical(&entry.position);
                (canon, to_canon.square(entry.answer), entry)
            })
            .collect()
    });
    let (canon, to_canon) = canonical(board);
    let &(_, answer, entry) = book.iter().find(|(c, ..)| *c == canon)?;
    Some((to_canon.inverse().square(answer), entry))
}

/// The book's move: the book's answer, else Logo's rules over the
/// combinations diagonals first.
pub fn choose(board: &Board, me: Mark) -> Option<Answer> {
    match lookup(board) {
        Some((square, _)) if board.is_free(square) => Some(Answer::Move(Decision {
            square,
            rule: Rule::Book,
        })),
        _ => rules_diagonals_first(board, me),
    }
}

/// Logo's `pickmove` with the combinations tried diagonals first: what
/// `book` plays after the book, and what it would play without it.
pub fn rules_diagonals_first(board: &Board, me: Mark) -> Option<Answer> {
    const DIAGONALS: [u16; 2] = [0b1_0001_0001, 0b0_0101_0100];
    let mut triples: Vec<Triple> = board.triples().to_vec();
    crate::core::order::sort_by_key(&mut triples, |t| !DIAGONALS.contains(&t.combination.mask()));
    logo::pickmove(board, &triples, me)
}

#[cfg(test)]
#[path = "opening_book_tests.rs"]
mod tests;
