//! The review screen, for both games: the game so far, reviewed move by
//! move; the board shows the position after the move under review, and
//! nothing is played while it is open. The 3×3 game's moves come valued
//! (`strategy::review`), Qubic's with the solver's verdict
//! (`qubic_review.rs`). Here the game opens it and reads it; how it steps
//! through the moves is in `screen_answers.rs`.

use crate::core::board::Board;
use crate::game::qubic_review::QubicReview;
use crate::game::screen_parts::{Review, Screen};
use crate::game::{Game, Tone};
use crate::strategy::review::{review, Reviewed};

impl Game {
    /// Opens the review at move `at` (1 for the first; the last move if
    /// `None`).
    pub(crate) fn open_review(&mut self, at: Option<usize>) {
        if !self.played() {
            return self.say(Tone::Refusal, "No moves to review yet.");
        }
        if self.is_qubic() {
            let cells = self.qubic_history().iter().map(|m| m.square).collect();
            self.screens
                .push(Screen::QubicReview(QubicReview::new(cells, at)));
        } else {
            let moves: Vec<_> = self.history().iter().map(|m| m.square).collect();
            let Ok(reviewed) = review(self.start(), &moves) else {
                return self.say(Tone::Refusal, "This game cannot be reviewed.");
            };
            self.screens.push(Screen::Review(Review::new(reviewed, at)));
            self.aim = Default::default();
        }
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

    /// Qubic's review, while it is open.
    pub fn qubic_review(&self) -> Option<&QubicReview> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::QubicReview(review) => Some(review),
            _ => None,
        })
    }
}
