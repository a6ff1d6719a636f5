//! Qubic's review (issue 28): the game so far, move by move, as the 3×3
//! game's review screen shows it. The cube shows the position after the
//! move under review with that move lit; the status says the move and the
//! solver's verdict where it knows one — the proof's book, the proof's
//! threat sequences (`qubic::prove`) or hard's threat search
//! (`qubic::threats`) — and nothing where it does not. The game opens
//! it in `review_screen.rs`; it steps as the 3×3 review does
//! (`screen_answers.rs`).

use crate::core::board::Mark;
use crate::qubic::cell::Cell;
use crate::qubic::player::{book_move, proof_is_complete};
use crate::qubic::position::Position;
use crate::qubic::prove::threat_win;
use crate::qubic::threats::{completions, search, Verdict};

/// How many positions each of the review's threat searches may visit: a
/// few milliseconds, so stepping never waits.
const REVIEW_BUDGET: u64 = 8_000;

/// The Qubic game reviewed: its moves, the one under review and what the
/// solver says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct QubicReview {
    moves: Vec<Cell>,
    /// The index of the move under review.
    at: usize,
    /// The solver's verdict after the move under review, if it knows one.
    verdict: Option<String>,
}

impl QubicReview {
    /// The review of `moves` (not empty) at move `at` (1 for the first;
    /// the last if `None`).
    pub fn new(moves: Vec<Cell>, at: Option<usize>) -> QubicReview {
        let mut review = QubicReview {
            moves,
            at: 0,
            verdict: None,
        };
        review.go_to(at.unwrap_or(usize::MAX));
        review
    }

    /// Goes to move `n` (1 for the first), within the game, and asks the
    /// solver about it.
    pub fn go_to(&mut self, n: usize) {
        self.at = n.clamp(1, self.moves.len().max(1)) - 1;
        self.verdict = self
            .moves
            .get(self.at)
            .and_then(|&cell| verdict(&self.before(), cell));
    }

    /// The move under review, 1 for the first.
    pub fn number(&self) -> usize {
        self.at + 1
    }

    pub fn total(&self) -> usize {
        self.moves.len()
    }

    /// The cell played at the move under review.
    pub fn cell(&self) -> Option<Cell> {
        self.moves.get(self.at).copied()
    }

    pub fn verdict(&self) -> Option<&str> {
        self.verdict.as_deref()
    }

    /// The position before the move under review.
    pub fn before(&self) -> Position {
        play(&self.moves[..self.at])
    }

    /// The position after the move under review.
    pub fn after(&self) -> Position {
        play(&self.moves[..(self.at + 1).min(self.moves.len())])
    }

    /// The line saying the move: `Move 5 of 23: X 2-3-1 (25).`
    pub fn move_line(&self) -> String {
        let Some(cell) = self.cell() else {
            return "No moves.".to_string();
        };
        let mark = (self.before().to_move()).upper();
        format!(
            "Move {} of {}: {mark} {}.",
            self.number(),
            self.total(),
            cell.words()
        )
    }
}

/// The position after `moves` from the empty board, X first.
fn play(moves: &[Cell]) -> Position {
    moves
        .iter()
        .fold(Position::default(), |p, &cell| p.with(cell, p.to_move()))
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
    if next == Mark::X && proof_is_complete() {
        if let Some(proof) = book_move(&after) {
            let play = proof.words();
            return Some(format!(
                "X can force a win from here: the proof plays {play}."
            ));
        }
    }
    if let Some(first) = threat_win_from(&after, next) {
        let first = first.words();
        return Some(format!(
            "{to_move} has a forced win by threats: {first} first."
        ));
    }
    if next == Mark::X {
        let first = threat_win((mine, theirs)).and_then(|m| Cell::from_index(m[0] as usize));
        if let Some(first) = first {
            let first = first.words();
            return Some(format!("X has a forced win by threats: {first} first."));
        }
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
    if let Some(win) = Cell::lowest(completions(theirs, mine)) {
        let at = win.words();
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
#[path = "qubic_review_tests.rs"]
mod tests;
