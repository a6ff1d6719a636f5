//! What the window shows at a moment, as data: the grid (as far as the
//! turtle has drawn it), each mark (the one being drawn, as far as it is),
//! the strike through a win, the turtle itself, the free squares' numbers,
//! and the squares marked out: the hint, the cursor, the move under review.

use crate::core::board::{Mark, Square};
use crate::game::Game;
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::picture::turtle::{path_length, trace, Pose, Segment};

/// One frame's picture, in turtle space.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The grid, as far as it is drawn.
    pub grid: Vec<Segment>,
    /// Each mark on the board, as far as it is drawn, with its square.
    pub marks: Vec<(Mark, Square, Vec<Segment>)>,
    /// The stroke through the winning line, as far as it is drawn.
    pub strike: Vec<Segment>,
    /// The visible turtle, while it draws.
    pub turtle: Option<Pose>,
    /// Free squares, whose numbers are shown faintly (none once over).
    pub free: Vec<Square>,
    /// The square `perfect` suggests, while a hint is shown.
    pub hint: Option<Square>,
    /// The keyboard cursor, while it is shown.
    pub cursor: Option<Square>,
    /// The move under review, while the review is open.
    pub reviewed: Option<Square>,
}

impl Game {
    /// The picture at time `now`.
    pub fn scene(&self, now: f64) -> Scene {
        let board = self.shown_board();
        let reviewing = self.reviewed().is_some();
        let drawing_now = self
            .drawing
            .current()
            .filter(|_| self.is_drawing(now) && !reviewing);
        let traced = drawing_now.map(|a| {
            let fraction = ((now - a.started) / a.seconds).clamp(0.0, 1.0) as f32;
            let (mut drawn, turtle) = trace(&a.path, path_length(&a.path) * fraction);
            let struck = drawn.split_off(a.mark_segments.min(drawn.len()));
            (a.square, drawn, struck, turtle)
        });
        let grid = match &traced {
            Some((None, drawn, _, _)) => drawn.clone(),
            _ if self.drawing.board_due() && !reviewing => Vec::new(),
            _ => draw_board(),
        };
        let marks = Square::all()
            .filter_map(|sq| {
                let mark = board.get(sq)?;
                let path = match &traced {
                    Some((Some(at), drawn, _, _)) if *at == sq => drawn.clone(),
                    _ => draw_mark(mark, sq),
                };
                Some((mark, sq, path))
            })
            .collect();
        let strike = match &traced {
            Some((Some(_), _, struck, _)) => struck.clone(),
            _ => board
                .winner()
                .and_then(|m| board.winning_line(m))
                .map(|line| strike(line.squares()))
                .unwrap_or_default(),
        };
        let over = board.outcome().is_some() || self.broken().is_some();
        let free = if over || reviewing {
            Vec::new()
        } else {
            board.free_squares().collect()
        };
        Scene {
            grid,
            marks,
            strike,
            turtle: traced.and_then(|(_, _, _, turtle)| turtle),
            free,
            hint: self.hint.map(|d| d.square),
            cursor: self.cursor(),
            reviewed: self.reviewed().map(|r| r.square),
        }
    }
}
