//! Moves on the board: a person's move (or why it is refused), the
//! computer's reply, placing a mark with its turtle drawing, and settling
//! the result — scored once a game — with the record the program around
//! the game keeps.

use crate::core::board::{GameResult, Mark, Outcome, Square};
use crate::game::outbox::Cue;
use crate::game::talk::{talk, Moment};
use crate::game::{messages, Event, Game, GameRecord, Tone};
use crate::picture::dance::dance;
use crate::picture::drawing::{draw_mark, strike};
use crate::strategy::learner::Choice;
use crate::strategy::{Answer, Broken, Decision, Rule};

impl Game {
    pub(crate) fn human_plays(&mut self, sq: Square, now: f64) {
        if self.is_over() {
            return self.say(Tone::Refusal, messages::not_valid_over());
        }
        if !self.is_human_turn() {
            let wait = format!("Wait: it is {}'s move.", self.setup.opponent.title());
            return self.say(Tone::Wait, wait);
        }
        if self.is_drawing(now) || self.drawing.played_at(now) {
            // The player moves next once the turtle is done: keep the
            // move, and play it then.
            self.queued = Some(sq);
            let words = format!("Square {sq} next, when the turtle has drawn.");
            return self.say(Tone::Wait, words);
        }
        if !self.board().is_free(sq) {
            let turn = self.history().len();
            let refusal = match talk(self.setup.opponent, Moment::Refused { turn }) {
                Some(taunt) => format!("{} {taunt}", messages::not_valid_taken(sq)),
                None => messages::not_valid_taken(sq),
            };
            return self.say(Tone::Refusal, refusal);
        }
        self.notices.clear();
        self.moves.forget_redo();
        self.place(sq, None, now);
    }

    /// Plays the move kept while the turtle drew, once it has finished
    /// (a refusal if it can no longer be played).
    pub(crate) fn play_queued(&mut self, now: f64) {
        if self.is_drawing(now) || self.drawing.played_at(now) || !self.screens.is_empty() {
            return;
        }
        if let Some(sq) = self.queued.take() {
            self.human_plays(sq, now);
        }
    }

    pub(crate) fn computer_moves(&mut self, now: f64) {
        self.reply_due = None;
        let board = self.board();
        let me = board.to_move();
        let answer = self
            .setup
            .opponent
            .decide(&board, me, &self.memory, &mut self.rng);
        match answer {
            Some(Answer::Move(decision)) => {
                let turn = self.history().len();
                match talk(self.setup.opponent, Moment::Moved { decision, turn }) {
                    Some(words) => self.say(Tone::Talk, words),
                    None => self.notices.clear(),
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
        self.moves.break_down(broken);
        self.outbox.print(format!("{mark} {broken}"));
        self.say(Tone::Talk, messages::broken(self.setup.opponent, broken));
        self.hint = None;
    }

    /// Puts the mover's mark on free square `sq`, logs it, starts the
    /// turtle, and settles the result if the game is over.
    pub(crate) fn place(&mut self, sq: Square, rule: Option<Rule>, now: f64) {
        let played = self.moves.play(sq, rule);
        let mark = played.mark;
        self.outbox.print(messages::move_line(mark, sq, rule));
        self.hint = None;
        self.cue(Cue::Mark);
        let speed = self.setup.speed;
        let drawn = speed.animates().then(|| {
            let mut path = draw_mark(mark, sq);
            let mark_segments = path.len();
            let mut seconds = speed.mark_seconds();
            if let Some(line) = self.board().winning_line(mark) {
                path.extend(strike(line.squares()));
                seconds += speed.strike_seconds();
            }
            (sq, path, mark_segments, seconds)
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
        let person = !self.setup.opponent.is_computer() || mark == self.setup.side;
        let line = self.board().winning_line(mark);
        if let (true, true, Some(line)) = (self.setup.speed.animates(), person, line) {
            self.drawing.dance(now, dance(line.squares()));
        }
    }

    /// The game has a result: said at once, counted the first time only.
    fn finish(&mut self, outcome: Outcome) {
        let side = self.setup.side;
        let two_players = !self.setup.opponent.is_computer();
        self.outbox
            .print(messages::result_line(outcome, side, two_players));
        self.cue(match GameResult::for_side(outcome, side) {
            GameResult::Won => Cue::Won,
            GameResult::Lost if two_players => Cue::Won,
            GameResult::Lost => Cue::Lost,
            GameResult::Tied => Cue::Tied,
        });
        if !self.moves.count_result() {
            return self.say(
                Tone::Info,
                "Played again after Undo: this game was already counted.",
            );
        }
        if let Some(words) = talk(self.setup.opponent, Moment::Result { outcome, side }) {
            self.say(Tone::Talk, words);
        }
        self.count_streak(outcome);
        let moves = self.history().iter().map(|m| m.square).collect();
        self.outbox.emit(Event::Finished(GameRecord {
            setup: self.setup,
            start: self.start(),
            moves,
            outcome,
            choices: self.computer_choices(),
        }));
    }

    /// The computer's moves so far, with its reasons, in order.
    fn computer_choices(&self) -> Vec<Choice> {
        self.history()
            .iter()
            .filter_map(|m| {
                let rule = m.rule?;
                let decision = Decision {
                    square: m.square,
                    rule,
                };
                Some(Choice::from_decision(m.before, decision))
            })
            .collect()
    }
}
