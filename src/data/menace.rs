//! MENACE's matchboxes, as saved in `menace.json` (docs/data.md): a box
//! for each position whose beads have changed, with its beads for squares
//! 1 to 9. Beads go up and down, so a training run's boxes replace the
//! saved ones (the learner's lessons only add up).

use crate::core::board::{Rules, Square};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::store::DataFile;
use crate::strategy::menace::{has_a_box, Boxes};
use serde::de::{Deserializer, Error};
use serde::{Deserialize, Serialize, Serializer};
use std::collections::HashSet;

/// MENACE's saved boxes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Matchboxes {
    #[serde(serialize_with = "write", deserialize_with = "read")]
    pub boxes: Boxes,
}

/// One box, as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedBox {
    pub rules: Rules,
    pub position: String,
    pub beads: [u8; 9],
}

/// The boxes as saved, in order of their rules.
fn saved_boxes(boxes: &Boxes) -> Vec<SavedBox> {
    let mut saved: Vec<SavedBox> = boxes
        .entries()
        .map(|(board, beads)| SavedBox {
            rules: board.rules(),
            position: board.to_string(),
            beads,
        })
        .collect();
    crate::core::order::sort_by_key(&mut saved, |b| b.rules);
    saved
}

fn write<S: Serializer>(boxes: &Boxes, s: S) -> Result<S::Ok, S::Error> {
    saved_boxes(boxes).serialize(s)
}

fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Boxes, D::Error> {
    boxes_of(Vec::deserialize(d)?).map_err(D::Error::custom)
}

/// Refuses a position without a box or given twice, and beads on no square
/// or on a taken one.
fn boxes_of(saved: Vec<SavedBox>) -> Result<Boxes, String> {
    let mut boxes = Boxes::default();
    let mut seen = HashSet::new();
    for b in saved {
        let shown = escaped_excerpt(&b.position);
        let board = parse_board(&b.position)
            .map_err(|e| e.to_string())?
            .under(b.rules);
        if board.is_finished() || !has_a_box(&board) {
            return Err(format!("position '{shown}' has no box"));
        }
        if !seen.insert(crate::core::symmetry::canonical(&board).0) {
            return Err(format!("position '{shown}' appears twice"));
        }
        let on_taken = Square::all().any(|sq| !board.is_free(sq) && b.beads[sq.index()] > 0);
        if on_taken || b.beads.iter().all(|&n| n == 0) {
            return Err(format!(
                "the box of '{shown}' needs beads, and only on free squares"
            ));
        }
        boxes.set(&board, b.beads);
    }
    Ok(boxes)
}

impl DataFile for Matchboxes {
    const FILE_NAME: &'static str = "menace.json";
    const WHAT: &'static str = "MENACE's matchboxes";
    const AFRESH: &'static str = "they are filled afresh";
}

#[cfg(test)]
#[path = "menace_tests.rs"]
mod tests;
