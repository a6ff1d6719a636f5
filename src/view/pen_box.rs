//! A box as a pen would draw it by hand: a closed path round a rectangle,
//! its corners rounded as the turtle's pen turns, its sides a little
//! uneven, the same way every frame. The buttons are drawn with it, so the
//! bar looks drawn by the same pen as the board (view/bar.rs strokes it
//! with picture/strokes.rs, as the marks are).

use crate::picture::geometry::Rect;
use crate::view::layout::WindowPoint;
use std::f32::consts::FRAC_PI_2;

/// Points on each rounded corner.
const CORNER_STEPS: usize = 4;
/// Points along each side between the corners.
const SIDE_STEPS: usize = 6;

/// The closed path of a hand-drawn box round `rect`: corners of `radius`,
/// every point moved at most `wobble` pixels across the side it is on, by
/// an amount that depends only on `seed` and where the point is, so a
/// button is drawn the same in every frame. The path starts and ends at
/// the same point.
pub fn pen_box(rect: Rect, radius: f32, wobble: f32, seed: u32) -> Vec<WindowPoint> {
    let r = radius.clamp(0.0, rect.w.min(rect.h) / 2.0);
    // The corners' centres, clockwise from the top left, and the angle
    // each corner's arc starts at (y grows downwards).
    let corners = [
        (rect.x + r, rect.y + r, 2.0 * FRAC_PI_2),
        (rect.right() - r, rect.y + r, 3.0 * FRAC_PI_2),
        (rect.right() - r, rect.bottom() - r, 0.0),
        (rect.x + r, rect.bottom() - r, FRAC_PI_2),
    ];
    let mut path = Vec::new();
    for (i, &(cx, cy, start)) in corners.iter().enumerate() {
        for step in 0..=CORNER_STEPS {
            let a = start + FRAC_PI_2 * step as f32 / CORNER_STEPS as f32;
            path.push(WindowPoint::new(cx + r * a.cos(), cy + r * a.sin()));
        }
        // Along the side to where the next corner's arc starts.
        let (nx, ny, next) = corners[(i + 1) % 4];
        let from = *path.last().expect("a corner's point");
        let to = WindowPoint::new(nx + r * next.cos(), ny + r * next.sin());
        // Across this side: the outward normal of a clockwise path.
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        let length = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (ox, oy) = (dy / length, -dx / length);
        for step in 1..SIDE_STEPS {
            let t = step as f32 / SIDE_STEPS as f32;
            let k = wobble
                * shake(seed, (i * SIDE_STEPS + step) as u32)
                * (t * std::f32::consts::PI).sin();
            path.push(WindowPoint::new(
                from.x + dx * t + ox * k,
                from.y + dy * t + oy * k,
            ));
        }
    }
    path.push(path[0]);
    path
}

/// A number in -1..=1 from `seed` and `n`: a small integer hash (why not
/// the game's random generator: this must not draw from it, and must give
/// the same answer every frame).
fn shake(seed: u32, n: u32) -> f32 {
    let mut x = seed.wrapping_mul(0x9E37_79B9) ^ n.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x % 2001) as f32 / 1000.0 - 1.0
}

#[cfg(test)]
#[path = "pen_box_tests.rs"]
mod tests;
