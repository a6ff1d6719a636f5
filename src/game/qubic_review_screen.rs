//! Qubic's review on the screens' stack: the game opens it, reads it
//! (the cube and the status show it), and it answers the commands while
//! open, as the 3×3 game's review does (`review_screen.rs`).

use crate::game::input::{Command, Dir};
use crate::game::qubic_review::QubicReview;
use crate::game::screen_parts::{Screen, Transition};
use crate::game::{Game, Tone};
use crate::qubic::cell::Cell;
use crate::qubic::position::Position;

impl Game {
    /// Opens Qubic's review at move `at` (1 for the first; the last if
    /// `None`).
    pub(crate) fn open_qubic_review(&mut self, at: Option<usize>) {
        let moves: Vec<Cell> = self.qubic_history().iter().map(|m| m.square).collect();
        if moves.is_empty() {
            return self.say(Tone::Refusal, "No moves to review yet.");
        }
        self.screens
            .push(Screen::QubicReview(QubicReview::new(moves, at)));
        self.notices.feedback = None;
    }

    /// Qubic's review, while it is open.
    pub fn qubic_review(&self) -> Option<&QubicReview> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::QubicReview(review) => Some(review),
            _ => None,
        })
    }

    /// The position the cube shows: the one after the move under review
    /// while the review is open, else the game's.
    pub fn qubic_shown(&self) -> Position {
        match self.qubic_review() {
            Some(review) => review.after(),
            None => self.qubic_position(),
        }
    }
}

/// Steps through the moves with the arrows, Undo and Redo (the buttons
/// Prev and Next), or to a move clicked or keyed; closes on V, Esc or
/// Enter. The settings, the help and quitting are the game's, over the
/// review; any other command closes it and goes to the game.
pub(crate) fn qubic_review_answers(
    review: &mut QubicReview,
    command: Command,
    game: &mut Game,
) -> (Transition, Option<Command>) {
    let number = review.number();
    match command {
        Command::MoveCursor(Dir::Left | Dir::Up) | Command::Undo | Command::Plane(Dir::Up) => {
            review.go_to(number.saturating_sub(1))
        }
        Command::MoveCursor(Dir::Right | Dir::Down) | Command::Redo | Command::Plane(Dir::Down) => {
            review.go_to(number + 1)
        }
        Command::ReviewMove(n) => review.go_to(n),
        Command::Review | Command::Back | Command::PlayCursor => {
            game.say(Tone::Info, "Review closed: back to the game.");
            return (Transition::Pop, None);
        }
        Command::Help | Command::Quit | Command::Adjust(_) | Command::ResetScores => {
            return (Transition::Stay, Some(command))
        }
        // Digits and clicks on cells mean nothing while reviewing.
        Command::Digit(_) | Command::PlayCell(_) | Command::Play(_) => {}
        _ => return (Transition::Pop, Some(command)),
    }
    game.notices.feedback = None;
    (Transition::Stay, None)
}
