//! Scores: games won, lost and tied, per opponent and per the side the
//! person played — what the scores line shows and `ttt stats` prints. The
//! file that keeps them is `scores.json` (`data`). They stand here, beside the
//! opponents they are kept for and below both the game and the data
//! files, so neither of those imports the other.

use crate::core::board::{GameResult, Mark, Rules};
use crate::strategy::Opponent;
use std::fmt;

/// Games won, lost and tied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
        let Tally { won, lost, tied } = self;
        write!(f, "{won} won, {lost} lost, {tied} tied")
    }
}

/// The scores of every rule variant, opponent and side, from the person's
/// point of view: `get(Rules::Standard, Opponent::Logo, Mark::X)` is how
/// the person playing X against `logo` under the standard rules has done.
/// Against `human`, it is how the player of that side has done. Saved as
/// a list of scores (rules, opponent, side, tally): every standard one, and a variant's only for the
/// games played under it.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "SavedScores", try_from = "SavedScores")]
pub struct Scores {
    /// Indexed like [`Rules::ALL`], then [`Opponent::ALL`], then X, O.
    tallies: [[[Tally; 2]; Opponent::ALL.len()]; Rules::ALL.len()],
}

impl Scores {
    pub fn get(&self, rules: Rules, opponent: Opponent, side: Mark) -> Tally {
        self.tallies[rules as usize][opponent as usize][side as usize]
    }

    /// Counts one game the person playing `side` against `opponent` under
    /// `rules` finished.
    pub fn add(&mut self, rules: Rules, opponent: Opponent, side: Mark, result: GameResult) {
        self.tallies[rules as usize][opponent as usize][side as usize].add(result);
    }

    /// Every variant, opponent and side with its tally, in [`Rules::ALL`]
    /// and [`Opponent::ALL`] order, X first.
    pub fn iter(&self) -> impl Iterator<Item = (Rules, Opponent, Mark, Tally)> + '_ {
        Rules::ALL
            .into_iter()
            .flat_map(|r| Opponent::ALL.into_iter().map(move |o| (r, o)))
            .flat_map(|(r, o)| [Mark::X, Mark::O].map(|side| (r, o, side)))
            .map(|(r, o, side)| (r, o, side, self.get(r, o, side)))
    }

    /// Every standard tally, and a variant's only for the games played
    /// under it: what the file keeps.
    fn played(&self) -> impl Iterator<Item = (Rules, Opponent, Mark, Tally)> + '_ {
        self.iter()
            .filter(|(rules, _, _, tally)| *rules == Rules::Standard || tally.games() > 0)
    }
}

/// One tally of [`Scores`], as saved.
#[derive(serde::Serialize, serde::Deserialize)]
struct Score {
    rules: Rules,
    opponent: Opponent,
    side: Mark,
    #[serde(flatten)]
    tally: Tally,
}

/// [`Scores`] as saved: `{"scores": [...]}`.
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedScores {
    scores: Vec<Score>,
}

impl From<Scores> for SavedScores {
    fn from(scores: Scores) -> SavedScores {
        let scores = scores.played().map(|(rules, opponent, side, tally)| Score {
            rules,
            opponent,
            side,
            tally,
        });
        SavedScores {
            scores: scores.collect(),
        }
    }
}

impl TryFrom<SavedScores> for Scores {
    type Error = String;
    /// Refuses a tally given twice.
    fn try_from(saved: SavedScores) -> Result<Scores, String> {
        let mut scores = Scores::default();
        let mut seen = std::collections::HashSet::new();
        for score in saved.scores {
            let (rules, opponent, side) = (score.rules, score.opponent, score.side);
            if !seen.insert((rules, opponent, side)) {
                return Err(format!("{opponent} as {side} under {rules} appears twice"));
            }
            scores.tallies[rules as usize][opponent as usize][side as usize] = score.tally;
        }
        Ok(scores)
    }
}

#[cfg(test)]
#[path = "scores_tests.rs"]
mod tests;
