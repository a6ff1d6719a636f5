//! The `ttt` binary: headless subcommands, a screenshot, or the game window.
//! The library decides which (`ttt::cli`); this runs the window.

mod shell;

use std::panic::{self, AssertUnwindSafe};
use ttt::session::options::RunOptions;

/// What the command line asks for: a command, the terminal game, a
/// screenshot, or the window.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use ttt::cli::{Launch, FAILED};
    let options = match ttt::cli::main(std::env::args_os().skip(1).collect()) {
        Launch::Exit(status) => std::process::exit(status),
        Launch::Text(options) => std::process::exit(ttt::terminal::run(&options)),
        Launch::Window(options) => *options,
    };
    if let Some(path) = &options.screenshot {
        match ttt::cli::window::screenshot(&options, path) {
            Ok(warnings) => shell::host::report(&warnings),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(FAILED);
            }
        }
        return;
    }
    open_window(options);
}

/// A page has no command line: the window with its saved settings. (Not
/// parsing one keeps clap out of the page's download.)
#[cfg(target_arch = "wasm32")]
fn main() {
    open_window(shell::host::page_options());
}

/// Opens the window and plays until it closes.
fn open_window(options: RunOptions) {
    // No display or no OpenGL is the machine's setup, not a bug; in a page
    // a failure is said on the page.
    shell::host::before_window();
    let (session, size) = shell::prepare(&options);
    let kept = session.clone();
    let ran = panic::catch_unwind(AssertUnwindSafe(|| {
        macroquad::Window::from_config(shell::window_conf(size), shell::run(options, session));
    }));
    // However the window closed (Q, its close button, or a panic), save
    // what waits. (In a page the game runs on after this returns.)
    shell::host::window_returned(&kept, ran.is_ok());
}
