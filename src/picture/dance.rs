//! The turtle's dance after a win: `repeat 36 [forward 2.96 right 10]`
//! round each mark of the winning line in turn (shown as the turtle and a
//! short ribbon, never a lasting stroke).

use crate::core::board::Square;
use crate::picture::drawing::box_centre;
use crate::picture::turtle::{heading_to, Point, Segment, Turtle};

/// Steps in one ring, turning 10 degrees after each: a full turn.
const RING_STEPS: usize = 36;
/// Turtle units from a mark's centre to its ring: outside the mark (14.4,
/// `view::board::MARK_SCALE`), inside its square (20).
pub const RING_RADIUS: f32 = 17.0;

/// The dance along `squares` (in the strike's order): each ring entered
/// on the side the turtle comes from, a step along the line between.
pub fn dance(squares: &[Square]) -> Vec<Segment> {
    let centres: Vec<Point> = squares.iter().map(|&sq| box_centre(sq)).collect();
    let mut turtle = Turtle::default();
    turtle.penup();
    for (i, &centre) in centres.iter().enumerate() {
        // The way the line runs here: from the last mark, or to the next.
        let along = match i {
            0 => centres.get(1).map_or(0.0, |&next| heading_to(centre, next)),
            _ => heading_to(centres[i - 1], centre),
        };
        let entry = centre.step(along + 180.0, RING_RADIUS);
        if i == 0 {
            turtle.setpos(entry).pendown();
        } else {
            let here = turtle.pose().at;
            turtle
                .setheading(heading_to(here, entry))
                .forward(here.distance(entry));
        }
        // The centre on its right, turning right rings it; half a step's
        // turn more puts every corner on the ring.
        turtle.setheading(along - 90.0 + 180.0 / RING_STEPS as f32);
        let step = 2.0 * RING_RADIUS * (180.0 / RING_STEPS as f32).to_radians().sin();
        for _ in 0..RING_STEPS {
            turtle.forward(step).right(360.0 / RING_STEPS as f32);
        }
    }
    turtle.into_segments()
}

#[cfg(test)]
#[path = "dance_tests.rs"]
mod tests;
