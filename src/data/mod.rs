//! The data directory: serde types in JSON or TOML files, atomic and
//! damage-aware, the scores, settings and learner's lessons, and the
//! saver that keeps the window's changes off its thread.

pub mod backend;
pub mod files;
pub mod format;
pub mod key_value;
pub mod learned;
pub mod lessons;
pub mod menace;
#[cfg(target_arch = "wasm32")]
pub mod local_storage;
pub mod samuel;
pub mod saver;
pub mod scores;
pub mod settings;
pub mod store;
