//! What the window shows at a moment, as data: the turtle's finished
//! strokes, the part of the current mark drawn so far and the turtle at its
//! tip, the free squares' numbers, the hint and the cursor.

use crate::board::Square;
use crate::game::Game;
use crate::picture::{draw_board, draw_mark, strike};
use crate::turtle::{path_length, trace, Pose, Segment};

/// One frame's picture, in turtle space.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The grid, the marks already drawn, and the strike once drawn.
    pub settled: Vec<Segment>,
    /// The part of the current drawing done so far.
    pub drawing: Vec<Segment>,
    /// The visible turtle, while it draws.
    pub turtle: Option<Pose>,
    /// Free squares, whose numbers are shown faintly (empty once over).
    pub free: Vec<Square>,
    /// The square `perfect` suggests, while a hint is shown.
    pub hint: Option<Square>,
    /// The keyboard cursor, once arrows have been used.
    pub cursor: Option<Square>,
}

impl Game {
    /// The picture at time `now`.
    pub fn scene(&self, now: f64) -> Scene {
        let drawing_now = self.animation.as_ref().filter(|_| self.is_drawing(now));
        let mut settled = draw_board();
        for sq in Square::all() {
            let animating = drawing_now.is_some_and(|a| a.square == sq);
            if let (Some(mark), false) = (self.board.get(sq), animating) {
                settled.extend(draw_mark(mark, sq));
            }
        }
        let winner = self.board.winner();
        let strike_animating = drawing_now.is_some_and(|a| a.strike);
        if let (Some(mark), false) = (winner, strike_animating) {
            if let Some(line) = self.board.winning_line(mark) {
                settled.extend(strike(line));
            }
        }
        let (drawing, turtle) = match drawing_now {
            Some(a) => {
                let fraction = ((now - a.started) / a.seconds).clamp(0.0, 1.0) as f32;
                trace(&a.path, path_length(&a.path) * fraction)
            }
            None => (Vec::new(), None),
        };
        let over = self.outcome().is_some();
        let free = if over {
            Vec::new()
        } else {
            self.board.free_squares().collect()
        };
        Scene {
            settled,
            drawing,
            turtle,
            free,
            hint: self.hint.map(|d| d.square),
            cursor: self.cursor.filter(|_| !over),
        }
    }
}
