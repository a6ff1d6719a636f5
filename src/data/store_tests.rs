//! Tests of the data directory's location and of reading without
//! changing anything.

use super::*;
use std::fs;

fn resolve(explicit: Option<&str>, vars: &[(&str, &str)]) -> Option<PathBuf> {
    let env = |name: &str| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| OsString::from(v))
    };
    resolve_dir(explicit.map(Path::new), &env)
}

#[test]
fn the_option_wins_then_the_variable_then_the_platform() {
    let all = [
        ("TTT_DATA_DIR", "/v"),
        ("HOME", "/h"),
        ("XDG_DATA_HOME", "/x"),
        ("APPDATA", "/a"),
    ];
    assert_eq!(resolve(Some("/d"), &all), Some(PathBuf::from("/d")));
    assert_eq!(resolve(None, &all[..1]), Some(PathBuf::from("/v")));
    assert_eq!(resolve(None, &[("TTT_DATA_DIR", "")]), None);
    assert_eq!(resolve(None, &[]), None);
}

#[test]
fn peek_reads_without_touching_a_damaged_file() {
    let dir = std::env::temp_dir().join(format!("ttt-peek-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("writable temporary directory");
    let store = Store::new(Some(dir.clone()));
    let (settings, warnings) = store.peek::<crate::settings::Settings>();
    assert_eq!((settings, warnings), Default::default(), "no file");
    fs::write(dir.join("settings.toml"), "garbage").expect("writable");
    let (settings, warnings) = store.peek::<crate::settings::Settings>();
    assert_eq!(settings, crate::settings::Settings::default());
    assert!(
        warnings[0].to_string().contains("settings.toml is damaged"),
        "{warnings:?}"
    );
    let mut names: Vec<_> = fs::read_dir(&dir).expect("dir").flatten().collect();
    assert_eq!(names.len(), 1, "left alone, no lock file");
    assert_eq!(
        names.pop().map(|e| e.file_name()),
        Some("settings.toml".into())
    );
    let _ = fs::remove_dir_all(&dir);
}

#[cfg(target_os = "linux")]
#[test]
fn linux_follows_the_xdg_convention() {
    let home = ("HOME", "/home/ann");
    assert_eq!(
        resolve(None, &[home]),
        Some(PathBuf::from("/home/ann/.local/share/ttt"))
    );
    assert_eq!(
        resolve(None, &[home, ("XDG_DATA_HOME", "/data")]),
        Some(PathBuf::from("/data/ttt"))
    );
    let relative = ("XDG_DATA_HOME", "data");
    assert_eq!(
        resolve(None, &[home, relative]),
        Some(PathBuf::from("/home/ann/.local/share/ttt"))
    );
}

/// A player's words: no path, no error number, no file-format jargon.
fn plain(said: &str) -> bool {
    !said.contains('/') && !said.contains("os error") && !said.contains(".json:")
}

#[test]
fn a_data_directory_that_is_a_file_is_said_in_words() {
    let base = std::env::temp_dir().join(format!("ttt-file-dir-{}", std::process::id()));
    let _ = fs::remove_dir_all(&base);
    fs::create_dir_all(&base).expect("writable temporary directory");
    fs::write(base.join("ttt"), "a file").expect("writable");
    let warnings = Store::new(Some(base.join("ttt"))).prepare();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let precise = warnings[0].to_string();
    assert!(
        precise.contains("a file is in the way where a folder should be (File exists"),
        "{precise}"
    );
    let player = warnings[0].for_player();
    assert_eq!(
        player,
        "Your scores and settings cannot be saved: a file is in the way where a folder \
         should be. They last until you close the game."
    );
    let _ = fs::remove_dir_all(&base);
}

#[test]
fn a_damaged_file_is_said_in_a_player_s_words() {
    let dir = std::env::temp_dir().join(format!("ttt-damage-words-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("writable temporary directory");
    fs::write(dir.join("scores.json"), "{\"version\": 1, \"scores\": [{").expect("writable");
    let (_, warnings) = Store::new(Some(dir.clone())).load::<crate::record::scores::Scores>();
    let player = warnings[0].for_player();
    assert!(
        player
            .starts_with("Your scores were damaged: a copy was kept aside as scores.json.damaged-")
            && player.ends_with("and they start again from zero. Nothing else was lost."),
        "{player}"
    );
    assert!(plain(player), "{player}");
    assert!(warnings[0].to_string().contains(&dir.display().to_string()));
    let _ = fs::remove_dir_all(&dir);
}
