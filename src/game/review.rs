//! The review in the window: the game so far, reviewed move by move
//! (`strategy::review`), stepped through with the arrows, Undo and Redo,
//! or a click on a move; the board shows the position after the move
//! under review. Nothing is played while it is open.

use crate::core::board::Board;
use crate::game::input::{Command, Dir};
use crate::game::{Game, Tone};
use crate::strategy::review::{review, Reviewed};

impl Game {
    /// Opens the review at move `at` (1 for the first; the last move if
    /// `None`), or closes it if it is open and no move is named.
    pub(crate) fn open_review(&mut self, at: Option<usize>) {
        if self.review.is_some() && at.is_none() {
            return self.close_review();
        }
        if self.history.is_empty() {
            return self.say(Tone::Refusal, "No moves to review yet.");
        }
        let moves: Vec<_> = self.history.iter().map(|m| m.square).collect();
        let Ok(reviewed) = review(self.start, &moves) else {
            return self.say(Tone::Refusal, "This game cannot be reviewed.");
        };
        let last = reviewed.len() - 1;
        let index = at.map_or(last, |n| n.clamp(1, reviewed.len()) - 1);
        self.review = Some((reviewed, index));
        self.hint = None;
        self.cursor = None;
        self.feedback = None;
    }

    fn close_review(&mut self) {
        self.review = None;
        self.say(Tone::Info, "Review closed: back to the game.");
    }

    /// Carries out `command` in the review; `false` if it is not one the
    /// review answers (it then goes to the game, and the review closes).
    pub(crate) fn handle_review(&mut self, command: Command) -> bool {
        let step = |game: &mut Game, by: isize| {
            if let Some((reviewed, at)) = &mut game.review {
                let last = reviewed.len() as isize - 1;
                *at = (*at as isize + by).clamp(0, last) as usize;
            }
        };
        match command {
            Command::MoveCursor(Dir::Left | Dir::Up) | Command::Undo => step(self, -1),
            Command::MoveCursor(Dir::Right | Dir::Down) | Command::Redo => step(self, 1),
            Command::Play(sq) => self.open_review(Some(sq.number() as usize)),
            Command::ReviewMove(n) => self.open_review(Some(n)),
            Command::Review | Command::Back | Command::PlayCursor => self.close_review(),
            Command::Help | Command::Quit | Command::ToggleAnimation => return false,
            Command::ToggleKeypad | Command::ToggleAlternate | Command::ResetScores => {
                return false
            }
            _ => {
                self.review = None;
                return false;
            }
        }
        true
    }

    /// The move under review, while the review is open.
    pub fn reviewed(&self) -> Option<&Reviewed> {
        self.review.as_ref().map(|(r, at)| &r[*at])
    }

    /// Every move of the game reviewed, while the review is open.
    pub fn review_moves(&self) -> Option<&[Reviewed]> {
        self.review.as_ref().map(|(r, _)| r.as_slice())
    }

    /// The board as the window shows it: the position after the move under
    /// review while the review is open, else the game's.
    pub fn shown_board(&self) -> Board {
        match self.reviewed() {
            Some(r) => r.before_board.with(r.square, r.mark),
            None => self.board,
        }
    }
}
