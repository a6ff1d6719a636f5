//! Hyde's dual board: the position on the left, the free squares' numbers
//! on the right. Colour is only a second cue.

use crate::core::board::{Board, Mark, Square};
use crate::terminal::paint::{paint, Ink};

/// Spaces between the position and the numbers.
const GAP: &str = "     ";
/// The rule between two rows of one board.
const RULE: &str = "---+---+---";

/// What the dual board marks besides the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The keyboard cursor's square: shown in brackets, `[X]` or `[ ]`.
    pub cursor: Option<Square>,
    /// Whether the free squares' numbers are shown (not once the game is
    /// over, nor in the review).
    pub numbers: bool,
}

/// The dual board, five lines of 27 characters (without colour codes).
pub fn dual_board(board: &Board, marks: Marks, colour: bool) -> Vec<String> {
    let line = board.winner().and_then(|m| board.winning_line(m));
    let win = line.map(|line| line.squares().to_vec()).unwrap_or_default();
    let mut lines = Vec::new();
    for row in 0..3u8 {
        if row > 0 {
            lines.push(format!("{RULE}{GAP}{RULE}"));
        }
        let squares = (1..=3).filter_map(|c| Square::new(row * 3 + c));
        let (left, right): (Vec<String>, Vec<String>) = squares
            .map(|sq| {
                let number = match board.is_free(sq) && marks.numbers {
                    true => paint(&format!(" {sq} "), Ink::Muted, colour),
                    false => "   ".to_string(),
                };
                (cell(board, sq, marks.cursor, &win, colour), number)
            })
            .unzip();
        let line = format!("{}{GAP}{}", left.join("|"), right.join("|"));
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// One square: ` X `, ` O ` or blank, bracketed under the cursor, in
/// the winning colour if on the winning line `win`.
fn cell(board: &Board, sq: Square, cursor: Option<Square>, win: &[Square], colour: bool) -> String {
    let won = win.contains(&sq);
    let (letter, ink) = match board.get(sq) {
        Some(Mark::X) => ("X", if won { Ink::Win } else { Ink::X }),
        Some(Mark::O) => ("O", if won { Ink::Win } else { Ink::O }),
        None => (" ", Ink::Plain),
    };
    let letter = paint(letter, ink, colour);
    match cursor == Some(sq) {
        true => format!("[{letter}]"),
        false => format!(" {letter} "),
    }
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
