//! The `scores.json` file that keeps the scores between runs:
//!
//! ```json
//! {
//!   "version": 1,
//!   "scores": [
//!     { "rules": "standard", "opponent": "logo", "side": "x", "won": 3, "lost": 1, "tied": 0 },
//!     { "rules": "corner-l", "opponent": "hyde", "side": "o", "won": 1, "lost": 0, "tied": 0 }
//!   ]
//! }
//! ```
//!
//! Every standard tally is written; a variant's (Simply Scheme ex. 10.4)
//! only for the games played under it. The shape is
//! [`crate::strategy::scores::SavedScores`].

use crate::data::store::{DataFile, Store, Warning};
use crate::strategy::scores::Scores;

impl DataFile for Scores {
    const FILE_NAME: &'static str = "scores.json";
    const WHAT: &'static str = "your scores";
    const AFRESH: &'static str = "they start again from zero";
}

impl Store {
    /// The saved scores (zeros if there are none), and any warnings.
    pub fn load_scores(&self) -> (Scores, Vec<Warning>) {
        self.load()
    }

    /// Sets every score back to zero, in the file and in `scores`.
    pub fn reset_scores(&self, scores: &mut Scores) -> Vec<Warning> {
        self.apply(scores, |s| *s = Scores::default())
    }
}

#[cfg(test)]
#[path = "scores_tests.rs"]
mod tests;
