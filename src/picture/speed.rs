//! The seconds each of the turtle's drawings takes at a speed; the game's
//! pause before the computer answers is the game's own.

use crate::settings::Speed;

/// Seconds the turtle takes to draw one mark: a turn (your mark, the
/// computer's pause, its mark) stays under 0.8 s at the normal speed.
pub fn mark_seconds(speed: Speed) -> f64 {
    match speed {
        Speed::Slow => 0.5,
        Speed::Normal => 0.25,
        Speed::Fast => 0.12,
        Speed::Off => 0.0,
    }
}

/// Seconds it takes to draw the board (`draw.board`) at a game's start.
pub fn board_seconds(speed: Speed) -> f64 {
    match speed {
        Speed::Slow => 0.6,
        Speed::Normal => 0.4,
        Speed::Fast => 0.2,
        Speed::Off => 0.0,
    }
}

/// Seconds it takes to strike through a winning line.
pub fn strike_seconds(speed: Speed) -> f64 {
    match speed {
        Speed::Slow => 0.35,
        Speed::Normal => 0.25,
        Speed::Fast => 0.12,
        Speed::Off => 0.0,
    }
}
