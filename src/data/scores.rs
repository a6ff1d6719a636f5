//! The `scores.txt` file that keeps the scores between runs.
//!
//! ```text
//! ttt scores 1
//! # opponent, your side, then games won, lost, tied
//! logo x 3 1 0
//! rules corner-l
//! hyde o 1 0 0
//! end
//! ```
//!
//! Lines before any `rules` line are the standard game's; a `rules NAME`
//! line starts a variant's (Simply Scheme ex. 10.4).

use crate::core::board::{Mark, Rules};
use crate::core::position::escaped_excerpt;
use crate::data::datafile::{parse_count, Damage, DataFile, Line, Sections};
use crate::data::store::{Store, Warning};
use crate::strategy::scores::{Scores, Tally};
use crate::strategy::Opponent;

impl DataFile for Scores {
    const FILE_NAME: &'static str = "scores.txt";
    const KIND: &'static str = "scores";

    fn parse_body(lines: &[Line]) -> Result<Scores, Damage> {
        let mut scores = Scores::default();
        let mut seen = Vec::new();
        let mut sections = Sections::new();
        for line in lines {
            if sections.read(line)? {
                continue;
            }
            let rules = sections.rules;
            let [opponent, side, won, lost, tied] = line.words.as_slice() else {
                return Err(line.bad("expected OPPONENT SIDE WON LOST TIED"));
            };
            let opponent = Opponent::parse(opponent).ok_or_else(|| {
                line.bad(format!("unknown opponent '{}'", escaped_excerpt(opponent)))
            })?;
            let side = Mark::parse(side).ok_or_else(|| {
                line.bad(format!("side '{}' is not x or o", escaped_excerpt(side)))
            })?;
            if seen.contains(&(rules, opponent, side)) {
                let under = sections.under();
                return Err(line.bad(format!("{opponent} as {side}{under} appears twice")));
            }
            seen.push((rules, opponent, side));
            let [won, lost, tied] = [won, lost, tied].map(|w| parse_count(line, w));
            let tally = Tally {
                won: won?,
                lost: lost?,
                tied: tied?,
            };
            scores.set(rules, opponent, side, tally);
        }
        Ok(scores)
    }

    /// Every standard line, as the first version of the file had them; a
    /// variant's section only for the games played under it.
    fn format_body(&self) -> String {
        let mut text = String::from("# opponent, your side, then games won, lost, tied\n");
        for rules in Rules::ALL {
            let played = self
                .iter()
                .filter(|&(r, _, _, t)| r == rules && (r == Rules::Standard || t.games() > 0));
            for (i, (_, opponent, side, t)) in played.enumerate() {
                if i == 0 && rules != Rules::Standard {
                    text += &format!("rules {rules}\n");
                }
                let name = opponent.name();
                text += &format!("{name} {side} {} {} {}\n", t.won, t.lost, t.tied);
            }
        }
        text
    }
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
