//! The `ttt` command line, run as a person runs it: the real binary, its
//! output, its exit status.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `ttt ARGS` with `stdin` (any bytes); returns (status, stdout, stderr).
pub fn ttt(args: &[&str], stdin: impl AsRef<[u8]>) -> (i32, String, String) {
    let data = std::env::temp_dir().join(format!("ttt-cli-test-{}", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .env("TTT_DATA_DIR", &data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ttt binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_ref())
        .expect("stdin accepts input");
    let out = child.wait_with_output().expect("ttt finishes");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8 output");
    (
        out.status.code().unwrap_or(-1),
        text(out.stdout),
        text(out.stderr),
    )
}

/// `ttt ARGS` prints `expected` and exits 0.
fn check(args: &[&str], expected: &str) {
    let (status, out, err) = ttt(args, "");
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, expected, ""),
        "ttt {args:?}"
    );
}

/// `ttt ARGS` fails with exactly `error: message` on stderr and status 2.
fn check_error(args: &[&str], message: &str) {
    let (status, out, err) = ttt(args, "");
    assert_eq!((status, out.as_str()), (2, ""), "ttt {args:?}");
    assert_eq!(err, format!("error: {message}\n"), "ttt {args:?}");
}

#[test]
fn move_answers_square_and_rule() {
    check(&["move", "xo__x___o"], "4 fork\n");
    check(&["move", "____x____", "o"], "1 corner\n");
    check(
        &["move", "--opponent", "scheme", "o__xx____", "o"],
        "6 block\n",
    );
    check(&["move", "--opponent=dawson", "_________"], "5 center\n");
    check(
        &["move", "____x____", "--opponent", "hyde"],
        "1 pattern 16\n",
    );
    check(
        &["move", "--opponent", "perfect", "x___o___x"],
        "2 draw, 4 replies lose\n",
    );
}

#[test]
fn move_answers_in_json_one_object_a_line() {
    check(
        &["move", "--json", "xo__x___o"],
        "{\"square\":4,\"rule\":\"fork\"}\n",
    );
    check(
        &["move", "--json", "--rules", "corner-square", "x___x___o"],
        "{\"broken\":\"24 broken: block found 1245 = x24x, two x's and two free squares; \
         a move is one square\"}\n",
    );
    let (status, out, err) = ttt(&["move", "--json", "-"], "____x____ o\nxx\n");
    let expected = "{\"square\":1,\"rule\":\"corner\"}\n\
        error: position 'xx' has 2 characters; it needs exactly 9, one per square\n";
    assert_eq!((status, out.as_str(), err.as_str()), (2, expected, ""));
}

#[test]
fn move_accepts_every_spelling_of_a_position() {
    // x in 3, o in 5: Logo advances along 123; 1 is not an o pivot, so 2.
    check(&["move", "12x4o6789"], "2 advance\n");
    check(&["move", "--X.O----"], "2 advance\n");
    check(&["move", "__X_o____", "X"], "2 advance\n");
}

#[test]
fn wrong_length() {
    check_error(
        &["move", "xo"],
        "position 'xo' has 2 characters; it needs exactly 9, one per square",
    );
    check_error(
        &["move", ""],
        "position '' has 0 characters; it needs exactly 9, one per square",
    );
}

#[test]
fn bad_characters() {
    check_error(
        &["move", "xq_______"],
        "position 'xq_______' has 'q' in square 2; use x, o, or _ - . or the square's digit for empty",
    );
    check_error(
        &["move", "3________"],
        "position '3________' has '3' in square 1; an empty square may only show its own digit",
    );
}

#[test]
fn impossible_counts() {
    check_error(
        &["move", "xx_______"],
        "position 'xx_______' cannot happen: 2 x and 0 o, but X moves first and the players alternate",
    );
    check_error(
        &["move", "o________"],
        "position 'o________' cannot happen: 0 x and 1 o, but X moves first and the players alternate",
    );
}

#[test]
fn finished_positions() {
    check_error(
        &["move", "xxxoo____"],
        "position 'xxxoo____' is finished (X has three in a row); nobody moves there",
    );
    check_error(
        &["move", "xx_ooox_x"],
        "position 'xx_ooox_x' is finished (O has three in a row); nobody moves there",
    );
    check_error(
        &["move", "xxxooo_x_"],
        "position 'xxxooo_x_' is finished (both X and O have three in a row); nobody moves there",
    );
    check_error(
        &["move", "xoxxoxoxo"],
        "position 'xoxxoxoxo' is finished (the board is full); nobody moves there",
    );
}

#[test]
fn wrong_side() {
    check_error(
        &["move", "x________", "x"],
        "in position 'x________' it is O's turn, not X's",
    );
    check_error(&["move", "x________", "z"], "side 'z' is not x or o");
}

#[test]
fn unknown_opponent_and_usage_errors() {
    check_error(
        &["move", "--opponent", "deep-blue", "_________"],
        "invalid value 'deep-blue' for '--opponent <NAME>' (choose one of: logo, scheme, dawson, hyde, perfect, learner, book, menace, samuel) (see 'ttt move --help')",
    );
    check_error(
        &["move", "--opponent", "human", "_________"],
        "invalid value 'human' for '--opponent <NAME>' (choose one of: logo, scheme, dawson, hyde, perfect, learner, book, menace, samuel) (see 'ttt move --help')",
    );
    check_error(&["move"], "missing <POSITION> (see 'ttt move --help')");
    check_error(
        &["move", "_________", "x", "extra"],
        "unexpected argument 'extra' found (see 'ttt move --help')",
    );
    check_error(
        &["move", "--opponent"],
        "a value is required for '--opponent <NAME>' but none was supplied (choose one of: logo, scheme, dawson, hyde, perfect, learner, book, menace, samuel) (see 'ttt move --help')",
    );
    check_error(
        &["move", "--fast", "_________"],
        "unexpected argument '--fast' found (see 'ttt move --help')",
    );
    check_error(
        &["analyze"],
        "missing <POSITION> (see 'ttt analyze --help')",
    );
    check_error(&["train", "--opponent", "nobody"], "invalid value 'nobody' for '--opponent <NAME[,NAME]>' (choose one of: learner, menace, samuel) (see 'ttt train --help')");
    check_error(&["prove", "--opponent", "nobody"], "invalid value 'nobody' for '--opponent <NAME|all>' (choose one of: all, logo, scheme, dawson, hyde, perfect, learner, book, menace, samuel) (see 'ttt prove --help')");
}

#[test]
fn hostile_text_is_escaped_and_cut_short() {
    let long = "x".repeat(500);
    let (status, _, err) = ttt(&["move", &long], "");
    assert_eq!(status, 2);
    assert!(
        err.starts_with("error: position 'xxxx") && err.contains("...' has 500 characters"),
        "{err}"
    );
    let (status, _, err) = ttt(&["move", "x\u{7}\n______"], "");
    assert_eq!(status, 2);
    assert_eq!(
        err.lines().count(),
        1,
        "one line even for control characters: {err:?}"
    );
}

#[test]
fn batch_mode_answers_every_line_in_order() {
    let input = "____x____ o\nxx\n\n_________\nx________ x\n12x4o6789\n";
    let (status, out, err) = ttt(&["move", "-"], input);
    let expected = "1 corner\n\
        error: position 'xx' has 2 characters; it needs exactly 9, one per square\n\
        error: empty line; expected POSITION [SIDE]\n\
        5 center\n\
        error: in position 'x________' it is O's turn, not X's\n\
        2 advance\n";
    assert_eq!((status, out.as_str(), err.as_str()), (2, expected, ""));
}

#[test]
fn batch_mode_with_only_good_lines_exits_zero() {
    let (status, out, _) = ttt(
        &["move", "--opponent", "perfect", "-"],
        "_________\n____x____\r\n",
    );
    assert_eq!(
        (status, out.as_str()),
        (0, "1 draw, 7 replies lose\n1 draw\n")
    );
}

#[test]
fn batch_mode_survives_invalid_utf8() {
    let (status, out, _) = ttt(&["move", "-"], b"\xff\xfe_______\n_________\n");
    assert_eq!(status, 2);
    assert!(
        out.starts_with("error: position") && out.ends_with("\n5 center\n"),
        "{out}"
    );
}

#[test]
fn analyze_shows_side_triples_values_and_every_opponent() {
    let (status, out, _) = ttt(&["analyze", "xo__x___o"], "");
    assert_eq!(status, 0);
    for line in [
        "to move   x",
        "lines     xo3 4x6 78o x47 ox8 36o xxo 3x7  (Logo's triples: a digit is a free square)",
        "  4  win in 3",
        "  3  draw",
        "  logo     4 fork",
        "  dawson   3 corner",
        "  hyde     3 first-empty",
        "  perfect  4 forces a win in 3 moves",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn prove_reports_each_side_and_shows_a_lost_game() {
    let (status, out, _) = ttt(&["prove", "--opponent", "logo"], "");
    assert_eq!(status, 0);
    assert_eq!(
        out,
        "logo as x: 76 games, 72 won, 4 drawn, 0 lost\nlogo as o: 457 games, 378 won, 79 drawn, 0 lost\n"
    );
    let (_, out, _) = ttt(&["prove", "--opponent", "hyde"], "");
    assert!(out.contains("hyde as x: 146 games, 92 won, 28 drawn, 26 lost\n  a lost game: x 1, o 2, x 3, o 5, x 6, o 8\n"), "{out}");
}
