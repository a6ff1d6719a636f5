//! The data files as named keys in a key-value store — the browser's
//! localStorage, or memory in tests: `scores.json` is kept under the key
//! `ttt/scores.json`, holding the same text as the file would. A damaged
//! value is copied aside to `ttt/scores.json.damaged-<UTC time>` and
//! reported, as in a directory. A full store or one the browser switched
//! off becomes an error the store turns into a warning.
//!
//! There is no lock: localStorage has none, so two tabs saving at once
//! may lose one's change (one tab's read-modify-write runs whole, but
//! another tab's may overwrite it between frames).

use crate::data::backend::{Backend, Guard, Warning};
use crate::data::files::utc_stamp;
use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::sync::Mutex;

/// The prefix of every key this game keeps.
pub const KEY_PREFIX: &str = "ttt/";

/// A store of text under string keys. Errors are said in words (a full
/// quota, storage switched off).
pub trait KeyValue: fmt::Debug + Send + Sync {
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    fn set(&self, key: &str, value: &str) -> Result<(), String>;
    fn remove(&self, key: &str) -> Result<(), String>;
}

/// The data files as keys in `S`; `clock` gives seconds since 1970, for
/// the names of damaged values moved aside.
#[derive(Debug)]
pub struct Keys<S> {
    store: S,
    clock: fn() -> u64,
}

impl<S: KeyValue> Keys<S> {
    pub fn new(store: S, clock: fn() -> u64) -> Keys<S> {
        Keys { store, clock }
    }

    /// The key that holds file `name`.
    pub fn key(name: &str) -> String {
        format!("{KEY_PREFIX}{name}")
    }
}

fn failed(why: String) -> io::Error {
    io::Error::other(why)
}

impl<S: KeyValue> Backend for Keys<S> {
    /// Tries a write, so storage switched off is found at the start.
    fn prepare(&self) -> Result<Vec<Warning>, Warning> {
        let probe = Self::key(".probe");
        let unavailable = |e| {
            Warning::new(
                format!("the browser's storage is unavailable ({e}); nothing will be saved"),
                "This browser keeps nothing for this page (its storage is off or full), so \
                 your scores and settings last until you close the page.",
            )
        };
        self.store.set(&probe, "").map_err(unavailable)?;
        self.store.remove(&probe).map_err(unavailable)?;
        Ok(Vec::new())
    }

    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        let value = self.store.get(&Self::key(name)).map_err(failed)?;
        Ok(value.map(String::into_bytes))
    }

    fn exists(&self, name: &str) -> bool {
        !matches!(self.store.get(&Self::key(name)), Ok(None))
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let text = std::str::from_utf8(bytes).map_err(|e| failed(e.to_string()))?;
        self.store.set(&Self::key(name), text).map_err(failed)
    }

    /// Copies the value aside, then removes it: a failure part-way leaves
    /// it where it was.
    fn quarantine(&self, name: &str) -> io::Result<String> {
        let key = Self::key(name);
        let value = self.store.get(&key).map_err(failed)?.unwrap_or_default();
        let base = format!("{key}.damaged-{}", utc_stamp((self.clock)()));
        let mut aside = base.clone();
        let mut n = 1;
        while self.store.get(&aside).map_err(failed)?.is_some() {
            n += 1;
            aside = format!("{base}-{n}");
        }
        self.store.set(&aside, &value).map_err(failed)?;
        self.store.remove(&key).map_err(failed)?;
        Ok(aside)
    }

    /// No lock exists: each read-modify-write runs whole within one tab.
    fn lock(&self, _warnings: &mut Vec<Warning>) -> Option<Guard> {
        Some(Box::new(()))
    }

    fn show(&self, name: &str) -> String {
        format!("the browser's storage {}", Self::key(name))
    }
}

/// Keys in memory, with room for `quota` bytes of keys and values (as
/// localStorage has), or none at all when switched off. For tests.
#[derive(Debug, Default)]
pub struct MemoryKeys {
    pub values: Mutex<BTreeMap<String, String>>,
    pub quota: Option<usize>,
    pub off: bool,
}

impl MemoryKeys {
    fn values(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, String>> {
        self.values.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn check_on(&self) -> Result<(), String> {
        match self.off {
            true => Err("SecurityError: storage is disabled".into()),
            false => Ok(()),
        }
    }
}

impl KeyValue for MemoryKeys {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        self.check_on()?;
        Ok(self.values().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        self.check_on()?;
        let mut values = self.values();
        let others: usize = values
            .iter()
            .filter(|(k, _)| *k != key)
            .map(|(k, v)| k.len() + v.len())
            .sum();
        if self
            .quota
            .is_some_and(|q| others + key.len() + value.len() > q)
        {
            return Err("QuotaExceededError: the storage is full".into());
        }
        values.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), String> {
        self.check_on()?;
        self.values().remove(key);
        Ok(())
    }
}

#[cfg(test)]
#[path = "key_value_tests.rs"]
mod tests;
