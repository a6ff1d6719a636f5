//! The support every test crate shares (`tests/pure`, `tests/window`,
//! `tests/browser`, `tests/terminal`), one copy of each helper: each crate
//! declares it with `#[path = "../support/mod.rs"] mod support;`.

// Each test crate compiles this whole tree and uses the part it needs; an
// item none of the crates uses is found by building them without this
// allowance (`cargo test --no-run` then lists it in every crate).
#![allow(dead_code)]

pub mod oracle;
pub mod scratch;
pub mod text;
pub mod window;

use ttt::core::board::Square;

/// Square `n` (1..=9), for fixtures written as numbers.
pub fn sq(n: u8) -> Square {
    Square::new(n).expect("a square is 1..=9")
}
