//! The player's controls besides playing a square: the keyboard cursor,
//! new game, side and opponent changes, animation, undo and hint.

use crate::core::board::{Board, Mark, Square};
use crate::game::input::Dir;
use crate::game::messages;
use crate::game::{Event, Game, Move, Setup};
use crate::strategy::{perfect, Opponent};

impl Game {
    pub(crate) fn move_cursor(&mut self, dir: Dir) {
        let Some(at) = self.cursor else {
            return self.show_cursor();
        };
        let (row, col) = at.row_col();
        let (row, col) = match dir {
            Dir::Up => (row.saturating_sub(1), col),
            Dir::Down => ((row + 1).min(2), col),
            Dir::Left => (row, col.saturating_sub(1)),
            Dir::Right => (row, (col + 1).min(2)),
        };
        self.cursor = Square::at(row, col).or(self.cursor);
    }

    pub(crate) fn show_cursor(&mut self) {
        self.cursor = Square::new(5);
        self.feedback = "Arrows move the cursor; Enter or Space plays its square.".to_string();
    }

    /// A fresh game from `start` with the current setup.
    pub(crate) fn restart(&mut self, start: Board) {
        let start = start.under(self.setup.rules);
        if !self.history.is_empty() || self.board != start {
            self.output.push("new game".to_string());
        }
        self.start = start;
        self.board = start;
        self.broken = None;
        self.history.clear();
        self.reply_due = None;
        self.animation = None;
        self.hint = None;
        self.last_play = None;
        self.greet();
    }

    pub(crate) fn greet(&mut self) {
        let setup = self.setup;
        self.feedback = match setup.opponent {
            Opponent::Human => "Two players: X moves first.".to_string(),
            Opponent::Dawson => messages::dawson_greeting(setup.side).to_string(),
            _ if setup.side == Mark::O => format!("You play O, so {} opens.", setup.opponent),
            _ => format!("You play X and move first against {}.", setup.opponent),
        };
    }

    pub(crate) fn change_setup(&mut self, setup: Setup) {
        self.setup = setup;
        self.events.push(Event::SetupChanged(setup));
        self.restart(Board::empty());
    }

    pub(crate) fn toggle_animation(&mut self) {
        self.setup.animate = !self.setup.animate;
        self.animation = None;
        self.events.push(Event::SetupChanged(self.setup));
        self.feedback = if self.setup.animate {
            "Animation on: the turtle draws each mark."
        } else {
            "Animation off: marks appear at once."
        }
        .to_string();
    }

    /// Takes back the human's last move and the reply to it (against
    /// `human`, just the last move).
    pub(crate) fn undo(&mut self) {
        let computer = self.setup.opponent.is_computer();
        let Some(keep) = self
            .history
            .iter()
            .rposition(|m| !computer || m.mark == self.setup.side)
        else {
            self.feedback = "Nothing to undo.".to_string();
            return;
        };
        let taken: Vec<Move> = self.history.drain(keep..).collect();
        for m in taken.iter().rev() {
            self.output.push(format!(
                "undo {}",
                messages::move_line(m.mark, m.square, None)
            ));
        }
        self.board = taken[0].before;
        self.broken = None;
        self.reply_due = None;
        self.animation = None;
        self.hint = None;
        self.last_play = None;
        let words: Vec<String> = taken
            .iter()
            .map(|m| messages::move_line(m.mark, m.square, None))
            .collect();
        self.feedback = format!("Took back {}.", words.join(" and "));
    }

    pub(crate) fn give_hint(&mut self, now: f64) {
        if self.is_over() {
            self.feedback = "The game is over: N starts a new one.".to_string();
        } else if !self.is_human_turn() || self.is_drawing(now) {
            self.feedback = "Wait: hints are for your move.".to_string();
        } else if let Some(decision) = perfect::choose(&self.board, self.board.to_move()) {
            self.hint = Some(decision);
            self.feedback = format!(
                "Hint: perfect would play {} ({}).",
                decision.square, decision.rule
            );
        }
    }
}
