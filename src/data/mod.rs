//! The data directory: the shape every data file shares, atomic and
//! damage-aware files, the scores, settings and learner's lessons, and the
//! saver that keeps the window's changes off its thread.

pub mod backend;
pub mod datafile;
pub mod files;
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
pub mod words;
