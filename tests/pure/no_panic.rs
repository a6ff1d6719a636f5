//! Nothing a user types may make the program panic: random positions,
//! sides, arguments and standard input, fed to the parser and the CLI.

use crate::support::scratch::scratch_dir;
use proptest::prelude::*;
use ttt::cli::{run, Launch};
use ttt::core::board::Rules;
use ttt::core::position::parse_playable_under;

/// Words drawn mostly from what the CLI understands, plus anything at all.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("move".to_string()),
        Just("analyze".to_string()),
        Just("prove".to_string()),
        Just("--opponent".to_string()),
        Just("-".to_string()),
        Just("--".to_string()),
        prop::sample::select(vec![
            "logo", "perfect", "hyde", "learner", "human", "all", "x", "o"
        ])
        .prop_map(String::from),
        "[xXoO_.1-9-]{0,11}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn parsing_never_panics(text in any::<String>(), side in prop::option::of(any::<String>())) {
        let _ = parse_playable_under(&text, side.as_deref(), Rules::Standard);
    }

    #[test]
    fn position_like_text_parses_or_explains(text in "[xXoO_.1-9-]{9}", side in "[xoz]?") {
        let side = if side.is_empty() { None } else { Some(side.as_str()) };
        match parse_playable_under(&text, side, Rules::Standard) {
            Ok((board, me)) => prop_assert!(!board.is_finished() && board.to_move() == me),
            Err(e) => prop_assert!(!e.to_string().is_empty() && !e.to_string().contains('\n')),
        }
    }

}

proptest! {
    // Fewer cases: `prove` walks whole game trees.
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn the_cli_never_panics_and_errors_are_one_line(words in prop::collection::vec(word(), 0..5), input in any::<String>()) {
        let scratch = scratch_dir("no-panic");
        let mut line = vec!["--data-dir".to_string(), scratch.display().to_string()];
        line.extend(words);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = match run(&line, &mut input.as_bytes(), &mut out, &mut err) {
            Launch::Exit(status) => status,
            Launch::Window(_) | Launch::Text(_) => 0,
        };
        prop_assert!(status == 0 || status == 2, "{:?}: {}", line, status);
        if status == 2 {
            let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
            prop_assert!(says_why_in_one_line(&out, &err), "{:?}: out {:?}, err {:?}", line, out, err);
        }
    }
}

/// Whether a run that exited 2 said why: one `error: ` line on standard
/// error, or — batch mode (`ttt move -`), which answers each bad line in
/// place — nothing on standard error and an `error: ` line among its
/// answers.
fn says_why_in_one_line(out: &str, err: &str) -> bool {
    if err.is_empty() {
        out.lines().any(|l| l.starts_with("error: "))
    } else {
        err.starts_with("error: ") && err.lines().count() == 1
    }
}
