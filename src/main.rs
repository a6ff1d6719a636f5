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
    std::panic::set_hook(Box::new(|info| {
        let message = info.payload().downcast_ref::<&str>().map(|s| s.to_string());
        let message = message.or_else(|| info.payload().downcast_ref::<String>().cloned());
        let message = message.unwrap_or_else(|| "unknown failure".into());
        let at = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("error: the game window failed: {message}{at}");
        std::process::exit(ttt::cli::USAGE_ERROR);
    }));
    let (session, size) = shell::prepare(&options);
    let kept = session.clone();
    macroquad::Window::from_config(shell::window_conf(size), shell::run(options, session));
    // However the window closed (Q or its close button), save what waits.
    shell::close(&kept);
}
