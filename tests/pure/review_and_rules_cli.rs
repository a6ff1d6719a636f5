//! `ttt review` and `ttt rules` as a person and a script run them: the
//! real binary, its output and its exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn ttt(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .env_remove("TTT_DATA_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ttt binary runs");
    let mut input = child.stdin.take().expect("piped");
    input.write_all(stdin.as_bytes()).expect("ttt reads");
    drop(input);
    child.wait_with_output().expect("ttt ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_logo_chapter_s_game_has_one_mistake_at_move_4() {
    let output = ttt(&["review", "5", "1", "9", "6", "8", "2", "7"], "");
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(out.lines().filter(|l| l.contains("  mistake (")).count(), 1);
    assert!(
        out.ends_with("first mistakes: x none; o move 4 (o 6)\n"),
        "{out}"
    );
    let json = ttt(&["review", "--json", "x5", "o1", "x9", "o6"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value["first_mistakes"]["o"], 4);
    assert_eq!(value["moves"][3]["mistake"], true);
}

#[test]
fn a_game_played_on_after_an_early_tie_is_reviewed_to_its_end() {
    // The Logo program plays on to a full board (`tiedp`); this game is
    // an early tie after move 8, and move 9 changes nothing.
    let output = ttt(&["review", "4", "1", "7", "3", "2", "8", "9", "6", "5"], "");
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(out.contains(" 9  x 5  draw -> draw\n"), "{out}");
    assert!(
        out.contains(
            "early tie after move 8: no line can still be won; the moves after it change nothing\n"
        ),
        "{out}"
    );
    // The fuzzer's find: a report with an early tie has a line a move,
    // the first mistakes, and the note of the tie.
    let tied = ttt(
        &[
            "review",
            "--rules",
            "no-diagonals",
            "5",
            "2",
            "1",
            "7",
            "9",
            "6",
            "8",
        ],
        "",
    );
    assert_eq!(
        text(&tied.stdout).lines().count(),
        1 + 7 + 2,
        "{}",
        text(&tied.stdout)
    );
    let json = ttt(
        &[
            "review", "--json", "4", "1", "7", "3", "2", "8", "9", "6", "5",
        ],
        "",
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value["early_tie"], 8);
    // After a full board or a win, nothing more can be played.
    let over = ttt(
        &["review", "4", "1", "7", "3", "2", "8", "9", "6", "5", "5"],
        "",
    );
    assert_eq!(over.status.code(), Some(2));
    assert!(text(&over.stderr).contains("move 10 (5) comes after the game is over"));
}

#[test]
fn the_window_s_printed_lines_are_read_back() {
    let printed = "x 5\no 1 corner\nx 9\no 6 advance\nYou win!\n";
    let from_lines = ttt(&["review", "-"], printed);
    let from_words = ttt(&["review", "5", "1", "9", "6"], "");
    assert_eq!(from_lines.status.code(), Some(0));
    assert_eq!(text(&from_lines.stdout), text(&from_words.stdout));
}

#[test]
fn bad_games_are_one_line_errors() {
    for (args, stdin) in [
        (&["review", "5", "5"][..], ""),
        (&["review", "5", "10"], ""),
        (&["review", "--rules", "hexagonal", "5"], ""),
        (&["review", "-"], "nothing here\n"),
        (&["review"], ""),
    ] {
        let output = ttt(args, stdin);
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

#[test]
fn rules_names_every_variant_with_its_value() {
    let output = ttt(&["rules"], "");
    let out = text(&output.stdout);
    assert_eq!(out.lines().count(), 4, "{out}");
    assert!(out
        .lines()
        .next()
        .is_some_and(|l| l.starts_with("standard") && l.ends_with("a draw")));
    let json = ttt(&["rules", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value.as_array().map(Vec::len), Some(4), "{value}");
}

#[test]
fn move_analyze_and_prove_follow_the_rules_given() {
    // With o on 3, x on 1 and 2 threatens nothing in the standard game;
    // under the corner L it threatens 4 (1 2 4).
    let output = ttt(&["move", "xxo______"], "");
    assert_eq!(text(&output.stdout), "9 advance\n");
    let output = ttt(&["move", "--rules", "corner-l", "xxo______"], "");
    assert_eq!(text(&output.stdout), "4 block\n");
    let output = ttt(&["analyze", "--rules", "no-diagonals", "x___o____"], "");
    assert!(text(&output.stdout).contains("rules     no-diagonals\n"));
    let output = ttt(
        &["prove", "--opponent", "perfect", "--rules", "corner-l"],
        "",
    );
    assert!(
        text(&output.stdout).contains("0 lost"),
        "{}",
        text(&output.stdout)
    );
}
