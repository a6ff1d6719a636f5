//! Position text (the Simply Scheme "word") parsed into a [`Board`], the
//! errors a person can make typing one, and the walk over every reachable
//! position.

use crate::core::board::{Board, Mark, Rules, Square};
use std::collections::HashSet;

/// What is wrong with a position or side someone typed, each with its own
/// one-line message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error(
        "position '{text}' has {len} character{}; it needs exactly 9, one per square",
        if *.len == 1 { "" } else { "s" }
    )]
    WrongLength { text: String, len: usize },
    #[error(
        "position '{text}' has '{}' in square {square}; use x, o, or _ - . or the square's digit for empty",
        .ch.escape_debug()
    )]
    BadCharacter { text: String, ch: char, square: u8 },
    #[error("position '{text}' has '{digit}' in square {square}; an empty square may only show its own digit")]
    WrongDigit {
        text: String,
        digit: char,
        square: u8,
    },
    #[error("position '{text}' cannot happen: {x} x and {o} o, but X moves first and the players alternate")]
    ImpossibleCounts { text: String, x: u32, o: u32 },
    #[error("position '{text}' is finished ({why}); nobody moves there")]
    Finished { text: String, why: &'static str },
    #[error("side '{}' is not x or o", .side.escape_debug())]
    BadSide { side: String },
    #[error(
        "in position '{text}' it is {}'s turn, not {}'s",
        .to_move.upper(),
        .side.upper()
    )]
    NotToMove {
        text: String,
        side: Mark,
        to_move: Mark,
    },
}

/// Parses position text: nine characters, `x`/`X`/`o`/`O` for marks and
/// `_`, `-`, `.` or the square's own digit for a free square. Checks the
/// counts but not whether the game is finished.
pub fn parse_board(text: &str) -> Result<Board, PositionError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != 9 {
        return Err(PositionError::WrongLength {
            text: escaped_excerpt(text),
            len: chars.len(),
        });
    }
    let mut board = Board::default();
    for (sq, &ch) in Square::all().zip(&chars) {
        let square = sq.number();
        match ch {
            'x' | 'X' => board = board.with(sq, Mark::X),
            'o' | 'O' => board = board.with(sq, Mark::O),
            '_' | '-' | '.' => {}
            d if d.is_ascii_digit() && d as u8 - b'0' == square => {}
            d if d.is_ascii_digit() => {
                return Err(PositionError::WrongDigit {
                    text: escaped_excerpt(text),
                    digit: d,
                    square,
                })
            }
            _ => {
                return Err(PositionError::BadCharacter {
                    text: escaped_excerpt(text),
                    ch,
                    square,
                })
            }
        }
    }
    if !board.counts_are_legal() {
        let (x, o) = (board.count(Mark::X), board.count(Mark::O));
        return Err(PositionError::ImpossibleCounts {
            text: escaped_excerpt(text),
            x,
            o,
        });
    }
    Ok(board)
}

/// Parses a position where a move is due under `rules` (whose wins decide
/// whether the game is already over), and the side to move; `side`, if
/// given, must be that side.
pub fn parse_playable_under(
    text: &str,
    side: Option<&str>,
    rules: Rules,
) -> Result<(Board, Mark), PositionError> {
    let board = parse_board(text)?.under(rules);
    if let Some(why) = finished_reason(&board) {
        return Err(PositionError::Finished {
            text: escaped_excerpt(text),
            why,
        });
    }
    let to_move = board.to_move();
    if let Some(side) = side {
        let mark = Mark::parse(side).ok_or_else(|| PositionError::BadSide {
            side: escaped_excerpt(side),
        })?;
        if mark != to_move {
            return Err(PositionError::NotToMove {
                text: escaped_excerpt(text),
                side: mark,
                to_move,
            });
        }
    }
    Ok((board, to_move))
}

fn finished_reason(board: &Board) -> Option<&'static str> {
    match (board.has_won(Mark::X), board.has_won(Mark::O)) {
        (true, true) => Some("both X and O have three in a row"),
        (true, false) => Some("X has three in a row"),
        (false, true) => Some("O has three in a row"),
        _ if board.is_full() => Some("the board is full"),
        _ => None,
    }
}

/// Echoes user text in a message without letting it run on: at most 40
/// characters, control characters escaped.
pub fn escaped_excerpt(text: &str) -> String {
    let mut out: String = text.chars().take(40).flat_map(char::escape_debug).collect();
    if text.chars().count() > 40 {
        out.push_str("...");
    }
    out
}

/// Every position reachable under `rules` by play that stops when the game
/// is finished (5478 under the standard rules, the empty board included),
/// by moves made, then index.
pub fn reachable_positions_under(rules: Rules) -> Vec<Board> {
    let empty = Board::empty_under(rules);
    let mut seen = HashSet::from([empty]);
    let mut unseen = vec![empty];
    while let Some(board) = unseen.pop() {
        if !board.is_finished() {
            let children = board
                .free_squares()
                .map(|sq| board.with(sq, board.to_move()));
            unseen.extend(children.filter(|child| seen.insert(*child)));
        }
    }
    let mut all: Vec<Board> = seen.into_iter().collect();
    all.sort_unstable_by_key(|board| (board.moves_made(), board.index()));
    all
}

/// The reachable positions under `rules` where a move is due (not finished).
pub fn playable_positions_under(rules: Rules) -> Vec<Board> {
    reachable_positions_under(rules)
        .into_iter()
        .filter(|b| !b.is_finished())
        .collect()
}

#[cfg(test)]
#[path = "position_tests.rs"]
mod tests;
