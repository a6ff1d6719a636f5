//! The `ttt` binary: headless subcommands, or the game window.

mod shell;

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    if ttt::cli::is_subcommand(&words) {
        std::process::exit(ttt::cli::main_subcommand(&words));
    }
    let options = match ttt::options::parse_window_options(&words) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(ttt::cli::USAGE_ERROR);
        }
    };
    if std::env::var_os("DISPLAY").is_none()
        && std::env::var_os("WAYLAND_DISPLAY").is_none()
        && cfg!(target_os = "linux")
    {
        eprintln!("error: no display to open the window on (DISPLAY is not set); try 'ttt help' for the headless commands");
        std::process::exit(ttt::cli::USAGE_ERROR);
    }
    macroquad::Window::from_config(shell::window_conf(), shell::run(options));
}
