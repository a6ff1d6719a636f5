//! ttt: tic-tac-toe drawn by a Logo turtle, playing the strategies of the
//! classic books. Everything here is plain data in, data out; only the
//! binary's window shell (`src/main.rs` and `src/shell/`) touches macroquad,
//! so the whole game is tested without a display.
//!
//! The modules, from the bottom layer up; each uses only those above it in
//! this list (`tests/pure/architecture/` checks it):

// Calls into the page or the system are the shell's (src/shell/).
#![forbid(unsafe_code)]

pub mod core;
pub mod qubic;
pub mod strategy;
pub mod settings;
pub mod record;
pub mod picture;
pub mod game;
pub mod net;
pub mod view;
pub mod sound;
pub mod data;
pub mod session;
// A page (wasm) has no terminal, and crossterm does not build there.
#[cfg(not(target_arch = "wasm32"))]
pub mod terminal;
// The command line (clap) and what only it uses stay out of a page.
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
