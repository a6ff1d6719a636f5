//! The `ttt` binary: headless subcommands, or the game window.

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    if ttt::cli::is_subcommand(&words) {
        std::process::exit(ttt::cli::main_subcommand(&words));
    }
    eprintln!("error: the window is not built yet");
    std::process::exit(2);
}
