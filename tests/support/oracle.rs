//! An independent solver for the tests: plain memoised negamax, written
//! apart from `perfect` so each checks the other.

use std::collections::HashMap;
use ttt::core::board::{Board, Square};

/// An independent solver: plain memoised negamax over scores
/// `10 - moves` for a win, `moves - 10` for a loss, 0 for a draw.
pub struct Oracle(HashMap<Board, i32>);

impl Oracle {
    pub fn new() -> Oracle {
        Oracle(HashMap::new())
    }

    pub fn score(&mut self, board: &Board) -> i32 {
        if let Some(&s) = self.0.get(board) {
            return s;
        }
        let me = board.to_move();
        let s = if board.has_won(me.opponent()) {
            -10
        } else if board.is_full() {
            0
        } else {
            let children: Vec<Board> = board.free_squares().map(|sq| board.with(sq, me)).collect();
            children
                .iter()
                .map(|c| {
                    let v = -self.score(c);
                    v - v.signum()
                })
                .max()
                .unwrap_or(0)
        };
        self.0.insert(*board, s);
        s
    }

    /// The value of moving to `sq`, and the traps it sets.
    pub fn judge(&mut self, board: &Board, sq: Square) -> (i32, usize) {
        let after = board.with(sq, board.to_move());
        let v = -self.score(&after);
        if after.is_finished() {
            return (v - v.signum(), 0);
        }
        let best = self.score(&after).signum();
        let traps = after
            .free_squares()
            .filter(|&r| {
                let w = -self.score(&after.with(r, after.to_move()));
                w.signum() < best
            })
            .count();
        (v - v.signum(), traps)
    }
}
