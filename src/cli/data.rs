//! What the commands share about the data directory: printing its
//! warnings, and loading the learner's memory.

use crate::data::store::Store;
use crate::strategy::Memory;
use std::io::Write;
use std::path::Path;

pub use crate::data::backend::print_warnings;

/// The learning opponents' memory (the learner's lessons, MENACE's
/// boxes), read from the data directory; its warnings go to `err`.
pub fn memory_in(data_dir: Option<&Path>, err: &mut dyn Write) -> Memory {
    let store = Store::locate(data_dir);
    let (lessons, warnings) = store.load_lessons();
    print_warnings(err, &warnings);
    let (boxes, warnings) = store.load_menace();
    print_warnings(err, &warnings);
    let (weights, warnings) = store.load_samuel();
    print_warnings(err, &warnings);
    let mut memory = lessons.memory;
    memory.menace = boxes.boxes;
    memory.samuel = weights.samuel;
    memory
}
