//! The game's moves on either board (a [`Playable`]): the start, the
//! board now, the history and the redo list, kept in step.

use crate::core::board::{Board, Mark, Outcome};
use crate::strategy::Broken;
use std::fmt::{Debug, Display};

/// A position a game is played on; what else the game needs of a board
/// is `variant::Variant`.
pub trait Playable: Copy + PartialEq + Debug + Default {
    /// Where a mark goes: a 3×3 `Square`, a Qubic `Cell`.
    type Cell: Copy + PartialEq + Eq + Debug + Display;
    /// Why the computer played a move.
    type Reason: Clone + PartialEq + Eq + Debug + Display;
    fn to_move(&self) -> Mark;
    /// The position after `mark` is put on free `cell`.
    fn with_move(&self, cell: Self::Cell, mark: Mark) -> Self;
    /// The result, if there is one (3×3: a tie as soon as no line is open).
    fn outcome(&self) -> Option<Outcome>;
}

/// One move played, with the board before it and the computer's reason
/// (`None` for a person's move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move<B: Playable = Board> {
    pub mark: Mark,
    /// The square or cell played.
    pub square: B::Cell,
    pub rule: Option<B::Reason>,
    pub before: B,
}

impl Copy for Move<Board> {}

impl<B: Playable> Move<B> {
    /// The move as the Logo program prints it: `x 5`, `o 1 corner`.
    pub fn line(&self) -> String {
        match &self.rule {
            Some(rule) => format!("{} {} {rule}", self.mark, self.square),
            None => format!("{} {}", self.mark, self.square),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Moves<B: Playable = Board> {
    pub(super) start: B,
    pub(super) board: B,
    pub(super) history: Vec<Move<B>>,
    /// Moves taken back, the next to replay last.
    pub(super) redo: Vec<Move<B>>,
    pub(super) broken: Option<Broken>,
    /// Whether the result has been counted (it counts once).
    pub(super) scored: bool,
}

impl<B: Playable> Moves<B> {
    pub fn new(start: B) -> Moves<B> {
        Moves {
            start,
            board: start,
            ..Default::default()
        }
    }

    /// Plays free cell `sq` for the side to move; returns the move.
    pub fn play(&mut self, sq: B::Cell, rule: Option<B::Reason>) -> Move<B> {
        let before = self.board;
        let mark = before.to_move();
        self.board = before.with_move(sq, mark);
        let played = Move {
            mark,
            square: sq,
            rule,
            before,
        };
        self.history.push(played.clone());
        played
    }

    /// Where Undo takes back from: the person's last move (they play
    /// `side` against the computer), or between two players the last move.
    pub fn undo_from(&self, computer: bool, side: Mark) -> Option<usize> {
        self.history
            .iter()
            .rposition(|m| !computer || m.mark == side)
    }

    /// What Redo plays again: the next move, and the computer's replies
    /// after it until the person's move or a result.
    pub fn take_redo(&mut self, computer: bool, side: Mark) -> Vec<Move<B>> {
        let Some(first) = self.redo.pop() else {
            return Vec::new();
        };
        let mut board = first.before.with_move(first.square, first.mark);
        let mut again = vec![first];
        while let Some(next) = self.redo.last() {
            if !computer || next.mark == side || board.outcome().is_some() {
                break;
            }
            board = board.with_move(next.square, next.mark);
            again.extend(self.redo.pop());
        }
        again
    }

    /// Takes back the moves from index `from` on, for Redo; a broken
    /// program is forgotten with them.
    pub fn take_back(&mut self, from: usize) -> Vec<Move<B>> {
        let taken: Vec<Move<B>> = self.history.drain(from.min(self.history.len())..).collect();
        if let Some(first) = taken.first() {
            self.board = first.before;
        }
        self.redo.extend(taken.iter().rev().cloned());
        self.broken = None;
        taken
    }
}

#[cfg(test)]
#[path = "moves_tests.rs"]
mod tests;
