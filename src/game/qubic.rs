//! Qubic's computer move and hint, which never run inside `Game::update`:
//! the game *wants* a [`Search`] (`Game::search_wanted`), the front end
//! runs it where it likes — the window on a worker thread, the terminal
//! and the tests at once (`Game::think`) — and hands the answer back
//! (`Game::answer`). An answer to a position no longer on the board is
//! dropped.

use crate::core::board::Mark;
use crate::core::rng::Rng;
use crate::game::{Game, Tone};
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::player::{decide, Addressee, Decision};
use crate::qubic::position::Position;

/// The move to work out, with the seed of the level's dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    pub position: Position,
    pub level: QubicOpponent,
    pub seed: u64,
    /// A hint for the person (hard's move), not the computer's move.
    pub hint: bool,
}

impl Search {
    /// The move: hard's takes up to a second (20,000 positions), so run
    /// it off the window's thread.
    pub fn run(&self) -> Option<Decision> {
        decide(&self.position, self.level, &mut Rng::seeded(self.seed))
    }
}

impl Game {
    /// Whether the computer plays unbeatable as X at Qubic: the one player
    /// that reads the opening book, which a page fetches only then.
    pub fn book_wanted(&self) -> bool {
        self.round.play::<Position>().is_some()
            && self.settings.qubic_opponent == QubicOpponent::Unbeatable
            && self.settings.side == Mark::O
    }

    /// The computer's move to work out once its pause is over, or the hint
    /// asked for. Asking twice gives the same search, seed and all.
    pub fn search_wanted(&self, now: f64) -> Option<Search> {
        let play = self.round.play::<Position>()?;
        let position = play.position();
        let hint = play.hint_asked && self.is_human_turn();
        let level = match hint {
            true => QubicOpponent::Hard,
            false => {
                let ready = now >= self.reply_due?
                    && !position.is_finished()
                    && position.to_move() != self.settings.side;
                Some(self.settings.qubic_opponent).filter(|o| o.is_computer() && ready)?
            }
        };
        let mut dice = self.rng.clone();
        let seed =
            dice.next_u64() ^ position.mask(Mark::X) ^ position.mask(Mark::O).rotate_left(32);
        Some(Search {
            position,
            level,
            seed,
            hint,
        })
    }

    /// The answer to `search`: played if it is still wanted.
    pub fn answer(&mut self, search: Search, decision: Option<Decision>, now: f64) {
        if self.search_wanted(now) != Some(search) {
            return;
        }
        self.rng.next_u64();
        if search.hint {
            let play = self.play_mut::<Position>();
            play.hint_asked = false;
            let Some(decision) = decision else { return };
            // Hard speaks for the player: the other side by its mark.
            let them = Addressee::Side(search.position.to_move().opponent());
            let (cell, reason) = (decision.cell.words(), decision.reason.words_to(them));
            let words = format!("Hint: {cell} \u{2014} Hard {reason}.");
            play.cursor = Some(decision.cell);
            play.hint = Some(decision);
            return self.say(Tone::Info, words);
        }
        self.reply_due = None;
        let Some(decision) = decision else { return };
        if search.position.get(decision.cell).is_some() {
            return self.say(Tone::Refusal, "The computer chose a taken cell: a bug.");
        }
        // The reason in the feedback line; the status says the move.
        let name = self.settings.qubic_opponent.title();
        let words = format!("{name} \u{2014} {}.", decision.reason);
        self.place::<Position>(decision.cell, Some(decision.reason), now);
        match self.is_over() {
            false => self.say(Tone::Talk, words),
            true => self.notices.feedback = None,
        }
    }

    /// Works out a wanted search at once (the terminal, the tests).
    pub fn think(&mut self, now: f64) {
        if let Some(search) = self.search_wanted(now) {
            self.answer(search, search.run(), now);
        }
    }
}

#[cfg(test)]
#[path = "qubic_tests.rs"]
mod tests;
