//! The data directory: serde types in JSON or TOML files, atomic and
//! damage-aware, and the saver that keeps the window's changes off its
//! thread (docs/data.md).

pub mod files;
pub mod format;
pub mod key_value;
pub mod lessons;
pub mod menace;
pub mod samuel;
pub mod seats;
pub mod saver;
pub mod store;

use crate::record::scores::Scores;
use crate::settings::Settings;
use format::DataFile;

/// The page's clock, which the shell installs before it opens the data
/// (`std` has none in a browser).
#[cfg(target_arch = "wasm32")]
static PAGE_CLOCK: std::sync::OnceLock<fn() -> u64> = std::sync::OnceLock::new();

/// Makes `clock` (seconds since 1970) the library's clock in a page; the
/// first one installed stays.
#[cfg(target_arch = "wasm32")]
pub fn set_page_clock(clock: fn() -> u64) {
    let _ = PAGE_CLOCK.set(clock);
}

/// Seconds since 1970-01-01 UTC by the clock (the page's, in the browser,
/// where `std` has no clock); 0 if the clock is before 1970, or in a page
/// whose shell installed none.
pub fn now_seconds() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return PAGE_CLOCK.get().map_or(0, |clock| clock());
    #[cfg(not(target_arch = "wasm32"))]
    return std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
}

impl DataFile for Scores {
    const FILE_NAME: &'static str = "scores.json";
    const WHAT: &'static str = "your scores";
    const AFRESH: &'static str = "they start again from zero";
}

/// TOML for the settings a person may edit; JSON in the web page, whose
/// storage no one edits by hand: the TOML parser would be a fifth of the
/// page's download (docs/performance.md).
impl DataFile for Settings {
    const FILE_NAME: &'static str = if cfg!(target_arch = "wasm32") {
        "settings.json"
    } else {
        "settings.toml"
    };
    const WHAT: &'static str = "your settings";
}

#[cfg(test)]
#[path = "scores_tests.rs"]
mod scores_tests;

#[cfg(test)]
#[path = "settings_tests.rs"]
mod settings_tests;
