//! What the learner has learned, as saved in `learner.json` (docs/data.md):
//! its record, and per canonical position the squares it will not play
//! (`forbidden`) and those it has tried (`tried`); a file with other copies
//! loads as well. And [`Learned`]: the three learning opponents' files.

use crate::core::board::{Board, GameResult, Rules, Square};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::menace::Matchboxes;
use crate::data::samuel::SavedWeights;
use crate::data::store::{DataFile, Store, Warning};
use crate::record::scores::Tally;
use crate::strategy::learner::Choice;
use crate::strategy::{learning, Memory, Opponent};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "SavedLessons", try_from = "SavedLessons")]
pub struct Lessons {
    pub memory: Memory,
    /// The games it finished, from its own point of view.
    pub record: Tally,
}

impl Lessons {
    /// Counts a finished game and, if it was lost, learns from the
    /// learner's `choices` in it. Returns the number of new lessons.
    pub fn learn_from_game(&mut self, choices: &[Choice], result: GameResult) -> usize {
        self.record.add(result);
        learning::learn(Opponent::Learner, &mut self.memory, choices, result)
    }
}

/// The squares of one position a lesson names (forbidden or tried), as
/// saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedSquares {
    pub rules: Rules,
    pub position: String,
    pub squares: Vec<u8>,
}

/// [`Lessons`] as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedLessons {
    pub record: Tally,
    pub forbidden: Vec<SavedSquares>,
    pub tried: Vec<SavedSquares>,
}

fn saved_squares(entries: impl Iterator<Item = (Board, u16)>) -> Vec<SavedSquares> {
    let mut moves: Vec<SavedSquares> = entries
        .map(|(board, mask)| SavedSquares {
            rules: board.rules(),
            position: board.to_string(),
            squares: Square::in_mask(mask).map(Square::number).collect(),
        })
        .collect();
    crate::core::order::sort_by_key(&mut moves, |m| m.rules);
    moves
}

impl From<Lessons> for SavedLessons {
    fn from(lessons: Lessons) -> SavedLessons {
        SavedLessons {
            record: lessons.record,
            forbidden: saved_squares(lessons.memory.entries()),
            tried: saved_squares(lessons.memory.tried_entries()),
        }
    }
}

/// Adds `moves` to `memory`, forbidden or tried, refusing a position that
/// is finished or given twice, or a square that is not free.
fn read_squares(memory: &mut Memory, moves: &[SavedSquares], tried: bool) -> Result<(), String> {
    let mut seen = HashSet::new();
    for m in moves {
        let shown = escaped_excerpt(&m.position);
        let board = parse_board(&m.position)
            .map_err(|e| e.to_string())?
            .under(m.rules);
        if board.is_finished() {
            return Err(format!("position '{shown}' is finished"));
        }
        if !seen.insert(board) {
            return Err(format!("position '{shown}' appears twice"));
        }
        if m.squares.is_empty() {
            return Err(format!("position '{shown}' has no squares"));
        }
        for &n in &m.squares {
            match Square::new(n).filter(|&sq| board.is_free(sq)) {
                Some(sq) if tried => memory.note_tried(board, sq),
                Some(sq) => memory.forbid(board, sq),
                None => return Err(format!("{n} is not a free square of {board}")),
            }
        }
    }
    Ok(())
}

impl TryFrom<SavedLessons> for Lessons {
    type Error = String;
    fn try_from(saved: SavedLessons) -> Result<Lessons, String> {
        let mut lessons = Lessons {
            record: saved.record,
            ..Lessons::default()
        };
        read_squares(&mut lessons.memory, &saved.forbidden, false)?;
        read_squares(&mut lessons.memory, &saved.tried, true)?;
        Ok(lessons)
    }
}

impl DataFile for Lessons {
    const FILE_NAME: &'static str = "learner.json";
    const WHAT: &'static str = "the learner's lessons";
    const AFRESH: &'static str = "it starts learning again";
}

impl Store {
    /// Adds a training run's lessons and the games in `record` (played
    /// since the last save) to the file and to `lessons`.
    pub fn save_training(
        &self,
        lessons: &mut Lessons,
        trained: &Memory,
        record: Tally,
    ) -> (bool, Vec<Warning>) {
        self.apply_saved(lessons, |l| {
            l.memory.absorb(trained);
            l.record.absorb(record);
        })
    }
}

/// What the learning opponents keep, loaded together: the learner's
/// lessons, MENACE's boxes and Samuel's weights — each its own file, saved
/// apart.
#[derive(Clone, Debug, Default)]
pub struct Learned {
    pub lessons: Lessons,
    pub boxes: Matchboxes,
    pub weights: SavedWeights,
}

impl Learned {
    /// Everything the opponents know, as the game hands it to them.
    pub fn memory(&self) -> Memory {
        let mut memory = self.lessons.memory.clone();
        memory.menace = self.boxes.boxes.clone();
        memory.samuel = self.weights.samuel.clone();
        memory
    }
}

impl Store {
    pub fn load_learned(&self) -> (Learned, Vec<Warning>) {
        let (lessons, mut warnings) = self.load();
        let ((boxes, w), (weights, w2)) = (self.load(), self.load());
        warnings.extend(w.into_iter().chain(w2));
        let learned = Learned {
            lessons,
            boxes,
            weights,
        };
        (learned, warnings)
    }
}

#[cfg(test)]
#[path = "lessons_tests.rs"]
mod tests;
