//! `ttt move -`: batch lines on standard input, through the command line
//! itself. The first byte picks the opponent, the rules and the size of
//! the input's buffer (so lines arrive in pieces); the rest is standard
//! input. What must hold: no panic; exit status 0, or 2 when some line was
//! bad; nothing on standard error; exactly one output line per input line;
//! a line is answered exactly when it reads as a playable `POSITION
//! [SIDE]` (the quick byte parse agrees with the full one) and refused with
//! `error: ...` otherwise.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::io::BufReader;
use ttt::cli::{moves::MAX_LINE, run, Launch};
use ttt::core::board::Rules;
use ttt::core::position::parse_playable_under;

const OPPONENTS: [&str; 6] = ["logo", "scheme", "hyde", "dawson", "perfect", "learner"];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let opponent = OPPONENTS[pick as usize % OPPONENTS.len()];
    let rules = Rules::ALL[(pick as usize / 8) % Rules::ALL.len()];
    let capacity = 1 + (pick as usize / 32) * 7;
    let words = [
        "--data-dir",
        "/dev/null/ttt-fuzz",
        "move",
        "--opponent",
        opponent,
        "--rules",
        rules.name(),
        "-",
    ];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut reader = BufReader::with_capacity(capacity, input);
    let launch = run(&words, &mut reader, &mut out, &mut err);
    let status = match launch {
        Launch::Exit(status) => status,
        other => panic!("ttt move ran {other:?}"),
    };
    assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    let out = String::from_utf8(out).expect("answers are text");
    let answers: Vec<&str> = out.lines().collect();
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if input.is_empty() || input.ends_with(b"\n") {
        lines.pop();
    }
    assert_eq!(answers.len(), lines.len(), "{out}");
    let mut any_bad = false;
    for (line, answer) in lines.iter().zip(&answers) {
        let text = String::from_utf8_lossy(line);
        let words: Vec<&str> = text.split_whitespace().collect();
        let playable = line.len() <= MAX_LINE
            && match words.as_slice() {
                [position] => parse_playable_under(position, None, rules).is_ok(),
                [position, side] => parse_playable_under(position, Some(side), rules).is_ok(),
                _ => false,
            };
        assert_eq!(
            !answer.starts_with("error: "),
            playable,
            "{text:?} -> {answer}"
        );
        any_bad |= !playable;
    }
    assert_eq!(status, if any_bad { 2 } else { 0 });
});
