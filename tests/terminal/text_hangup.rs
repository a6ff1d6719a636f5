//! `ttt text` whose terminal goes away: a pseudo-terminal the test opens,
//! `ttt text` playing key by key in it, then the test closes the
//! terminal's other end, as a closed window or a dropped SSH connection
//! does. Whether the terminal was the process's controlling one (then a
//! hang-up signal comes) or not (then nothing but the failing terminal
//! says so), the process saves and leaves at once, as on Q — it neither
//! dies mid-save nor spins.

#![cfg(unix)]

use crate::support::scratch::scratch_dir;
use std::fs::File;
use std::io::{ErrorKind, Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Opens a pseudo-terminal of 80×24: its master end (non-blocking) and
/// its terminal end.
fn open_pty() -> (File, OwnedFd) {
    // SAFETY: plain calls on descriptors this function owns; each result
    // is checked before use.
    unsafe {
        let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY);
        assert!(master >= 0, "posix_openpt");
        assert_eq!(libc::grantpt(master), 0, "grantpt");
        assert_eq!(libc::unlockpt(master), 0, "unlockpt");
        let mut name: [libc::c_char; 128] = [0; 128];
        assert_eq!(libc::ptsname_r(master, name.as_mut_ptr(), name.len()), 0);
        // Close-on-exec, both: a ttt another test starts meanwhile must
        // not hold this terminal open.
        assert_eq!(libc::fcntl(master, libc::F_SETFD, libc::FD_CLOEXEC), 0);
        let slave = libc::open(
            name.as_ptr(),
            libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC,
        );
        assert!(slave >= 0, "open the terminal end");
        let size = libc::winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        assert_eq!(libc::ioctl(slave, libc::TIOCSWINSZ, &size), 0);
        let flags = libc::fcntl(master, libc::F_GETFL);
        assert_eq!(
            libc::fcntl(master, libc::F_SETFL, flags | libc::O_NONBLOCK),
            0
        );
        (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave))
    }
}

/// Starts `ttt text` on the terminal end, in a session of its own; with
/// `controlling`, the terminal becomes its controlling terminal.
fn start(terminal: OwnedFd, dir: &std::path::Path, controlling: bool) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ttt"));
    command
        .args(["text", "--data-dir"])
        .arg(dir)
        .env("TERM", "xterm")
        .env_remove("TTT_DATA_DIR")
        .stdin(Stdio::from(terminal.try_clone().expect("dup")))
        .stdout(Stdio::from(terminal.try_clone().expect("dup")))
        .stderr(Stdio::from(terminal));
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            if libc::setsid() < 0 {
                return Err(std::io::Error::last_os_error());
            }
            if controlling && libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command.spawn().expect("the ttt binary runs")
}

/// Reads what the terminal shows until `until` holds of it (10 s at most).
fn read_until(master: &mut File, shown: &mut Vec<u8>, until: &dyn Fn(&[u8]) -> bool) {
    let start = Instant::now();
    let mut buffer = [0u8; 4096];
    while !until(shown) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "waited 10 s; the terminal shows: {}",
            String::from_utf8_lossy(shown)
        );
        match master.read(&mut buffer) {
            Ok(n) => shown.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(10))
            }
            Err(e) => panic!("reading the terminal: {e}"),
        }
    }
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// How long the process may take to leave once its terminal is gone: it
/// took 0.24-0.25 s in six runs here (2026-11-29); 5 s gives a loaded
/// machine twenty times that, and still fails a process that stays or
/// spins. (A second was a wall-clock bound a busy machine could miss.)
const LEAVES_WITHIN: Duration = Duration::from_secs(5);

/// Plays a choice (Perfect as the opponent), closes the terminal, and
/// checks the process leaves at once, as on Q, with it saved.
fn check_hang_up(name: &str, controlling: bool) {
    let dir = scratch_dir(name);
    let (mut master, terminal) = open_pty();
    let mut child = start(terminal, &dir, controlling);
    let mut shown = Vec::new();
    read_until(&mut master, &mut shown, &|s| contains(s, "Q quit"));
    master.write_all(b"c").expect("a key");
    read_until(&mut master, &mut shown, &|s| {
        contains(s, "Choose your opponent")
    });
    master.write_all(b"6").expect("a key");
    let settings = dir.join("settings.toml");
    read_until(&mut master, &mut shown, &|_| {
        std::fs::read_to_string(&settings).is_ok_and(|s| s.contains("opponent = \"perfect\""))
    });
    drop(master);
    let closed = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if closed.elapsed() > LEAVES_WITHIN {
            let _ = child.kill();
            panic!("ttt text still runs {LEAVES_WITHIN:?} after its terminal closed");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(
        (status.code(), status.signal()),
        (Some(0), None),
        "left as on Q, not killed"
    );
    let saved = std::fs::read_to_string(&settings).expect("saved");
    assert!(saved.contains("opponent = \"perfect\"\n"), "{saved}");
    let strays: Vec<String> = crate::support::scratch::names_in(&dir)
        .into_iter()
        .filter(|n| n.contains(".tmp") || n.contains("damaged"))
        .collect();
    assert!(strays.is_empty(), "{strays:?}");
}

#[test]
fn a_hung_up_controlling_terminal_saves_and_leaves() {
    check_hang_up("hangup-controlling", true);
}

#[test]
fn a_terminal_gone_without_a_signal_saves_and_leaves() {
    check_hang_up("hangup-quiet", false);
}
