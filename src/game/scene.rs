//! What the window shows of either board at a moment, as data: the 3×3
//! [`Scene`] in turtle space (what the turtle has drawn so far, the turtle
//! itself, the squares marked out) and Qubic's [`CubeScene`].

use crate::core::board::{Board, Mark, Square};
use crate::game::play::{Play, Round};
use crate::game::turtle::{Animation, Drawing};
use crate::game::Game;
use crate::picture::drawing::{draw_board, draw_mark, strike};
use crate::picture::turtle::{path_length, trace, Pose, Segment};
use crate::qubic::cell::{Cell, Line};
use crate::qubic::position::Position;

/// Turtle units of the ribbon behind the dancing turtle at its longest; it
/// shrinks to nothing over the dance's last fifth.
pub const RIBBON_LENGTH: f32 = 50.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The grid, each mark with its square, and the stroke through the
    /// winning line, as far as each is drawn.
    pub grid: Vec<Segment>,
    pub marks: Vec<(Mark, Square, Vec<Segment>)>,
    pub strike: Vec<Segment>,
    pub turtle: Option<Pose>,
    /// The last stretch of the turtle's dance after a win.
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
        let at_rest = Drawing::default();
        let drawing = self.round.play::<Board>().map_or(&at_rest, Play::turtle);
        let drawing_now = drawing
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
            _ if drawing.board_due && !reviewing => Vec::new(),
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
        let free = board
            .free_squares()
            .filter(|_| !over && !reviewing)
            .collect();
        let (ribbon, dancer) = dance_at(drawing, now, reviewing);
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
}

/// The ribbon behind the dancing turtle and where the turtle is, at
/// `now` (nothing when it does not dance, or under review).
fn dance_at(drawing: &Drawing, now: f64, reviewing: bool) -> (Vec<Segment>, Option<Pose>) {
    let dancing = |d: &&Animation| !reviewing && now >= d.started && now < d.ends();
    let Some(dance) = drawing.dance.as_ref().filter(dancing) else {
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

/// What the cube shows, filled in by the game each frame.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeScene {
    /// The marks on the board, by cell index (cell 1 at 0).
    pub cells: [Option<Mark>; 64],
    /// How much of the four planes' grid is drawn, 0..=1 (while less,
    /// the turtle is drawn at its pen).
    pub grid: f32,
    /// The mark the turtle is drawing, and how much of it is drawn; its
    /// cell is drawn from this, whatever `cells` holds there.
    pub drawing: Option<MarkDrawing>,
    /// The keyboard's cursor, outlined; the free cell under the mouse,
    /// the last move and the hint, lit.
    pub cursor: Option<Cell>,
    pub hover: Option<Cell>,
    pub last_move: Option<Cell>,
    pub hint: Option<Cell>,
    /// The line that won, ringed and struck through across its planes,
    /// and how much of that is drawn, 0..=1.
    pub win: Option<Line>,
    pub strike: f32,
    /// The plane and row typed so far (1..=4), lit.
    pub typed_plane: Option<u8>,
    pub typed_row: Option<u8>,
}

/// A mark being drawn: `fraction` (0..=1) of the turtle's path is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkDrawing {
    pub cell: Cell,
    pub mark: Mark,
    pub fraction: f32,
}

impl Default for CubeScene {
    fn default() -> CubeScene {
        CubeScene {
            cells: [None; 64],
            grid: 1.0,
            drawing: None,
            cursor: None,
            hover: None,
            last_move: None,
            hint: None,
            win: None,
            strike: 1.0,
            typed_plane: None,
            typed_row: None,
        }
    }
}

impl CubeScene {
    /// The marks of `position` and the line its winner holds; nothing lit.
    pub fn of(position: &Position) -> CubeScene {
        let win = position
            .winner()
            .and_then(|mark| position.winning_line(mark));
        CubeScene {
            cells: std::array::from_fn(|i| Cell::from_index(i).and_then(|c| position.get(c))),
            win,
            ..CubeScene::default()
        }
    }
}

impl Game {
    /// What the cube shows at `now`: the position after the move under
    /// review while a Qubic review is open, else the game's, with `hover`
    /// the free cell under the mouse.
    pub fn cube_scene(&self, now: f64, hover: Option<Cell>) -> CubeScene {
        let speed = self.settings.speed;
        if let Some((before, cell)) = self.review().and_then(|r| r.cube_move()) {
            let mut scene = CubeScene::of(&before.with(cell, before.to_move()));
            scene.last_move = Some(cell);
            return scene;
        }
        let Round::Qubic(play) = &self.round else {
            return CubeScene::default();
        };
        let (position, typed, turtle) = (play.position(), play.typed(), play.turtle());
        let drawing = turtle.drawing(speed, now).and_then(|(cell, fraction)| {
            let (mark, fraction) = (position.get(cell)?, fraction as f32);
            Some(MarkDrawing {
                cell,
                mark,
                fraction,
            })
        });
        CubeScene {
            grid: turtle.grid(speed, now) as f32,
            drawing,
            cursor: self.cursor_of::<Position>(),
            hover,
            last_move: play.history().last().map(|m| m.square),
            hint: play.hint().map(|d| d.cell),
            typed_plane: typed.first().copied(),
            typed_row: typed.get(1).copied(),
            ..CubeScene::of(&position)
        }
    }
}

#[cfg(test)]
#[path = "scene_tests.rs"]
mod tests;
