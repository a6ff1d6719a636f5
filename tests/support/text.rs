//! Support for the `ttt text` tests: the real binary, lines piped in, on a
//! scratch data directory.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a run of `ttt text` left: its status and its two streams.
pub struct Run {
    pub status: i32,
    pub out: String,
    pub err: String,
}

/// `ttt text ARGS... --data-dir DIR` with `input` piped in.
pub fn text_in(dir: &Path, args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .arg("text")
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .env_remove("TTT_DATA_DIR")
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ttt binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    // A run may end (Q) before reading everything: a broken pipe is fine.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let output = child.wait_with_output().expect("ttt finishes");
    Run {
        status: output.status.code().unwrap_or(-1),
        out: String::from_utf8(output.stdout).expect("utf-8 output"),
        err: String::from_utf8(output.stderr).expect("utf-8 errors"),
    }
}

/// The standard game's saved score in `dir` for `opponent` and `side`, as
/// (won, lost, tied); zeros when there is none.
pub fn score(dir: &Path, opponent: &str, side: &str) -> (u64, u64, u64) {
    let store = ttt::data::store::Store::new(Some(dir.to_path_buf()));
    let (scores, _) = store.peek::<ttt::record::scores::Scores>();
    let opponent = ttt::strategy::Opponent::parse(opponent).expect("an opponent");
    let side = ttt::core::board::Mark::parse(side).expect("a side");
    let tally = scores.get(ttt::core::board::Rules::Standard, opponent, side);
    (tally.won, tally.lost, tally.tied)
}

/// The lines of `text` that are exactly `line`.
pub fn count_lines(text: &str, line: &str) -> usize {
    text.lines().filter(|l| *l == line).count()
}
