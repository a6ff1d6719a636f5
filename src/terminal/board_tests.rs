//! Tests of Hyde's dual board in the terminal: the numbers beside the
//! position, the cursor, and colour that never replaces a letter.

use super::*;
use crate::core::position::parse_board;

fn check(position: &str, marks: Marks, expected: &[&str]) {
    let board = parse_board(position).expect("a position");
    assert_eq!(dual_board(&board, marks, false), expected);
}

#[test]
fn the_position_beside_the_free_squares_numbers() {
    let numbers = Marks {
        numbers: true,
        ..Marks::default()
    };
    check(
        "x___o____",
        numbers,
        &[
            " X |   |           | 2 | 3",
            "---+---+---     ---+---+---",
            "   | O |         4 |   | 6",
            "---+---+---     ---+---+---",
            "   |   |         7 | 8 | 9",
        ],
    );
}

#[test]
fn the_cursor_is_bracketed_and_a_finished_board_has_no_numbers() {
    let marks = Marks {
        cursor: Square::new(5),
        numbers: false,
    };
    check(
        "xxxoo____",
        marks,
        &[
            " X | X | X         |   |",
            "---+---+---     ---+---+---",
            " O |[O]|           |   |",
            "---+---+---     ---+---+---",
            "   |   |           |   |",
        ],
    );
}

#[test]
fn colour_never_replaces_the_letters() {
    let board = parse_board("xo_______").expect("a position");
    let plain = dual_board(&board, Marks::default(), false);
    let painted = dual_board(&board, Marks::default(), true);
    assert_ne!(plain, painted);
    let stripped: Vec<String> = painted
        .iter()
        .map(|l| crate::terminal::paint::strip(l))
        .collect();
    assert_eq!(plain, stripped);
}
