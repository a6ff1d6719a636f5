//! The frame loop's timer in a build without the `perf` feature: the
//! methods of `measure.rs`, doing nothing (the compiler drops the calls).

use ttt::game::Game;
use ttt::session::Session;

/// No timer: nothing is measured, nothing is kept.
pub struct Measure;

impl Measure {
    pub fn start() -> Measure {
        Measure
    }

    pub fn frame_start(&mut self, _game: &Game) {}

    pub fn lap(&mut self) {}

    pub fn before_session(&mut self, _lines: usize, _game: &Game, _session: &Session) {}

    pub fn after_session(&mut self, _session: &Session) {}

    pub fn frame_end(&mut self, _game: &Game, _now: f64) {}

    pub fn shown(&mut self) {}

    pub fn finish(&mut self) {}
}
