//! Waiting for what a test needs to see: each helper polls for its event
//! (a window mapped, pixels drawn, bytes written) every [`POLL`], up to a
//! deadline generous enough for a loaded two-core machine, and fails
//! loudly with what it last saw. No test sleeps a fixed time hoping that
//! the thing has happened; a fixed span is left only where a test checks
//! that nothing happens, and then [`assert_stays`] looks all through it.

use super::{Game, Shot};
use std::path::Path;
use std::thread;
use std::time::{Duration, Instant};

/// How often the helpers look: often next to a frame, rarely next to the
/// cost of a look (a screenshot takes tens of milliseconds).
pub const POLL: Duration = Duration::from_millis(50);

/// Calls `check` every [`POLL`] until it returns `Ok`, and returns that
/// value; when `timeout` has passed, panics naming `what` and the last
/// reason `check` gave.
pub fn wait_until<T>(
    what: &str,
    timeout: Duration,
    mut check: impl FnMut() -> Result<T, String>,
) -> T {
    let deadline = Instant::now() + timeout;
    loop {
        match check() {
            Ok(value) => return value,
            Err(why) if Instant::now() >= deadline => {
                panic!("waited {timeout:?} for {what}, in vain: {why}")
            }
            Err(_) => thread::sleep(POLL),
        }
    }
}

/// Checks, every [`POLL`] for all of `span`, that `check` holds; panics
/// at the first look where it does not. For a test whose point is that
/// something does not happen: the span must outlast the time the thing
/// would take if it did.
pub fn assert_stays(what: &str, span: Duration, mut check: impl FnMut() -> Result<(), String>) {
    let end = Instant::now() + span;
    loop {
        if let Err(why) = check() {
            panic!("{what} did not hold: {why}");
        }
        if Instant::now() >= end {
            return;
        }
        thread::sleep(POLL);
    }
}

/// Waits until the file at `path` exists and its bytes pass `enough`;
/// returns them.
pub fn wait_for_file_bytes(
    path: &Path,
    what: &str,
    timeout: Duration,
    enough: impl Fn(&[u8]) -> Result<(), String>,
) -> Vec<u8> {
    wait_until(what, timeout, || {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        enough(&bytes).map(|()| bytes)
    })
}

impl Game {
    /// Waits until a screenshot of the window passes `check`, and returns
    /// it. When [`super::play::SETTLE`] has passed, keeps the last shot
    /// under the temporary directory and panics with its path, naming
    /// `what` and the last reason `check` gave.
    pub fn wait_for_pixels(&self, what: &str, check: impl Fn(&Shot) -> Result<(), String>) -> Shot {
        let timeout = super::play::SETTLE;
        let deadline = Instant::now() + timeout;
        loop {
            let shot = self.shot();
            let why = match check(&shot) {
                Ok(()) => return shot,
                Err(why) => why,
            };
            if Instant::now() >= deadline {
                let name = what.replace(|c: char| !c.is_ascii_alphanumeric(), "-");
                let path =
                    std::env::temp_dir().join(format!("ttt-e2e-{}-{name}.png", std::process::id()));
                shot.save(&path);
                panic!(
                    "waited {timeout:?} for the window to show {what}, in vain: {why} \
                     (last shot: {})",
                    path.display()
                );
            }
            thread::sleep(POLL);
        }
    }
}
