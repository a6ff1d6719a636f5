//! `ttt move --game qubic`, run as a person or a script runs it: the cell
//! first, then the reason; `-` for a position a line; `error: ...` and
//! exit 2 for bad input.

use crate::cli::ttt;

const EMPTY: &str = "________________/________________/________________/________________";

/// A position with X on `xs` and O on `os` (cell numbers), as text.
fn position_of(xs: &[usize], os: &[usize]) -> String {
    let mut cells = vec!['_'; 64];
    for (&n, mark) in xs
        .iter()
        .map(|n| (n, 'x'))
        .chain(os.iter().map(|n| (n, 'o')))
    {
        cells[n - 1] = mark;
    }
    let planes: Vec<String> = cells.chunks(16).map(|p| p.iter().collect()).collect();
    planes.join("/")
}

fn check(args: &[&str], expected: &str) {
    let (status, out, err) = ttt(args, "");
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (0, expected, ""),
        "{args:?}"
    );
}

fn check_error(args: &[&str], expected: &str) {
    let (status, out, err) = ttt(args, "");
    let expected = format!("error: {expected}\n");
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (2, "", expected.as_str()),
        "{args:?}"
    );
}

#[test]
fn every_level_answers_the_cell_then_the_reason() {
    let x_wins = position_of(&[1, 2, 3], &[17, 33, 60]);
    for level in ["easy", "medium", "hard"] {
        check(
            &["move", "--game", "qubic", "--level", level, &x_wins],
            "4 wins: 1-2-3-4\n",
        );
    }
    let o_blocks = position_of(&[1, 22, 43], &[2, 3]);
    check(
        &["move", "--game", "qubic", &o_blocks],
        "64 blocks your line 1-22-43-64\n",
    );
}

#[test]
fn unbeatable_plays_the_proof_as_x_and_says_x_can_win_as_o() {
    let x_wins = position_of(&[1, 2, 3], &[17, 33, 60]);
    check(
        &["move", "--game", "qubic", "--level", "unbeatable", &x_wins],
        "4 wins: 1-2-3-4\n",
    );
    check(
        &["move", "--game", "qubic", "--level", "unbeatable", EMPTY],
        "1 book: the proof's move here; it wins whatever you reply\n",
    );
    let o_blocks = position_of(&[1, 22, 43], &[2, 3]);
    check(
        &["move", "--game", "qubic", "--level", "unbeatable", &o_blocks],
        "64 blocks your line 1-22-43-64; as O nothing is unbeatable, for X can always win at Qubic\n",
    );
}

#[test]
fn json_gives_the_cell_and_the_reason() {
    let o_blocks = position_of(&[1, 22, 43], &[2, 3]);
    check(
        &["move", "--game", "qubic", "--json", &o_blocks],
        "{\"cell\":64,\"reason\":\"blocks your line 1-22-43-64\"}\n",
    );
}

#[test]
fn any_move_on_the_empty_board_is_a_free_cell() {
    for level in ["easy", "medium", "hard", "unbeatable"] {
        let (status, out, _) = ttt(&["move", "--game", "qubic", "--level", level, EMPTY], "");
        let cell: u8 = out
            .split(' ')
            .next()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        assert_eq!(status, 0, "{level}");
        assert!((1..=64).contains(&cell), "{level}: {out}");
    }
}

#[test]
fn positions_may_start_with_a_dash_and_have_spaces_between_planes() {
    let dashed = format!("---{}", &position_of(&[4], &[])[3..]);
    let (status, out, err) = ttt(&["move", "--game", "qubic", &dashed], "");
    assert_eq!(status, 0, "{err}");
    assert!(!out.is_empty());
    let spaced = position_of(&[1, 2, 3], &[17, 33, 60]).replace('/', " ");
    check(&["move", "--game", "qubic", &spaced], "4 wins: 1-2-3-4\n");
}

#[test]
fn batch_mode_answers_each_line_and_marks_bad_ones() {
    let input = format!(
        "{}\n\nxxxx\n{}\n",
        position_of(&[1, 2, 3], &[17, 33, 60]),
        position_of(&[1, 2, 3, 4], &[17, 33, 60])
    );
    let (status, out, err) = ttt(&["move", "--game", "qubic", "-"], input);
    assert_eq!(status, 2, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0], "4 wins: 1-2-3-4");
    assert_eq!(lines[1], "error: empty line; expected a Qubic POSITION");
    assert!(lines[2].starts_with("error: position 'xxxx' has 4 cells; Qubic needs exactly 64"));
    assert!(lines[3].ends_with("is finished (X has four in a line); nobody moves there"));
}

#[test]
fn bad_input_is_an_error_with_status_2() {
    check_error(
        &["move", "--game", "qubic", "x___"],
        "position 'x___' has 4 cells; Qubic needs exactly 64, one per cell ('/' and spaces between planes are ignored)",
    );
    let two_o = position_of(&[], &[1, 2]);
    let (status, _, err) = ttt(&["move", "--game", "qubic", &two_o], "");
    assert_eq!(status, 2);
    assert!(err.contains("cannot happen: 0 x and 2 o"), "{err}");
    check_error(
        &["move", "--game", "qubic", "--opponent", "logo", EMPTY],
        "opponent logo plays only 3×3; choose Qubic's opponent with --level",
    );
    check_error(
        &["move", "--game", "qubic", EMPTY, "x"],
        "Qubic takes one POSITION and no SIDE: the position says whose turn it is (quote a position with spaces)",
    );
    check_error(
        &["move", "--game", "qubic", "--rules", "corner-l", EMPTY],
        "the rule variants are 3×3's; Qubic has its 76 lines",
    );
}

#[test]
fn a_level_picks_the_3x3_opponent_as_in_the_window() {
    // easy is Hyde, hard is Logo.
    let (_, hyde, _) = ttt(&["move", "--opponent", "hyde", "x________"], "");
    check(&["move", "--level", "easy", "x________"], &hyde);
    let (_, logo, _) = ttt(&["move", "x________"], "");
    check(&["move", "--level", "hard", "x________"], &logo);
}

#[test]
fn prove_checks_the_shipped_book_and_fails_unless_it_proves_the_win() {
    let (status, out, err) = ttt(&["prove", "--game", "qubic"], "");
    assert_eq!(err, "");
    assert!(out.starts_with("Qubic: checking the opening book"), "{out}");
    let last = out.lines().last().unwrap_or_default();
    match status {
        0 => assert!(
            last.starts_with("proved: X wins Qubic from the empty board; "),
            "{out}"
        ),
        _ => {
            assert_eq!(status, 1, "{out}");
            assert!(last.starts_with("not proved: "), "{out}");
        }
    }
    assert!(last.contains(" positions walked in "), "{out}");
    // Unbeatable trusts the book only when its maker marked it complete:
    // that mark must be true.
    assert_eq!(
        status == 0,
        ttt::qubic::player::proof_is_complete(),
        "{out}"
    );
}

/// The shipped book, with X's move after O's reply at cell 2 taken out
/// (`spoil`), written to a scratch file.
fn book_file(name: &str, spoil: bool) -> std::path::PathBuf {
    use ttt::qubic::book::{encode_book, shipped};
    use ttt::qubic::prove::normal;
    let mut book = shipped().clone().expect("the shipped book");
    if spoil {
        let after = normal((1, 1 << 1));
        assert!(book.moves.remove(&after).is_some(), "a move after O at 2");
    }
    let path = std::env::temp_dir().join(format!("ttt-{name}-{}.bin", std::process::id()));
    std::fs::write(&path, encode_book(&book)).expect("a scratch file");
    path
}

#[test]
fn prove_rejects_a_corrupted_book() {
    let good = book_file("good-book", false);
    let bad = book_file("bad-book", true);
    let run = |path: &std::path::Path| {
        let path = path.to_str().unwrap_or("");
        let (status, out, _) = ttt(&["prove", "--game", "qubic", "--json", "--book", path], "");
        let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        (status, v)
    };
    let (status, v) = run(&good);
    assert_eq!(
        (status, &v["proved"]),
        (0, &serde_json::json!(true)),
        "{v:#}"
    );
    let (status, v) = run(&bad);
    assert_eq!((status, &v["proved"]), (1, &serde_json::json!(false)));
    let replies = v["replies"].as_array().expect("replies");
    let failed: Vec<_> = replies.iter().filter(|r| r["proved"] == false).collect();
    assert_eq!(failed.len(), 1, "{v:#}");
    assert_eq!(failed[0]["cell"], 2);
    assert_eq!(failed[0]["failure"]["why"], "X's move is not in the book");
    let (status, _, err) = ttt(
        &[
            "prove",
            "--game",
            "qubic",
            "--book",
            "/nonexistent/book.bin",
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(
        err.starts_with("error: cannot read the book /nonexistent/book.bin"),
        "{err}"
    );
    let _ = std::fs::remove_file(good);
    let _ = std::fs::remove_file(bad);
}
