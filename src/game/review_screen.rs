//! The review, for both boards: the game on the board, or a past game,
//! reviewed move by move; nothing is played while it is open. How it
//! steps through the moves is in `screen_commands.rs`.

use crate::core::board::Board;
use crate::game::play::on_round;
use crate::game::screens::{Review, ReviewedMoves, Screen};
use crate::game::{Game, Tone};
use crate::record::Played;
use crate::settings::GameKind;
use crate::strategy::review::{review, Reviewed};

impl Game {
    /// Opens the review of the game on the board at move `at` (1 for the
    /// first; the last move if `None`).
    pub(crate) fn open_review(&mut self, at: Option<usize>) {
        if !self.played() {
            return self.say(Tone::Refusal, "No moves to review yet.");
        }
        let played = on_round!(self.round, V => self.play::<V>().played());
        match reviewed_moves(&played) {
            Some(moves) => self.show_review(Review::new(moves, at)),
            None => self.say(Tone::Refusal, "This game cannot be reviewed."),
        }
    }

    /// Puts `review` over the game, the cursor and the feedback put away.
    pub(crate) fn show_review(&mut self, review: Review) {
        self.screens.push(Screen::Review(review));
        self.hide_cursor();
        self.notices.feedback = None;
    }

    pub fn can_review(&self) -> bool {
        self.played()
    }

    pub fn review(&self) -> Option<&Review> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::Review(review) => Some(review),
            _ => None,
        })
    }

    /// The 3×3 move under review.
    pub fn reviewed(&self) -> Option<&Reviewed> {
        self.review_moves()
            .and_then(|moves| moves.get(self.review()?.at))
    }

    /// The 3×3 moves under review.
    pub fn review_moves(&self) -> Option<&[Reviewed]> {
        match &self.review()?.moves {
            ReviewedMoves::TicTacToe(moves) => Some(moves),
            ReviewedMoves::Qubic { .. } => None,
        }
    }

    /// The board the window shows: the reviewed game's, else the round's.
    pub fn shown_game(&self) -> GameKind {
        self.review().map_or(self.round.game(), Review::game)
    }

    /// The 3×3 position the window shows: after the move under review,
    /// else the game's.
    pub fn shown_board(&self) -> Board {
        match self.reviewed() {
            Some(r) => r.before_board.with(r.square, r.mark),
            None => self.board(),
        }
    }
}

/// The moves of `played` as the review shows them; `None` when a 3×3
/// game's moves cannot be valued (a position no rule reaches).
pub(crate) fn reviewed_moves(played: &Played) -> Option<ReviewedMoves> {
    match played {
        Played::TicTacToe { start, moves } => {
            review(*start, moves).ok().map(ReviewedMoves::TicTacToe)
        }
        Played::Qubic { start, moves } => Some(ReviewedMoves::Qubic {
            start: *start,
            moves: moves.clone(),
            verdict: None,
        }),
    }
}

#[cfg(test)]
#[path = "review_screen_tests.rs"]
mod tests;
