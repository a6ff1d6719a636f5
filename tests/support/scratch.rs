//! Support for the data-directory tests: a fresh scratch directory per
//! test, and the built `ttt` binary run on it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// An empty directory for one test, under the system's temporary
/// directory; removed when dropped.
pub struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn scratch_dir(test: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("ttt-test-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the temporary directory is writable");
    Scratch(dir)
}

/// `ttt ARGS... --data-dir DIR`, with `TTT_DATA_DIR` cleared.
pub fn ttt_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .env_remove("TTT_DATA_DIR")
        .output()
        .expect("the ttt binary runs")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The names in `dir`, sorted.
pub fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}
