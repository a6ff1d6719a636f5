//! Samuel's weights, as saved in `samuel.txt`: the champion weighting of
//! the nine features, one `weights` line per rule variant (the standard
//! game's before any `rules` line).
//!
//! ```text
//! ttt samuel 1
//! weights 64 32 16 4 0 8 3 2 1
//! rules corner-l
//! weights 1 1 1 1 1 1 1 1 1
//! end
//! ```
//!
//! The features are, in order: win, block, fork, block-fork, advance,
//! safe-advance, centre, corner, edge. A variant without a line has equal
//! weights. A training run's weights replace the saved ones.

use crate::core::board::Rules;
use crate::data::datafile::{Damage, DataFile, Line, Sections};
use crate::data::store::{Store, Warning};
use crate::strategy::samuel::{Samuel, Weights};

/// Samuel's saved weights.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedWeights {
    pub samuel: Samuel,
}

fn parse_weights(line: &Line) -> Result<Weights, Damage> {
    let why = "expected 'weights' and nine whole numbers from 0 to 1000000";
    let numbers: Vec<i32> = line.words[1..]
        .iter()
        .map(|w| {
            w.parse::<i32>()
                .ok()
                .filter(|n| (0..=1_000_000).contains(n))
        })
        .collect::<Option<_>>()
        .ok_or_else(|| line.bad(why))?;
    numbers.try_into().map_err(|_| line.bad(why))
}

impl DataFile for SavedWeights {
    const FILE_NAME: &'static str = "samuel.txt";
    const KIND: &'static str = "samuel";

    fn parse_body(lines: &[Line]) -> Result<SavedWeights, Damage> {
        let mut file = SavedWeights::default();
        let mut sections = Sections::new();
        let mut seen = Vec::new();
        for line in lines {
            if sections.read(line)? {
                continue;
            }
            if line.words[0] != "weights" || seen.contains(&sections.rules) {
                return Err(line.bad("expected one 'weights' line per rules"));
            }
            seen.push(sections.rules);
            file.samuel
                .set_weights(sections.rules, parse_weights(line)?);
        }
        Ok(file)
    }

    fn format_body(&self) -> String {
        let mut text =
            String::from("# win block fork block-fork advance safe-advance centre corner edge\n");
        for rules in Rules::ALL {
            let weights = self.samuel.weights(rules);
            if weights == Samuel::default().weights(rules) {
                continue;
            }
            if rules != Rules::Standard {
                text += &format!("rules {rules}\n");
            }
            let words: Vec<String> = weights.iter().map(|w| w.to_string()).collect();
            text += &format!("weights {}\n", words.join(" "));
        }
        text
    }
}

impl Store {
    /// Samuel's saved weights (equal ones if none), and any warnings.
    pub fn load_samuel(&self) -> (SavedWeights, Vec<Warning>) {
        self.load()
    }

    /// Saves a training run's weights under `rules` over the saved ones.
    pub fn save_samuel(
        &self,
        file: &mut SavedWeights,
        trained: &Samuel,
        rules: Rules,
    ) -> (bool, Vec<Warning>) {
        self.apply_saved(file, |f| {
            f.samuel.set_weights(rules, trained.weights(rules))
        })
    }
}

#[cfg(test)]
#[path = "samuel_tests.rs"]
mod tests;
