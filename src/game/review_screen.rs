//! The review screen: the game so far, reviewed move by move
//! (`strategy::review`); the board shows the position after the move under
//! review, and nothing is played while it is open. Here the game opens it
//! and reads it; how it answers a command is in `screen_answers.rs`.

use crate::core::board::Board;
use crate::game::screen_parts::{Review, Screen};
use crate::game::{Game, Tone};
use crate::strategy::review::{review, Reviewed};

impl Game {
    /// Opens the review at move `at` (1 for the first; the last move if
    /// `None`).
    pub(crate) fn open_review(&mut self, at: Option<usize>) {
        if self.history().is_empty() {
            return self.say(Tone::Refusal, "No moves to review yet.");
        }
        let moves: Vec<_> = self.history().iter().map(|m| m.square).collect();
        let Ok(reviewed) = review(self.start(), &moves) else {
            return self.say(Tone::Refusal, "This game cannot be reviewed.");
        };
        self.screens.push(Screen::Review(Review::new(reviewed, at)));
        self.aim = Default::default();
        self.notices.feedback = None;
    }

    fn review(&self) -> Option<&Review> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::Review(review) => Some(review),
            _ => None,
        })
    }

    pub fn reviewed(&self) -> Option<&Reviewed> {
        self.review().and_then(|r| r.moves.get(r.at))
    }

    pub fn review_moves(&self) -> Option<&[Reviewed]> {
        self.review().map(|r| r.moves.as_slice())
    }

    /// The board as the window shows it: the position after the move under
    /// review while the review is open, else the game's.
    pub fn shown_board(&self) -> Board {
        match self.reviewed() {
            Some(r) => r.before_board.with(r.square, r.mark),
            None => self.board(),
        }
    }
}
