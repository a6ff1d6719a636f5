//! `ttt games` from the outside: games played through `ttt text` are kept,
//! listed newest first, reviewed exactly as `ttt review` reviews them,
//! kept when the scores are reset, and removed by `--clear`.

use crate::support::scratch::{scratch_dir, stderr, stdout, ttt_in};
use crate::support::text::text_in;

/// The listing's lines without their dates (`  1  2026-11-27 09:22 UTC  `).
fn without_dates(listing: &str) -> Vec<String> {
    let line = |l: &str| {
        let (number, rest) = l.trim_start().split_once("  ").expect("a number");
        let (when, rest) = rest.split_once(" UTC  ").expect("a UTC time");
        assert_eq!(when.len(), "2026-11-27 09:22".len(), "{l}");
        format!("{number} {rest}")
    };
    listing.lines().map(line).collect()
}

#[test]
fn games_are_kept_listed_reviewed_and_cleared() {
    let dir = scratch_dir("games");
    assert_eq!(stdout(&ttt_in(&dir, &["games"])), "No games yet.\n");
    for moves in ["1\n4\n2\n5\n3\n", "1\n4\n2\n5\n9\n6\n"] {
        let run = text_in(&dir, &["--opponent", "human"], moves);
        assert_eq!(run.status, 0, "{}", run.err);
    }
    let listing = stdout(&ttt_in(&dir, &["games"]));
    assert_eq!(
        without_dates(&listing),
        [
            "1 two players: o won; moves x1 o4 x2 o5 x9 o6",
            "2 two players: x won; moves x1 o4 x2 o5 x3",
        ]
    );
    let json = stdout(&ttt_in(&dir, &["games", "--json"]));
    let json: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(json["games"][1]["winner"], "x");
    assert_eq!(json["games"][1]["start"], "_________");

    // The review of a past game is `ttt review`'s, text and JSON.
    for json in [&[][..], &["--json"][..]] {
        let past = ttt_in(&dir, &[&["games", "--review", "2"], json].concat());
        let typed = ttt_in(&dir, &[&["review", "1", "4", "2", "5", "3"], json].concat());
        assert_eq!(
            (past.status.code(), stdout(&past)),
            (Some(0), stdout(&typed))
        );
    }
    let missing = ttt_in(&dir, &["games", "--review", "3"]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        stderr(&missing),
        "error: there is no past game 3: 2 games are kept ('ttt games' lists them)\n"
    );

    // Resetting the scores keeps the games.
    let reset = ttt_in(&dir, &["stats", "--reset", "--yes"]);
    assert!(
        stdout(&reset).contains("Past games are kept"),
        "{}",
        stdout(&reset)
    );
    assert_eq!(stdout(&ttt_in(&dir, &["games"])), listing);

    // Not on a terminal, --clear does not ask: without --yes it removes nothing.
    let refused = ttt_in(&dir, &["games", "--clear"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("pass --yes"),
        "{}",
        stderr(&refused)
    );
    assert_eq!(stdout(&ttt_in(&dir, &["games"])), listing);
    // Game 0 is no game: the numbers start at the newest, 1.
    let zero = ttt_in(&dir, &["games", "--review", "0"]);
    assert_eq!(zero.status.code(), Some(2));
    assert!(
        stderr(&zero).contains("past games are numbered from 1, the newest"),
        "{}",
        stderr(&zero)
    );
    let cleared = ttt_in(&dir, &["games", "--clear", "--yes"]);
    assert_eq!(
        stdout(&cleared),
        "Removed the 2 past games. The scores are kept ('ttt stats --reset' resets them).\n"
    );
    assert_eq!(stdout(&ttt_in(&dir, &["games"])), "No games yet.\n");
}

#[test]
fn a_game_from_a_scores_file_is_listed_with_its_start_and_rules() {
    let dir = scratch_dir("games-file");
    let game = r#"{"finished": 1795771365, "rules": "corner-l", "opponent": "logo", "side": "o", "start": "x________", "moves": [5, 2], "outcome": "tie"}"#;
    let scores = format!(r#"{{"version": 1, "scores": [], "games": [{game}]}}"#);
    std::fs::write(dir.join("scores.json"), scores).expect("writable");
    assert_eq!(
        stdout(&ttt_in(&dir, &["games"])),
        "  1  2026-11-27 09:22 UTC  against logo as o under corner-l from x________: a tie; \
         moves o5 x2\n"
    );
    let review = ttt_in(&dir, &["games", "--review", "1", "--json"]);
    let review: serde_json::Value = serde_json::from_str(&stdout(&review)).expect("JSON");
    assert_eq!(review["rules"], "corner-l");
    assert_eq!(review["moves"][0]["mark"], "o");
}
