//! Another ttt holding the data directory's lock (training, or stopped
//! part-way through a save) never holds up the game: `ttt text` answers at
//! once, says the data is busy, plays on, and its changes land once the
//! lock is free. (The window opens through the same session, so the same
//! holds before its first frame.)

use crate::support::scratch::scratch_dir;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};
use ttt::data::store::LOCK_FILE_NAME;

/// Takes the data directory's lock as another ttt would.
fn hold_lock(dir: &std::path::Path) -> File {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(LOCK_FILE_NAME))
        .expect("the lock file opens");
    file.lock().expect("locked");
    file
}

/// Whether a thread of process `pid` is blocked in `flock(2)`, the call
/// under std's `File::lock` on Linux: read from `/proc/PID/task/*/syscall`,
/// whose first word is the number of the call a blocked thread is in.
fn waits_for_a_lock(pid: u32) -> bool {
    #[cfg(target_arch = "x86_64")]
    const FLOCK: &str = "73";
    #[cfg(target_arch = "aarch64")]
    const FLOCK: &str = "32";
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("the child's threads");
    tasks.flatten().any(|task| {
        let call = std::fs::read_to_string(task.path().join("syscall")).unwrap_or_default();
        call.split_whitespace().next() == Some(FLOCK)
    })
}

fn settings(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.toml")).unwrap_or_default()
}

#[test]
fn a_held_lock_neither_stops_the_game_nor_loses_its_changes() {
    let dir = scratch_dir("busy-lock");
    let lock = hold_lock(&dir);
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["text", "--data-dir"])
        .arg(&*dir)
        .env_remove("TTT_DATA_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ttt binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    let (lines, answered) = channel();
    let stdout = child.stdout.take().expect("piped");
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let wait_for = |wanted: &str| loop {
        let line = answered
            .recv_timeout(Duration::from_secs(5))
            .unwrap_or_else(|_| panic!("no '{wanted}' within 5 s"));
        if line.contains(wanted) {
            break;
        }
    };
    wait_for("vs Logo");
    let first = started.elapsed();
    assert!(
        first < Duration::from_secs(2),
        "first screen after {first:?}"
    );
    stdin.write_all(b"c\n6\n").expect("keys");
    wait_for("vs Perfect");
    // The change is made: wait until its save is waiting for the lock.
    let asked = Instant::now();
    while !waits_for_a_lock(child.id()) {
        assert!(
            asked.elapsed() < Duration::from_secs(5),
            "no save waits for the lock 5 s after the change"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        !settings(&dir).contains("opponent = \"perfect\""),
        "saved while the lock was held: {}",
        settings(&dir)
    );
    drop(lock);
    let freed = Instant::now();
    while !settings(&dir).contains("opponent = \"perfect\"") {
        assert!(
            freed.elapsed() < Duration::from_secs(5),
            "not saved 5 s after the lock came free: {}",
            settings(&dir)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(stdin);
    let mut err = String::new();
    let _ = child.stderr.take().expect("piped").read_to_string(&mut err);
    let status = child.wait().expect("ttt finishes");
    assert_eq!(status.code(), Some(0), "{err}");
    let busy: Vec<&str> = err.lines().filter(|l| l.contains("another ttt")).collect();
    assert_eq!(busy.len(), 1, "said once: {err}");
    assert!(busy[0].starts_with("warning: "), "{err}");
}
