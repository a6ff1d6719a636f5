//! What the solver knows of a Qubic move, in words, for the review: a
//! win on the board, the proof's book, the proof's threat sequences
//! (`qubic::prove`) or hard's threat search (`qubic::threats`), and
//! nothing where it knows nothing. Beside its engine, as the 3×3 review's
//! values are in `strategy::review`.

use crate::core::board::Mark;
use crate::qubic::cell::Cell;
use crate::qubic::player::{book_move, proof_is_complete};
use crate::qubic::position::Position;
use crate::qubic::prove::threat_win;
use crate::qubic::threats::{completions, search, Verdict};

/// How many positions each of the review's threat searches may visit: a
/// few milliseconds, so stepping never waits.
const REVIEW_BUDGET: u64 = 8_000;

/// The position after `moves` from `start`, the side to move first.
pub fn play(start: Position, moves: &[Cell]) -> Position {
    moves
        .iter()
        .fold(start, |p, &cell| p.with(cell, p.to_move()))
}

/// What the solver knows after `cell` is played in `before`, in words:
/// for the side to move then, a win on the board, the proof's book, or a
/// forced win by threats; else whether the side that moved had one before
/// its move (and started it or not), or has one now if it is not stopped. `None` where it knows nothing (or
/// the game is over: the banner says the result).
pub fn verdict(before: &Position, cell: Cell) -> Option<String> {
    let mover = before.to_move();
    let after = before.with(cell, mover);
    if after.is_finished() {
        return None;
    }
    let next = mover.opponent();
    let (moved, to_move) = (mover.upper(), next.upper());
    let (mine, theirs) = (after.mask(next), after.mask(mover));
    // The first move of `mark`'s forced win by threats in `position`.
    let threat_win_from = |position: &Position, mark| match search(position, mark, REVIEW_BUDGET) {
        Verdict::Wins(win) => Some(win.first),
        _ => None,
    };
    if let Some(win) = Cell::lowest(completions(mine, theirs)) {
        return Some(format!("{to_move} can win now: {}.", win.words()));
    }
    let book = (next == Mark::X && proof_is_complete()).then(|| book_move(&after));
    if let Some(play) = book.flatten().map(Cell::words) {
        return Some(format!(
            "X can force a win from here: the proof plays {play}."
        ));
    }
    if let Some(first) = threat_win_from(&after, next).map(Cell::words) {
        return Some(format!(
            "{to_move} has a forced win by threats: {first} first."
        ));
    }
    let x_win = (next == Mark::X)
        .then(|| threat_win((mine, theirs)))
        .flatten();
    if let Some(first) = x_win.and_then(|m| Cell::from_index(m[0] as usize)) {
        return Some(format!(
            "X has a forced win by threats: {} first.",
            first.words()
        ));
    }
    if let Some(first) = threat_win_from(before, mover) {
        return Some(match first == cell {
            true => format!("{moved} starts a forced win by threats."),
            false => format!(
                "{moved} had a forced win by threats: {} first.",
                first.words()
            ),
        });
    }
    if let Some(at) = Cell::lowest(completions(theirs, mine)).map(Cell::words) {
        return Some(format!(
            "{moved} threatens to win at {at}: {to_move} must block."
        ));
    }
    let first = threat_win_from(&after, mover)?.words();
    Some(format!(
        "{moved} threatens a forced win by threats ({first} first) unless {to_move} stops it."
    ))
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
