//! `ttt text [--opponent NAME] [--side x|o] [--rules NAME] [--data-dir DIR]
//! [--position POS]`: the game in the terminal. Takes the window's options
//! but those only the window has (a screenshot, the animation, the keypad).

use crate::cli::window::parse_window_options;
use crate::session::options::WindowOptions;

/// The window's options `ttt text` refuses: they are the window's alone.
const WINDOW_ONLY: [&str; 5] = [
    "screenshot",
    "animation",
    "no-animation",
    "keypad-layout",
    "keypad-digits",
];

/// Parses the arguments after `ttt text`; the error is one line for after
/// `error: `.
pub fn parse_text_options(words: &[String]) -> Result<WindowOptions, String> {
    for word in words.iter().take_while(|w| *w != "--") {
        let name = word.trim_start_matches("--");
        let name = name.split_once('=').map_or(name, |(n, _)| n);
        if word.starts_with("--") && WINDOW_ONLY.contains(&name) {
            return Err(format!(
                "--{name} is the window's option; ttt text takes --opponent, --side, --rules, --data-dir and --position"
            ));
        }
    }
    parse_window_options(words)
}

/// Runs `ttt text WORDS...`; returns the exit status.
pub fn main_text(words: &[String]) -> i32 {
    if words.iter().any(|w| w == "--help" || w == "-h") {
        println!("{}", crate::cli::USAGE);
        return 0;
    }
    match parse_text_options(words) {
        Ok(options) => crate::terminal::run(&options),
        Err(message) => {
            eprintln!("error: {message}");
            crate::cli::USAGE_ERROR
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<WindowOptions, String> {
        let words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        parse_text_options(&words)
    }

    #[test]
    fn the_games_options_are_taken() {
        let options = parse("--opponent dawson --side o --rules corner-l").expect("valid");
        assert_eq!(options.setup.opponent, crate::strategy::Opponent::Dawson);
        assert!(options.given.side && options.given.rules && !options.given.animate);
    }

    #[test]
    fn the_windows_own_options_are_refused() {
        for line in [
            "--screenshot p.png",
            "--screenshot=p.png",
            "--no-animation",
            "--animation",
            "--keypad-layout",
            "--opponent logo --keypad-digits",
        ] {
            let message = parse(line).expect_err(line);
            assert!(
                message.contains("is the window's option"),
                "{line}: {message}"
            );
        }
        assert!(parse("--opponent nobody").is_err());
    }
}
