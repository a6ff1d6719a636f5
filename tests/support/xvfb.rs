//! A private X server (Xvfb) for one test, on the first free display from
//! :140, ended so that it leaves no lock behind.

use super::INSTALL;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A private X server on the first free display number from 140.
pub struct Xvfb {
    child: Child,
    pub display: String,
}

impl Xvfb {
    pub fn start() -> Xvfb {
        for n in 140..400 {
            let lock = format!("/tmp/.X{n}-lock");
            let socket = format!("/tmp/.X11-unix/X{n}");
            clear_if_stale(&lock, &socket);
            if std::path::Path::new(&lock).exists() || std::path::Path::new(&socket).exists() {
                continue;
            }
            let display = format!(":{n}");
            let child = Command::new("Xvfb")
                .args([&display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("cannot start Xvfb ({e}); install it: {INSTALL}"));
            let mut server = Xvfb { child, display };
            if server.wait_ready(&socket) {
                return server;
            }
            let _ = server.child.kill();
        }
        panic!("no free X display found for Xvfb between :140 and :399");
    }

    fn wait_ready(&mut self, socket: &str) -> bool {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return false; // Lost a race for this display; try the next.
            }
            if std::path::Path::new(socket).exists() {
                return true;
            }
            thread::sleep(Duration::from_millis(50));
        }
        false
    }
}

/// Removes a display's lock and socket left by an X server that no longer
/// runs (one killed outright cannot remove them), so that displays are not
/// used up run after run.
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
    }
}
