//! What the window shows at a moment, as data: the turtle's finished
//! strokes, the part of the current mark drawn so far and the turtle at its
//! tip, the free squares' numbers, the hint and the cursor.

use crate::core::board::Square;
use crate::game::Game;
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::picture::turtle::{path_length, trace, Pose, Segment};

/// One frame's picture, in turtle space.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The grid, the marks already drawn, and the strike once drawn.
    pub settled: Vec<Segment>,
    /// The part of the current mark drawn so far.
    pub drawing: Vec<Segment>,
    /// The stroke through the winning line, as far as it is drawn.
    pub strike: Vec<Segment>,
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
        let (mut drawing, turtle) = match drawing_now {
            Some(a) => {
                let fraction = ((now - a.started) / a.seconds).clamp(0.0, 1.0) as f32;
                trace(&a.path, path_length(&a.path) * fraction)
            }
            None => (Vec::new(), None),
        };
        let struck = match drawing_now {
            Some(a) => drawing.split_off(a.mark_segments.min(drawing.len())),
            None => self
                .board
                .winner()
                .and_then(|m| self.board.winning_line(m))
                .map(|line| strike(line.squares()))
                .unwrap_or_default(),
        };
        let over = self.is_over();
        let free = if over {
            Vec::new()
        } else {
            self.board.free_squares().collect()
        };
        Scene {
            settled,
            drawing,
            strike: struck,
            turtle,
            free,
            hint: self.hint.map(|d| d.square),
            cursor: self.cursor.filter(|_| !over),
        }
    }
}
