//! The button bar in a frame: each button's label for what it does now,
//! its hand-drawn box (lit, held, pale), and the command a click gives.

use crate::game::input::Command;
use crate::game::screens::Chooser;
use crate::game::Game;
use crate::picture::geometry::Rect;
use crate::settings::GameKind;
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::layout::Button;
use crate::view::layout::WindowPoint;
use std::f32::consts::{FRAC_PI_2, PI};

/// Points on each rounded corner of a button's box, and along each side.
const CORNER_STEPS: usize = 4;
const SIDE_STEPS: usize = 6;

pub fn buttons(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    for (i, &(button, r)) in layout.buttons.iter().enumerate() {
        let on = enabled(game, button);
        pen_button(list, frame, r, on, frame.hovers(r, game), i as u32);
        // A label that does not fit drops its "vs " before it is cut:
        // "Unbeatable", not "vs Unbeata…".
        let whole = label(game, button, layout.short_labels);
        let room = r.w - 8.0;
        let label = match whole.strip_prefix("vs ") {
            Some(name) if t.width(&whole) > room => t.fit(name, room),
            _ => t.fit(&whole, room),
        };
        let ink = if on { p.ink } else { p.muted };
        list.text(t.centred(&label, r.centre().x, t.baseline_in(r), ink));
        // A greyed button still takes a click, and the game says why it
        // does nothing.
        list.hit(r, Some(command(button)));
    }
}

/// A button's box: filled, then a pen stroke round it with uneven sides
/// (`seed` picks how); lit under the mouse, darker held, pale when not `on`.
pub fn pen_button(
    list: &mut DisplayList,
    frame: &Frame,
    r: Rect,
    on: bool,
    hovered: bool,
    seed: u32,
) {
    let p = frame.palette;
    let (fill, pen, ink) = match (on, hovered, frame.pressed) {
        (false, _, _) => (p.button_off, 0.8, p.faint),
        (true, true, true) => (p.button_pressed, 1.6, p.ink),
        (true, true, false) => (p.button_hover, 1.6, p.edge),
        (true, false, _) => (p.button, 1.0, p.edge),
    };
    let width = (frame.layout.pen_width * 0.5).max(1.2) * pen;
    let radius = (r.h * 0.22).min(8.0);
    // The fill stays inside the pen's rounded corners.
    list.fill(r.inset(radius * 0.3), fill);
    let wobble = (r.h * 0.03).min(1.2);
    list.strokes(vec![pen_box(r, radius, wobble, seed)], width, ink);
}

/// Whether `button` would do something now (Undo, Redo and Review may not).
fn enabled(game: &Game, button: Button) -> bool {
    // The move under review, and how many the game had.
    if let Some(review) = game.review() {
        return match button {
            Button::Undo => review.number() > 1,
            Button::Redo => review.number() < review.total(),
            // A hint is for the game on the board, not a move reviewed.
            Button::Hint => false,
            _ => true,
        };
    }
    match button {
        Button::Undo => game.can_undo(),
        Button::Redo => game.can_redo(),
        Button::Review => game.can_review(),
        _ => true,
    }
}

fn command(button: Button) -> Command {
    match button {
        Button::NewGame => Command::NewGame,
        Button::Undo => Command::Undo,
        Button::Redo => Command::Redo,
        Button::Hint => Command::Hint,
        Button::Review => Command::Review,
        Button::Opponent => Command::Choose(Chooser::Opponent),
        Button::Rules => Command::Choose(Chooser::Rules),
        Button::Help => Command::Help,
    }
}

/// The label of `button` now, `short` in narrow windows.
fn label(game: &Game, button: Button, short: bool) -> String {
    let reviewing = game.review().is_some();
    let setup = game.settings();
    let (qubic, computer) = (setup.game == GameKind::Qubic, game.rival().is_computer());
    let label = match (button, short) {
        (Button::NewGame, false) => "New game",
        (Button::NewGame, true) => "New",
        (Button::Undo, _) if reviewing => "\u{2190} Prev",
        (Button::Undo, _) => "Undo",
        (Button::Redo, _) if reviewing => "Next \u{2192}",
        (Button::Redo, _) => "Redo",
        (Button::Hint, _) => "Hint",
        (Button::Review, _) if reviewing => "Done",
        (Button::Review, _) => "Review",
        // The chooser's name for two players, not "vs Human".
        (Button::Opponent, false) if !computer => "Two players",
        (Button::Opponent, true) if !computer => "2 players",
        (Button::Opponent, _) if qubic => return format!("vs {}", setup.qubic_opponent.title()),
        (Button::Opponent, _) => return format!("vs {}", setup.opponent.title()),
        (Button::Rules, _) if qubic => "Game",
        (Button::Rules, _) => "Rules",
        (Button::Help, false) => "Help (?)",
        (Button::Help, true) => "Help",
    };
    label.to_string()
}

/// The closed path of a hand-drawn box round `rect`: corners of `radius`,
/// each point moved up to `wobble` pixels across its side, by `seed`.
fn pen_box(rect: Rect, radius: f32, wobble: f32, seed: u32) -> Vec<WindowPoint> {
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
            let k = wobble * shake(seed, (i * SIDE_STEPS + step) as u32) * (t * PI).sin();
            path.push(WindowPoint::new(
                from.x + dx * t + ox * k,
                from.y + dy * t + oy * k,
            ));
        }
    }
    path.push(path[0]);
    path
}

/// A number in -1..=1 from `seed` and `n`: a hash, not the game's random
/// generator, which this must not draw from.
fn shake(seed: u32, n: u32) -> f32 {
    let mut x = seed.wrapping_mul(0x9E37_79B9) ^ n.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x % 2001) as f32 / 1000.0 - 1.0
}

#[cfg(test)]
#[path = "bar_tests.rs"]
mod tests;
