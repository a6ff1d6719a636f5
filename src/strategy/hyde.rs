//! `hyde`: Randall Hyde's pattern matcher from *Tic-Tac-Toe (to death!)*.
//! Sixteen 3×3 patterns, tried on the board and its three quarter-turns.
//! Inside this file squares are 0..8, as in the seed.

use super::{Decision, Rule};
use crate::core::board::{Board, Mark, Square};

/// The seed's diagrams, row by row, with the computer as `O`: `?` is the
/// blank square the computer takes, ` ` must be blank, `*` matches anything,
/// `X`/`O` must match. Listed in the order they are tried: #1..#14, #16, #15
/// (the order under which the seed's worked example holds).
const PATTERNS: [(u8, &[u8; 9]); 16] = [
    (1, b"?OO******"),
    (2, b"?**O**O**"),
    (3, b"?***O***O"),
    (4, b"O?O******"),
    (5, b"*?**O**O*"),
    (6, b"?XX******"),
    (7, b"?**X**X**"),
    (8, b"?***X***X"),
    (9, b"X?X******"),
    (10, b"*?**X**X*"),
    (11, b" ?X O X  "),
    (12, b"?X XO* **"),
    (13, b"? XXO* **"),
    (14, b"? X O*X**"),
    (16, b"?***X*** "),
    (15, b"*?**X** *"),
];

/// Rotating 90° counter-clockwise: the rotated board's cell `i` shows the
/// original's cell `CCW[i]` (the top-right square comes to the top-left).
const CCW: [usize; 9] = [2, 5, 8, 1, 4, 7, 0, 3, 6];

/// The first pattern that matches, orientation by orientation; else the
/// first empty square in reading order.
pub fn choose(board: &Board, me: Mark) -> Option<Decision> {
    // view[i] is the original index shown in cell i of the current orientation.
    let mut view: [usize; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for _ in 0..4 {
        for (number, pattern) in PATTERNS {
            if let Some(cell) = match_at(board, me, &view, pattern) {
                let square = Square::from_index(view[cell])?;
                return Some(Decision {
                    square,
                    rule: Rule::Pattern(number),
                });
            }
        }
        view = CCW.map(|i| view[i]);
    }
    let square = board.free_squares().next()?;
    Some(Decision {
        square,
        rule: Rule::FirstEmpty,
    })
}

/// The cell of `?` if the pattern matches the board seen through `view`.
fn match_at(board: &Board, me: Mark, view: &[usize; 9], pattern: &[u8; 9]) -> Option<usize> {
    let mut target = None;
    for (cell, &want) in pattern.iter().enumerate() {
        let have = Square::from_index(view[cell]).and_then(|sq| board.get(sq));
        let ok = match want {
            b'*' => true,
            b' ' => have.is_none(),
            b'?' => {
                target = Some(cell);
                have.is_none()
            }
            b'O' => have == Some(me),
            _ => have == Some(me.opponent()),
        };
        if !ok {
            return None;
        }
    }
    target
}
