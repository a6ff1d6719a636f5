//! `learner`: the learning program sketched at the end of the Logo chapter
//! (docs/learner.md tells the whole story). It takes a win, blocks a loss,
//! and otherwise moves at random among the moves it has not learned to
//! avoid, preferring one it has not tried there ("a record to try something
//! else in the same situation next time"). After a lost game it forbids the
//! last unforced choice, for all eight symmetric copies at once.

use crate::core::board::{Board, GameResult, Mark, Rules, Square};
use crate::core::rng::Rng;
use crate::core::symmetry::{canonical, equivalent_squares, Symmetry};
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

    pub fn lessons(&self) -> usize {
        self.forbidden
            .values()
            .map(|m| m.count_ones() as usize)
            .sum()
    }

    pub fn lessons_under(&self, rules: Rules) -> usize {
        self.forbidden
            .iter()
            .filter(|(b, _)| b.rules() == rules)
            .map(|(_, m)| m.count_ones() as usize)
            .sum()
    }

    pub fn forbidden_in(&self, board: &Board) -> u16 {
        read_mask(&self.forbidden, board)
    }

    /// Forbids `square` in `board` and in every symmetric copy of it (and
    /// so the squares equivalent to it in a symmetric position).
    pub fn forbid(&mut self, board: Board, square: Square) {
        add_square(&mut self.forbidden, &board, square);
    }

    pub fn tried_in(&self, board: &Board) -> u16 {
        read_mask(&self.tried, board)
    }

    pub fn note_tried(&mut self, board: Board, square: Square) {
        add_square(&mut self.tried, &board, square);
    }

    /// Learns from a finished game in which it made `moves`; the new
    /// lessons. A lost game teaches what it must not play; a won game, its
    /// opponent's losing choice. The unforced choices of a game it did not
    /// lose are noted as tried (a lost game's are not: playing them again
    /// lets the lesson reach back to the choices before).
    pub fn learn(&mut self, moves: &[Choice], result: GameResult) -> usize {
        if result == GameResult::Lost {
            return self.learn_from_loss(moves);
        }
        for choice in moves.iter().filter(|c| c.unforced) {
            self.note_tried(choice.before, choice.square);
        }
        match result {
            GameResult::Won => {
                let theirs: Vec<Choice> = replies(moves).flatten().collect();
                self.learn_from_loss(&theirs)
            }
            _ => 0,
        }
    }

    /// Adds every lesson and tried square of `other`. Lessons only
    /// accumulate, so the union of two memories keeps what both learned;
    /// both keep each position's canonical copy, its masks closed under
    /// its symmetries, so the masks join as they are.
    pub fn absorb(&mut self, other: &Memory) {
        let maps = [
            (&mut self.forbidden, &other.forbidden),
            (&mut self.tried, &other.tried),
        ];
        for (mine, theirs) in maps {
            for (board, mask) in theirs {
                *mine.entry(*board).or_insert(0) |= mask;
            }
        }
    }

    /// Every (canonical position, forbidden mask) pair, in position order;
    /// [`Memory::tried_entries`] likewise.
    pub fn entries(&self) -> impl Iterator<Item = (Board, u16)> + '_ {
        self.forbidden.iter().map(|(b, m)| (*b, *m))
    }

    pub fn tried_entries(&self) -> impl Iterator<Item = (Board, u16)> + '_ {
        self.tried.iter().map(|(b, m)| (*b, *m))
    }

    pub fn is_lost(&self, board: &Board) -> bool {
        let free = board.free_mask();
        free != 0 && self.forbidden_in(board) & free == free
    }

    /// Learns from the loser's moves (its own, or its opponent's in a game
    /// it won). Walking back from the end, forced moves (blocks, anything
    /// against two threats) are passed over; the last free choice is
    /// forbidden, and if that leaves its position lost, the free choice
    /// before it too. A missed win or block proves nothing about the
    /// choices before it, so the walk stops there.
    fn learn_from_loss(&mut self, moves: &[Choice]) -> usize {
        let before = self.lessons();
        for (i, choice) in moves.iter().enumerate().rev() {
            match step(&choice.before, choice.square) {
                Step::Forced => continue,
                Step::Blunder => break,
                Step::Free => {
                    let attack = attack_after(moves, i);
                    let me = choice.before.to_move();
                    for square in self.allowed(&choice.before) {
                        if square == choice.square
                            || beats(&choice.before.with(square, me), &attack)
                        {
                            self.forbid(choice.before, square);
                        }
                    }
                    self.replay_everywhere(&attack, me);
                }
            }
            if !self.is_lost(&choice.before) {
                break;
            }
        }
        self.lessons() - before
    }

    /// Replays `attack` (in each of its symmetric copies) against every
    /// move still allowed in every position met before where `me` moves.
    fn replay_everywhere(&mut self, attack: &[Square], me: Mark) {
        if attack.is_empty() {
            return;
        }
        // In order, each once, as a set would hold them (a set built by
        // `collect` costs the page a sort of its own).
        let mine = |b: &&Board| b.to_move() == me;
        let mut known: Vec<Board> = self.tried.keys().filter(mine).copied().collect();
        for board in self.forbidden.keys().filter(mine) {
            if let Err(at) = known.binary_search(board) {
                known.insert(at, *board);
            }
        }
        let copies: [Vec<Square>; 8] =
            Symmetry::ALL.map(|s| attack.iter().map(|&sq| s.square(sq)).collect());
        for board in known {
            // Keys are canonical copies: their masks need no mapping. A
            // known position has no threat to answer (its choice was free),
            // so a copy whose first square is taken fails at once.
            let forbidden = self.forbidden.get(&board).copied().unwrap_or(0);
            let copies: Vec<&Vec<Square>> = copies.iter().filter(|c| board.is_free(c[0])).collect();
            let losing = Square::in_mask(board.free_mask() & !forbidden)
                .filter(|&sq| copies.iter().any(|c| beats(&board.with(sq, me), c)));
            for square in losing {
                self.forbid(board, square);
            }
        }
    }

    /// The free squares not forbidden in `board`, in 1..9 order.
    pub fn allowed(&self, board: &Board) -> Vec<Square> {
        Square::in_mask(board.free_mask() & !self.forbidden_in(board)).collect()
    }
}

/// What a move of the losing side says about the choices before it.
enum Step {
    /// A block, or any move against two threats: the only way on.
    Forced,
    /// No win and no threat to answer: a choice the side made.
    Free,
    /// A missed win or a missed block.
    Blunder,
}

fn step(before: &Board, square: Square) -> Step {
    let me = before.to_move();
    if before.completing_square(me).is_some() {
        return Step::Blunder;
    }
    let you = me.opponent();
    let threats: Vec<Square> = before.winning_squares(you).collect();
    match threats.len() {
        0 => Step::Free,
        1 if threats[0] != square => Step::Blunder,
        _ => Step::Forced,
    }
}

/// The winner's moves after the loser's move `i` of `moves`, in order
/// (all but the winning one, which `beats` finds for itself).
fn attack_after(moves: &[Choice], i: usize) -> Vec<Square> {
    replies(moves)
        .skip(i + 1)
        .flatten()
        .map(|c| c.square)
        .collect()
}

/// Whether the winner, to move in `board`, wins by playing `attack` in
/// order (and any win it sees) while the loser only answers threats: the
/// attack that won the game, replayed against another choice.
fn beats(board: &Board, attack: &[Square]) -> bool {
    let mut board = *board;
    let winner = board.to_move();
    let loser = winner.opponent();
    for &square in attack {
        if board.completing_square(winner).is_some() {
            return true;
        }
        if !board.is_free(square) {
            return false;
        }
        board = board.with(square, winner);
        if board.outcome().is_some() || board.completing_square(loser).is_some() {
            return false;
        }
        let threats: Vec<Square> = board.winning_squares(winner).collect();
        match threats[..] {
            [] => return false,
            [block] => board = board.with(block, loser),
            _ => return true,
        }
    }
    board.completing_square(winner).is_some()
}

/// The other side's move before each of the learner's `moves`, if it
/// made one: the square that appeared since the learner's move before
/// (or on the empty board, when the learner plays O).
fn replies(moves: &[Choice]) -> impl Iterator<Item = Option<Choice>> + '_ {
    let start = moves.first().map(|c| Board::empty_under(c.before.rules()));
    let after = moves
        .iter()
        .map(|c| c.before.with(c.square, c.before.to_move()));
    start
        .into_iter()
        .chain(after)
        .zip(moves)
        .map(|(board, next)| {
            let placed = board.free_mask() & !next.before.free_mask();
            (placed.count_ones() == 1).then(|| Choice {
                before: board,
                square: Square::from_bit(placed),
                unforced: true,
            })
        })
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
    for (who, rule) in [(me, Rule::Win), (me.opponent(), Rule::Block)] {
        if let Some(square) = board.completing_square(who) {
            return vec![Decision { square, rule }];
        }
    }
    let allowed = memory.allowed(board);
    let rule = Rule::Chance {
        allowed: allowed.len() as u8,
        avoided: (board.free_squares().count() - allowed.len()) as u8,
    };
    let (squares, rule) = match allowed.is_empty() {
        true => (board.free_squares().collect(), Rule::NoGoodMove),
        false => (allowed, rule),
    };
    squares
        .into_iter()
        .map(|square| Decision { square, rule })
        .collect()
}
