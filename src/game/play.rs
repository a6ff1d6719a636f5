//! Moves on the board: a person's move (or why it is refused), the
//! computer's reply, placing a mark with its drawing, and the result,
//! scored once a game.

use crate::core::board::{GameResult, Mark, Outcome, Square};
use crate::game::messages::{self, NOT_VALID};
use crate::game::outbox::Cue;
use crate::game::talk::{talk, Moment};
use crate::game::{Event, Game, GameRecord, Tone};
use crate::picture::dance::dance;
use crate::picture::drawing::{draw_mark, strike};
use crate::picture::speed;
use crate::settings::SettingChange;
use crate::strategy::learner::Choice;
use crate::strategy::{Answer, Broken, Decision, Rule};

impl Game {
    pub(crate) fn human_plays(&mut self, sq: Square, now: f64) {
        if self.is_over() {
            // The banner above says how to play again, in the pointer's words.
            let over = format!("{NOT_VALID}: the game is over.");
            return self.say(Tone::Refusal, over);
        }
        if !self.is_human_turn() {
            let wait = format!("Wait: it is {}'s move.", self.settings().opponent.title());
            return self.say(Tone::Wait, wait);
        }
        if self.is_drawing(now) || self.drawing.last_play == Some(now) {
            // The player moves next once the turtle is done: keep the
            // move, and play it then.
            self.queued = Some(sq);
            let words = format!("Square {sq} next, when the turtle has drawn.");
            return self.say(Tone::Wait, words);
        }
        if !self.board().is_free(sq) {
            let turn = self.history().len();
            let taken = format!("{NOT_VALID}: square {sq} is taken.");
            let refusal = match talk(self.settings().opponent, Moment::Refused { turn }) {
                Some(taunt) => format!("{taken} {taunt}"),
                None => taken,
            };
            return self.say(Tone::Refusal, refusal);
        }
        self.notices.feedback = None;
        if std::mem::take(&mut self.welcome) {
            self.change_setting(SettingChange::Welcome(false));
        }
        self.moves.redo.clear();
        self.place(sq, None, now);
    }

    /// Plays the move kept while the turtle drew, once it has finished
    /// (a refusal if it can no longer be played).
    pub(crate) fn play_queued(&mut self, now: f64) {
        if self.is_drawing(now) || self.drawing.last_play == Some(now) || !self.screens.is_empty() {
            return;
        }
        if let Some(sq) = self.queued.take() {
            self.human_plays(sq, now);
        }
    }

    pub(crate) fn computer_moves(&mut self, now: f64) {
        self.reply_due = None;
        let (board, me) = (self.board(), self.board().to_move());
        let memory = &self.memory;
        match self
            .settings
            .opponent
            .decide(&board, me, memory, &mut self.rng)
        {
            Some(Answer::Move(decision)) => {
                let turn = self.history().len();
                match talk(self.settings().opponent, Moment::Moved { decision, turn }) {
                    Some(words) => self.say(Tone::Talk, words),
                    None => self.notices.feedback = None,
                }
                self.place(decision.square, Some(decision.rule), now);
            }
            Some(Answer::Broken(broken)) => self.break_down(me, broken),
            None => {}
        }
    }

    /// The computer's program answered no square: the game ends there,
    /// with no result to score.
    fn break_down(&mut self, mark: Mark, broken: Broken) {
        self.moves.broken = Some(broken);
        self.lines.push(format!("{mark} {broken}"));
        let words = messages::broken(self.settings().opponent, broken);
        self.say(Tone::Talk, words);
        self.aim.hint = None;
    }

    /// Puts the mover's mark on free square `sq`, logs it, starts the
    /// turtle, and settles the result if the game is over.
    pub(crate) fn place(&mut self, sq: Square, rule: Option<Rule>, now: f64) {
        let played = self.moves.play(sq, rule);
        let mark = played.mark;
        self.lines.push(messages::move_line(mark, sq, rule));
        self.aim.hint = None;
        self.cue(Cue::Mark);
        let speed = self.settings().speed;
        let drawn = speed.animates().then(|| {
            let mut path = draw_mark(mark, sq);
            let mark_segments = path.len();
            let mut seconds = speed::mark_seconds(speed);
            if let Some(line) = self.board().winning_line(mark) {
                path.extend(strike(line.squares()));
                seconds += speed::strike_seconds(speed);
            }
            (Some(sq), mark_segments, path, seconds)
        });
        if drawn.is_some() {
            self.cue(Cue::Pen);
        }
        self.drawing.played(now, drawn);
        self.celebrate(mark, now);
        if let Some(outcome) = self.board().outcome() {
            self.finish(outcome);
        }
    }

    /// A person's win, with animation on: the turtle dances along the
    /// winning line once it is struck (against the computer only the
    /// person's win; between two players either).
    fn celebrate(&mut self, mark: Mark, now: f64) {
        let person = !self.settings().opponent.is_computer() || mark == self.settings().side;
        let line = self.board().winning_line(mark);
        if let (true, true, Some(line)) = (self.settings().speed.animates(), person, line) {
            self.drawing.dance(now, dance(line.squares()));
        }
    }

    /// The game has a result: said at once, counted the first time only.
    fn finish(&mut self, outcome: Outcome) {
        let side = self.settings().side;
        let two_players = !self.settings().opponent.is_computer();
        self.lines
            .push(messages::result_line(outcome, side, two_players));
        self.cue(match GameResult::for_side(outcome, side) {
            GameResult::Won => Cue::Won,
            GameResult::Lost if two_players => Cue::Won,
            GameResult::Lost => Cue::Lost,
            GameResult::Tied => Cue::Tied,
        });
        if std::mem::replace(&mut self.moves.scored, true) {
            return self.say(
                Tone::Info,
                "Played again after Undo: this game was already counted.",
            );
        }
        if let Some(words) = talk(self.settings().opponent, Moment::Result { outcome, side }) {
            self.say(Tone::Talk, words);
        }
        self.count_streak(outcome);
        let history = self.history();
        let record = GameRecord {
            settings: self.settings(),
            start: self.start(),
            moves: history.iter().map(|m| m.square).collect(),
            outcome,
            // The computer's moves, with its reasons.
            choices: history
                .iter()
                .filter_map(|m| {
                    let decision = Decision {
                        square: m.square,
                        rule: m.rule?,
                    };
                    Some(Choice::from_decision(m.before, decision))
                })
                .collect(),
        };
        self.events.push(Event::Finished(record));
    }
}
