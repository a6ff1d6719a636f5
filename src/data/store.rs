//! The data directory: where it is, and reading and writing any
//! [`DataFile`] in it safely, through its [`Backend`]: every write atomic,
//! every read-modify-write under the lock, a damaged file moved aside and
//! replaced by defaults. Nothing here stops the game: every problem
//! becomes a [`Warning`].

pub use crate::data::backend::Warning;
pub use crate::data::files::LOCK_FILE_NAME;
pub use crate::data::format::DataFile;

use crate::data::backend::{Attempt, Backend};
use crate::data::files::{problem, Directory};
use crate::data::format::{format_file_keeping, parse_file, parse_file_keeping, Damage, Kept};
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The environment variable naming the data directory.
pub const DATA_DIR_VAR: &str = "TTT_DATA_DIR";

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

/// Where the data is kept — a directory, or another [`Backend`] — or
/// nowhere if none could be found.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Option<Arc<dyn Backend>>,
}

impl Store {
    /// A store in `dir` (`None`: nothing is read or saved). Touches nothing.
    pub fn new(dir: Option<PathBuf>) -> Store {
        Store {
            backend: dir.map(|dir| Arc::new(Directory::new(dir)) as Arc<dyn Backend>),
        }
    }

    /// A store kept by `backend` (the browser's storage, say).
    pub fn with_backend(backend: Arc<dyn Backend>) -> Store {
        Store {
            backend: Some(backend),
        }
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

    /// Whether another ttt holds the data's lock right now (training, or
    /// stopped part-way through a save): the warning that says so, for a
    /// game that opens without waiting and saves once the lock is free.
    pub fn busy(&self) -> Option<Warning> {
        let backend = self.backend.as_ref()?;
        let Attempt::Busy = backend.lock(false, &mut Vec::new()) else {
            return None;
        };
        Some(Warning::new(
            format!(
                "{} is held by another ttt; going on without waiting, and changes are saved \
                 once it is free",
                backend.show(LOCK_FILE_NAME)
            ),
            "Another ttt is using your saved data right now, so this game started without \
             waiting for it. Your changes are saved as soon as it lets go.",
        ))
    }

    /// The directory, if the data is kept in one.
    pub fn dir(&self) -> Option<&Path> {
        self.backend.as_ref().and_then(|b| b.dir())
    }

    /// Whether the data is kept anywhere at all.
    pub fn is_somewhere(&self) -> bool {
        self.backend.is_some()
    }

    /// Makes the place ready: for a directory, creates it and the lock
    /// file and removes stale temporary files.
    pub fn prepare(&self) -> Vec<Warning> {
        let Some(backend) = &self.backend else {
            let why = format!("no data directory found (give --data-dir or set {DATA_DIR_VAR})");
            return vec![Warning::new(
                format!("{why}; nothing will be saved"),
                "There is no folder to save in, so your scores and settings last until you \
                 close the game.",
            )];
        };
        backend.prepare().unwrap_or_else(|why| vec![why])
    }

    /// The value in `T`'s file: the default if the file is missing, or
    /// damaged (then moved aside, with a warning). Never waits for the
    /// lock: if another ttt holds it, the file is read as it is (whole, as
    /// every write is atomic) and a damaged one is left for the first save
    /// to move aside.
    pub fn load<T: DataFile>(&self) -> (T, Vec<Warning>) {
        let mut warnings = Vec::new();
        let Some(backend) = &self.backend else {
            return (T::default(), warnings);
        };
        if !backend.exists(T::FILE_NAME) {
            return (T::default(), warnings);
        }
        let _lock = match backend.lock(false, &mut warnings) {
            Attempt::Busy => return self.peek::<T>(),
            attempt => attempt,
        };
        let read = read_or_quarantine::<T>(&**backend, &mut warnings);
        (read.map(|(value, _)| value).unwrap_or_default(), warnings)
    }

    /// The value in `T`'s file, touching nothing: no lock, and a damaged
    /// file is left where it is (the default instead, with a warning). For
    /// a look at the data that must not change it, such as a screenshot.
    pub fn peek<T: DataFile>(&self) -> (T, Vec<Warning>) {
        let Some(backend) = &self.backend else {
            return (T::default(), Vec::new());
        };
        let problem = match backend.read(T::FILE_NAME) {
            Ok(Some(bytes)) => match parse_file::<T>(&bytes) {
                Ok(value) => return (value, Vec::new()),
                Err(damage @ Damage::Newer { .. }) => format!("cannot be read: {damage}"),
                Err(damage) => format!("is damaged ({damage})"),
            },
            Ok(None) => return (T::default(), Vec::new()),
            Err(e) => format!("cannot be read ({e})"),
        };
        let why = format!("{} {problem}", backend.show(T::FILE_NAME));
        let player = format!(
            "{} could not be read, so the defaults are shown.",
            capital(T::WHAT)
        );
        (
            T::default(),
            vec![Warning::new(format!("{why}; using defaults"), player)],
        )
    }

    /// Applies `change` to `local` and saves it: under the lock, applies
    /// `change` to what the file holds, writes it back and makes `local`
    /// that result, so another window's changes are kept. If it cannot
    /// save, it applies `change` to `local` alone and warns.
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
        let backend = self.backend.as_ref()?;
        let _lock = backend.lock(true, warnings);
        let (mut value, kept) = read_or_quarantine::<T>(&**backend, warnings)?;
        change(&mut value);
        let text = format_file_keeping(&value, &kept);
        match backend.write(T::FILE_NAME, text.as_bytes()) {
            Ok(()) => Some(value),
            Err(e) => {
                let problem = problem(&e);
                warnings.push(Warning::new(
                    format!(
                        "cannot save {}: {problem} ({e}); the change lives only until the \
                         program ends",
                        backend.show(T::FILE_NAME)
                    ),
                    format!(
                        "{} could not be saved: {problem}. The change lasts until you close \
                         the game.",
                        capital(T::WHAT)
                    ),
                ));
                None
            }
        }
    }
}

/// Reads `T` from its file, with the keys it keeps unread: the default if
/// it is missing, or damaged (then moved aside). `None` if it must not be
/// written over: it could not be read or moved aside, or a newer ttt wrote it.
fn read_or_quarantine<T: DataFile>(
    backend: &dyn Backend,
    warnings: &mut Vec<Warning>,
) -> Option<(T, Kept)> {
    let name = T::FILE_NAME;
    let shown = backend.show(name);
    let bytes = match backend.read(name) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Some(Default::default()),
        Err(e) if e.kind() == io::ErrorKind::NotADirectory => return Some(Default::default()),
        Err(e) => {
            let problem = problem(&e);
            warnings.push(Warning::new(
                format!("cannot read {shown}: {problem} ({e}); using defaults"),
                format!(
                    "{} could not be read ({problem}), so the game uses the defaults and \
                     leaves them alone.",
                    capital(T::WHAT)
                ),
            ));
            return None;
        }
    };
    let damage = match parse_file_keeping::<T>(&bytes) {
        Ok(read) => return Some(read),
        Err(newer @ Damage::Newer { .. }) => {
            warnings.push(newer_warning::<T>(&shown, &newer));
            return None;
        }
        Err(damage) => damage,
    };
    match backend.quarantine(name) {
        Ok(aside) => {
            let kept = aside.rsplit(['/', '\\']).next().unwrap_or(&aside);
            warnings.push(Warning::new(
                format!("{shown} was damaged ({damage}); moved it to {aside} and started afresh"),
                format!(
                    "{} were damaged: a copy was kept aside as {kept}, and {}. Nothing \
                     else was lost.",
                    capital(T::WHAT),
                    T::AFRESH
                ),
            ));
            Some(Default::default())
        }
        Err(e) => {
            let why = format!("{shown} is damaged ({damage}) and cannot be moved aside ({e})");
            warnings.push(Warning::new(
                format!("{why}; using defaults and leaving it alone"),
                format!(
                    "{} are damaged and could not be set aside, so the game leaves them \
                     alone and uses the defaults.",
                    capital(T::WHAT)
                ),
            ));
            None
        }
    }
}

/// The warning for a file a newer ttt wrote: said the same each time, so
/// it is shown once however often a save finds it.
fn newer_warning<T: DataFile>(shown: &str, newer: &Damage) -> Warning {
    Warning::new(
        format!("{shown}: {newer}; left as it is, and nothing is saved to it by this run"),
        format!(
            "{} were saved by a newer version of ttt. This one leaves them as they are and \
             starts from the defaults; what changes now is not kept.",
            capital(T::WHAT)
        ),
    )
}

/// `text` with its first letter a capital: `Your scores`.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
