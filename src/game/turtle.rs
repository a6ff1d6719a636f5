//! The turtle's clocks: what it is drawing, since when and for how long,
//! on the 3×3 board ([`Drawing`]) and the cube ([`CubeTurtle`]). What a
//! frame shows from them is `scene.rs`'s.

use crate::core::board::Square;
use crate::picture::drawing::draw_board;
use crate::picture::speed;
use crate::picture::turtle::Segment;
use crate::qubic::cell::Cell;
use crate::settings::Speed;

/// How far into a drawing the first frame already is (one frame at 60
/// a second), so a played key shows a stroke at once.
pub const FIRST_STROKE_LEAD: f64 = 1.0 / 60.0;

/// Seconds the turtle dances after a win, once the strike is drawn.
pub const DANCE_SECONDS: f64 = 1.0;

/// A path the turtle follows over time: the board, a mark and perhaps
/// its strike, or the dance.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    pub path: Vec<Segment>,
    pub started: f64,
    pub seconds: f64,
    /// The mark's square; `None` for the board and the dance.
    pub square: Option<Square>,
    /// How many of the path's segments draw the mark; the rest strike.
    pub mark_segments: usize,
}

impl Animation {
    pub(super) fn ends(&self) -> f64 {
        self.started + self.seconds
    }

    /// How much of the path is drawn at `now`, 0..=1.
    pub fn fraction(&self, now: f64) -> f32 {
        ((now - self.started) / self.seconds).clamp(0.0, 1.0) as f32
    }
}

/// What the game asks of either turtle's clock at `speed` and `now`.
pub trait Pen: Clone + std::fmt::Debug + Default {
    /// Whether a mark is being drawn: a person's move waits for it.
    fn is_drawing(&self, speed: Speed, now: f64) -> bool;
    /// Whether anything is left to draw (the grid, the dance).
    fn is_busy(&self, speed: Speed, now: f64) -> bool;
    /// Advances to `now`; whether the pen starts on the board.
    fn update(&mut self, now: f64, speed: Speed) -> bool;
    /// Skips to the picture at rest.
    fn stop(&mut self);
    fn end_dance(&mut self) {}
}

#[derive(Clone, Debug, Default)]
pub struct Drawing {
    pub(super) animation: Option<Animation>,
    /// The board is to be drawn at the next update.
    pub(super) board_due: bool,
    pub(super) dance: Option<Animation>,
}

impl Drawing {
    /// Nothing drawn yet; the board drawn first unless `speed` is off.
    pub fn new(speed: Speed) -> Drawing {
        Drawing {
            board_due: speed.animates(),
            ..Default::default()
        }
    }

    /// The turtle dances `path` once the drawing under way is done.
    pub fn dance(&mut self, now: f64, path: Vec<Segment>) {
        self.dance = Some(Animation {
            mark_segments: path.len(),
            path,
            started: self.animation.as_ref().map_or(now, Animation::ends),
            seconds: DANCE_SECONDS,
            square: None,
        });
    }

    /// Starts drawing `path` over `seconds`: the mark on `square` in its
    /// first `mark_segments` and the strike after them, or the board.
    pub(super) fn draw(
        &mut self,
        now: f64,
        square: Option<Square>,
        mark_segments: usize,
        path: Vec<Segment>,
        seconds: f64,
    ) {
        self.animation = Some(Animation {
            path,
            started: now - FIRST_STROKE_LEAD,
            seconds,
            square,
            mark_segments,
        });
    }
}

impl Pen for Drawing {
    fn is_drawing(&self, _speed: Speed, now: f64) -> bool {
        self.board_due || self.animation.as_ref().is_some_and(|a| now < a.ends())
    }

    fn is_busy(&self, speed: Speed, now: f64) -> bool {
        self.is_drawing(speed, now) || self.dance.as_ref().is_some_and(|d| now < d.ends())
    }

    /// Starts drawing the board if it is due; lets go of what has ended.
    fn update(&mut self, now: f64, speed: Speed) -> bool {
        let pen = std::mem::take(&mut self.board_due);
        if pen {
            let path = draw_board();
            let seconds = speed::board_seconds(speed);
            self.draw(now, None, path.len(), path, seconds);
        }
        self.animation = self.animation.take().filter(|a| now < a.ends());
        self.dance = self.dance.take().filter(|d| now < d.ends());
        pen
    }

    fn stop(&mut self) {
        *self = Drawing::default();
    }

    fn end_dance(&mut self) {
        self.dance = None;
    }
}

/// The turtle's clock on the cube: when it began the four planes' grid,
/// and the last mark placed and when.
#[derive(Clone, Copy, Debug, Default)]
pub struct CubeTurtle {
    pub(super) grid_from: Option<f64>,
    pub(super) placed: Option<(Cell, f64)>,
}

impl CubeTurtle {
    /// The mark being drawn at `now`, and how much of it is drawn (0..1).
    pub fn drawing(&self, speed: Speed, now: f64) -> Option<(Cell, f64)> {
        let (cell, at) = self.placed?;
        let seconds = speed::mark_seconds(speed);
        if !speed.animates() || seconds <= 0.0 {
            return None;
        }
        let drawn = (now - at) / seconds;
        (drawn < 1.0).then_some((cell, drawn.max(0.0)))
    }

    /// How much of the grid is drawn at `now`, 0..=1: it takes twice the
    /// 3×3 board's time.
    pub fn grid(&self, speed: Speed, now: f64) -> f64 {
        let seconds = 2.0 * speed::board_seconds(speed);
        match self.grid_from {
            _ if !speed.animates() || seconds <= 0.0 => 1.0,
            None => 0.0,
            Some(from) => ((now - from) / seconds).clamp(0.0, 1.0),
        }
    }
}

impl Pen for CubeTurtle {
    fn is_drawing(&self, speed: Speed, now: f64) -> bool {
        self.drawing(speed, now).is_some()
    }

    fn is_busy(&self, speed: Speed, now: f64) -> bool {
        self.is_drawing(speed, now) || self.grid(speed, now) < 1.0
    }

    fn update(&mut self, now: f64, speed: Speed) -> bool {
        let pen = self.grid_from.is_none() && speed.animates();
        self.grid_from.get_or_insert(now);
        pen
    }

    fn stop(&mut self) {
        self.grid_from = Some(f64::NEG_INFINITY);
        self.placed = None;
    }
}
