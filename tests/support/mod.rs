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

use clap::Parser;
use ttt::cli::args::{protect_positions, Cli};
use ttt::core::board::Square;
use ttt::session::options::RunOptions;

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

/// The window's options for `words` (everything after `ttt`), as the
/// command line parses them; the message on error is one line.
pub fn parse_window_options(words: &[String]) -> Result<RunOptions, String> {
    let words = std::iter::once("ttt").chain(words.iter().map(String::as_str));
    let cli =
        Cli::try_parse_from(protect_positions(words)).map_err(|e| ttt::cli::one_line(&e, None))?;
    if cli.command.is_some() {
        return Err("a command is not a window option".into());
    }
    ttt::cli::window::window_options(&cli.window, cli.data_dir)
}
