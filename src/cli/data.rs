//! What the commands share about the data directory: printing its
//! warnings, and loading the learner's memory.

use crate::data::store::{Store, Warning};
use crate::strategy::Memory;
use std::io::Write;
use std::path::Path;

/// Prints each warning as a `warning: ...` line.
pub fn print_warnings(err: &mut dyn Write, warnings: &[Warning]) {
    for warning in warnings {
        let _ = writeln!(err, "warning: {warning}");
    }
}

/// The learner's memory, read from the data directory; its warnings go to
/// `err`.
pub fn memory_in(data_dir: Option<&Path>, err: &mut dyn Write) -> Memory {
    let (lessons, warnings) = Store::locate(data_dir).load_lessons();
    print_warnings(err, &warnings);
    lessons.memory
}
