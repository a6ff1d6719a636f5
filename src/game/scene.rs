//! What the window shows at a moment, as data, in turtle space: what the
//! turtle has drawn so far, the turtle itself, and the squares marked out.

use crate::core::board::{Mark, Square};
use crate::game::turtle_time::Animation;
use crate::game::Game;
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::picture::turtle::{path_length, trace, Pose, Segment};

/// Turtle units of the ribbon behind the dancing turtle at its longest; it
/// shrinks to nothing over the dance's last fifth.
pub const RIBBON_LENGTH: f32 = 50.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The grid, as far as it is drawn.
    pub grid: Vec<Segment>,
    /// Each mark on the board, as far as it is drawn, with its square.
    pub marks: Vec<(Mark, Square, Vec<Segment>)>,
    /// The stroke through the winning line, as far as it is drawn.
    pub strike: Vec<Segment>,
    /// The visible turtle, while it draws or dances.
    pub turtle: Option<Pose>,
    /// While the turtle dances after a win: the last stretch of its dance.
    pub ribbon: Vec<Segment>,
    /// Free squares, whose numbers are shown faintly (none once over).
    pub free: Vec<Square>,
    /// The hint, the keyboard cursor, the move under review.
    pub hint: Option<Square>,
    pub cursor: Option<Square>,
    pub reviewed: Option<Square>,
}

impl Game {
    pub fn scene(&self, now: f64) -> Scene {
        let board = self.shown_board();
        let reviewing = self.reviewed().is_some();
        let drawing_now = self
            .drawing
            .animation
            .as_ref()
            .filter(|_| self.is_drawing(now) && !reviewing);
        let traced = drawing_now.map(|a| {
            let (mut drawn, turtle) = trace(&a.path, path_length(&a.path) * a.fraction(now));
            let struck = drawn.split_off(a.mark_segments.min(drawn.len()));
            (a.square, drawn, struck, turtle)
        });
        let grid = match &traced {
            Some((None, drawn, _, _)) => drawn.clone(),
            _ if self.drawing.board_due && !reviewing => Vec::new(),
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
        let (ribbon, dancer) = self.dance_at(now, reviewing);
        Scene {
            grid,
            marks,
            strike,
            turtle: traced.and_then(|(_, _, _, turtle)| turtle).or(dancer),
            ribbon,
            free,
            hint: self.hint().map(|d| d.square),
            cursor: self.cursor(),
            reviewed: self.reviewed().map(|r| r.square),
        }
    }

    /// The ribbon behind the dancing turtle and where the turtle is, at
    /// `now` (nothing when it does not dance, or under review).
    fn dance_at(&self, now: f64, reviewing: bool) -> (Vec<Segment>, Option<Pose>) {
        let dancing = |d: &&Animation| !reviewing && now >= d.started && now < d.ends();
        let Some(dance) = self.drawing.dance.as_ref().filter(dancing) else {
            return (Vec::new(), None);
        };
        let fraction = dance.fraction(now);
        let total = path_length(&dance.path);
        let (trail, pose) = trace(&dance.path, total * fraction);
        let tail = RIBBON_LENGTH * ((1.0 - fraction) / 0.2).min(1.0);
        let behind = path_length(&trail) - tail;
        let (gone, _) = trace(&trail, behind);
        let mut ribbon = trail[gone.len().saturating_sub(1).min(trail.len())..].to_vec();
        if let (Some(first), Some(cut)) = (ribbon.first_mut(), gone.last()) {
            first.from = cut.to;
        }
        (ribbon, pose)
    }
}

#[cfg(test)]
#[path = "scene_tests.rs"]
mod tests;
