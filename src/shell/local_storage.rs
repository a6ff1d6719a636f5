//! The browser's localStorage as the library's [`KeyValue`], and the
//! page's clock, through a few functions `web/ttt.js` gives the module
//! (the engine's storage crate drops a failed save without a word; a full
//! quota must be a warning).

use std::sync::Arc;
use ttt::data::key_value::{KeyValue, Keys};
use ttt::data::store::{Store, Warning};

// Imports from the page (`web/ttt.js` adds them to the module's "env").
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn ttt_storage_get(key: *const u8, key_len: usize) -> i32;
    fn ttt_storage_take(into: *mut u8);
    fn ttt_storage_set(key: *const u8, key_len: usize, value: *const u8, value_len: usize) -> i32;
    fn ttt_storage_remove(key: *const u8, key_len: usize) -> i32;
    // Takes nothing, returns a number.
    safe fn ttt_now_seconds() -> f64;
}

const UNAVAILABLE: &str = "localStorage is unavailable (switched off, or a private window)";

/// The page's localStorage (the page's link keeps seats' tokens there too).
#[derive(Debug)]
pub(super) struct LocalStorage;

/// The `len` bytes of text the page holds for the module to take, which
/// the import that returned `len` just put there.
pub(super) fn take(len: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    // SAFETY: the page writes exactly the bytes it holds, `len` of them
    // as the import before said, into a buffer that long.
    unsafe { ttt_storage_take(bytes.as_mut_ptr()) };
    bytes
}

impl KeyValue for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        // SAFETY: the pointer and length are a live &str.
        let length = unsafe { ttt_storage_get(key.as_ptr(), key.len()) };
        let bytes = usize::try_from(length).map(take).map_err(|_| length);
        match bytes {
            Err(-1) => Ok(None),
            Err(_) => Err(UNAVAILABLE.into()),
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|e| e.to_string()),
        }
    }

    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        // SAFETY: live &strs, read by the page before it returns.
        let code = unsafe { ttt_storage_set(key.as_ptr(), key.len(), value.as_ptr(), value.len()) };
        match code {
            0 => Ok(()),
            1 => Err("QuotaExceededError: the browser's storage for this page is full".into()),
            _ => Err(UNAVAILABLE.into()),
        }
    }

    fn remove(&self, key: &str) -> Result<(), String> {
        // SAFETY: a live &str, read by the page before it returns.
        match unsafe { ttt_storage_remove(key.as_ptr(), key.len()) } {
            0 => Ok(()),
            _ => Err(UNAVAILABLE.into()),
        }
    }
}

/// Seconds since 1970 by the page's clock; 0 if it is before 1970.
fn now_seconds() -> u64 {
    ttt_now_seconds().max(0.0) as u64
}

/// The data files in this page's localStorage, prepared; the page's clock
/// is the library's from now on.
pub fn open() -> (Store, Vec<Warning>) {
    ttt::data::set_page_clock(now_seconds);
    let store = Store::with_backend(Arc::new(Keys {
        store: LocalStorage,
        clock: now_seconds,
    }));
    let warnings = store.prepare();
    (store, warnings)
}
