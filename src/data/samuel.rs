//! Samuel's weights, as saved in `samuel.json` (docs/data.md): the nine
//! feature weights (each 0 to 1000000) under each rule variant whose weights
//! are not all equal. A training run's weights replace the saved ones.

use crate::core::board::Rules;
use crate::data::store::DataFile;
use crate::strategy::samuel::{Samuel, Weights};
use serde::de::{Deserializer, Error};
use serde::{Deserialize, Serialize, Serializer};

/// Samuel's saved weights.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedWeights {
    #[serde(
        rename = "weights",
        serialize_with = "write",
        deserialize_with = "read"
    )]
    pub samuel: Samuel,
}

/// The weights under one rule variant, as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Champion {
    pub rules: Rules,
    pub weights: Weights,
}

/// The weights under each variant where they are not all equal.
fn champions(samuel: &Samuel) -> Vec<Champion> {
    let equal = Samuel::default();
    Rules::ALL
        .into_iter()
        .filter(|&r| samuel.weights(r) != equal.weights(r))
        .map(|rules| Champion {
            rules,
            weights: samuel.weights(rules),
        })
        .collect()
}

fn write<S: Serializer>(samuel: &Samuel, s: S) -> Result<S::Ok, S::Error> {
    champions(samuel).serialize(s)
}

/// Refuses a weight out of range, or a variant given twice.
fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Samuel, D::Error> {
    let mut samuel = Samuel::default();
    let mut seen = Vec::new();
    for Champion { rules, weights } in Vec::deserialize(d)? {
        if seen.contains(&rules) {
            return Err(D::Error::custom(format!(
                "the weights under {rules} appear twice"
            )));
        }
        if weights.iter().any(|w| !(0..=1_000_000).contains(w)) {
            let why = format!("weights {weights:?} are not all from 0 to 1000000");
            return Err(D::Error::custom(why));
        }
        seen.push(rules);
        samuel.set_weights(rules, weights);
    }
    Ok(samuel)
}

impl DataFile for SavedWeights {
    const FILE_NAME: &'static str = "samuel.json";
    const WHAT: &'static str = "Samuel's weights";
}

#[cfg(test)]
#[path = "samuel_tests.rs"]
mod tests;
