//! The `ttt` binary: headless subcommands, a screenshot, or the game window.

mod shell;

use shell::failure::window_failure;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicI32, Ordering};
use ttt::cli::window::check_display;
use ttt::cli::{Launch, FAILED};

/// The exit status a panic in the window chose: a window that cannot open
/// is the machine's setup (1); anything else is a bug (101).
static PANIC_STATUS: AtomicI32 = AtomicI32::new(BUG);
const BUG: i32 = 101;

fn main() {
    let options = match ttt::cli::main(std::env::args_os().skip(1).collect()) {
        Launch::Exit(status) => std::process::exit(status),
        Launch::Window(options) => *options,
    };
    if let Some(path) = &options.screenshot {
        match ttt::cli::screenshot::screenshot(&options, path) {
            Ok(warnings) => warnings.iter().for_each(|w| eprintln!("warning: {w}")),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(FAILED);
            }
        }
        return;
    }
    let display = std::env::var("DISPLAY").ok();
    if let Err(failure) = check_display(display.as_deref()) {
        eprintln!("error: {failure}");
        std::process::exit(FAILED);
    }
    panic::set_hook(Box::new(move |info| {
        let message = info.payload().downcast_ref::<&str>().map(|s| s.to_string());
        let message = message.or_else(|| info.payload().downcast_ref::<String>().cloned());
        let message = message.unwrap_or_else(|| "unknown failure".into());
        let file = info.location().map(|l| l.file()).unwrap_or_default();
        let failure = (!shell::started())
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
    let (session, size) = shell::prepare(&options);
    let kept = session.clone();
    let ran = panic::catch_unwind(AssertUnwindSafe(|| {
        macroquad::Window::from_config(shell::window_conf(size), shell::run(options, session));
    }));
    // However the window closed (Q, its close button, or a panic), save
    // what waits.
    shell::close(&kept);
    shell::mark_closed();
    if ran.is_err() {
        std::process::exit(PANIC_STATUS.load(Ordering::SeqCst));
    }
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
        if !shell::started() && !shell::closed() {
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
