//! The game's moves: the start, the board now, the moves played and those
//! Undo took back for Redo, whether the computer's program broke, and
//! whether the result was counted. The methods here keep the board, the
//! history and the redo list in step.

use crate::core::board::{Board, Square};
use crate::game::record::Move;
use crate::strategy::{Broken, Rule};

#[derive(Clone, Debug)]
pub struct Moves {
    pub(super) start: Board,
    pub(super) board: Board,
    pub(super) history: Vec<Move>,
    /// Moves taken back, the next to replay last.
    pub(super) redo: Vec<Move>,
    pub(super) broken: Option<Broken>,
    /// Whether this game's result has been counted (it counts once).
    pub(super) scored: bool,
}

impl Moves {
    pub fn new(start: Board) -> Moves {
        Moves {
            start,
            board: start,
            history: Vec::new(),
            redo: Vec::new(),
            broken: None,
            scored: false,
        }
    }

    /// Plays free square `sq` for the side to move, with the computer's
    /// `rule` (`None` for a person's move); returns the move.
    pub fn play(&mut self, sq: Square, rule: Option<Rule>) -> Move {
        let before = self.board;
        let mark = before.to_move();
        self.board = before.with(sq, mark);
        let played = Move {
            mark,
            square: sq,
            rule,
            before,
        };
        self.history.push(played);
        played
    }

    /// Takes back the moves from index `from` on, for Redo; returns them,
    /// first first. A broken program is forgotten with them.
    pub fn take_back(&mut self, from: usize) -> Vec<Move> {
        let taken: Vec<Move> = self.history.drain(from.min(self.history.len())..).collect();
        if let Some(first) = taken.first() {
            self.board = first.before;
        }
        self.redo.extend(taken.iter().rev().copied());
        self.broken = None;
        taken
    }
}
