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
    let (learned, warnings) = Store::locate(data_dir).load_learned();
    print_warnings(err, &warnings);
    learned.memory()
}
