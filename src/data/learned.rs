//! What the learning opponents keep, loaded together: the learner's
//! lessons, MENACE's boxes and Samuel's weights — each its own file, saved
//! apart — and the one `Memory` the game hands the opponents.

use crate::data::lessons::Lessons;
use crate::data::menace::Matchboxes;
use crate::data::samuel::SavedWeights;
use crate::data::store::{Store, Warning};
use crate::strategy::Memory;

/// The three files' contents, as loaded.
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
    /// The three files (fresh ones where missing), and every warning.
    pub fn load_learned(&self) -> (Learned, Vec<Warning>) {
        let ((lessons, mut warnings), (boxes, w), (weights, w2)) =
            (self.load(), self.load(), self.load());
        warnings.extend(w.into_iter().chain(w2));
        let learned = Learned {
            lessons,
            boxes,
            weights,
        };
        (learned, warnings)
    }
}
