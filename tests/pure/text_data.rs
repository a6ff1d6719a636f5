//! `ttt text` and the data directory, and the game's overlays and
//! commands through a pipe: choices remembered from run to run, the
//! question before abandoning a game, the help, hint, undo, review, the
//! reset question, a damaged file, and the window's own settings left
//! alone.

use crate::support::scratch::scratch_dir;
use crate::support::text::{count_lines, score, text_in};

fn settings(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("settings.toml")).unwrap_or_default()
}

#[test]
fn choosers_write_the_settings_and_the_next_run_remembers() {
    let dir = scratch_dir("text-choosers");
    let run = text_in(&dir, &[], "c\n1\nr\n2\n");
    assert_eq!(run.status, 0, "{}", run.err);
    assert!(
        run.out.contains("Choose your opponent (and your side)\n"),
        "{}",
        run.out
    );
    assert!(
        run.out.contains("Choose the rules: which lines win\n"),
        "{}",
        run.out
    );
    let saved = settings(&dir);
    assert!(
        saved.contains("opponent = \"hyde\"\n") && saved.contains("rules = \"no-diagonals\"\n"),
        "{saved}"
    );
    let next = text_in(&dir, &[], "");
    assert!(
        next.out
            .starts_with("You (X) vs Hyde (O) \u{b7} no-diagonals"),
        "{}",
        next.out
    );
    // Tab, the arrows and Enter (an empty line) choose too: under
    // no-diagonals Logo loses a line or two, so it follows Hyde, row 2.
    let run = text_in(&dir, &[], "tab\nup\ndown\n\n");
    assert!(
        settings(&dir).contains("opponent = \"logo\"\n"),
        "{}",
        run.out
    );
    assert!(
        settings(&dir).contains("speed = \"normal\"\n"),
        "{}",
        settings(&dir)
    );
}

#[test]
fn abandoning_a_game_asks_first_and_is_not_scored() {
    let dir = scratch_dir("text-abandon");
    let kept = text_in(&dir, &[], "5\nc\n6\nesc\n");
    let question = "Abandon this game? It is not finished, and a new game against Perfect does not";
    assert!(kept.out.contains(question), "{}", kept.out);
    assert!(
        kept.out.contains("Kept playing this game.\n"),
        "{}",
        kept.out
    );
    assert!(!settings(&dir).contains("opponent = \"perfect\""));
    let left = text_in(&dir, &[], "5\nc\n6\n\n");
    assert!(left.out.contains("new game\n"), "{}", left.out);
    assert!(left.out.contains("You (X) vs Perfect (O)"), "{}", left.out);
    assert!(settings(&dir).contains("opponent = \"perfect\"\n"));
    assert_eq!(score(&dir, "logo", "x"), (0, 0, 0));
}

#[test]
fn the_help_pages_hint_undo_and_review() {
    let dir = scratch_dir("text-commands");
    let help = text_in(&dir, &[], "?\n?\n?\n?\n").out;
    for words in [
        "play that square",
        "Your saved data: no problems this run.",
        "complete a line now",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
    assert!(!help.contains("mouse") && !help.contains("click"), "{help}");
    let hint = text_in(&dir, &[], "h\n").out;
    assert!(hint.contains("Hint: play "), "{hint}");
    let undo = text_in(&dir, &[], "5\nu\ny\n").out;
    assert!(undo.contains("undo o 1\nundo x 5\n"), "{undo}");
    assert!(
        undo.contains("Took back x 5 and o 1. Y redoes.\n"),
        "{undo}"
    );
    assert!(undo.contains("Played again.\n"), "{undo}");
    let review = text_in(&dir, &[], "5\n9\nv\nleft\nesc\n").out;
    assert!(review.contains("Reviewing move 3 of 4"), "{review}");
    assert!(review.contains("\u{203a} 3. X 9"), "{review}");
    assert!(
        review.contains("Review closed: back to the game.\n"),
        "{review}"
    );
}

#[test]
fn the_reset_question_is_asked_in_the_scores_line() {
    let dir = scratch_dir("text-reset");
    text_in(&dir, &["--opponent", "dawson"], "1\n8\n7\n9\n");
    assert_eq!(score(&dir, "dawson", "x"), (1, 0, 0));
    let kept = text_in(&dir, &[], "z\n?\n").out;
    assert!(
        kept.contains("Reset all scores to zero? Z again: yes; any other key: no.\n"),
        "{kept}"
    );
    assert!(kept.contains("Scores kept.\n"), "{kept}");
    assert_eq!(score(&dir, "dawson", "x"), (1, 0, 0));
    let reset = text_in(&dir, &[], "z\nz\n").out;
    assert!(reset.contains("Scores reset"), "{reset}");
    assert_eq!(score(&dir, "dawson", "x"), (0, 0, 0));
}

#[test]
fn a_damaged_file_is_one_warning_and_the_game_goes_on() {
    let dir = scratch_dir("text-damaged");
    std::fs::write(dir.join("scores.json"), "not a scores file\n").expect("writable");
    let run = text_in(&dir, &[], "5\n");
    assert_eq!(run.status, 0);
    assert_eq!(run.err.lines().count(), 1, "{}", run.err);
    assert!(run.err.starts_with("warning: "), "{}", run.err);
    assert!(run.out.contains("o 1 corner\n"), "{}", run.out);
    let again = text_in(&dir, &[], "");
    assert_eq!(again.err, "", "the damaged file was moved aside once");
}

#[test]
fn a_and_k_answer_and_leave_the_windows_settings_alone() {
    let dir = scratch_dir("text-window-settings");
    std::fs::write(
        dir.join("settings.toml"),
        "game = \"tic-tac-toe\"\nkeypad_layout = true\nopponent = \"logo\"\nqubic_opponent = \"hard\"\nrules = \"standard\"\nside = \"x\"\nsound = false\nspeed = \"off\"\nstarts = \"x\"\ntheme = \"system\"\nwelcome = true\nwindow_height = 700\nwindow_width = 1000\n\n[ttt]\nversion = 1\n",
    )
    .expect("writable");
    let before = settings(&dir);
    let run = text_in(&dir, &[], "a\nk\nm\n?\na\nesc\nc\n2\n");
    assert_eq!(count_lines(&run.out, "A is the window's turtle animation: the terminal shows each mark at once, and the window's setting is kept."), 2, "{}", run.out);
    assert!(
        run.out.contains("K is the window's keypad layout"),
        "{}",
        run.out
    );
    assert!(run.out.contains("M is the window's sound"), "{}", run.out);
    let after = settings(&dir);
    assert!(after.contains("opponent = \"dawson\"\n"), "{after}");
    assert_eq!(after.replace("\"dawson\"", "\"logo\""), before);
}

/// The session as the terminal uses it: marks at once, and the window's
/// animation and size never written, while the choices made are.
#[test]
fn the_session_without_the_turtle_keeps_the_windows_settings() {
    use ttt::game::input::{Command, Key};
    let dir = scratch_dir("text-session");
    let saved = "game = \"tic-tac-toe\"\nkeypad_layout = false\nopponent = \"logo\"\nqubic_opponent = \"hard\"\nrules = \"standard\"\nside = \"x\"\nsound = true\nspeed = \"normal\"\ntheme = \"system\"\nwelcome = true\nwindow_height = 700\nwindow_width = 1000\n\n[ttt]\nversion = 1\n";
    std::fs::write(dir.join("settings.toml"), saved).expect("writable");
    let words: Vec<String> = [
        "text",
        "--opponent",
        "hyde",
        "--data-dir",
        &dir.to_string_lossy(),
    ]
    .iter()
    .map(|w| w.to_string())
    .collect();
    let no_input = &mut &b""[..];
    let ttt::cli::Launch::Text(options) =
        ttt::cli::run(&words, no_input, &mut Vec::new(), &mut Vec::new())
    else {
        panic!("ttt {words:?} is the terminal game");
    };
    let mut session = ttt::session::Session::open(&options);
    let mut game = session.start(&options, ttt::core::rng::Rng::seeded(3), false);
    assert!(!game.settings().speed.animates() && !game.is_drawing(0.0));
    ttt::terminal::press(&mut game, Key::Letter('f'), 1.0);
    assert!(session.after_step(&mut game, 1.0).is_empty());
    game.handle(Command::Quit, 2.0);
    assert!(session.close().is_empty());
    let after = settings(&dir);
    let expected = saved.replace("\"logo\"", "\"hyde\"").replace(
        "speed = \"normal\"\n",
        "speed = \"normal\"\nstarts = \"alternate\"\n",
    );
    assert_eq!(after, expected);
    assert_eq!(count_lines(&after, "speed = \"normal\""), 1);
}
