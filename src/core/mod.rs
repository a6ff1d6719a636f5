//! The rules of the game as data: squares and marks, the board, the rule
//! variants and their winning combinations, the books' triples, position
//! text, board shapes (the 3×3 square, Qubic's cube), and the seeded
//! random generator the opponents that choose at random are handed.

pub mod board;
pub mod order;
pub mod position;
pub mod rng;
pub mod rules;
pub mod shape;
pub mod square;
pub mod symmetry;
pub mod triples;
