//! The data directory: where it is, and reading and writing the data files
//! in it safely. Every write is atomic (temporary file, fsync, rename, fsync
//! of the directory); every read-modify-write holds the directory's lock, so
//! two windows never lose each other's updates; a damaged file is moved
//! aside under a name that says so, reported, and replaced by defaults.
//! Nothing here stops the game: every problem becomes a [`Warning`].

use crate::data::datafile::{format_file, parse_file, DataFile};
use crate::data::files::{atomic_write, quarantine, remove_stale_temporaries};
use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// The environment variable naming the data directory.
pub const DATA_DIR_VAR: &str = "TTT_DATA_DIR";

/// The lock file every read-modify-write holds, inside the data directory.
pub const LOCK_FILE_NAME: &str = "ttt.lock";

/// Something went wrong with the saved data, but the game goes on. The
/// window shows it; the command line prints it to standard error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning(pub String);

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where the data lives: `explicit` (from `--data-dir`), else `$TTT_DATA_DIR`,
/// else the platform's per-user data directory plus `ttt`. `env` reads an
/// environment variable; `None` if no directory can be found.
pub fn resolve_dir(
    explicit: Option<&Path>,
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Option<PathBuf> {
    let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = explicit {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = var(DATA_DIR_VAR) {
        return Some(dir);
    }
    let base = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|home| home.join("Library").join("Application Support"))
    } else {
        let xdg = var("XDG_DATA_HOME").filter(|dir| dir.is_absolute());
        xdg.or_else(|| var("HOME").map(|home| home.join(".local").join("share")))
    };
    base.map(|dir| dir.join("ttt"))
}

/// The data directory, or nowhere if none could be found. Loads and saves
/// typed data files; see the `load_*`/`record_*` methods beside each file
/// kind (`scores`, `settings`, `lessons`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    dir: Option<PathBuf>,
}

impl Store {
    /// A store in `dir` (`None`: nothing is read or saved). Touches nothing.
    pub fn new(dir: Option<PathBuf>) -> Store {
        Store { dir }
    }

    /// The store [`resolve_dir`] finds with the real environment. Touches
    /// nothing: for commands that only read.
    pub fn locate(explicit: Option<&Path>) -> Store {
        Store::new(resolve_dir(explicit, &|name| std::env::var_os(name)))
    }

    /// [`Store::locate`], then makes sure the directory exists and is
    /// writable, and clears temporary files a killed process left behind.
    /// For the window and the commands that save.
    pub fn open(explicit: Option<&Path>) -> (Store, Vec<Warning>) {
        let store = Store::locate(explicit);
        let warnings = store.prepare();
        (store, warnings)
    }

    /// The directory, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Creates the directory and the lock file; removes stale temporary files.
    pub fn prepare(&self) -> Vec<Warning> {
        let Some(dir) = &self.dir else {
            let why = format!("no data directory found (give --data-dir or set {DATA_DIR_VAR})");
            return vec![Warning(format!("{why}; nothing will be saved"))];
        };
        let mut warnings = Vec::new();
        if let Err(e) = fs::create_dir_all(dir) {
            let why = format!("cannot create data directory {}: {e}", dir.display());
            return vec![Warning(format!("{why}; nothing will be saved"))];
        }
        if let Some(_lock) = self.lock(&mut warnings) {
            remove_stale_temporaries(dir);
        }
        warnings
    }

    /// The value in `T`'s file: the default if the file is missing, or
    /// damaged (then moved aside, with a warning).
    pub fn load<T: DataFile>(&self) -> (T, Vec<Warning>) {
        let mut warnings = Vec::new();
        let Some(dir) = &self.dir else {
            return (T::default(), warnings);
        };
        let path = dir.join(T::FILE_NAME);
        if !path.exists() {
            return (T::default(), warnings);
        }
        let _lock = self.lock(&mut warnings);
        let value = read_or_quarantine(&path, &mut warnings).unwrap_or_default();
        (value, warnings)
    }

    /// The value in `T`'s file, touching nothing: no lock, and a damaged
    /// file is left where it is (the default instead, with a warning). For
    /// a look at the data that must not change it, such as a screenshot.
    pub fn peek<T: DataFile>(&self) -> (T, Vec<Warning>) {
        let Some(dir) = &self.dir else {
            return (T::default(), Vec::new());
        };
        let path = dir.join(T::FILE_NAME);
        let problem = match fs::read(&path) {
            Ok(bytes) => match parse_file::<T>(&bytes) {
                Ok(value) => return (value, Vec::new()),
                Err(damage) => format!("is damaged ({damage})"),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => return (T::default(), Vec::new()),
            Err(e) => format!("cannot be read ({e})"),
        };
        let why = format!("{} {problem}", path.display());
        (
            T::default(),
            vec![Warning(format!("{why}; using defaults"))],
        )
    }

    /// Applies `change` to `local` and saves it: under the lock, reads the
    /// file, applies `change` to what is there, writes it back atomically
    /// and makes `local` that result, so changes made by another window are
    /// kept. If it cannot save, it applies `change` to `local` alone and
    /// warns, so the game plays on with the change in memory.
    pub fn apply<T: DataFile>(&self, local: &mut T, change: impl Fn(&mut T)) -> Vec<Warning> {
        self.apply_saved(local, change).1
    }

    /// [`Store::apply`], also saying whether the change was saved.
    pub fn apply_saved<T: DataFile>(
        &self,
        local: &mut T,
        change: impl Fn(&mut T),
    ) -> (bool, Vec<Warning>) {
        let mut warnings = Vec::new();
        let saved = match self.update(&change, &mut warnings) {
            Some(saved) => {
                *local = saved;
                true
            }
            None => {
                change(local);
                false
            }
        };
        (saved, warnings)
    }

    /// The read-modify-write under the lock; `None` if nothing was saved.
    fn update<T: DataFile>(
        &self,
        change: &dyn Fn(&mut T),
        warnings: &mut Vec<Warning>,
    ) -> Option<T> {
        let Some(dir) = &self.dir else { return None };
        let path = dir.join(T::FILE_NAME);
        let _ = fs::create_dir_all(dir);
        let _lock = self.lock(warnings);
        let mut value = read_or_quarantine::<T>(&path, warnings)?;
        change(&mut value);
        match atomic_write(&path, format_file(&value).as_bytes()) {
            Ok(()) => Some(value),
            Err(e) => {
                warnings.push(Warning(format!(
                    "cannot save {}: {e}; the change lives only until the program ends",
                    path.display()
                )));
                None
            }
        }
    }

    /// Holds the directory's lock until the returned file is dropped.
    /// `None` (with a warning if the directory exists) when it cannot lock.
    fn lock(&self, warnings: &mut Vec<Warning>) -> Option<File> {
        let dir = self.dir.as_ref()?;
        let path = dir.join(LOCK_FILE_NAME);
        let opened = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path);
        let locked = opened.and_then(|file| file.lock().map(|()| file));
        match locked {
            Ok(file) => Some(file),
            Err(e) => {
                if dir.is_dir() {
                    let why = format!("cannot lock {}: {e}", path.display());
                    let risk = "another window's changes may be lost";
                    warnings.push(Warning(format!("{why}; going on without it, {risk}")));
                }
                None
            }
        }
    }
}

/// Reads `T` from `path`: the default if it is missing; if it is damaged,
/// moves it aside and gives the default. `None` if the file exists but could
/// not be read or moved aside: then it must not be written over.
fn read_or_quarantine<T: DataFile>(path: &Path, warnings: &mut Vec<Warning>) -> Option<T> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Some(T::default());
        }
        Err(e) => {
            warnings.push(Warning(format!(
                "cannot read {}: {e}; using defaults",
                path.display()
            )));
            return None;
        }
    };
    let damage = match parse_file::<T>(&bytes) {
        Ok(value) => return Some(value),
        Err(damage) => damage,
    };
    let shown = path.display();
    match quarantine(path) {
        Ok(aside) => {
            let aside = aside.display();
            warnings.push(Warning(format!(
                "{shown} was damaged ({damage}); moved it to {aside} and started afresh"
            )));
            Some(T::default())
        }
        Err(e) => {
            let why = format!("{shown} is damaged ({damage}) and cannot be moved aside ({e})");
            warnings.push(Warning(format!(
                "{why}; using defaults and leaving it alone"
            )));
            None
        }
    }
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
