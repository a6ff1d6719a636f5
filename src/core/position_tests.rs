//! Tests of position text: every spelling, each error, the side to move,
//! dead positions, and the walk's indexes.

use super::*;

/// `text` parses and prints back as `canonical`.
fn check(text: &str, canonical: &str) {
    let board = parse_board(text).map(|b| b.to_string());
    assert_eq!(board, Ok(canonical.to_string()), "{text}");
}

#[test]
fn every_spelling_of_empty_and_marks() {
    check("_________", "_________");
    check("---------", "_________");
    check(".........", "_________");
    check("123456789", "_________");
    check("12x4o6789", "__x_o____");
    check("X-.O_____", "x__o_____");
    check("xO_______", "xo_______");
}

fn check_error(text: &str, side: Option<&str>, expected: PositionError) {
    assert_eq!(
        parse_playable_under(text, side, Rules::Standard),
        Err(expected),
        "{text}"
    );
}

#[test]
fn each_error_has_its_variant() {
    let t = |s: &str| s.to_string();
    check_error(
        "xo",
        None,
        PositionError::WrongLength {
            text: t("xo"),
            len: 2,
        },
    );
    check_error(
        "x?_______",
        None,
        PositionError::BadCharacter {
            text: t("x?_______"),
            ch: '?',
            square: 2,
        },
    );
    check_error(
        "9________",
        None,
        PositionError::WrongDigit {
            text: t("9________"),
            digit: '9',
            square: 1,
        },
    );
    check_error(
        "xxo_x____",
        None,
        PositionError::ImpossibleCounts {
            text: t("xxo_x____"),
            x: 3,
            o: 1,
        },
    );
    check_error(
        "xxxoo____",
        None,
        PositionError::Finished {
            text: t("xxxoo____"),
            why: "X has three in a row",
        },
    );
    check_error(
        "xoxxoxoxo",
        None,
        PositionError::Finished {
            text: t("xoxxoxoxo"),
            why: "the board is full",
        },
    );
    check_error(
        "x________",
        Some("O "),
        PositionError::BadSide { side: t("O ") },
    );
    check_error(
        "x________",
        Some("x"),
        PositionError::NotToMove {
            text: t("x________"),
            side: Mark::X,
            to_move: Mark::O,
        },
    );
}

#[test]
fn side_to_move_follows_from_the_counts() {
    assert_eq!(
        parse_playable_under("_________", None, Rules::Standard).map(|p| p.1),
        Ok(Mark::X)
    );
    assert_eq!(
        parse_playable_under("x________", Some("O"), Rules::Standard).map(|p| p.1),
        Ok(Mark::O)
    );
    assert_eq!(
        parse_playable_under("xo_______", Some("X"), Rules::Standard).map(|p| p.1),
        Ok(Mark::X)
    );
}

#[test]
fn a_dead_position_is_still_playable_but_already_tied() {
    // Square 9 is free, but every line holds both marks.
    let (board, _) =
        parse_playable_under("xoxxooox_", None, Rules::Standard).expect("legal and unfinished");
    assert!(board.is_dead());
    assert_eq!(board.outcome(), Some(crate::core::board::Outcome::Tie));
}

#[test]
fn the_walk_indexes_every_position_uniquely() {
    let all = reachable_positions_under(Rules::Standard);
    let indices: HashSet<usize> = all.iter().map(Board::index).collect();
    assert_eq!(indices.len(), all.len());
    for board in all {
        assert_eq!(Board::from_index(board.index(), board.rules()), Some(board));
    }
}
