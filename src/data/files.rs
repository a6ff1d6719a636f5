//! Where the data files are kept, as a seam: the store reads, writes, moves
//! aside and locks every data file through a [`Backend`] — a directory on
//! disk ([`Directory`]) or localStorage's keys ([`crate::data::key_value::Keys`]).
//! Here too the directory's atomic write, quarantine, lock and clean-up.

use std::any::Any;
use std::fmt;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

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

    fn dir(&self) -> Option<&Path> {
        None
    }
}

/// The lock file every read-modify-write holds.
pub const LOCK_FILE_NAME: &str = "ttt.lock";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directory(pub PathBuf);

impl Backend for Directory {
    fn prepare(&self) -> Result<Vec<Warning>, Warning> {
        if let Err(e) = fs::create_dir_all(&self.0) {
            let problem = problem(&e);
            return Err(Warning::new(
                format!(
                    "cannot create data directory {}: {problem} ({e}); nothing will be saved",
                    self.0.display()
                ),
                format!(
                    "Your scores and settings cannot be saved: {problem}. They last until \
                     you close the game."
                ),
            ));
        }
        // Temporary files killed writers left, with the lock held (without
        // waiting: another ttt holding it may be part-way through a write).
        let mut warnings = Vec::new();
        if let Attempt::Held(_lock) = self.lock(false, &mut warnings) {
            for entry in fs::read_dir(&self.0).into_iter().flatten().flatten() {
                if is_temporary(&entry.file_name().to_string_lossy()) {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
        Ok(warnings)
    }

    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        match fs::read(self.0.join(name)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        atomic_write(&self.0.join(name), bytes)
    }

    /// Renames the file aside (`-N` added if that name is taken).
    fn quarantine(&self, name: &str) -> io::Result<String> {
        let aside = damaged_name(name, super::now_seconds(), |n| Ok(self.0.join(n).exists()))?;
        let aside = self.0.join(aside);
        fs::rename(self.0.join(name), &aside)?;
        sync_parent(&aside)?;
        Ok(aside.display().to_string())
    }

    /// Holds the lock file (made, with the directory, if missing); warns
    /// when it cannot, if the directory exists.
    fn lock(&self, wait: bool, warnings: &mut Vec<Warning>) -> Attempt {
        let _ = fs::create_dir_all(&self.0);
        let path = self.0.join(LOCK_FILE_NAME);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path);
        let locked = file.map(|file| match wait {
            true => file.lock().map(|()| file).map_err(TryLockError::Error),
            false => file.try_lock().map(|()| file),
        });
        let e = match locked {
            Ok(Ok(file)) => return Attempt::Held(Box::new(file)),
            Ok(Err(TryLockError::WouldBlock)) => return Attempt::Busy,
            Ok(Err(TryLockError::Error(e))) | Err(e) => e,
        };
        if self.0.is_dir() {
            let why = format!("cannot lock {}: {e}", path.display());
            warnings.push(Warning::new(
                format!("{why}; going on without it, another window's changes may be lost"),
                "Another ttt may be saving at the same time: if both change your scores, one \
                 change may be lost.",
            ));
        }
        Attempt::Unlocked
    }

    fn show(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }

    fn dir(&self) -> Option<&Path> {
        Some(&self.0)
    }
}

/// `NAME.damaged-<UTC time>` for a damaged file `name`, with `-N` added
/// while `taken` says that name is in use.
pub fn damaged_name(
    name: &str,
    seconds: u64,
    taken: impl Fn(&str) -> io::Result<bool>,
) -> io::Result<String> {
    let base = format!("{name}.damaged-{}", utc_stamp(seconds));
    let mut aside = base.clone();
    let mut n = 1;
    while taken(&aside)? {
        n += 1;
        aside = format!("{base}-{n}");
    }
    Ok(aside)
}

/// Seconds since 1970 as `YYYYMMDDTHHMMSSZ` (UTC), for file names.
fn utc_stamp(seconds: u64) -> String {
    let [year, month, day, h, m, s] = crate::record::scores::utc_time(seconds);
    format!("{year:04}{month:02}{day:02}T{h:02}{m:02}{s:02}Z")
}

/// The temporary file a write to `path` goes through: `NAME.tmp-PID-N`,
/// unique to this process and write, even where the lock is unavailable.
fn temporary_path(path: &Path) -> PathBuf {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let name = format!("{name}.tmp-{}-{n}", std::process::id());
    path.with_file_name(name)
}

/// Whether `name` is one [`temporary_path`] made.
fn is_temporary(name: &str) -> bool {
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let tail = name
        .rsplit_once(".tmp-")
        .and_then(|(_, tail)| tail.split_once('-'));
    tail.is_some_and(|(pid, n)| number(pid) && number(n))
}

/// Writes `bytes` to `path` so that any reader, even after a crash or power
/// loss, sees the old file or the new one, whole: write a temporary file,
/// flush it, rename it over `path`, flush the directory.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_path(path);
    let written = (|| {
        let mut file = File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        // Closed before the rename (Windows cannot rename an open file).
        // In a page (wasm) std's File is a stand-in that owns nothing.
        #[cfg_attr(target_arch = "wasm32", allow(clippy::drop_non_drop))]
        drop(file);
        fs::rename(&temporary, path)?;
        sync_parent(path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// Flushes the directory holding `path`, so a rename in it is on disk.
fn sync_parent(path: &Path) -> io::Result<()> {
    if cfg!(unix) {
        let parent = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        File::open(parent)?.sync_all()?;
    }
    Ok(())
}

/// What an operating-system error means, in a player's words: not `File
/// exists (os error 17)`.
pub fn problem(e: &io::Error) -> String {
    use io::ErrorKind::*;
    let words = match e.kind() {
        AlreadyExists | NotADirectory => "a file is in the way where a folder should be",
        IsADirectory => "a folder is in the way where a file should be",
        PermissionDenied => "this account may not write there",
        StorageFull => "the disk is full",
        QuotaExceeded => "the disk quota is used up",
        ReadOnlyFilesystem => "the disk is read-only",
        NotFound => "the folder is not there",
        _ => return format!("the system refused ({e})"),
    };
    words.to_string()
}

#[cfg(test)]
#[path = "files_tests.rs"]
mod tests;
