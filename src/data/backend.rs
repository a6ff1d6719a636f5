//! Where the data files are kept, as a seam: the store reads, writes,
//! moves aside and locks every data file (named `scores.json` whatever the
//! backend) through a [`Backend`] — a directory on disk
//! ([`crate::data::files::Directory`]) or keys in the browser's
//! localStorage ([`crate::data::key_value::Keys`]).

use std::any::Any;
use std::fmt;
use std::io;
use std::path::Path;

/// Something went wrong with the saved data, but the game goes on. Said
/// precisely for the command line (paths, the system's error), and in a
/// player's words for the window and the page.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text}")]
pub struct Warning {
    text: String,
    player: String,
}

impl Warning {
    pub fn new(text: impl Into<String>, player: impl Into<String>) -> Warning {
        Warning {
            text: text.into(),
            player: player.into(),
        }
    }

    /// The warning in a player's words: no paths, no error numbers.
    pub fn for_player(&self) -> &str {
        &self.player
    }
}

/// Prints each warning to `err` as a `warning: ...` line.
pub fn print_warnings(err: &mut dyn io::Write, warnings: &[Warning]) {
    for warning in warnings {
        let _ = writeln!(err, "warning: {warning}");
    }
}

/// What taking the lock found: held until the guard is dropped, held by
/// another process (only when not waiting), or no lock to take.
pub enum Attempt {
    Held(Box<dyn Any>),
    Busy,
    Unlocked,
}

/// A place that keeps the data files (used from the saver's thread).
pub trait Backend: fmt::Debug + Send + Sync {
    /// Makes the place ready to save in. `Err` says why nothing can be
    /// saved; `Ok` may still carry warnings.
    fn prepare(&self) -> Result<Vec<Warning>, Warning>;

    /// The file's bytes; `None` if there is no such file.
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>>;

    /// Replaces the file, all or nothing.
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()>;

    /// Moves a damaged file aside as `NAME.damaged-<UTC time>`; returns
    /// that name as [`Backend::show`] would show it.
    fn quarantine(&self, name: &str) -> io::Result<String>;

    /// Locks out other writers, waiting for them if `wait`; warns when it
    /// cannot, where that matters.
    fn lock(&self, wait: bool, warnings: &mut Vec<Warning>) -> Attempt;

    /// How a file is named in messages (a path, a key).
    fn show(&self, name: &str) -> String;

    /// The directory, for a backend that is one.
    fn dir(&self) -> Option<&Path> {
        None
    }
}
