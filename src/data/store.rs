//! The data directory: where it is, and reading and writing any
//! [`DataFile`] in it safely through its [`Backend`] (atomic writes, the
//! lock, damaged files moved aside). Every problem becomes a [`Warning`].

pub use crate::data::files::{print_warnings, Warning, LOCK_FILE_NAME};
pub use crate::data::format::DataFile;

use crate::data::files::{problem, Attempt, Backend, Directory};
use crate::data::format::{format_file_keeping, parse_file_keeping, Damage, Kept};
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub const DATA_DIR_VAR: &str = "TTT_DATA_DIR";

/// Where the data lives: `explicit` (from `--data-dir`), else `$TTT_DATA_DIR`,
/// else the platform's per-user data directory plus `ttt` (docs/data.md).
pub fn resolve_dir(
    explicit: Option<&Path>,
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Option<PathBuf> {
    let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = explicit
        .map(Path::to_path_buf)
        .or_else(|| var(DATA_DIR_VAR))
    {
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
    /// A store in `dir` (`None`: nothing is read or saved).
    pub fn new(dir: Option<PathBuf>) -> Store {
        Store {
            backend: dir.map(|dir| Arc::new(Directory(dir)) as Arc<dyn Backend>),
        }
    }

    /// A store kept by `backend` (the browser's storage, say).
    pub fn with_backend(backend: Arc<dyn Backend>) -> Store {
        Store {
            backend: Some(backend),
        }
    }

    /// The store [`resolve_dir`] finds. Touches nothing: for commands that
    /// only read.
    pub fn locate(explicit: Option<&Path>) -> Store {
        Store::new(resolve_dir(explicit, &|name| std::env::var_os(name)))
    }

    /// [`Store::locate`] and [`Store::prepare`]: for the window and the
    /// commands that save.
    pub fn open(explicit: Option<&Path>) -> (Store, Vec<Warning>) {
        let store = Store::locate(explicit);
        let warnings = store.prepare();
        (store, warnings)
    }

    /// The warning that another ttt holds the lock right now, for a game
    /// that opens without waiting and saves once the lock is free.
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

    pub fn dir(&self) -> Option<&Path> {
        self.backend.as_ref().and_then(|b| b.dir())
    }

    pub fn is_somewhere(&self) -> bool {
        self.backend.is_some()
    }

    /// Makes the place ready: for a directory, creates it and the lock
    /// file and removes temporary files a killed process left.
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
    /// damaged (then moved aside, with a warning). Never waits for the lock:
    /// if another ttt holds it, a damaged file is left for the first save.
    pub fn load<T: DataFile>(&self) -> (T, Vec<Warning>) {
        self.read_now(true)
    }

    /// [`Store::load`] touching nothing: no lock, and a damaged file is
    /// left where it is. For a look that must not change the data, such as
    /// a screenshot.
    pub fn peek<T: DataFile>(&self) -> (T, Vec<Warning>) {
        self.read_now(false)
    }

    fn read_now<T: DataFile>(&self, touch: bool) -> (T, Vec<Warning>) {
        let mut warnings = Vec::new();
        let value = self.backend.as_ref().and_then(|backend| {
            // A missing file is the default, without the lock.
            let touch = touch && !matches!(backend.read(T::FILE_NAME), Ok(None));
            let lock = touch.then(|| backend.lock(false, &mut warnings));
            let may_move = lock.as_ref().is_some_and(|l| !matches!(l, Attempt::Busy));
            read(&**backend, may_move, &mut warnings)
        });
        (value.map(|(value, _)| value).unwrap_or_default(), warnings)
    }

    /// Applies `change` to what `T`'s file holds, under the lock, saves it
    /// and makes `local` that, so another window's changes are kept; if it
    /// cannot save, applies `change` to `local` alone and warns.
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
        let saved = self.backend.as_ref().and_then(|backend| {
            let _lock = backend.lock(true, &mut warnings);
            let (mut value, kept) = read::<T>(&**backend, true, &mut warnings)?;
            change(&mut value);
            let text = format_file_keeping(&value, &kept);
            let Err(e) = backend.write(T::FILE_NAME, text.as_bytes()) else {
                return Some(value);
            };
            let (problem, shown) = (problem(&e), backend.show(T::FILE_NAME));
            warnings.push(warning(
                T::WHAT,
                format!(
                    "cannot save {shown}: {problem} ({e}); the change lives only until the \
                     program ends"
                ),
                format!(
                    "could not be saved: {problem}. The change lasts until you close the game."
                ),
            ));
            None
        });
        let is_saved = saved.is_some();
        match saved {
            Some(saved) => *local = saved,
            None => change(local),
        }
        (is_saved, warnings)
    }
}

/// Reads `T` from its file, with the keys it keeps unread: the default if
/// it is missing, or damaged (then moved aside if `may_move`). `None` if it
/// must not be written over: it could not be read or moved aside, or a
/// newer ttt wrote it.
fn read<T: DataFile>(
    backend: &dyn Backend,
    may_move: bool,
    warnings: &mut Vec<Warning>,
) -> Option<(T, Kept)> {
    let failure = match backend.read(T::FILE_NAME) {
        Ok(None) => return Some(Default::default()),
        Ok(Some(bytes)) => match parse_file_keeping(&bytes) {
            Ok(read) => return Some(read),
            Err(damage) => Err(damage),
        },
        Err(e) => Ok(e),
    };
    let file = [T::FILE_NAME, T::WHAT, T::AFRESH];
    not_read(backend, file, failure, may_move, warnings).then(Default::default)
}

/// The rest of `read`, one copy for every file (the page's module stays
/// small): says why the file `[name, what, afresh]` could not be read (`Ok`)
/// or is damaged (`Err`), moving it aside if `may_move`. Whether to start
/// from the defaults (`false`: the file must not be written over).
fn not_read(
    backend: &dyn Backend,
    [name, what, afresh]: [&str; 3],
    failure: Result<io::Error, Damage>,
    may_move: bool,
    warnings: &mut Vec<Warning>,
) -> bool {
    let shown = backend.show(name);
    let (text, player) = match failure {
        Ok(e) if e.kind() == io::ErrorKind::NotADirectory => return true,
        Ok(e) => {
            let problem = problem(&e);
            (
                format!("cannot read {shown}: {problem} ({e}); using defaults"),
                format!(
                    "could not be read ({problem}), so the game uses the defaults and leaves \
                     them alone."
                ),
            )
        }
        // Said the same each time, so it is shown once.
        Err(newer @ Damage::Newer { .. }) => (
            format!("{shown}: {newer}; left as it is, and nothing is saved to it by this run"),
            "were saved by a newer version of ttt. This one leaves them as they are and \
             starts from the defaults; what changes now is not kept."
                .into(),
        ),
        Err(damage) => {
            let aside = match may_move {
                true => (backend.quarantine(name))
                    .map_err(|e| format!(" and cannot be moved aside ({e})")),
                false => Err(String::new()),
            };
            let why = match aside {
                Err(why) => why,
                Ok(aside) => {
                    let kept = aside.rsplit(['/', '\\']).next().unwrap_or(&aside);
                    let text = format!(
                        "{shown} was damaged ({damage}); moved it to {aside} and started afresh"
                    );
                    let player = format!(
                        "were damaged: a copy was kept aside as {kept}, and {afresh}. Nothing \
                         else was lost."
                    );
                    warnings.push(warning(what, text, player));
                    return true;
                }
            };
            (
                format!("{shown} is damaged ({damage}){why}; using defaults and leaving it alone"),
                "are damaged, so the game leaves them alone and uses the defaults.".into(),
            )
        }
    };
    warnings.push(warning(what, text, player));
    false
}

/// A warning about the file holding `what`; the player's words go on from
/// it: `Your scores` + ` could not be saved`.
fn warning(what: &str, text: String, player: impl std::fmt::Display) -> Warning {
    let mut what = what.chars();
    let first = what.next().map(|c| c.to_uppercase().collect::<String>());
    let player = format!("{}{} {player}", first.unwrap_or_default(), what.as_str());
    Warning::new(text, player)
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
