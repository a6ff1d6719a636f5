//! Moves on the board: a person's move (or why it is refused), the
//! computer's reply, placing a mark with its drawing, and the result,
//! scored once a game.

use crate::core::board::{Board, Mark, Outcome, Square};
use crate::game::messages::{self, NOT_VALID};
use crate::game::moves::Moves;
use crate::game::table::Table;
use crate::game::talk::{talk, Moment};
use crate::game::{Event, Game, GameRecord, Move, Tone};
use crate::picture::dance::dance;
use crate::picture::drawing::{draw_mark, strike};
use crate::picture::speed;
use crate::strategy::learner::Choice;
use crate::strategy::{Answer, Broken, Decision};

impl Game {
    pub(crate) fn human_plays(&mut self, sq: Square, now: f64) {
        if !self.person_may_move() {
            return;
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
        self.person_moves::<Board>(sq, now);
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
                self.place::<Board>(decision.square, Some(decision.rule), now);
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
}

impl Table for Board {
    fn moves(game: &Game) -> &Moves {
        &game.moves
    }

    fn moves_mut(game: &mut Game) -> &mut Moves {
        &mut game.moves
    }

    /// The turtle draws the mark, and the strike through its line if it
    /// won; after a person's win, with animation on, it dances along the
    /// line once it is struck (against the computer only the person's
    /// win; between two players either).
    fn draw(game: &mut Game, played: &Move, now: f64) {
        let (mark, sq, speed) = (played.mark, played.square, game.settings.speed);
        game.aim.hint = None;
        game.drawing.last_play = Some(now);
        let line = game.board().winning_line(mark);
        if !speed.animates() {
            return;
        }
        let mut path = draw_mark(mark, sq);
        let mark_segments = path.len();
        let mut seconds = speed::mark_seconds(speed);
        if let Some(line) = line {
            path.extend(strike(line.squares()));
            seconds += speed::strike_seconds(speed);
        }
        game.drawing
            .draw(now, Some(sq), mark_segments, path, seconds);
        let person = !game.settings.opponent.is_computer() || mark == game.settings.side;
        if let (true, Some(line)) = (person, line) {
            game.drawing.dance(now, dance(line.squares()));
        }
    }

    /// The opponent's words, the wins in a row and the record.
    fn finish(game: &mut Game, outcome: Outcome) {
        let side = game.settings.side;
        if let Some(words) = talk(game.settings.opponent, Moment::Result { outcome, side }) {
            game.say(Tone::Talk, words);
        }
        game.count_streak(outcome);
        let history = game.history();
        let record = GameRecord {
            settings: game.settings,
            start: game.start(),
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
        game.events.push(Event::Finished(record));
    }

    fn forget(game: &mut Game, undone: bool) {
        game.drawing.skip();
        if undone {
            game.drawing.last_play = None;
            game.aim.hint = None;
        }
    }
}
