//! `menace`: Donald Michie's Matchbox Educable Noughts And Crosses Engine,
//! as in D. Michie, "Experiments on the mechanization of game-learning.
//! Part I", *The Computer Journal* 6 (3), 1963: a box of coloured beads for
//! each position up to symmetry, filled by [`first_beads`] and rewarded by
//! [`WIN_BEADS`]. Unlike Michie's, a box is never emptied (a loss that would
//! take its last bead refills it), and a second set of boxes plays O; why is
//! in docs/learning.md.

use crate::core::board::{Board, GameResult, Mark, Rules, Square};
use crate::core::rng::Rng;
use crate::core::symmetry::{canonical, equivalent_squares, Symmetry};
use crate::strategy::{Choice, Decision, Rule};
use std::collections::BTreeMap;

/// Beads added for a win and a draw, and taken for a loss (Michie's).
pub const WIN_BEADS: u8 = 3;
pub const DRAW_BEADS: u8 = 1;

/// The boxes that have changed since they were filled (the others hold
/// their first beads): for each canonical position, beads per square.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Boxes {
    changed: BTreeMap<Board, [u8; 9]>,
}

/// The beads a box starts with: for each move that differs up to the
/// position's symmetry (the first square of each kind), 4, 3, 2 or 1 by
/// the mover's move number; the canonical copy's squares.
pub fn first_beads(canon: &Board) -> [u8; 9] {
    let mover = canon.to_move();
    let count = 4u8.saturating_sub(canon.count(mover) as u8).max(1);
    let mut beads = [0; 9];
    let mut seen = 0u16;
    for sq in canon.free_squares() {
        if seen & sq.bit() == 0 {
            beads[sq.index()] = count;
            seen |= equivalent_squares(canon, sq);
        }
    }
    beads
}

impl Boxes {
    /// The beads per square of the box for `board`, in `board`'s squares.
    pub fn beads(&self, board: &Board) -> [u8; 9] {
        let (canon, to_canon) = canonical(board);
        moved(to_canon.inverse(), self.box_of(&canon))
    }

    fn box_of(&self, canon: &Board) -> [u8; 9] {
        self.changed
            .get(canon)
            .copied()
            .unwrap_or_else(|| first_beads(canon))
    }

    /// The moves whose beads are all gone under `rules`: a box's colours
    /// it started with and has lost — MENACE's lessons.
    pub fn emptied_moves(&self, rules: Rules) -> usize {
        self.changed
            .iter()
            .filter(|(b, _)| b.rules() == rules)
            .map(|(b, beads)| {
                let first = first_beads(b);
                (0..9).filter(|&i| first[i] > 0 && beads[i] == 0).count()
            })
            .sum()
    }

    pub fn entries(&self) -> impl Iterator<Item = (Board, [u8; 9])> + '_ {
        self.changed.iter().map(|(b, m)| (*b, *m))
    }

    /// Sets a box's beads (as read from a file); `board` in any copy.
    pub fn set(&mut self, board: &Board, beads: [u8; 9]) {
        let (canon, to_canon) = canonical(board);
        self.changed.insert(canon, moved(to_canon, beads));
    }

    /// Rewards or punishes the bead drawn in each box of a game; returns
    /// the number of boxes changed.
    pub fn learn(&mut self, moves: &[Choice], result: GameResult) -> usize {
        let mut changed = 0;
        for choice in moves.iter().filter(|c| has_a_box(&c.before)) {
            let (canon, to_canon) = canonical(&choice.before);
            let mut inside = self.box_of(&canon);
            let i = to_canon.square(choice.square).index();
            let total: u32 = inside.iter().map(|&b| u32::from(b)).sum();
            let before = inside[i];
            inside[i] = match result {
                GameResult::Won => before.saturating_add(WIN_BEADS),
                GameResult::Tied => before.saturating_add(DRAW_BEADS),
                GameResult::Lost if total > 1 => before.saturating_sub(1),
                GameResult::Lost => {
                    inside = first_beads(&canon).map(|b| b.min(1));
                    inside[i]
                }
            };
            if inside != self.box_of(&canon) {
                changed += 1;
                self.changed.insert(canon, inside);
            }
        }
        changed
    }
}

/// Beads per square moved by `symmetry`: each square's beads go where
/// the symmetry takes the square.
fn moved(symmetry: Symmetry, beads: [u8; 9]) -> [u8; 9] {
    let mut to = [0; 9];
    for sq in Square::all() {
        to[symmetry.square(sq).index()] = beads[sq.index()];
    }
    to
}

/// Whether MENACE keeps a box for `board`: every position it moves in
/// but a last move into the one free square.
pub fn has_a_box(board: &Board) -> bool {
    board.free_squares().nth(1).is_some()
}

/// The squares MENACE may play in `board` and their beads: the box's
/// beads, or the one free square of a last move (no box).
pub fn drawable(board: &Board, boxes: &Boxes) -> Vec<(Square, u8)> {
    if !has_a_box(board) {
        return board.free_squares().map(|sq| (sq, 1)).collect();
    }
    let beads = boxes.beads(board);
    board
        .free_squares()
        .map(|sq| (sq, beads[sq.index()]))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// The box MENACE, playing `side`, is about to draw from in `board` as it
/// stands: beads per square of `board` (none on a taken square). `None`
/// when it is not MENACE's move or the move is forced (no box).
pub fn box_to_draw(board: &Board, side: Mark, boxes: &Boxes) -> Option<[u8; 9]> {
    let to_draw = board.outcome().is_none() && board.to_move() == side && has_a_box(board);
    to_draw.then(|| boxes.beads(board))
}

/// MENACE's move: a bead drawn at random from the box.
pub fn choose(board: &Board, _me: Mark, boxes: &Boxes, rng: &mut Rng) -> Option<Decision> {
    let beads = drawable(board, boxes);
    let total: usize = beads.iter().map(|&(_, n)| usize::from(n)).sum();
    if total == 0 {
        return None;
    }
    let mut draw = rng.below(total);
    for &(square, n) in &beads {
        if draw < usize::from(n) {
            let rule = Rule::Beads {
                drawn: n,
                total: total.min(u16::MAX.into()) as u16,
            };
            return Some(Decision { square, rule });
        }
        draw -= usize::from(n);
    }
    None
}

#[cfg(test)]
#[path = "menace_tests.rs"]
mod tests;
