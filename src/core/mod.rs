//! The rules of the game as data: squares and marks, the board and its
//! winning combinations, position text, and the seeded random generator
//! the opponents that choose at random are handed.

pub mod board;
pub mod position;
pub mod rng;
pub mod square;
