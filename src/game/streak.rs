//! Wins in a row, for the scores line ("3 wins in a row"): per rules,
//! opponent and side, as the scores are kept, counted from the games this
//! run has finished and scored.
//!
//! Kept for the run only, not in `scores.json`: the file keeps totals, and
//! two windows may add games to it at once, so "in a row" across windows
//! and restarts would be a row of games no one player saw. Totals survive
//! restarts; a streak is what this sitting at the board has done.

use crate::core::board::{GameResult, Mark, Outcome, Rules};
use crate::strategy::Opponent;

/// Which scores a streak belongs to: the rules, the opponent, and the
/// person's side (between two players, each mark's own).
pub type StreakKey = (Rules, Opponent, Mark);

/// The streak shown from this many wins in a row.
pub const SHOWN_FROM: u32 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    runs: Vec<(StreakKey, u32)>,
}

impl Streaks {
    /// A scored game with `outcome` for the player of each of `sides`: a
    /// win adds one to that side's streak, anything else ends it.
    pub fn record(&mut self, rules: Rules, opponent: Opponent, sides: &[Mark], outcome: Outcome) {
        for &side in sides {
            let key = (rules, opponent, side);
            let won = GameResult::for_side(outcome, side) == GameResult::Won;
            match self.runs.iter_mut().find(|(k, _)| *k == key) {
                Some((_, n)) => *n = if won { *n + 1 } else { 0 },
                None if won => self.runs.push((key, 1)),
                None => {}
            }
        }
    }

    /// The wins in a row of the player of `side` against `opponent` under
    /// `rules`.
    pub fn get(&self, rules: Rules, opponent: Opponent, side: Mark) -> u32 {
        self.runs
            .iter()
            .find(|(k, _)| *k == (rules, opponent, side))
            .map_or(0, |(_, n)| *n)
    }

    /// Every streak ends (the scores were reset).
    pub fn clear(&mut self) {
        self.runs.clear();
    }
}

/// How the scores line says a streak of `wins`, if it is long enough to
/// say: "3 wins in a row" (`short`: "3 in a row").
pub fn streak_words(wins: u32, short: bool) -> Option<String> {
    let what = if short { "in a row" } else { "wins in a row" };
    (wins >= SHOWN_FROM).then(|| format!("{wins} {what}"))
}

#[cfg(test)]
#[path = "streak_tests.rs"]
mod tests;
