//! MENACE's matchboxes, as saved in `menace.txt`: one line per box whose
//! beads have changed since it was filled (the others hold their first
//! beads), a position and its beads for squares 1 to 9.
//!
//! ```text
//! ttt menace 1
//! _________ 7 1 0 0 12 0 0 0 0
//! rules corner-l
//! x___o____ 0 3 2 0 0 0 0 0 0
//! end
//! ```
//!
//! Under the standard rules before any `rules` line, under a variant's
//! after its `rules NAME` line. Beads go up and down, so a training run's
//! boxes replace the saved ones (unlike the learner's lessons, which only
//! add up).

use crate::core::board::{Board, Rules, Square};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::datafile::{Damage, DataFile, Line, Sections};
use crate::data::store::{Store, Warning};
use crate::strategy::menace::{has_a_box, Boxes};
use std::collections::HashSet;

/// MENACE's saved boxes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Matchboxes {
    pub boxes: Boxes,
}

fn parse_box(
    line: &Line,
    rules: Rules,
    boxes: &mut Boxes,
    seen: &mut HashSet<Board>,
) -> Result<(), Damage> {
    let text = line.words[0];
    let board = parse_board(text)
        .map_err(|e| line.bad(e.to_string()))?
        .under(rules);
    if board.is_finished() || !has_a_box(&board) {
        return Err(line.bad(format!("position '{}' has no box", escaped_excerpt(text))));
    }
    if !seen.insert(crate::core::symmetry::canonical(&board).0) {
        return Err(line.bad(format!(
            "position '{}' appears twice",
            escaped_excerpt(text)
        )));
    }
    let counts: Vec<u8> = line.words[1..]
        .iter()
        .map(|w| w.parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| line.bad("expected nine bead counts of 0 to 255"))?;
    let beads: [u8; 9] = counts
        .try_into()
        .map_err(|_| line.bad("expected nine bead counts of 0 to 255"))?;
    let on_taken = Square::all().any(|sq| !board.is_free(sq) && beads[sq.index()] > 0);
    if on_taken || beads.iter().all(|&b| b == 0) {
        return Err(line.bad(format!(
            "the box of '{}' needs beads, and only on free squares",
            escaped_excerpt(text)
        )));
    }
    boxes.set(&board, beads);
    Ok(())
}

impl DataFile for Matchboxes {
    const FILE_NAME: &'static str = "menace.txt";
    const KIND: &'static str = "menace";

    fn parse_body(lines: &[Line]) -> Result<Matchboxes, Damage> {
        let mut file = Matchboxes::default();
        let mut seen = HashSet::new();
        let mut sections = Sections::new();
        for line in lines {
            if !sections.read(line)? {
                parse_box(line, sections.rules, &mut file.boxes, &mut seen)?;
            }
        }
        Ok(file)
    }

    fn format_body(&self) -> String {
        let mut text =
            String::from("# a position MENACE moves in, then its box's beads on squares 1 to 9\n");
        for rules in Rules::ALL {
            let boxes = self.boxes.entries().filter(|(b, _)| b.rules() == rules);
            for (i, (board, beads)) in boxes.enumerate() {
                if i == 0 && rules != Rules::Standard {
                    text += &format!("rules {rules}\n");
                }
                let counts: Vec<String> = beads.iter().map(|b| b.to_string()).collect();
                text += &format!("{board} {}\n", counts.join(" "));
            }
        }
        text
    }
}

impl Store {
    /// MENACE's saved boxes (fresh ones if none), and any warnings.
    pub fn load_menace(&self) -> (Matchboxes, Vec<Warning>) {
        self.load()
    }

    /// Saves a training run's boxes over the saved ones; says whether
    /// they were saved.
    pub fn save_menace(&self, file: &mut Matchboxes, trained: &Boxes) -> (bool, Vec<Warning>) {
        self.apply_saved(file, |f| f.boxes = trained.clone())
    }
}

#[cfg(test)]
#[path = "menace_tests.rs"]
mod tests;
