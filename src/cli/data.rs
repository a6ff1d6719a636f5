//! The learning opponents' memory, read for the commands that play them.

use crate::data::backend::print_warnings;
use crate::data::store::Store;
use crate::strategy::learning::is_learning;
use crate::strategy::{Memory, Opponent};
use std::io::Write;
use std::path::Path;

/// The memory `opponents` play with: the learning opponents' (lessons,
/// boxes, weights) read from the data directory, its warnings to `err`;
/// an empty one, unread, when none of them learns.
pub fn memory_for(opponents: &[Opponent], data_dir: Option<&Path>, err: &mut dyn Write) -> Memory {
    if !opponents.iter().any(|&o| is_learning(o)) {
        return Memory::new();
    }
    let (learned, warnings) = Store::locate(data_dir).load_learned();
    print_warnings(err, &warnings);
    learned.memory()
}
