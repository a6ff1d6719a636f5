//! Scores: games won, lost and tied, per opponent and per the side the
//! person played — what the scores line shows and `ttt stats` prints. The
//! file that keeps them is `data::scores`.

use crate::core::board::{GameResult, Mark};
use crate::strategy::Opponent;
use std::fmt;

/// Games won, lost and tied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u64,
    pub lost: u64,
    pub tied: u64,
}

impl Tally {
    /// Counts one more game.
    pub fn add(&mut self, result: GameResult) {
        let count = match result {
            GameResult::Won => &mut self.won,
            GameResult::Lost => &mut self.lost,
            GameResult::Tied => &mut self.tied,
        };
        *count = count.saturating_add(1);
    }

    /// Adds another tally's counts to this one.
    pub fn absorb(&mut self, other: Tally) {
        self.won = self.won.saturating_add(other.won);
        self.lost = self.lost.saturating_add(other.lost);
        self.tied = self.tied.saturating_add(other.tied);
    }

    pub fn games(&self) -> u64 {
        self.won.saturating_add(self.lost).saturating_add(self.tied)
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{} won, {} lost, {} tied",
            self.won, self.lost, self.tied
        )
    }
}

/// The scores of every opponent and side, from the person's point of view:
/// `get(Opponent::Logo, Mark::X)` is how the person playing X against `logo`
/// has done. Against `human`, it is how the player of that side has done.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// Indexed like [`Opponent::ALL`], then X, O.
    tallies: [[Tally; 2]; Opponent::ALL.len()],
}

fn slot(opponent: Opponent, side: Mark) -> (usize, usize) {
    let row = Opponent::ALL
        .iter()
        .position(|&o| o == opponent)
        .unwrap_or(0);
    (row, usize::from(side == Mark::O))
}

impl Scores {
    pub fn get(&self, opponent: Opponent, side: Mark) -> Tally {
        let (row, col) = slot(opponent, side);
        self.tallies[row][col]
    }

    /// Sets the tally of the person playing `side` against `opponent`.
    pub fn set(&mut self, opponent: Opponent, side: Mark, tally: Tally) {
        let (row, col) = slot(opponent, side);
        self.tallies[row][col] = tally;
    }

    /// Counts one game the person playing `side` against `opponent` finished.
    pub fn add(&mut self, opponent: Opponent, side: Mark, result: GameResult) {
        let (row, col) = slot(opponent, side);
        self.tallies[row][col].add(result);
    }

    /// Every opponent and side with its tally, in [`Opponent::ALL`] order, X first.
    pub fn iter(&self) -> impl Iterator<Item = (Opponent, Mark, Tally)> + '_ {
        Opponent::ALL
            .into_iter()
            .flat_map(|o| [Mark::X, Mark::O].map(|side| (o, side)))
            .map(|(o, side)| (o, side, self.get(o, side)))
    }

    /// The lines `ttt stats` prints, one per opponent and side.
    pub fn lines(&self) -> Vec<String> {
        self.iter()
            .map(|(opponent, side, tally)| {
                format!("against {:<8} as {side}: {tally}", opponent.name())
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_has_one_line_per_opponent_and_side() {
        let mut scores = Scores::default();
        scores.add(Opponent::Learner, Mark::O, GameResult::Lost);
        let lines = scores.lines();
        assert_eq!(lines.len(), 14);
        assert_eq!(lines[0], "against logo     as x: 0 won, 0 lost, 0 tied");
        assert_eq!(lines[11], "against learner  as o: 0 won, 1 lost, 0 tied");
    }
}
