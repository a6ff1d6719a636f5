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

/// Logo's tally as X under the standard rules in the text of a scores file
/// (`scores.json`, or the page's stored copy), or why it does not parse.
pub fn logo_as_x(scores_file: &str) -> Result<ttt::record::scores::Tally, String> {
    use ttt::core::board::{Mark, Rules};
    let scores =
        ttt::data::format::parse_file::<ttt::record::scores::Scores>(scores_file.as_bytes());
    scores
        .map(|s| s.get(Rules::Standard, ttt::strategy::Opponent::Logo, Mark::X))
        .map_err(|damage| damage.to_string())
}
