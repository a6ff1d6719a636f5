//! The `ttt` binary: headless subcommands, a screenshot, or the game window.

mod shell;

use std::path::Path;

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    if ttt::cli::is_subcommand(&words) {
        std::process::exit(ttt::cli::main_subcommand(&words));
    }
    let options = match ttt::cli::window::parse_window_options(&words) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(ttt::cli::USAGE_ERROR);
        }
    };
    if let Some(path) = &options.screenshot {
        match ttt::cli::screenshot::screenshot(&options, Path::new(path)) {
            Ok(warnings) => warnings.iter().for_each(|w| eprintln!("warning: {w}")),
            Err(message) => {
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
        return;
    }
    // A window that cannot open (no display, no OpenGL) is the user's
    // setup, not a bug: one line on standard error, status 2.
    shell::host::on_failure(ttt::cli::USAGE_ERROR);
    let (session, size) = shell::prepare(&options);
    let kept = session.clone();
    macroquad::Window::from_config(shell::window_conf(size), shell::run(options, session));
    // However the window closed (Q or its close button), save what waits.
    shell::host::window_returned(&kept);
}
