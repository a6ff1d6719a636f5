//! The turtle's dance after a win: it walks the winning line and loops a
//! small loop-the-loop round each of the line's marks, as a Logo turtle
//! would with `repeat 24 [forward 2.4 right 15]`. Recorded as segments like
//! every other picture, so the dance is data a test can pin; the game
//! shows the turtle and a short ribbon behind it, never a lasting stroke.

use crate::core::board::Square;
use crate::picture::drawing::box_centre;
use crate::picture::turtle::{Point, Segment, Turtle};

/// Steps in one loop, and the turn after each: a full turn in all.
const LOOP_STEPS: usize = 24;
/// Turtle units of each step: a loop of about 9 units' radius, inside the
/// square (20 units from its centre to the grid).
const LOOP_STEP: f32 = 2.4;

/// The dance along a winning line through `squares` (in the strike's
/// order): from the first square's centre to each next one, a loop at
/// each. Empty for no squares.
pub fn dance(squares: &[Square]) -> Vec<Segment> {
    let centres: Vec<Point> = squares.iter().map(|&sq| box_centre(sq)).collect();
    let Some(&first) = centres.first() else {
        return Vec::new();
    };
    let mut turtle = Turtle::new();
    turtle.penup();
    turtle.setpos(first);
    turtle.pendown();
    let onward = centres.get(1).copied().unwrap_or(first);
    turtle.setheading(heading_to(first, onward));
    for (i, &centre) in centres.iter().enumerate() {
        if i > 0 {
            let here = turtle.pose().at;
            turtle.setheading(heading_to(here, centre));
            turtle.forward(here.distance(centre));
        }
        for _ in 0..LOOP_STEPS {
            turtle.forward(LOOP_STEP);
            turtle.right(360.0 / LOOP_STEPS as f32);
        }
    }
    turtle.into_segments()
}

/// Logo's `towards`: the heading from `from` to `to`, in degrees clockwise
/// from north (north when they are the same point).
pub fn heading_to(from: Point, to: Point) -> f32 {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    if dx == 0.0 && dy == 0.0 {
        return 0.0;
    }
    dx.atan2(dy).to_degrees().rem_euclid(360.0)
}

#[cfg(test)]
#[path = "dance_tests.rs"]
mod tests;
