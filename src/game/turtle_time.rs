//! The turtle's time: what it is drawing (the board at a game's start, or
//! a mark and perhaps the strike through its line), since when and for how
//! long, when a move was last played, and its dance after a win. Fields
//! private; the game starts, skips and asks about drawings through the
//! methods here.

use crate::core::board::Square;
use crate::picture::drawing::draw_board;
use crate::picture::speed;
use crate::picture::turtle::Segment;
use crate::settings::Speed;

/// How far into a drawing the first frame already is: one frame at 60
/// frames a second, so a played key shows a stroke at once.
pub const FIRST_STROKE_LEAD: f64 = 1.0 / 60.0;

/// Seconds the turtle dances after a win, once the strike is drawn.
pub const DANCE_SECONDS: f64 = 1.0;

/// The turtle's dance after a win: its path (`picture::dance`), from when
/// and for how long.
#[derive(Clone, Debug, PartialEq)]
pub struct Dance {
    pub path: Vec<Segment>,
    pub started: f64,
    pub seconds: f64,
}

/// Something the turtle draws over time: the board, or a mark (and perhaps
/// the strike through its line).
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    pub path: Vec<Segment>,
    pub started: f64,
    pub seconds: f64,
    /// The mark's square; `None` while the board itself is drawn.
    pub square: Option<Square>,
    /// How many of the path's segments draw the mark; the rest strike.
    pub mark_segments: usize,
}

#[derive(Clone, Debug)]
pub struct Drawing {
    animation: Option<Animation>,
    /// The board is still to be drawn, at the next update.
    board_due: bool,
    /// When a move was last played: a second move in the same instant
    /// waits for the turtle.
    last_play: Option<f64>,
    /// How fast the board is drawn.
    speed: Speed,
    /// The dance after a win, due once the strike is drawn.
    dance: Option<Dance>,
}

impl Drawing {
    /// Nothing drawn yet; the board drawn first unless `speed` is off.
    pub fn new(speed: Speed) -> Drawing {
        Drawing {
            board_due: speed.animates(),
            speed,
            animation: None,
            last_play: None,
            dance: None,
        }
    }

    /// Whether the turtle is still drawing at `now`.
    pub fn is_drawing(&self, now: f64) -> bool {
        self.board_due
            || self
                .animation
                .as_ref()
                .is_some_and(|a| now < a.started + a.seconds)
    }

    /// Whether the board waits to be drawn.
    pub fn board_due(&self) -> bool {
        self.board_due
    }

    /// What is being drawn, if a drawing is under way or just ended.
    pub fn current(&self) -> Option<&Animation> {
        self.animation.as_ref()
    }

    /// The dance, while the turtle dances at `now`.
    pub fn dancing(&self, now: f64) -> Option<&Dance> {
        self.dance
            .as_ref()
            .filter(|d| now >= d.started && now < d.started + d.seconds)
    }

    /// Whether a dance is under way or still to come at `now`.
    pub fn dance_due(&self, now: f64) -> bool {
        self.dance
            .as_ref()
            .is_some_and(|d| now < d.started + d.seconds)
    }

    /// The turtle dances `path` once the drawing under way (the winning
    /// mark and its strike) is done, or from `now` if none is.
    pub fn dance(&mut self, now: f64, path: Vec<Segment>) {
        let started = self
            .animation
            .as_ref()
            .map_or(now, |a| a.started + a.seconds);
        self.dance = Some(Dance {
            path,
            started,
            seconds: DANCE_SECONDS,
        });
    }

    /// Stops the dance (a key or click skips it).
    pub fn skip_dance(&mut self) {
        self.dance = None;
    }

    /// Whether a move was played at exactly `now`.
    pub fn played_at(&self, now: f64) -> bool {
        self.last_play == Some(now)
    }

    /// At `now`: starts drawing the board if it is due, and lets go of a
    /// drawing that has ended.
    pub fn update(&mut self, now: f64) {
        if std::mem::take(&mut self.board_due) {
            let path = draw_board();
            self.animation = Some(Animation {
                mark_segments: path.len(),
                path,
                started: now - FIRST_STROKE_LEAD,
                seconds: speed::board_seconds(self.speed),
                square: None,
            });
        }
        if self.animation.is_some() && !self.is_drawing(now) {
            self.animation = None;
        }
        if !self.dance_due(now) {
            self.dance = None;
        }
    }

    /// A move was played at `now`, drawn by `path` (the mark's
    /// `mark_segments`, then any strike) over `seconds`; no path when
    /// animation is off.
    pub fn played(&mut self, now: f64, drawn: Option<(Square, Vec<Segment>, usize, f64)>) {
        self.last_play = Some(now);
        if let Some((square, path, mark_segments, seconds)) = drawn {
            self.animation = Some(Animation {
                path,
                // One frame back, so the frame that plays the key already
                // shows the first stroke.
                started: now - FIRST_STROKE_LEAD,
                seconds,
                square: Some(square),
                mark_segments,
            });
        }
    }

    /// The picture at rest: no drawing under way or due.
    pub fn stop(&mut self) {
        self.animation = None;
        self.board_due = false;
        self.dance = None;
    }

    /// Drops the drawing under way (a move taken back or replayed); with
    /// `forget_play`, the last move's time too.
    pub fn skip(&mut self, forget_play: bool) {
        self.animation = None;
        self.dance = None;
        if forget_play {
            self.last_play = None;
        }
    }

    /// A new game: the board drawn first unless `speed` is off.
    pub fn restart(&mut self, speed: Speed) {
        *self = Drawing::new(speed);
    }

    /// The turtle's speed changed: what it draws next is drawn so.
    pub fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
    }
}
