//! The seconds each of the turtle's drawings takes at a speed; the game's
//! pause before the computer answers is the game's own.

use crate::settings::Speed;

/// Seconds to draw the board (`draw.board`) at a game's start, one mark,
/// and the strike through a winning line: a turn (your mark, the
/// computer's pause, its mark) stays under 0.8 s at the normal speed.
fn seconds(speed: Speed) -> (f64, f64, f64) {
    match speed {
        Speed::Slow => (0.6, 0.5, 0.35),
        Speed::Normal => (0.4, 0.25, 0.25),
        Speed::Fast => (0.2, 0.12, 0.12),
        Speed::Off => (0.0, 0.0, 0.0),
    }
}

pub fn board_seconds(speed: Speed) -> f64 {
    seconds(speed).0
}

pub fn mark_seconds(speed: Speed) -> f64 {
    seconds(speed).1
}

pub fn strike_seconds(speed: Speed) -> f64 {
    seconds(speed).2
}
