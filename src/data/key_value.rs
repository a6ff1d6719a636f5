//! The data files as keys in a key-value store (localStorage, or memory in
//! tests): `scores.json` under `ttt/scores.json`, the same text the file
//! would hold. No lock (localStorage has none): two tabs saving at once may
//! lose one's change.

use crate::data::files::{damaged_name, Attempt, Backend, Warning};
use std::{fmt, io};

/// A store of text under string keys; errors are said in words.
pub trait KeyValue: fmt::Debug + Send + Sync {
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    fn set(&self, key: &str, value: &str) -> Result<(), String>;
    fn remove(&self, key: &str) -> Result<(), String>;
}

/// The data files as keys in `store`; `clock` gives seconds since 1970.
#[derive(Debug)]
pub struct Keys<S> {
    pub store: S,
    pub clock: fn() -> u64,
}

fn key(name: &str) -> String {
    format!("ttt/{name}")
}

impl<S: KeyValue> Backend for Keys<S> {
    /// Tries a write, so storage switched off is found at the start.
    fn prepare(&self) -> Result<Vec<Warning>, Warning> {
        let probe = key(".probe");
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
        let value = self.store.get(&key(name)).map_err(io::Error::other)?;
        Ok(value.map(String::into_bytes))
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let text = std::str::from_utf8(bytes).map_err(io::Error::other)?;
        self.store.set(&key(name), text).map_err(io::Error::other)
    }

    /// Copies the value aside, then removes it: a failure part-way leaves
    /// it where it was.
    fn quarantine(&self, name: &str) -> io::Result<String> {
        let key = key(name);
        let get = |key: &str| self.store.get(key).map_err(io::Error::other);
        let value = get(&key)?.unwrap_or_default();
        let aside = damaged_name(&key, (self.clock)(), |k| Ok(get(k)?.is_some()))?;
        self.store.set(&aside, &value).map_err(io::Error::other)?;
        self.store.remove(&key).map_err(io::Error::other)?;
        Ok(aside)
    }

    /// No lock exists: each read-modify-write runs whole within one tab.
    fn lock(&self, _wait: bool, _warnings: &mut Vec<Warning>) -> Attempt {
        Attempt::Held(Box::new(()))
    }

    fn show(&self, name: &str) -> String {
        format!("the browser's storage {}", key(name))
    }
}

#[cfg(test)]
#[path = "key_value_tests.rs"]
mod tests;
