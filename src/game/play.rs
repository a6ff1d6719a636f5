//! Moves on the board: a person's move (or why it is refused), the
//! computer's reply, placing a mark with its turtle drawing, and settling
//! the result with the record the program around the game keeps.

use crate::core::board::{Mark, Outcome, Square};
use crate::game::messages::{self, NOT_VALID};
use crate::game::{
    Animation, Event, Game, GameRecord, Move, DRAW_SECONDS, FIRST_STROKE_LEAD, STRIKE_SECONDS,
};
use crate::picture::drawing::{draw_mark, strike};
use crate::strategy::learner::Choice;
use crate::strategy::{Answer, Broken, Decision, Opponent, Rule};

impl Game {
    pub(crate) fn human_plays(&mut self, sq: Square, now: f64) {
        let refusal = if self.is_over() {
            Some(format!("{NOT_VALID} The game is over: N starts a new one."))
        } else if !self.is_human_turn() {
            Some("Wait: it's my move.".to_string())
        } else if self.is_drawing(now) || self.last_play == Some(now) {
            Some("Wait for the turtle to finish drawing.".to_string())
        } else if !self.board.is_free(sq) {
            Some(self.not_valid())
        } else {
            None
        };
        match refusal {
            Some(message) => self.feedback = message,
            None => {
                self.feedback.clear();
                self.place(sq, None, now);
            }
        }
    }

    fn not_valid(&self) -> String {
        match self.setup.opponent {
            Opponent::Dawson => format!(
                "{NOT_VALID} {}",
                messages::dawson_invalid(self.history.len())
            ),
            _ => NOT_VALID.to_string(),
        }
    }

    pub(crate) fn computer_moves(&mut self, now: f64) {
        self.reply_due = None;
        let me = self.board.to_move();
        let answer = self
            .setup
            .opponent
            .decide(&self.board, me, &self.memory, &mut self.rng);
        match answer {
            Some(Answer::Move(decision)) => {
                self.feedback = match self.setup.opponent {
                    Opponent::Dawson => messages::dawson_move(decision, self.history.len()),
                    _ => String::new(),
                };
                self.place(decision.square, Some(decision.rule), now);
            }
            Some(Answer::Broken(broken)) => self.break_down(me, broken),
            None => {}
        }
    }

    /// The computer's program answered no square: the game ends there,
    /// with no result to score.
    fn break_down(&mut self, mark: Mark, broken: Broken) {
        self.broken = Some(broken);
        self.output.push(format!("{mark} {broken}"));
        self.feedback = messages::broken(self.setup.opponent, broken);
        self.hint = None;
    }

    /// Puts the mover's mark on free square `sq`, logs it, starts the
    /// turtle, and settles the result if the game is over.
    fn place(&mut self, sq: Square, rule: Option<Rule>, now: f64) {
        let mark = self.board.to_move();
        let before = self.board;
        self.board = before.with(sq, mark);
        self.history.push(Move {
            mark,
            square: sq,
            rule,
            before,
        });
        self.output.push(messages::move_line(mark, sq, rule));
        self.hint = None;
        self.last_play = Some(now);
        if self.setup.animate {
            let mut path = draw_mark(mark, sq);
            let mark_segments = path.len();
            let mut seconds = DRAW_SECONDS;
            if let Some(line) = self.board.winning_line(mark) {
                path.extend(strike(line.squares()));
                seconds += STRIKE_SECONDS;
            }
            self.animation = Some(Animation {
                path,
                // One frame back, so the frame that plays the key already
                // shows the first stroke.
                started: now - FIRST_STROKE_LEAD,
                seconds,
                square: sq,
                mark_segments,
            });
        }
        if let Some(outcome) = self.board.outcome() {
            self.finish(outcome);
        }
    }

    fn finish(&mut self, outcome: Outcome) {
        let side = self.setup.side;
        let two_players = !self.setup.opponent.is_computer();
        self.output
            .push(messages::result_line(outcome, side, two_players));
        let choices = self.computer_choices();
        let mut lessons = 0;
        if self.setup.opponent == Opponent::Learner && outcome == Outcome::Won(side) {
            lessons = self.memory.learn_from_loss(&choices);
            self.feedback = format!(
                "I learned {} from that; {} in all.",
                messages::count(lessons, "new lesson"),
                self.memory.lessons()
            );
        }
        if self.setup.opponent == Opponent::Dawson {
            self.feedback = messages::dawson_result(outcome, side).to_string();
        }
        let moves = self.history.iter().map(|m| m.square).collect();
        self.events.push(Event::Finished(GameRecord {
            setup: self.setup,
            start: self.start,
            moves,
            outcome,
            lessons,
            choices,
        }));
    }

    /// The computer's moves so far, with its reasons, in order.
    fn computer_choices(&self) -> Vec<Choice> {
        self.history
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
