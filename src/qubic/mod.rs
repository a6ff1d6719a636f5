//! Qubic, tic-tac-toe on a 4×4×4 cube: cells 1..64, the 76 winning lines
//! of four from `core::shape`, positions as two `u64` bitboards with their
//! text, the opponents by level (each move with its reason in the
//! player's voice), the proof that X wins, and the review's verdicts.

pub mod book;
pub mod cell;
pub mod opponent;
pub mod player;
pub mod position;
pub mod prove;
pub mod review;
pub mod threats;
