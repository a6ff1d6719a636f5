//! Moves on the board: a person's move (or why it is refused), the
//! computer's reply, placing a mark with its turtle drawing, and settling
//! the result — scored once a game — with the record the program around
//! the game keeps.

use crate::core::board::{Mark, Outcome, Square};
use crate::game::{messages, Animation, Event, Game, GameRecord, Move, Tone};
use crate::game::{BOARD_SECONDS, DRAW_SECONDS, FIRST_STROKE_LEAD, STRIKE_SECONDS};
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::strategy::learner::Choice;
use crate::strategy::{Answer, Broken, Decision, Opponent, Rule};

impl Game {
    pub(crate) fn human_plays(&mut self, sq: Square, now: f64) {
        if self.is_over() {
            return self.say(Tone::Refusal, messages::not_valid_over());
        }
        if !self.is_human_turn() {
            let wait = format!("Wait: it is {}'s move.", self.setup.opponent.title());
            return self.say(Tone::Wait, wait);
        }
        if self.is_drawing(now) || self.last_play == Some(now) {
            return self.say(Tone::Wait, "Wait for the turtle to finish drawing.");
        }
        if !self.board.is_free(sq) {
            let refusal = match self.setup.opponent {
                Opponent::Dawson => format!(
                    "{} {}",
                    messages::not_valid_taken(sq),
                    messages::dawson_invalid(self.history.len())
                ),
                _ => messages::not_valid_taken(sq),
            };
            return self.say(Tone::Refusal, refusal);
        }
        self.feedback = None;
        self.redo.clear();
        self.place(sq, None, now);
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
                    Opponent::Dawson => Some(crate::game::Feedback {
                        text: messages::dawson_move(decision, self.history.len()),
                        tone: Tone::Talk,
                    }),
                    _ => None,
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
        self.say(Tone::Talk, messages::broken(self.setup.opponent, broken));
        self.hint = None;
    }

    /// Starts the turtle drawing the board (`draw.board`) at `now`.
    pub(crate) fn start_drawing_board(&mut self, now: f64) {
        let path = draw_board();
        self.animation = Some(Animation {
            mark_segments: path.len(),
            path,
            started: now - FIRST_STROKE_LEAD,
            seconds: BOARD_SECONDS,
            square: None,
        });
    }

    /// Puts the mover's mark on free square `sq`, logs it, starts the
    /// turtle, and settles the result if the game is over.
    pub(crate) fn place(&mut self, sq: Square, rule: Option<Rule>, now: f64) {
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
                square: Some(sq),
                mark_segments,
            });
        }
        if let Some(outcome) = self.board.outcome() {
            self.finish(outcome);
        }
    }

    /// The game has a result: said at once, counted the first time only.
    fn finish(&mut self, outcome: Outcome) {
        let side = self.setup.side;
        let two_players = !self.setup.opponent.is_computer();
        self.output
            .push(messages::result_line(outcome, side, two_players));
        if self.scored {
            return self.say(
                Tone::Info,
                "Played again after Undo: this game was already counted.",
            );
        }
        self.scored = true;
        let choices = self.computer_choices();
        let mut lessons = 0;
        if self.setup.opponent == Opponent::Learner && outcome == Outcome::Won(side) {
            lessons = self.memory.learn_from_loss(&choices);
            let learned = format!(
                "I learned {} from that; {} in all.",
                messages::count(lessons, "new lesson"),
                self.memory.lessons_under(self.setup.rules)
            );
            self.say(Tone::Talk, learned);
        }
        if self.setup.opponent == Opponent::Dawson {
            self.say(Tone::Talk, messages::dawson_result(outcome, side));
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
