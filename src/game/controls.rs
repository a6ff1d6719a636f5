//! The player's controls besides playing a square: the keyboard cursor,
//! new game (and taking turns to open), setting changes, the settings that
//! take effect at once, undo and redo, hint, and Esc.

use crate::core::board::{Board, Mark, Square};
use crate::game::input::{Command, Dir, Keymap};
use crate::game::talk::{talk, Moment};
use crate::game::{messages, Game, Move, Tone};
use crate::settings::SettingChange;
use crate::strategy::{perfect, Decision, Opponent, Rule};

impl Game {
    /// The key map the game reads keys with now.
    pub fn keymap(&self) -> Keymap {
        Keymap {
            keypad_layout: self.settings().keypad_layout,
        }
    }

    /// An arrow: moves the cursor, showing it first if it is hidden (the
    /// first press moves it too).
    pub(crate) fn move_cursor(&mut self, dir: Dir) {
        if self.aim.cursor().is_none() {
            self.show_cursor();
        }
        self.aim.step(dir);
    }

    /// Shows the cursor where the player is most likely to want it: on
    /// the hinted square, else the last move, else the centre.
    pub(crate) fn show_cursor(&mut self) {
        let last = self.history().last().map(|m| m.square);
        self.aim.show_cursor(last);
        self.say(
            Tone::Info,
            "Arrows move the cursor; Enter or Space plays its square.",
        );
    }

    /// The keyboard cursor's square, while it is shown.
    pub fn cursor(&self) -> Option<Square> {
        self.aim
            .cursor()
            .filter(|_| !self.is_over() && self.reviewed().is_none())
    }

    /// The hint shown on the board, if any.
    pub fn hint(&self) -> Option<Decision> {
        self.aim.hint()
    }

    /// Skips the turtle's drawing: the board and every mark as if long
    /// drawn (a screenshot shows the picture at rest).
    pub fn at_rest(&mut self) {
        self.drawing.stop();
    }

    /// Hides the keyboard cursor (the mouse is being used).
    pub fn hide_cursor(&mut self) {
        self.aim.hide_cursor();
    }

    /// N: a new game; with turns to open on, against the computer, you
    /// take the other side after a finished game.
    pub(crate) fn new_game(&mut self) {
        let settings = self.settings();
        if settings.alternate && settings.opponent.is_computer() && self.is_over() {
            self.change_setting(SettingChange::Side(settings.side.opponent()));
        }
        self.restart(Board::empty());
    }

    /// A fresh game from `start` with the current settings; the turtle draws
    /// the board first unless animation is off.
    pub(crate) fn restart(&mut self, start: Board) {
        let start = start.under(self.settings().rules);
        if !self.history().is_empty() || self.board().under(start.rules()) != start {
            self.print("new game".to_string());
        }
        self.moves.restart(start);
        self.close_review();
        self.pending.cancel_reply();
        self.drawing.restart(self.settings().speed);
        self.aim.clear();
        self.greet();
    }

    pub(crate) fn greet(&mut self) {
        let settings = self.settings();
        if let Some(words) = talk(
            settings.opponent,
            Moment::Greeting {
                side: settings.side,
            },
        ) {
            return self.say(Tone::Talk, words);
        }
        let words = match settings.opponent {
            Opponent::Human => "Two players: X moves first.".to_string(),
            other if settings.side == Mark::O => format!("You play O, so {} opens.", other.title()),
            other => format!("You play X and move first against {}.", other.title()),
        };
        self.say(Tone::Info, words);
    }

    /// Makes `change` and starts a new game with it.
    pub(crate) fn change_and_restart(&mut self, change: SettingChange) {
        self.change_setting(change);
        self.restart(Board::empty());
    }

    /// A, M, K, F or T: the turtle's next speed (what is being drawn is
    /// finished at once), sound, keypad or turns on or off, the next theme
    /// (the window draws its next frame in it); and says so.
    pub(crate) fn adjust(&mut self, command: Command) {
        let s = self.settings();
        let change = match command {
            Command::CycleSpeed => SettingChange::Speed(s.speed.next()),
            Command::CycleTheme => SettingChange::Theme(s.theme.next()),
            Command::ToggleSound => SettingChange::Sound(!s.sound),
            Command::ToggleKeypad => SettingChange::KeypadLayout(!s.keypad_layout),
            Command::ToggleAlternate => SettingChange::Alternate(!s.alternate),
            _ => return,
        };
        self.change_setting(change);
        if let SettingChange::Speed(speed) = change {
            self.drawing.stop();
            self.drawing.set_speed(speed);
        }
        if let Some(words) = messages::news(change) {
            self.say(Tone::Info, words);
        }
    }

    /// Takes back the human's last move and the reply to it (against
    /// `human`, just the last move); Redo plays them again.
    pub(crate) fn undo(&mut self) {
        let computer = self.settings().opponent.is_computer();
        let Some(keep) = self
            .history()
            .iter()
            .rposition(|m| !computer || m.mark == self.settings().side)
        else {
            return self.say(Tone::Refusal, "Nothing to undo.");
        };
        let taken: Vec<Move> = self.moves.take_back(keep);
        for m in taken.iter().rev() {
            self.print(format!(
                "undo {}",
                messages::move_line(m.mark, m.square, None)
            ));
        }
        self.pending.cancel_reply();
        self.drawing.skip(true);
        self.aim.drop_hint();
        let words: Vec<String> = taken
            .iter()
            .map(|m| messages::move_line(m.mark, m.square, None))
            .collect();
        let counted = if self.moves.scored() {
            " (the game is already counted)"
        } else {
            ""
        };
        self.say(
            Tone::Info,
            format!("Took back {}{counted}. Y redoes.", words.join(" and ")),
        );
    }

    /// Plays again what Undo took back: your move and the reply to it.
    pub(crate) fn redo(&mut self, now: f64) {
        let Some(first) = self.moves.pop_redo() else {
            return self.say(Tone::Refusal, "Nothing to redo.");
        };
        self.notices.clear();
        self.place(first.square, first.rule, now);
        let computer = self.settings().opponent.is_computer();
        while let Some(next) = self.moves.next_redo() {
            if !computer || next.mark == self.settings().side || self.is_over() {
                break;
            }
            self.moves.pop_redo();
            self.place(next.square, next.rule, now);
        }
        self.drawing.skip(false);
        self.say(Tone::Info, "Played again.");
    }

    /// Whether Undo has a move to take back (against the computer, one of
    /// the person's).
    pub fn can_undo(&self) -> bool {
        let computer = self.settings().opponent.is_computer();
        self.history()
            .iter()
            .any(|m| !computer || m.mark == self.settings().side)
    }

    /// Whether Redo has anything to play.
    pub fn can_redo(&self) -> bool {
        self.moves.next_redo().is_some()
    }

    pub(crate) fn give_hint(&mut self, now: f64) {
        if self.is_over() {
            return self.say(Tone::Refusal, "The game is over: N starts a new one.");
        }
        if !self.is_human_turn() || self.is_drawing(now) {
            return self.say(Tone::Wait, "Wait: hints are for your move.");
        }
        let board = self.board();
        if let Some(decision) = perfect::choose(&board, board.to_move()) {
            self.aim.set_hint(decision);
            if let Rule::Perfect(plan) = decision.rule {
                let them = self.player_name(board.to_move().opponent());
                self.say(Tone::Info, messages::hint(decision.square, plan, &them));
            }
        }
    }

    /// Esc: clears the hint and its words, the cursor, and a refusal.
    pub(crate) fn back(&mut self) {
        let talking = self.feedback().is_some_and(|f| f.tone == Tone::Talk);
        if self.aim.drop_hint() || !talking {
            self.notices.clear();
        }
        self.aim.hide_cursor();
    }
}

#[cfg(test)]
#[path = "controls_tests.rs"]
mod tests;
