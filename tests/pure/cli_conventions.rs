//! The command line behaves like a well-kept tool: help and version
//! everywhere, suggestions, global options anywhere, completions, and no
//! false successes (write errors, unsaved lessons, a window that cannot
//! open). The real binary, as a person or a script runs it.

use crate::support::scratch::{names_in, scratch_dir, stderr, stdout};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const SUBCOMMANDS: [&str; 9] = [
    "text",
    "move",
    "analyze",
    "prove",
    "stats",
    "train",
    "review",
    "rules",
    "completions",
];

fn ttt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .env_remove("TTT_DATA_DIR")
        .env("DISPLAY", "")
        .output()
        .expect("the ttt binary runs")
}

/// `ttt ARGS` with standard output on `/dev/full`.
fn ttt_to_full(args: &[&str]) -> Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full exists on Linux");
    Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .env_remove("TTT_DATA_DIR")
        .stdout(full)
        .output()
        .expect("the ttt binary runs")
}

#[test]
fn every_command_has_help_with_an_example_and_a_version() {
    let version = format!("ttt {}\n", env!("CARGO_PKG_VERSION"));
    for flag in ["--version", "-V"] {
        assert_eq!(stdout(&ttt(&[flag])), version);
    }
    for command in SUBCOMMANDS {
        for help in [
            ttt(&[command, "--help"]),
            ttt(&[command, "-h"]),
            ttt(&["help", command]),
        ] {
            let text = stdout(&help);
            assert_eq!(help.status.code(), Some(0), "{command}: {}", stderr(&help));
            assert!(text.contains(&format!("Usage: ttt {command}")), "{text}");
            assert!(text.contains("Examples:\n  ttt "), "{command}: {text}");
        }
        let version = ttt(&[command, "--version"]);
        assert_eq!(
            stdout(&version),
            format!("ttt-{command} {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    let top = stdout(&ttt(&["--help"]));
    for command in SUBCOMMANDS {
        assert!(top.contains(&format!("\n  {command} ")), "{top}");
    }
}

/// `ttt ARGS` fails with status 2 and one `error:` line containing `part`.
fn check_usage_error(args: &[&str], part: &str) {
    let output = ttt(args);
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert!(
        err.starts_with("error: ") && err.lines().count() == 1 && err.contains(part),
        "{args:?}: {err}"
    );
}

#[test]
fn mistakes_get_a_suggestion() {
    check_usage_error(&["mvoe", "x________"], "did you mean 'move'?");
    check_usage_error(
        &["move", "--oponent", "logo", "x________"],
        "did you mean '--opponent'?",
    );
    check_usage_error(&["stats", "--rest"], "did you mean '--reset'?");
    check_usage_error(
        &["--opponent", "dawson", "move", "x________"],
        "window option",
    );
    check_usage_error(
        &["move", "--opponent", "hyd", "x________"],
        "did you mean 'hyde'?",
    );
}

#[test]
fn the_data_directory_goes_before_or_after_the_command_or_in_the_environment() {
    let dir = scratch_dir("cli-data-dir");
    std::fs::write(
        dir.join("scores.json"),
        r#"{"version": 1, "scores": [{"rules": "standard", "opponent": "dawson", "side": "x", "won": 1, "lost": 0, "tied": 0}]}"#,
    )
    .expect("writable");
    let dir_text = dir.to_str().expect("a UTF-8 temporary path");
    let expected = "against dawson   as x: 1 won, 0 lost, 0 tied\n";
    for args in [
        vec!["--data-dir", dir_text, "stats"],
        vec!["stats", "--data-dir", dir_text],
        vec![&format!("--data-dir={dir_text}"), "stats"],
    ] {
        let output = ttt(&args.iter().map(|s| s.as_ref()).collect::<Vec<_>>());
        assert!(stdout(&output).starts_with(expected), "{args:?}");
    }
    let from_env = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .arg("stats")
        .env("TTT_DATA_DIR", &*dir)
        .output()
        .expect("runs");
    assert!(stdout(&from_env).starts_with(expected));
}

#[test]
fn positions_may_start_with_a_dash() {
    let output = ttt(&["move", "--x.o----"]);
    assert_eq!(stdout(&output), "2 advance\n", "{}", stderr(&output));
    let output = ttt(&["move", "--opponent", "perfect", "---------", "x"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn bash_completes_commands_options_and_opponents() {
    let script = stdout(&ttt(&["completions", "bash"]));
    let complete = |line: &str| -> String {
        let words: Vec<&str> = line.split(' ').collect();
        let program = format!(
            "{script}\nCOMP_WORDS=({line})\nCOMP_CWORD={}\n_ttt ttt '{}' '{}'\necho \"${{COMPREPLY[*]}}\"",
            words.len() - 1,
            words[words.len() - 1],
            words[words.len() - 2]
        );
        let output = Command::new("bash")
            .arg("-c")
            .arg(program)
            .output()
            .expect("bash runs");
        stdout(&output)
    };
    assert!(complete("ttt mo").contains("move"));
    assert!(complete("ttt move --op").contains("--opponent"));
    let opponents = complete("ttt move --opponent ");
    assert!(
        opponents.contains("dawson") && opponents.contains("perfect"),
        "{opponents}"
    );
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let output = ttt(&["completions", shell]);
        assert_eq!(output.status.code(), Some(0));
        assert!(stdout(&output).contains("analyze"), "{shell}");
    }
}

#[test]
fn output_that_cannot_be_written_is_an_error() {
    for args in [
        &["prove", "--opponent", "logo"][..],
        &["stats"],
        &["--help"],
        &["rules"],
        &["completions", "bash"],
        &["move", "x________"],
    ] {
        let output = ttt_to_full(args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).starts_with("error: cannot write standard output: No space left"),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn a_closed_pipe_is_quiet() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["move", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("piped");
    let _ = stdin.write_all("x________\n".repeat(100_000).as_bytes());
    drop(stdin);
    let output = child.wait_with_output().expect("ends");
    assert_eq!(
        (output.status.code(), stderr(&output)),
        (Some(0), String::new())
    );
}

#[test]
fn training_that_cannot_save_fails() {
    let dir = scratch_dir("cli-train-unsaved");
    let blocked = dir.join("a-file");
    std::fs::write(&blocked, "not a directory").expect("writable");
    let output = ttt(&[
        "train",
        "--games",
        "10",
        "--data-dir",
        blocked.to_str().expect("utf-8"),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).ends_with("error: the lessons were not saved\n"));
    assert!(stdout(&output).starts_with("trained 10 games"));
    let saved = ttt(&[
        "train",
        "--games",
        "10",
        "--data-dir",
        dir.to_str().expect("utf-8"),
    ]);
    assert_eq!(saved.status.code(), Some(0), "{}", stderr(&saved));
    assert!(names_in(&dir).contains(&"learner.json".to_string()));
}

#[test]
fn a_window_without_a_display_says_why_and_what_to_do() {
    let dir = scratch_dir("cli-no-display");
    let data = dir.to_str().expect("utf-8");
    let unset = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["--data-dir", data])
        .env_remove("DISPLAY")
        .output()
        .expect("runs");
    let err = stderr(&unset);
    assert_eq!(unset.status.code(), Some(1), "{err}");
    assert!(
        err.contains("DISPLAY is not set") && err.contains("'ttt move'"),
        "{err}"
    );
    // A display number nobody serves.
    let absent = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["--data-dir", data])
        .env("DISPLAY", ":213")
        .output()
        .expect("runs");
    let err = stderr(&absent);
    assert_eq!(absent.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot reach the display ':213'"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
