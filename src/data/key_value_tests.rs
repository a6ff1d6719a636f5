//! Tests of the data files kept as keys, with keys in memory: the same
//! texts, the same damage handling, a full or switched-off store as
//! warnings.

use super::*;
use crate::core::board::{GameResult, Mark, Rules};
use crate::data::format::format_file;
use crate::data::store::Store;
use crate::record::scores::Scores;
use crate::settings::Settings;
use crate::strategy::Opponent;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// 1970-01-01 00:01:40 UTC.
fn clock() -> u64 {
    100
}

fn keys(memory: MemoryKeys) -> Arc<Keys<MemoryKeys>> {
    Arc::new(Keys {
        store: memory,
        clock,
    })
}

fn store(keys: &Arc<Keys<MemoryKeys>>) -> Store {
    Store::with_backend(keys.clone())
}

fn value(keys: &Keys<MemoryKeys>, key: &str) -> Option<String> {
    keys.store.values().get(key).cloned()
}

fn won(scores: &mut Scores) {
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Logo),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
}

#[test]
fn a_file_is_kept_as_its_text_under_its_key() {
    let keys = keys(MemoryKeys::default());
    assert_eq!(store(&keys).prepare(), Vec::new());
    let mut scores = Scores::default();
    assert_eq!(store(&keys).apply(&mut scores, won), Vec::new());
    assert_eq!(
        value(&keys, "ttt/scores.json"),
        Some(format_file(&scores)),
        "the file's own text"
    );
    let (again, warnings) = store(&keys).load::<Scores>();
    assert_eq!((again, warnings), (scores, Vec::new()), "read back");
    assert!(value(&keys, "ttt/.probe").is_none(), "the probe is removed");
}

#[test]
fn a_damaged_value_is_kept_aside_and_reported() {
    let keys = keys(MemoryKeys::default());
    let garbage = "side = \"q\"\n\n[ttt]\nversion = 1\n";
    keys.store.set("ttt/settings.toml", garbage).expect("room");
    let (settings, warnings) = store(&keys).load::<Settings>();
    assert_eq!(settings, Settings::default());
    let aside = "ttt/settings.toml.damaged-19700101T000140Z";
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].to_string().contains("was damaged") && warnings[0].to_string().contains(aside),
        "{warnings:?}"
    );
    assert_eq!(value(&keys, aside).as_deref(), Some(garbage));
    assert_eq!(value(&keys, "ttt/settings.toml"), None);
    keys.store.set("ttt/settings.toml", "junk").expect("room");
    let (_, warnings) = store(&keys).load::<Settings>();
    assert!(
        warnings[0].to_string().contains(&format!("{aside}-2")),
        "{warnings:?}"
    );
}

#[test]
fn a_full_store_is_a_warning_and_the_game_keeps_the_change() {
    let memory = MemoryKeys {
        quota: Some(20),
        ..MemoryKeys::default()
    };
    let keys = keys(memory);
    let mut scores = Scores::default();
    let warnings = store(&keys).apply(&mut scores, won);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let said = &warnings[0].to_string();
    assert!(
        said.contains("cannot save the browser's storage ttt/scores.json")
            && said.contains("QuotaExceededError"),
        "{said}"
    );
    let mut expected = Scores::default();
    won(&mut expected);
    assert_eq!(scores, expected, "kept in memory");
}

#[test]
fn storage_switched_off_is_a_warning_from_the_start() {
    let memory = MemoryKeys {
        off: true,
        ..MemoryKeys::default()
    };
    let keys = keys(memory);
    let warnings = store(&keys).prepare();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].to_string().contains("storage is unavailable")
            && warnings[0].to_string().contains("nothing will be saved"),
        "{warnings:?}"
    );
    let (settings, warnings) = store(&keys).load::<Settings>();
    assert_eq!(settings, Settings::default());
    assert!(
        warnings[0].to_string().contains("cannot read"),
        "{warnings:?}"
    );
    let mut scores = Scores::default();
    let warnings = store(&keys).apply(&mut scores, won);
    assert!(
        warnings[0].to_string().contains("cannot read"),
        "{warnings:?}"
    );
    assert!(scores.iter().any(|(_, _, _, t)| t.games() > 0));
}

/// Keys in memory, with room for `quota` bytes of keys and values (as
/// localStorage has), or none at all when switched off.
#[derive(Debug, Default)]
struct MemoryKeys {
    values: Mutex<BTreeMap<String, String>>,
    quota: Option<usize>,
    off: bool,
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
