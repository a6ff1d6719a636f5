//! What only the 3×3 game does: the books' opponents' replies (and a
//! program that breaks), the turtle's mark, strike and dance, the
//! opponent's words, and `perfect`'s hint.

use crate::core::board::{Board, Mark, Outcome};
use crate::game::talk::{talk, Moment};
use crate::game::{messages, Game, Move, Tone};
use crate::picture::dance::dance;
use crate::picture::drawing::{draw_mark, strike};
use crate::picture::speed;
use crate::strategy::{perfect, Answer, Broken, Opponent, Rule};

impl Game {
    pub(crate) fn computer_moves(&mut self, now: f64) {
        self.reply_due = None;
        let (board, opponent) = (self.board(), self.settings.opponent);
        let me = board.to_move();
        match opponent.decide(&board, me, &self.memory, &mut self.rng) {
            Some(Answer::Move(decision)) => {
                let turn = self.history().len();
                match talk(opponent, Moment::Moved { decision, turn }) {
                    Some(words) => self.say(Tone::Talk, words),
                    None => self.notices.feedback = None,
                }
                self.place::<Board>(decision.square, Some(decision.rule), now);
            }
            Some(Answer::Broken(broken)) => self.break_down(me, broken),
            None => {}
        }
    }

    /// The computer's program answered no square: the game ends unscored.
    fn break_down(&mut self, mark: Mark, broken: Broken) {
        let play = self.play_mut::<Board>();
        play.moves.broken = Some(broken);
        play.hint = None;
        self.lines.push(format!("{mark} {broken}"));
        let words = messages::broken(self.settings().opponent, broken);
        self.say(Tone::Talk, words);
    }

    /// The turtle draws the mark, and the strike if it won; after a
    /// person's win it dances along the line.
    pub(super) fn draw_square(&mut self, played: &Move, now: f64) {
        let (mark, sq, speed) = (played.mark, played.square, self.settings.speed);
        // A second move in the same instant waits for the turtle.
        self.last_play = Some(now);
        let line = self.board().winning_line(mark);
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
        let person = !self.settings.opponent.is_computer() || mark == self.settings.side;
        let drawing = &mut self.play_mut::<Board>().turtle;
        drawing.draw(now, Some(sq), mark_segments, path, seconds);
        if let (true, Some(line)) = (person, line) {
            drawing.dance(now, dance(line.squares()));
        }
    }

    pub(super) fn finish_square_game(&mut self, outcome: Outcome) {
        let side = self.settings.side;
        if let Some(words) = talk(self.settings.opponent, Moment::Result { outcome, side }) {
            self.say(Tone::Talk, words);
        }
    }

    pub(super) fn square_hint(&mut self) {
        let board = self.board();
        if let Some(decision) = perfect::choose(&board, board.to_move()) {
            self.play_mut::<Board>().hint = Some(decision);
            if let Rule::Perfect(plan) = decision.rule {
                let them = self.player_name(board.to_move().opponent());
                self.say(Tone::Info, messages::hint(decision.square, plan, &them));
            }
        }
    }

    /// The books' opponent whose persona talks (none at Qubic).
    pub(crate) fn talker(&self) -> Option<Opponent> {
        let square_game = self.round.play::<Board>().is_some();
        square_game.then_some(self.settings.opponent)
    }
}
