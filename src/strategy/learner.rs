//! `learner`: the learning program sketched at the end of the Logo chapter.
//! It takes a win, blocks a loss, and otherwise moves at random among the
//! moves it has not learned to avoid. After a lost game it forbids the last
//! unforced choice it made; a position whose every move is forbidden counts
//! as lost, and the choice that led there is forbidden in turn.
//!
//! Two of Harvey's words made literal: it learns each lesson once for all
//! eight symmetric copies of a position (its memory keeps the canonical
//! copy), and it keeps "a record to try something else in the same
//! situation next time": among the moves it still allows, it prefers one
//! it has not tried yet there.

use crate::core::board::{Board, Mark, Rules, Square};
use crate::core::rng::Rng;
use crate::core::symmetry::{canonical, equivalent_squares};
pub use crate::strategy::Choice;
use crate::strategy::{Decision, Rule};
use std::collections::BTreeMap;

/// What the learner has learned: for each position up to symmetry (before
/// its move, under its rules, so each variant is learned on its own), the
/// squares it must not play there and those it has tried, as 9-bit masks
/// in the canonical copy's squares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    forbidden: BTreeMap<Board, u16>,
    tried: BTreeMap<Board, u16>,
    /// MENACE's matchboxes, kept with what the learner knows so every
    /// place that hands an opponent its memory hands MENACE its boxes.
    pub menace: crate::strategy::menace::Boxes,
    /// Samuel's weights, likewise.
    pub samuel: crate::strategy::samuel::Samuel,
}

/// `mask` of the canonical copy of `board`, in `board`'s own squares.
fn read_mask(map: &BTreeMap<Board, u16>, board: &Board) -> u16 {
    let (canon, to_canon) = canonical(board);
    to_canon
        .inverse()
        .mask(map.get(&canon).copied().unwrap_or(0))
}

/// Adds `square` of `board`, and the squares equivalent to it, to the
/// canonical copy's mask.
fn add_square(map: &mut BTreeMap<Board, u16>, board: &Board, square: Square) {
    let (canon, to_canon) = canonical(board);
    let same = equivalent_squares(&canon, to_canon.square(square));
    *map.entry(canon).or_insert(0) |= same;
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// The number of (position, square) pairs it has learned to avoid.
    pub fn lessons(&self) -> usize {
        self.forbidden
            .values()
            .map(|m| m.count_ones() as usize)
            .sum()
    }

    /// The lessons learned under `rules`.
    pub fn lessons_under(&self, rules: Rules) -> usize {
        self.forbidden
            .iter()
            .filter(|(b, _)| b.rules() == rules)
            .map(|(_, m)| m.count_ones() as usize)
            .sum()
    }

    /// The mask of squares forbidden in `board`.
    pub fn forbidden_in(&self, board: &Board) -> u16 {
        read_mask(&self.forbidden, board)
    }

    /// Forbids `square` in `board` and in every symmetric copy of it (and
    /// so the squares equivalent to it in a symmetric position).
    pub fn forbid(&mut self, board: Board, square: Square) {
        add_square(&mut self.forbidden, &board, square);
    }

    /// The mask of squares it has tried in `board`.
    pub fn tried_in(&self, board: &Board) -> u16 {
        read_mask(&self.tried, board)
    }

    /// Notes that it played `square` in `board` (up to symmetry).
    pub fn note_tried(&mut self, board: Board, square: Square) {
        add_square(&mut self.tried, &board, square);
    }

    /// Notes every unforced choice of a game it did not lose as tried, so
    /// that next time it tries something else there. (A lost game's
    /// choices are left untried: the loss is a lesson, and playing the
    /// same again lets the lesson reach back to the choices before it.)
    pub fn note_choices(&mut self, moves: &[Choice]) {
        for choice in moves.iter().filter(|c| c.unforced) {
            self.note_tried(choice.before, choice.square);
        }
    }

    /// Every (canonical position, forbidden mask) pair, in position order.
    pub fn entries(&self) -> impl Iterator<Item = (Board, u16)> + '_ {
        self.forbidden.iter().map(|(b, m)| (*b, *m))
    }

    /// Every (canonical position, tried mask) pair, in position order.
    pub fn tried_entries(&self) -> impl Iterator<Item = (Board, u16)> + '_ {
        self.tried.iter().map(|(b, m)| (*b, *m))
    }

    /// Whether every free square of `board` is forbidden: the position is lost.
    pub fn is_lost(&self, board: &Board) -> bool {
        let free = board.free_mask();
        free != 0 && self.forbidden_in(board) & free == free
    }

    /// Learns from a lost game, given the learner's moves in order. Returns
    /// how many new lessons it learned.
    pub fn learn_from_loss(&mut self, moves: &[Choice]) -> usize {
        let before = self.lessons();
        for choice in moves.iter().rev().filter(|c| c.unforced) {
            self.forbid(choice.before, choice.square);
            if !self.is_lost(&choice.before) {
                break;
            }
        }
        self.lessons() - before
    }

    /// The squares the learner still allows in `board` (its free squares
    /// minus the forbidden ones), in 1..9 order.
    pub fn allowed(&self, board: &Board) -> Vec<Square> {
        let forbidden = self.forbidden_in(board);
        board
            .free_squares()
            .filter(|sq| forbidden & (1 << sq.index()) == 0)
            .collect()
    }
}

/// The learner's move: win, block, or a random allowed square, one it has
/// not tried here if there is one — one of [`likely_moves`], drawing on
/// `rng` only when the choice is free.
pub fn choose(board: &Board, me: Mark, memory: &Memory, rng: &mut Rng) -> Option<Decision> {
    rng.pick(&likely_moves(board, me, memory))
}

/// The moves `choose` picks among, each as likely: the forced one, else
/// the allowed squares not yet tried here, else every allowed square.
pub fn likely_moves(board: &Board, me: Mark, memory: &Memory) -> Vec<Decision> {
    let moves = possible_moves(board, me, memory);
    let tried = memory.tried_in(board);
    let fresh: Vec<Decision> = moves
        .iter()
        .filter(|d| tried & d.square.bit() == 0)
        .copied()
        .collect();
    match fresh.is_empty() {
        true => moves,
        false => fresh,
    }
}

/// The moves `learner` might make in `board`: the forced one, or every
/// allowed square (every free one if all are forbidden). For proofs.
pub fn possible_moves(board: &Board, me: Mark, memory: &Memory) -> Vec<Decision> {
    if let Some(square) = board.completing_square(me) {
        return vec![Decision {
            square,
            rule: Rule::Win,
        }];
    }
    if let Some(square) = board.completing_square(me.opponent()) {
        return vec![Decision {
            square,
            rule: Rule::Block,
        }];
    }
    let allowed = memory.allowed(board);
    let avoided = (board.free_squares().count() - allowed.len()) as u8;
    if allowed.is_empty() {
        return board
            .free_squares()
            .map(|square| Decision {
                square,
                rule: Rule::NoGoodMove,
            })
            .collect();
    }
    let rule = Rule::Chance {
        allowed: allowed.len() as u8,
        avoided,
    };
    allowed
        .into_iter()
        .map(|square| Decision { square, rule })
        .collect()
}
