//! `ttt stats` and `ttt train` from the outside: where the data goes, what
//! they print, their one-line errors, and the learner's training converging
//! as docs/learner.md reports.

use crate::support::scratch::{names_in, scratch_dir, stderr, stdout, ttt_in};
use std::process::Command;

/// The training games against `random` that seed 1 needs before `prove`
/// finds no loss as X and as O: 5,316 (docs/learning.md; `ttt train
/// --until-proven --seed 1` from an empty memory, 2026-11-25, and again
/// 2026-11-29). Seeded, so the same on every run; the bound was once the
/// worst of seeds 1..=10 (6,299, seed 4), which let seed 1 get 18% worse
/// unseen.
const SEED_1_GAMES_MEASURED: u64 = 5_316;

/// Room over [`SEED_1_GAMES_MEASURED`] for a deliberate small change to
/// the learner: 5%.
const MOST_GAMES: u64 = SEED_1_GAMES_MEASURED * 105 / 100;

#[test]
fn training_from_empty_converges_within_the_measured_bound() {
    let dir = scratch_dir("converges");
    let trained = ttt_in(&dir, &["train", "--until-proven", "--seed", "1"]);
    assert_eq!(trained.status.code(), Some(0), "{}", stderr(&trained));
    let text = stdout(&trained);
    // "proven: no line of play beats it as X (after N games) or as O (after M games)"
    let proven: Vec<u64> = text
        .split("(after ")
        .skip(1)
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect();
    let games = proven
        .iter()
        .copied()
        .max()
        .unwrap_or_else(|| panic!("no 'after N games' in:\n{text}"));
    assert_eq!(proven.len(), 2, "{text}");
    assert!(games <= MOST_GAMES, "{games} games");
    assert!(
        text.starts_with(&format!("trained {games} games against random")),
        "{text}"
    );
    let proved = ttt_in(&dir, &["prove", "--opponent", "learner"]);
    let lines: Vec<String> = stdout(&proved).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    for (line, side) in lines.iter().zip(["x", "o"]) {
        assert!(
            line.starts_with(&format!("learner as {side}: ")) && line.ends_with(", 0 lost"),
            "{line}"
        );
    }
}

#[test]
fn training_reports_and_saves_what_it_did() {
    let dir = scratch_dir("train-report");
    let trained = ttt_in(
        &dir,
        &[
            "train",
            "--games",
            "40",
            "--seed",
            "3",
            "--against",
            "dawson",
        ],
    );
    assert_eq!(
        (trained.status.code(), stderr(&trained)),
        (Some(0), String::new())
    );
    let text = stdout(&trained);
    assert!(
        text.starts_with("trained 40 games against dawson: learner "),
        "{text}"
    );
    assert!(
        text.contains("\nlearner as x: ") && text.contains("\nlearner as o: "),
        "{text}"
    );
    assert!(
        text.trim_end()
            .ends_with("not proven within 40 games: some line of play still beats it as X or as O"),
        "{text}"
    );
    let saved = std::fs::read_to_string(dir.join("learner.json")).expect("saved");
    let lessons = ttt::data::format::parse_file::<ttt::data::lessons::Lessons>(saved.as_bytes());
    let record = lessons.expect("a whole file").record;
    assert_eq!(record.games(), 40, "{record}");
    assert_eq!(names_in(&dir), ["learner.json", "ttt.lock"]);
}

#[test]
fn stats_prints_what_was_played_and_resets() {
    let dir = scratch_dir("stats");
    std::fs::write(dir.join("scores.json"), r#"{"version": 1, "scores": [{"rules": "standard", "opponent": "hyde", "side": "o", "won": 2, "lost": 1, "tied": 4}]}"#).expect("writable");
    let stats = ttt_in(&dir, &["stats"]);
    assert_eq!(
        stdout(&stats),
        "against hyde     as o: 2 won, 1 lost, 4 tied\nagainst the computer, every opponent and rules: 2 won, 1 lost, 4 tied\n"
    );
    // Not on a terminal, it does not ask: without --yes it removes nothing.
    let refused = ttt_in(&dir, &["stats", "--reset"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        stderr(&refused),
        "error: --reset would remove the scores of 7 games: hyde 7; standard input is \
         not a terminal to ask, so pass --yes to reset without asking\n"
    );
    assert!(stdout(&ttt_in(&dir, &["stats"])).starts_with("against hyde"));
    let reset = ttt_in(&dir, &["stats", "--reset", "--yes"]);
    assert_eq!(
        (reset.status.code(), stderr(&reset)),
        (Some(0), String::new())
    );
    assert_eq!(
        stdout(&reset),
        "Removed the scores of 7 games: hyde 7. Past games are kept ('ttt games --clear' \
         removes them).\nno games yet\n"
    );
    assert_eq!(stdout(&ttt_in(&dir, &["stats"])), "no games yet\n");
    // Nothing to remove: nothing to ask.
    let again = ttt_in(&dir, &["stats", "--reset"]);
    assert_eq!(
        (again.status.code(), stdout(&again)),
        (Some(0), "no games yet\n".into())
    );
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let dir = scratch_dir("bad-arguments");
    let cases: [(&[&str], &str); 8] = [
        (
            &["train", "--games", "many"],
            "error: invalid value 'many' for '--games <N>'",
        ),
        (
            &["train", "--seed", "-1"],
            "error: unexpected argument '-1' found",
        ),
        (
            &["train", "--save-every", "0"],
            "error: invalid value '0' for '--save-every <N>': 0 is not in 1..",
        ),
        (
            &["train", "--against", "human"],
            "error: invalid value 'human' for '--against <NAME|random|teacher>': the learner cannot train against 'human' without a window",
        ),
        (
            &["train", "--against", "nobody"],
            "error: invalid value 'nobody' for '--against <NAME|random|teacher>': unknown opponent 'nobody'",
        ),
        (
            &["train", "100"],
            "error: unexpected argument '100' found",
        ),
        (
            &["stats", "--rest"],
            "error: unexpected argument '--rest' found; did you mean '--reset'?",
        ),
        (
            &["stats", "all"],
            "error: unexpected argument 'all' found",
        ),
    ];
    for (args, message) in cases {
        let output = ttt_in(&dir, args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = stderr(&output);
        assert!(
            err.starts_with(message) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
    assert!(
        names_in(&dir).is_empty(),
        "nothing written: {:?}",
        names_in(&dir)
    );
}

/// `ttt stats --reset` with only the environment to say where the data is.
fn reset_with_env(vars: &[(&str, &std::path::Path)]) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ttt"));
    command.args(["stats", "--reset"]);
    for name in ["TTT_DATA_DIR", "XDG_DATA_HOME", "HOME", "APPDATA"] {
        command.env_remove(name);
    }
    for (name, value) in vars {
        command.env(name, value);
    }
    command.output().expect("ttt runs")
}

#[test]
fn the_data_directory_comes_from_the_option_then_the_variable_then_the_platform() {
    let dir = scratch_dir("where");
    let (chosen, home) = (dir.join("chosen"), dir.join("home"));
    let output = reset_with_env(&[("TTT_DATA_DIR", &chosen), ("HOME", &home)]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(chosen.join("scores.json").is_file());
    if cfg!(target_os = "linux") {
        let output = reset_with_env(&[("HOME", &home)]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        assert!(home.join(".local/share/ttt/scores.json").is_file());
        let xdg = dir.join("xdg");
        reset_with_env(&[("HOME", &home), ("XDG_DATA_HOME", &xdg)]);
        assert!(xdg.join("ttt/scores.json").is_file());
    }
    let nowhere = reset_with_env(&[]);
    assert!(
        stderr(&nowhere).contains("warning: no data directory found"),
        "{}",
        stderr(&nowhere)
    );
}
