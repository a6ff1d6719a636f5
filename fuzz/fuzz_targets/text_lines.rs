//! `ttt text` with its input piped: each line one key. The first byte
//! picks the opponent, the side and the rules; the rest is standard input.
//! The data directory is one that cannot exist, so nothing is written.
//! What must hold: no panic (in the game, the screen, the computer's
//! moves); exit status 0; the transcript is text and ends with the
//! farewell; standard error holds only `warning: ...` lines.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ttt::cli::{run, Launch};
use ttt::core::board::Rules;
use ttt::strategy::Opponent;
use ttt::terminal::lines::run_lines;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let opponent = Opponent::ALL[pick as usize % Opponent::ALL.len()].name();
    let side = if pick & 8 == 0 { "x" } else { "o" };
    let rules = Rules::ALL[(pick as usize / 16) % Rules::ALL.len()].name();
    let words = [
        "--data-dir",
        "/dev/null/ttt-fuzz",
        "text",
        "--opponent",
        opponent,
        "--side",
        side,
        "--rules",
        rules,
    ];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let options = match run(&words, &mut &b""[..], &mut out, &mut err) {
        Launch::Text(options) => options,
        other => panic!("ttt text gave {other:?}: {}", String::from_utf8_lossy(&err)),
    };
    let status = run_lines(&options, &mut &input[..], &mut out, &mut err, pick & 4 != 0);
    assert_eq!(status, 0);
    let out = String::from_utf8(out).expect("the transcript is text");
    let last = out.lines().last().unwrap_or_default();
    assert!(last.contains(": everything is saved."), "{last}");
    let err = String::from_utf8(err).expect("warnings are text");
    assert!(err.lines().all(|l| l.starts_with("warning: ")), "{err}");
});
