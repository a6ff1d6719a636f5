//! Nothing typed into `ttt text` makes it panic: random sequences of
//! lines — keys, near-keys and anything at all — played through the line
//! mode on a scratch data directory; every run ends saved, status 0.

use crate::support::scratch::scratch_dir;
use proptest::prelude::*;
use ttt::cli::{run, Launch};
use ttt::terminal::lines::run_lines;

/// A line, mostly one the game understands.
fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[0-9]".prop_map(String::from),
        4 => "[a-zA-Z?]".prop_map(String::from),
        2 => prop::sample::select(vec![
            "", "enter", "esc", "tab", "up", "down", "left", "right", "f1", "10", " 5 ",
        ])
        .prop_map(String::from),
        1 => "[^\n]{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn any_lines_play_and_end_saved(lines in prop::collection::vec(line(), 0..40), opponent in 0usize..7) {
        let dir = scratch_dir("text-no-panic");
        let name = ["logo", "scheme", "dawson", "hyde", "perfect", "learner", "human"][opponent];
        let words: Vec<String> = ["text", "--opponent", name, "--data-dir", &dir.to_string_lossy()]
            .iter()
            .map(|w| w.to_string())
            .collect();
        let Launch::Text(options) = run(&words, &mut &b""[..], &mut Vec::new(), &mut Vec::new()) else {
            panic!("ttt {words:?} is the terminal game");
        };
        let input = lines.join("\n");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = run_lines(&options, &mut input.as_bytes(), &mut out, &mut err, false);
        prop_assert_eq!(status, 0);
        let out = String::from_utf8(out).expect("utf-8");
        let last = out.lines().last().unwrap_or_default();
        prop_assert!(last.starts_with("End of input: everything is saved") || last.starts_with("Quit: everything is saved"), "{}", last);
        prop_assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    }
}
