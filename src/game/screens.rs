//! The screens over the game: the help's pages, the choosers, the question
//! before abandoning a game, and the review. They stack (the help over the
//! review, say), and the top one takes each command first. Like
//! Zemeroth's screen stack, a screen answers with what becomes of it — it
//! stays, goes, or gives way to another — and it may hand the command on
//! to the game beneath (`screen_answers.rs` says how each answers; screens change
//! the game only through its methods).

use crate::game::input::Command;
use crate::game::screen_parts::{Chooser, HelpPage, Question};
use crate::strategy::review::Reviewed;

/// A screen over the game.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// Leave the game in progress unscored?
    Confirm(Question),
    Review(Review),
}

/// What becomes of the top screen after a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Transition {
    Stay,
    Pop,
    Replace(Screen),
}

/// A screen's answer: what becomes of it, and the command it hands on to
/// the game beneath, if any.
pub type Answer = (Transition, Option<Command>);

/// The game reviewed move by move (`strategy::review`), and the move under
/// review; the board shows the position after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    moves: Vec<Reviewed>,
    at: usize,
}

impl Review {
    /// The review of `moves` (not empty), at move `at` (1 for the first;
    /// the last if `None`).
    pub fn new(moves: Vec<Reviewed>, at: Option<usize>) -> Review {
        let mut review = Review { moves, at: 0 };
        review.go_to(at.unwrap_or(usize::MAX));
        review
    }

    /// The move under review.
    pub fn current(&self) -> Option<&Reviewed> {
        self.moves.get(self.at)
    }

    /// Every move of the game, reviewed.
    pub fn moves(&self) -> &[Reviewed] {
        &self.moves
    }

    /// The number of the move under review (1 for the first).
    pub fn number(&self) -> usize {
        self.at + 1
    }

    /// Goes to move `n` (1 for the first), within the game.
    pub(crate) fn go_to(&mut self, n: usize) {
        self.at = n.clamp(1, self.moves.len().max(1)) - 1;
    }
}
