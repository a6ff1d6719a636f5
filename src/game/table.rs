//! What the game does the same on both boards, written once: the 3×3
//! `Board` and Qubic's `Position` are each a [`Table`], which says where
//! the game keeps its moves, how a move is placed and what is forgotten
//! when moves are taken back. Whose turn it is, a person's move and why it
//! waits, undo and redo, and the result said and counted once are here for
//! both; `play.rs` and `qubic.rs` hold each board's `Table` impl.

use crate::core::board::Outcome;
use crate::game::messages::{self, NOT_VALID};
use crate::game::moves::{Move, Moves, Playable};
use crate::game::outbox::Cue;
use crate::game::{Game, Tone};
use crate::settings::{GameKind, SettingChange, Settings};

/// `$body` with `$b` the type of the board in play: Qubic's `Position`
/// or the 3×3 `Board`.
macro_rules! on_table {
    ($game:ident, $b:ident => $body:expr) => {
        match $game.is_qubic() {
            true => {
                type $b = crate::qubic::position::Position;
                $body
            }
            false => {
                type $b = crate::core::board::Board;
                $body
            }
        }
    };
}
pub(crate) use on_table;

/// A board the game is played on, as `Game` keeps it.
pub(crate) trait Table: Playable {
    fn moves(game: &Game) -> &Moves<Self>;
    fn moves_mut(game: &mut Game) -> &mut Moves<Self>;
    /// Starts the turtle on move `played`, made at `now`; the hint goes.
    fn draw(game: &mut Game, played: &Move<Self>, now: f64);
    /// What follows a result the first time it comes: the record for the
    /// scores.
    fn finish(game: &mut Game, outcome: Outcome);
    /// Forgets the turtle's drawing under way, and, when moves were taken
    /// back (`undone`), the hint.
    fn forget(game: &mut Game, undone: bool);
}

impl Game {
    /// Whether the computer plays the game on the board.
    pub(crate) fn against_computer(&self) -> bool {
        computer_plays(&self.settings)
    }

    /// The opponent's name in the game on the board.
    pub(crate) fn rival_title(&self) -> &'static str {
        match self.is_qubic() {
            true => self.settings.qubic_opponent.title(),
            false => self.settings.opponent.title(),
        }
    }

    /// Whether a person moves now (whether or not the turtle is busy).
    pub fn is_human_turn(&self) -> bool {
        let mover = on_table!(self, B => B::moves(self).board.to_move());
        !self.is_over() && (!self.against_computer() || mover == self.settings.side)
    }

    /// Whether a person may move now; if not, says why: the game is over,
    /// or it is the computer's move.
    pub(crate) fn person_may_move(&mut self) -> bool {
        if self.is_over() {
            // The banner above says how to play again, in the pointer's words.
            let over = format!("{NOT_VALID}: the game is over.");
            self.say(Tone::Refusal, over);
        } else if !self.is_human_turn() {
            let wait = format!("Wait: it is {}'s move.", self.rival_title());
            self.say(Tone::Wait, wait);
        }
        self.is_human_turn()
    }

    /// A person's move on free `cell`, which may be played now: what was
    /// taken back is dropped, and the first-time hint put away.
    pub(crate) fn person_moves<B: Table>(&mut self, cell: B::Cell, now: f64) {
        self.notices.feedback = None;
        if std::mem::take(&mut self.welcome) {
            self.change_setting(SettingChange::Welcome(false));
        }
        B::moves_mut(self).redo.clear();
        self.place::<B>(cell, None, now);
    }

    /// The result, as soon as there is one (a tie as soon as no line is
    /// open).
    pub fn outcome(&self) -> Option<Outcome> {
        on_table!(self, B => B::moves(self).board.outcome())
    }

    /// Puts the mover's mark on free `cell`, logs it, starts the turtle,
    /// and settles the result if the game is over.
    pub(crate) fn place<B: Table>(&mut self, cell: B::Cell, reason: Option<B::Reason>, now: f64) {
        let played = B::moves_mut(self).play(cell, reason);
        self.lines.push(played.line());
        self.cue(Cue::Mark);
        if self.settings.speed.animates() {
            self.cue(Cue::Pen);
        }
        B::draw(self, &played, now);
        let Some(outcome) = self.outcome() else {
            return;
        };
        // The result is said, with its sound, and counted the first time
        // only: not when played again after Undo.
        let (side, two_players) = (self.settings.side, !self.against_computer());
        self.lines
            .push(messages::result_line(outcome, side, two_players));
        self.cue(match outcome {
            Outcome::Tie => Cue::Tied,
            Outcome::Won(mark) if two_players || mark == side => Cue::Won,
            Outcome::Won(_) => Cue::Lost,
        });
        if std::mem::replace(&mut B::moves_mut(self).scored, true) {
            let again = "Played again after Undo: this game was already counted.";
            self.say(Tone::Info, again);
        } else {
            B::finish(self, outcome);
        }
    }

    /// Whether a move was played in the game on the board.
    pub(crate) fn played(&self) -> bool {
        on_table!(self, B => !B::moves(self).history.is_empty())
    }

    /// Where Undo takes back from: your last move (between two players,
    /// the last move).
    fn undo_from<B: Table>(&self) -> Option<usize> {
        B::moves(self).undo_from(self.against_computer(), self.settings.side)
    }

    pub fn can_undo(&self) -> bool {
        on_table!(self, B => self.undo_from::<B>()).is_some()
    }

    pub fn can_redo(&self) -> bool {
        on_table!(self, B => !B::moves(self).redo.is_empty())
    }

    /// Takes back the person's last move and the reply to it (between two
    /// players, just the last move); Redo plays them again.
    pub(crate) fn undo<B: Table>(&mut self) {
        let Some(keep) = self.undo_from::<B>() else {
            return self.say(Tone::Refusal, "Nothing to undo.");
        };
        let words: Vec<String> = B::moves_mut(self)
            .take_back(keep)
            .iter()
            .map(|m| format!("{} {}", m.mark, m.square))
            .collect();
        for line in words.iter().rev() {
            self.lines.push(format!("undo {line}"));
        }
        self.reply_due = None;
        B::forget(self, true);
        let counted = match B::moves(self).scored {
            true => " (the game is already counted)",
            false => "",
        };
        let said = words.join(" and ");
        self.say(Tone::Info, format!("Took back {said}{counted}. Y redoes."));
    }

    /// Plays again what Undo took back: your move and the reply to it.
    pub(crate) fn redo<B: Table>(&mut self, now: f64) {
        let (computer, side) = (self.against_computer(), self.settings.side);
        let again = B::moves_mut(self).take_redo(computer, side);
        if again.is_empty() {
            return self.say(Tone::Refusal, "Nothing to redo.");
        }
        self.notices.feedback = None;
        for m in again {
            self.place::<B>(m.square, m.rule, now);
        }
        B::forget(self, false);
        self.say(Tone::Info, "Played again.");
    }
}

/// Whether the computer plays the game `settings` name.
pub(super) fn computer_plays(settings: &Settings) -> bool {
    match settings.game {
        GameKind::Qubic => settings.qubic_opponent.is_computer(),
        GameKind::TicTacToe => settings.opponent.is_computer(),
    }
}
