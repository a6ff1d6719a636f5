//! Data files a newer ttt wrote. A newer format version is left exactly
//! as it is — never moved aside as damage, never written over — while the
//! game plays on the defaults and says so once; a setting this version
//! does not know, in a version it knows, is kept when the file is written
//! back. (So running an older ttt after a newer one loses nothing.)

use crate::support::scratch::{names_in, scratch_dir, stderr, ttt_in};
use crate::support::text::text_in;
use std::fmt::Debug;
use ttt::core::board::{GameResult, Mark, Rules};
use ttt::data::lessons::Lessons;
use ttt::data::store::DataFile;
use ttt::data::store::Store;
use ttt::record::scores::Scores;
use ttt::settings::Settings;
use ttt::strategy::Opponent;

/// A file of kind `T` as a newer ttt might write it.
fn newer<T: DataFile>() -> String {
    if T::FILE_NAME.ends_with(".toml") {
        "# a newer ttt's keys\nshape = [\"round\", 3]\n\n[ttt]\nversion = 2\n".into()
    } else {
        "{\n  \"version\": 2,\n  \"shape\": [\"round\", 3]\n}\n".into()
    }
}

fn damaged_names(dir: &std::path::Path) -> Vec<String> {
    names_in(dir)
        .into_iter()
        .filter(|n| n.contains(".damaged-"))
        .collect()
}

/// Loads a newer file and saves a change to it: neither touches it, both
/// say the same warning (so it is shown once).
fn check_newer<T: DataFile + PartialEq + Debug>(change: fn(&mut T)) {
    let dir = scratch_dir(&format!("newer-{}", T::FILE_NAME));
    let path = dir.join(T::FILE_NAME);
    std::fs::write(&path, newer::<T>()).expect("writable");
    let store = Store::new(Some(dir.to_path_buf()));
    let (value, warnings) = store.load::<T>();
    assert_eq!(value, T::default());
    let [warning] = warnings.as_slice() else {
        panic!("one warning, got {warnings:?}")
    };
    let text = warning.to_string();
    assert!(
        text.contains("a newer ttt wrote it (format version 2; this one reads 1)")
            && text.contains("nothing is saved to it"),
        "{text}"
    );
    assert!(
        warning
            .for_player()
            .contains("saved by a newer version of ttt")
            && !warning.for_player().contains(T::FILE_NAME),
        "{}",
        warning.for_player()
    );
    let mut local = T::default();
    let (saved, again) = store.apply_saved(&mut local, change);
    assert!(!saved, "a newer file is not saved over");
    assert_ne!(local, T::default(), "the change is kept in memory");
    assert_eq!(again, warnings, "said in the same words, so shown once");
    assert_eq!(std::fs::read_to_string(&path).expect("there"), newer::<T>());
    assert_eq!(damaged_names(&dir), Vec::<String>::new());
}

#[test]
fn a_newer_file_is_left_alone_and_not_saved_to() {
    check_newer::<Scores>(|s| {
        s.add(
            ttt::record::Rival::TicTacToe(Opponent::Logo),
            Rules::Standard,
            Mark::X,
            GameResult::Won,
        )
    });
    check_newer::<Settings>(|s| s.side = Mark::O);
    check_newer::<Lessons>(|l| l.record.won += 1);
}

#[test]
fn ttt_text_plays_on_a_newer_file_and_says_so_once() {
    let dir = scratch_dir("newer-text");
    std::fs::write(dir.join("settings.toml"), newer::<Settings>()).expect("writable");
    // Two choices, each a save the newer file refuses.
    let run = text_in(&dir, &[], "c\n1\nr\n2\n");
    assert_eq!(run.status, 0, "{}", run.err);
    let said: Vec<&str> = run
        .err
        .lines()
        .filter(|l| l.contains("newer ttt"))
        .collect();
    assert_eq!(said.len(), 1, "{}", run.err);
    assert!(said[0].starts_with("warning: "), "{}", said[0]);
    assert!(run.out.contains("Choose the rules"), "{}", run.out);
    let kept = std::fs::read_to_string(dir.join("settings.toml")).expect("there");
    assert_eq!(kept, newer::<Settings>());
    assert_eq!(damaged_names(&dir), Vec::<String>::new());
}

#[test]
fn training_on_a_newer_learner_file_fails_and_leaves_it() {
    let dir = scratch_dir("newer-train");
    std::fs::write(dir.join("learner.json"), newer::<Lessons>()).expect("writable");
    let run = ttt_in(&dir, &["train", "--games", "20", "--seed", "1"]);
    assert_eq!(run.status.code(), Some(1), "{}", stderr(&run));
    assert!(
        stderr(&run).contains("a newer ttt wrote it"),
        "{}",
        stderr(&run)
    );
    let kept = std::fs::read_to_string(dir.join("learner.json")).expect("there");
    assert_eq!(kept, newer::<Lessons>());
    assert_eq!(damaged_names(&dir), Vec::<String>::new());
}

#[test]
fn settings_this_version_does_not_know_are_written_back() {
    let dir = scratch_dir("newer-keys");
    let file = "side = \"x\"\ncolour = \"sea-green\"\nopponent = \"logo\"\n\n[hint-style]\nshape = \"arrows\"\n\n[ttt]\nversion = 1\n";
    std::fs::write(dir.join("settings.toml"), file).expect("writable");
    let run = text_in(&dir, &[], "c\n1\n");
    assert_eq!(run.status, 0, "{}", run.err);
    assert!(!run.err.contains("warning"), "{}", run.err);
    let written = std::fs::read_to_string(dir.join("settings.toml")).expect("there");
    assert!(written.contains("\nopponent = \"hyde\"\n"), "{written}");
    assert!(
        written.lines().any(|line| line == "colour = \"sea-green\"")
            && written.ends_with("\n[hint-style]\nshape = \"arrows\"\n\n[ttt]\nversion = 1\n"),
        "{written}"
    );
    assert_eq!(damaged_names(&dir), Vec::<String>::new());
}
