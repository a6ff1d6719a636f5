//! The rules of the game as data: squares, marks, boards, rule variants,
//! triples, position text, board shapes and the seeded random generator.

pub mod board;
pub mod order;
pub mod position;
pub mod rng;
pub mod rules;
pub mod shape;
pub mod square;
pub mod symmetry;
pub mod triples;
