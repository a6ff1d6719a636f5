//! `ttt text` through a pipe, as a script runs it: whole games against
//! every opponent, scored; bad input, a line each, changing nothing; the
//! window's own options refused; the transcript in docs/terminal.md, byte for byte.

use crate::support::scratch::scratch_dir;
use crate::support::text::{count_lines, score, text_in};

/// Every square in order, a line each: each free one is played, each
/// taken one refused, so a game always ends before the digits do.
const EVERY_SQUARE: &str = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";

/// The results in the Logo program's words.
const RESULTS: [&str; 3] = ["You win!", "I win!", "Tie game!"];

#[test]
fn a_whole_game_against_each_opponent_is_scored_once() {
    for opponent in ["logo", "scheme", "dawson", "hyde", "perfect", "learner"] {
        for side in ["x", "o"] {
            let dir = scratch_dir(&format!("text-game-{opponent}-{side}"));
            let run = text_in(
                &dir,
                &["--opponent", opponent, "--side", side],
                EVERY_SQUARE,
            );
            assert_eq!((run.status, run.err.as_str()), (0, ""), "{opponent} {side}");
            let results: usize = RESULTS.iter().map(|r| count_lines(&run.out, r)).sum();
            // Said once: the banner's headline, not the log again.
            assert_eq!(results, 1, "{opponent} {side}:\n{}", run.out);
            let (won, lost, tied) = score(&dir, opponent, side);
            assert_eq!(won + lost + tied, 1, "{opponent} {side}:\n{}", run.out);
            if ["logo", "scheme", "perfect"].contains(&opponent) {
                assert_eq!(won, 0, "{opponent} never loses:\n{}", run.out);
            }
            assert!(run.out.ends_with("End of input: everything is saved.\n"));
        }
    }
}

#[test]
fn the_learner_remembers_its_games() {
    let dir = scratch_dir("text-learner");
    let run = text_in(&dir, &["--opponent", "learner"], EVERY_SQUARE);
    assert_eq!(run.status, 0, "{}", run.err);
    let lessons = std::fs::read_to_string(dir.join("learner.json")).expect("learner.json");
    assert!(lessons.starts_with("{\n  \"version\": 1,\n"), "{lessons}");
    let read = ttt::data::format::parse_file::<ttt::data::lessons::Lessons>(lessons.as_bytes());
    assert!(read.expect("whole").record.games() > 0, "{lessons}");
}

#[test]
fn two_players_are_both_scored() {
    let dir = scratch_dir("text-two-players");
    let run = text_in(&dir, &["--opponent", "human"], "1\n4\n2\n5\n3\n");
    assert_eq!(run.status, 0, "{}", run.err);
    assert_eq!(count_lines(&run.out, "X wins!"), 1, "{}", run.out);
    assert!(run.out.contains("X to move: press 1-9.\n"), "{}", run.out);
    assert_eq!(score(&dir, "human", "x"), (1, 0, 0));
    assert_eq!(score(&dir, "human", "o"), (0, 1, 0));
}

#[test]
fn the_log_the_board_and_the_computers_reason() {
    let dir = scratch_dir("text-log");
    let run = text_in(&dir, &[], "5\n");
    let log: Vec<&str> = run
        .out
        .lines()
        .filter(|l| l.starts_with("x ") || l.starts_with("o "))
        .collect();
    assert_eq!(log, ["x 5", "o 1 corner"]);
    assert!(
        run.out.contains(" O |   |           | 2 | 3\n"),
        "{}",
        run.out
    );
    assert!(
        run.out.contains("Logo played O 1: it takes a corner."),
        "{}",
        run.out
    );
    assert!(run
        .out
        .ends_with("End of input: everything is saved. The game in progress is not scored.\n"));
    assert_eq!(score(&dir, "logo", "x"), (0, 0, 0));
    // An empty line shows the board and the status again.
    let again = text_in(&dir, &[], "5\n\n").out;
    assert_eq!(
        again.matches(" O |   |           | 2 | 3\n").count(),
        2,
        "{again}"
    );
    assert_eq!(
        again.matches("Your move (X): press 1-9.\n").count(),
        3,
        "{again}"
    );
}

/// Each bad line is answered with exactly one line, and the rest of the
/// run is the same as without it.
#[test]
fn bad_input_is_one_line_and_changes_nothing() {
    let dir = scratch_dir("text-bad");
    let plain = text_in(&dir, &["--opponent", "dawson"], "5\n").out;
    for (bad, says) in [
        ("w", "No command is on 'w': ? lists the keys."),
        ("0", "0 is no square: the squares are 1-9."),
        ("10", "10 is no square: the squares are 1-9."),
        ("hello", "'hello' is not a key"),
        ("5 5", "'5 5' is not a key"),
    ] {
        let run = text_in(&dir, &["--opponent", "dawson"], &format!("5\n{bad}\n"));
        assert_eq!((run.status, run.err.as_str()), (0, ""), "{bad}");
        let extra: Vec<&str> = run
            .out
            .lines()
            .filter(|l| !plain.lines().any(|p| p == *l))
            .collect();
        assert_eq!(extra.len(), 1, "{bad}: {extra:?}");
        assert!(extra[0].starts_with(says), "{bad}: {extra:?}");
    }
    let taken = text_in(&dir, &["--opponent", "dawson"], "5\n5\n").out;
    assert!(
        taken.contains("Not a valid move: square 5 is taken."),
        "{taken}"
    );
}

#[test]
fn the_windows_own_options_are_refused() {
    let dir = scratch_dir("text-options");
    for args in [
        &["--screenshot", "p.png"][..],
        &["--no-animation"],
        &["--animation"],
        &["--keypad-layout"],
        &["--keypad-digits"],
    ] {
        let run = text_in(&dir, args, "");
        assert_eq!((run.status, run.out.as_str()), (2, ""), "{args:?}");
        // Said for what it is, not clap's nearest spelling ('--position').
        let option = args[0];
        assert!(
            run.err
                .starts_with(&format!("error: {option} is a window option"))
                && !run.err.contains("did you mean")
                && run.err.contains("(see 'ttt text --help')")
                && run.err.lines().count() == 1,
            "{}",
            run.err
        );
    }
    let run = text_in(&dir, &["--opponent", "nobody"], "");
    assert_eq!(run.status, 2);
    assert!(
        run.err.starts_with("error: ") && run.err.lines().count() == 1,
        "{}",
        run.err
    );
    let run = text_in(
        &dir,
        &["--position", "xo__x____", "--rules", "corner-l"],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.err);
    assert!(run.out.contains("corner-L"), "{}", run.out);
}

/// The transcript in docs/terminal.md is what `ttt text` prints, byte for
/// byte.
#[test]
fn the_documented_transcript_is_real() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/terminal.md"))
        .expect("docs/terminal.md");
    let command = "$ printf '1\\n8\\n5\\n7\\nb\\n9\\nq\\n' | ttt text --opponent dawson\n";
    let start = page
        .find(command)
        .expect("docs/terminal.md shows the transcript")
        + command.len();
    let shown = &page[start..start + page[start..].find("```").expect("the block ends")];
    let dir = scratch_dir("text-readme");
    let run = text_in(&dir, &["--opponent", "dawson"], "1\n8\n5\n7\nb\n9\nq\n");
    assert_eq!(run.out, shown);
}

#[test]
fn a_choosers_rows_past_nine_are_picked_by_their_number() {
    let dir = scratch_dir("text-row-12");
    let run = text_in(&dir, &[], "c\n12\n");
    assert_eq!(run.status, 0, "{}", run.err);
    assert!(run.out.contains("Your move (O)"), "{}", run.out);
    assert!(!run.out.contains("is no square"), "{}", run.out);
}
