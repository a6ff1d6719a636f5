//! A panic before the window's first frame is the machine failing to open
//! a window (no display, no OpenGL), not a bug: which one, read from where
//! miniquad panicked. On X11 the usual causes are found before opening
//! (`probe`); this reading of miniquad's panic texts is the fallback for
//! what shows only later (a driver that will not make a context), and
//! `failure_tests.rs` checks it against the vendored miniquad's texts.

use std::sync::atomic::{AtomicI32, Ordering};
use ttt::cli::window::WindowFailure;
use ttt::cli::FAILED;

/// Reads a panic from the window layer before its first frame: a failure
/// to open it (which is the machine's setup, not a bug) or `None` for a
/// bug. `file` is where the panic happened.
pub fn window_failure(message: &str, file: &str, display: Option<&str>) -> Option<WindowFailure> {
    if !file.contains("miniquad") {
        return None;
    }
    if message.contains("XOpenDisplay") {
        return Some(WindowFailure::NoDisplay(display.map(str::to_string)));
    }
    let gl = ["glx", "egl", "GLX", "EGL", "libGL", "surface creation"];
    let what = match message {
        m if m.contains("called `Option::unwrap()` on a `None` value")
            || m.contains("called `Result::unwrap()`") =>
        {
            "no usable GLX or EGL driver was found".to_string()
        }
        m => m.to_string(),
    };
    let in_gl_code = gl.iter().any(|g| file.contains(g) || message.contains(g))
        || file.ends_with("linux_x11.rs");
    in_gl_code.then_some(WindowFailure::NoOpenGl(what))
}

/// The exit status a panic in the window chose: a window that cannot open
/// is the machine's setup (1); anything else is a bug (101).
static PANIC_STATUS: AtomicI32 = AtomicI32::new(BUG);
const BUG: i32 = 101;

/// The exit status for the panic that ended the window.
pub fn panic_status() -> i32 {
    PANIC_STATUS.load(Ordering::SeqCst)
}

/// Says what a panic means before the process ends: a window that could
/// not open (no display, no OpenGL) in a person's words, or a bug.
/// `display` is the value of `DISPLAY`.
pub fn install(display: Option<String>) {
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload().downcast_ref::<&str>().map(|s| s.to_string());
        let message = message.or_else(|| info.payload().downcast_ref::<String>().cloned());
        let message = message.unwrap_or_else(|| "unknown failure".into());
        let file = info.location().map(|l| l.file()).unwrap_or_default();
        let failure = (!super::started())
            .then(|| window_failure(&message, file, display.as_deref()))
            .flatten();
        match failure {
            Some(failure) => {
                eprintln!("error: {failure}");
                PANIC_STATUS.store(FAILED, Ordering::SeqCst);
            }
            None => {
                let at = info
                    .location()
                    .map(|l| format!(" ({}:{})", l.file(), l.line()))
                    .unwrap_or_default();
                eprintln!("error: this is a bug in ttt, please report it: {message}{at}");
            }
        }
    }));
    explain_xlib_exit();
}

/// Xlib ends the process itself (`exit(1)`, after printing "X Error of
/// failed request") when the X server refuses the window's OpenGL setup,
/// so no panic reaches the hook. An exit handler says what it means if
/// that happens before the window opened.
#[cfg(target_os = "linux")]
fn explain_xlib_exit() {
    extern "C" {
        fn atexit(callback: extern "C" fn()) -> std::ffi::c_int;
    }
    extern "C" fn explain() {
        if !super::started() && !super::closed() {
            let failure = ttt::cli::window::WindowFailure::NoOpenGl(
                "the X server refused its OpenGL setup".into(),
            );
            eprintln!("error: {failure}");
        }
    }
    // SAFETY: registers a plain function with the C library, which calls
    // it at exit; it only reads two atomics and writes to stderr.
    unsafe {
        atexit(explain);
    }
}

#[cfg(not(target_os = "linux"))]
fn explain_xlib_exit() {}

#[cfg(test)]
#[path = "failure_tests.rs"]
mod tests;
