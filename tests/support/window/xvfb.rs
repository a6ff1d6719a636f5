//! A private X server (Xvfb) for one test, on the first free display from
//! :140, ended so that it leaves no lock behind.

use super::INSTALL;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// A private X server on the first free display number from 140.
pub struct Xvfb {
    child: Child,
    pub display: String,
}

impl Xvfb {
    pub fn start() -> Xvfb {
        Xvfb::start_with(&[])
    }

    /// A private X server started with more arguments (`-extension GLX`:
    /// without GLX).
    pub fn start_with(extra: &[&str]) -> Xvfb {
        for n in 140..400 {
            let lock = format!("/tmp/.X{n}-lock");
            let socket = format!("/tmp/.X11-unix/X{n}");
            clear_if_stale(&lock, &socket);
            if std::path::Path::new(&lock).exists() || std::path::Path::new(&socket).exists() {
                continue;
            }
            let display = format!(":{n}");
            // -noreset: by default the server resets when its last client
            // disconnects, and a connection still being set up then is
            // dropped; an xdotool search ending just as the game connected
            // made the game fail XOpenDisplay. -displayfd: Xvfb writes its
            // display number to standard output once it accepts
            // connections (its socket exists a little earlier).
            let child = Command::new("Xvfb")
                .args([&display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"])
                .args(["-noreset", "-displayfd", "1"])
                .args(extra)
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("cannot start Xvfb ({e}); install it: {INSTALL}"));
            let mut server = Xvfb { child, display };
            if server.wait_ready() {
                return server;
            }
            let _ = server.child.kill();
            let _ = server.child.wait();
        }
        panic!("no free X display found for Xvfb between :140 and :399");
    }

    /// Whether the server said it is ready within 10 s; `false` if it
    /// exited first (it lost a race for this display: try the next).
    fn wait_ready(&mut self) -> bool {
        let Some(stdout) = self.child.stdout.take() else {
            return false;
        };
        let (ready, said) = mpsc::channel();
        thread::spawn(move || {
            let mut line = String::new();
            let read = BufReader::new(stdout).read_line(&mut line);
            let _ = ready.send(matches!(read, Ok(n) if n > 0));
        });
        said.recv_timeout(Duration::from_secs(10)).unwrap_or(false)
    }
}

/// Removes a display's lock and socket left by an X server that no longer
/// runs (one killed outright, as these tests once did, cannot remove them),
/// so that displays are not used up run after run.
fn clear_if_stale(lock: &str, socket: &str) {
    let Ok(text) = std::fs::read_to_string(lock) else {
        return;
    };
    let Ok(pid) = text.trim().parse::<u32>() else {
        return;
    };
    if !std::path::Path::new(&format!("/proc/{pid}")).exists() {
        let _ = std::fs::remove_file(socket);
        let _ = std::fs::remove_file(lock);
    }
}

impl Drop for Xvfb {
    /// SIGTERM, so the server removes its lock and socket; SIGKILL if it
    /// has not gone within two seconds.
    fn drop(&mut self) {
        let pid = self.child.id().to_string();
        let _ = Command::new("kill").args(["-TERM", &pid]).status();
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Killed, it could not remove its socket (and, started with
        // -displayfd, it has no lock file): remove it here.
        let n = self.display.trim_start_matches(':');
        let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{n}"));
    }
}
