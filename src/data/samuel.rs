//! Samuel's weights, as saved in `samuel.json` (docs/data.md): the nine
//! feature weights (win, block, fork, block-fork, advance, safe-advance,
//! centre, corner, edge; each 0 to 1000000) under each rules variant whose
//! weights are not all equal. A training run's weights replace the saved
//! ones.

use crate::core::board::Rules;
use crate::data::store::{DataFile, Store, Warning};
use crate::strategy::samuel::{Samuel, Weights};
use serde::{Deserialize, Serialize};

/// Samuel's saved weights.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "SavedChampions", try_from = "SavedChampions")]
pub struct SavedWeights {
    pub samuel: Samuel,
}

/// The weights under one rule variant, as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Champion {
    pub rules: Rules,
    pub weights: Weights,
}

/// [`SavedWeights`] as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedChampions {
    pub weights: Vec<Champion>,
}

impl From<SavedWeights> for SavedChampions {
    fn from(file: SavedWeights) -> SavedChampions {
        let weights = Rules::ALL
            .into_iter()
            .filter(|&rules| file.samuel.weights(rules) != Samuel::default().weights(rules))
            .map(|rules| Champion {
                rules,
                weights: file.samuel.weights(rules),
            })
            .collect();
        SavedChampions { weights }
    }
}

impl TryFrom<SavedChampions> for SavedWeights {
    type Error = String;
    /// Refuses a weight out of range, or a variant given twice.
    fn try_from(saved: SavedChampions) -> Result<SavedWeights, String> {
        let mut file = SavedWeights::default();
        let mut seen = Vec::new();
        for Champion { rules, weights } in saved.weights {
            if seen.contains(&rules) {
                return Err(format!("the weights under {rules} appear twice"));
            }
            if weights.iter().any(|w| !(0..=1_000_000).contains(w)) {
                return Err(format!("weights {weights:?} are not all from 0 to 1000000"));
            }
            seen.push(rules);
            file.samuel.set_weights(rules, weights);
        }
        Ok(file)
    }
}

impl DataFile for SavedWeights {
    const FILE_NAME: &'static str = "samuel.json";
    const WHAT: &'static str = "Samuel's weights";
}

impl Store {
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
