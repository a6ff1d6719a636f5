//! Qubic, tic-tac-toe on a 4×4×4 cube (SPEC §7, issue 28): cells 1..64,
//! the 76 winning lines of four from `core::shape`, positions as two `u64`
//! bitboards with their text, and the opponents by level, each move with
//! its reason in the player's voice. The 3×3 game does not use this yet.

pub mod book;
pub mod cell;
pub mod opponent;
pub mod player;
pub mod position;
pub mod prove;
pub mod threats;
