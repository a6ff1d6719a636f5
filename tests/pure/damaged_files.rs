//! Damaged data files — empty, truncated, garbage, an unknown version —
//! never stop the game and are never silently overwritten: each is moved
//! aside under a name that says so, reported, and replaced by defaults.
//! (A newer version is not damage: see `newer_files.rs`.)

use crate::support::scratch::{names_in, scratch_dir, stderr, stdout, ttt_in};
use std::fmt::Debug;
use std::path::Path;
use ttt::core::board::Mark;
use ttt::core::board::{GameResult, Rules};
use ttt::data::format::{format_file, parse_file};
use ttt::data::lessons::Lessons;
use ttt::data::store::DataFile;
use ttt::data::store::Store;
use ttt::record::scores::Scores;
use ttt::settings::Settings;
use ttt::strategy::Opponent;

/// Every kind of damage, as (what it is, the file's bytes, words the warning
/// must contain). `valid` is a whole file of kind `T`, with content.
fn damages<T: DataFile>(valid: &str) -> Vec<(&'static str, Vec<u8>, String)> {
    let cut = valid.len() * 2 / 3;
    let toml = T::FILE_NAME.ends_with(".toml");
    let versioned = |body: &str, version: u32| match toml {
        true => format!("{body}\n[ttt]\nversion = {version}\n").into_bytes(),
        false => format!("{{\"version\": {version}, {body}}}").into_bytes(),
    };
    let side = if toml {
        "side = \"nowhere\""
    } else {
        "\"side\": \"nowhere\""
    };
    let garbage = if toml {
        "no format version"
    } else {
        "it is not JSON"
    };
    vec![
        ("empty", Vec::new(), "it is empty".into()),
        ("blank", b"\n  \n".to_vec(), "it is empty".into()),
        (
            "truncated",
            valid.as_bytes()[..cut].to_vec(),
            "truncated".into(),
        ),
        (
            "not text",
            vec![0xff, 0x00, 0xfe, 0x9c, b'\n'],
            "not text".into(),
        ),
        (
            "garbage",
            b"PK\x03\x04 hello\nend\n".to_vec(),
            garbage.into(),
        ),
        (
            "unknown version",
            versioned(side, 0),
            "format version '0' is unknown".into(),
        ),
        (
            "bad value",
            versioned(side, 1),
            format!("it does not hold {}", T::WHAT),
        ),
    ]
}

/// Loads a damaged file, then saves over the same name, and checks that the
/// damaged bytes were moved aside intact, reported, and replaced by defaults.
fn check_damage<T: DataFile + PartialEq + Debug>(
    what: &str,
    bytes: &[u8],
    why: &str,
    change: fn(&mut T),
) {
    let dir = scratch_dir(&format!(
        "damage-{}-{}",
        T::FILE_NAME,
        what.replace(' ', "-")
    ));
    let path = dir.join(T::FILE_NAME);
    std::fs::write(&path, bytes).expect("writable");
    let store = Store::new(Some(dir.to_path_buf()));
    let (value, warnings) = store.load::<T>();
    assert_eq!(value, T::default(), "{what} {}", T::FILE_NAME);
    let [warning] = warnings.as_slice() else {
        panic!("one warning for {what}, got {warnings:?}")
    };
    let aside: Vec<String> = names_in(&dir)
        .into_iter()
        .filter(|n| n.contains(".damaged-"))
        .collect();
    let [aside] = aside.as_slice() else {
        panic!("one file moved aside for {what}: {aside:?}")
    };
    assert!(
        aside.starts_with(&format!("{}.damaged-", T::FILE_NAME)),
        "{aside}"
    );
    for words in ["was damaged", why, aside.as_str()] {
        assert!(
            warning.to_string().contains(words),
            "{what}: '{warning}' should say '{words}'"
        );
    }
    assert!(
        !path.exists(),
        "{what}: the damaged file is moved, not copied"
    );
    let mut local = value;
    assert_eq!(
        store.apply(&mut local, change),
        vec![],
        "{what}: saving afresh"
    );
    assert_eq!(
        std::fs::read(dir.join(aside)).expect("kept"),
        bytes,
        "{what}: kept byte for byte"
    );
    let saved = parse_file::<T>(&std::fs::read(&path).expect("saved")).expect("a whole file");
    assert_eq!(saved, local);
}

fn each_damage<T: DataFile + PartialEq + Debug>(valid: &T, change: fn(&mut T)) {
    for (what, bytes, why) in damages::<T>(&format_file(valid)) {
        check_damage::<T>(what, &bytes, &why, change);
    }
}

fn some_scores() -> Scores {
    let mut scores = Scores::default();
    scores.add(
        ttt::record::Rival::TicTacToe(Opponent::Hyde),
        Rules::Standard,
        Mark::O,
        GameResult::Won,
    );
    scores
}

fn some_lessons() -> Lessons {
    let mut lessons = Lessons::default();
    let mut rng = ttt::core::rng::Rng::seeded(2);
    for n in 0..300 {
        ttt::strategy::train::play_game(
            &mut lessons.memory,
            Opponent::Learner,
            ttt::strategy::train::side_for_game(n),
            ttt::strategy::train::Partner::Random,
            Rules::Standard,
            &mut rng,
        );
    }
    assert!(lessons.memory.lessons() > 0);
    lessons
}

#[test]
fn damaged_scores_are_moved_aside_and_reported() {
    each_damage(&some_scores(), |s| {
        s.add(
            ttt::record::Rival::TicTacToe(Opponent::Logo),
            Rules::Standard,
            Mark::X,
            GameResult::Tied,
        )
    });
}

#[test]
fn damaged_settings_are_moved_aside_and_reported() {
    let settings = Settings {
        side: Mark::O,
        opponent: Opponent::Dawson,
        ..Settings::default()
    };
    each_damage(&settings, |s| s.speed = ttt::settings::Speed::Off);
}

#[test]
fn damaged_lessons_are_moved_aside_and_reported() {
    each_damage(&some_lessons(), |l| l.record.won += 1);
}

/// A file cut short anywhere reads as damaged, never as something else:
/// only the lone final newline may go.
fn check_every_truncation<T: DataFile + PartialEq + Debug>(value: &T) {
    let text = format_file(value);
    for len in 0..text.len() {
        if let Ok(parsed) = parse_file::<T>(&text.as_bytes()[..len]) {
            assert!(
                len == text.len() - 1 && parsed == *value,
                "{len} bytes of {text:?}"
            );
        }
    }
}

#[test]
fn every_truncation_is_caught() {
    check_every_truncation(&some_scores());
    check_every_truncation(&Settings {
        window_width: 1234,
        ..Settings::default()
    });
    check_every_truncation(&some_lessons());
}

#[test]
fn a_data_file_that_cannot_be_read_is_never_written_over() {
    let dir = scratch_dir("unreadable");
    std::fs::create_dir_all(dir.join("scores.json").join("inside")).expect("writable");
    let store = Store::new(Some(dir.to_path_buf()));
    let mut scores = Scores::default();
    let warnings = store.apply(&mut scores, |s| {
        s.add(
            ttt::record::Rival::TicTacToe(Opponent::Logo),
            Rules::Standard,
            Mark::X,
            GameResult::Won,
        )
    });
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("cannot read")),
        "{warnings:?}"
    );
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Logo, Mark::X).won,
        1,
        "the game counts it in memory"
    );
    assert!(
        dir.join("scores.json").join("inside").is_dir(),
        "left alone"
    );
}

#[test]
fn the_command_line_reports_damage_on_standard_error_and_goes_on() {
    let dir = scratch_dir("cli-damage");
    std::fs::write(
        dir.join("scores.json"),
        r#"{"version": 1, "scores": [{"rules": "standard""#,
    )
    .expect("writable");
    std::fs::write(dir.join("learner.json"), "").expect("writable");
    let stats = ttt_in(&dir, &["stats"]);
    assert_eq!(stats.status.code(), Some(0), "{}", stderr(&stats));
    assert!(
        stderr(&stats).starts_with("warning: ")
            && stderr(&stats).contains("scores.json was damaged (it is truncated")
    );
    assert_eq!(stdout(&stats), "no games yet\n");
    let answer = ttt_in(&dir, &["move", "--opponent", "learner", "x___o____"]);
    assert_eq!(answer.status.code(), Some(0), "{}", stderr(&answer));
    assert!(
        stderr(&answer).contains("learner.json was damaged (it is empty)"),
        "{}",
        stderr(&answer)
    );
    let damaged = names_in(&dir)
        .into_iter()
        .filter(|n| n.contains(".damaged-"))
        .count();
    assert_eq!(damaged, 2, "{:?}", names_in(&dir));
}

fn not_a_directory(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("a-file");
    std::fs::write(&file, "not a directory").expect("writable");
    file.join("ttt")
}

#[test]
fn an_unwritable_data_directory_warns_and_the_game_plays_on() {
    let scratch = scratch_dir("unwritable-api");
    let nowhere = not_a_directory(&scratch);
    let (store, warnings) = Store::open(Some(&nowhere));
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("cannot create data directory")),
        "{warnings:?}"
    );
    let (mut scores, warnings) = store.load::<Scores>();
    assert_eq!((scores.clone(), warnings), (Scores::default(), vec![]));
    let warnings = store.apply(&mut scores, |s| {
        s.add(
            ttt::record::Rival::TicTacToe(Opponent::Perfect),
            Rules::Standard,
            Mark::O,
            GameResult::Tied,
        )
    });
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("cannot save")),
        "{warnings:?}"
    );
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Perfect, Mark::O).tied,
        1
    );
    let mut settings = Settings::default();
    assert!(!store.apply(&mut settings, |s| s.side = Mark::O).is_empty());
    assert_eq!(settings.side, Mark::O);
}

#[test]
fn the_command_line_warns_about_an_unwritable_data_directory_and_goes_on() {
    let scratch = scratch_dir("unwritable-cli");
    let nowhere = not_a_directory(&scratch);
    // Training's purpose is its saved lessons, so it fails (1); the rest
    // still do their job.
    for (args, status) in [
        (&["stats"][..], 0),
        (&["stats", "--reset"], 0),
        (&["train", "--games", "20"], 1),
        (&["move", "--opponent", "learner", "_________"], 0),
    ] {
        let output = ttt_in(&nowhere, args);
        assert_eq!(
            output.status.code(),
            Some(status),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(!stdout(&output).is_empty(), "{args:?}");
        let saves = args[0] == "train" || args.contains(&"--reset");
        assert_eq!(
            stderr(&output).contains("warning: cannot"),
            saves,
            "{args:?}: {}",
            stderr(&output)
        );
    }
}
