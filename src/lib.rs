//! ttt: tic-tac-toe drawn by a Logo turtle, playing the strategies of the
//! classic books. Everything here is plain data in, data out; only the
//! binary's window shell (`src/main.rs` and the modules it alone uses) touches
//! macroquad, so the whole game is tested without a display.

pub mod square;
pub mod board;
pub mod position;
pub mod rng;
pub mod strategy;
pub mod prove;
pub mod cli;
pub mod datafile;
pub mod files;
pub mod store;
pub mod scores;
pub mod settings;
pub mod lessons;
pub mod train;
pub mod cli_data;
pub mod turtle;
pub mod picture;
pub mod layout;
pub mod glyphs;
pub mod strokes;
pub mod input;
pub mod messages;
pub mod game;
mod play;
mod scoreboard;
mod controls;
pub mod status;
pub mod scene;
pub mod options;
pub mod saver;
pub mod session;
pub mod frame_stats;
