//! The only drawing code: a [`Scene`] and the game's words, placed by the
//! [`Layout`], drawn with macroquad.

use super::text::{text_at, text_centred, Text};
use macroquad::prelude::*;
use ttt::board::Square;
use ttt::game::Game;
use ttt::input::{HELP_FOOTER, KEY_HELP};
use ttt::layout::{Layout, Rect, TextLine, WindowPoint};
use ttt::scene::Scene;
use ttt::strokes::strokes;
use ttt::turtle::{Point, Pose, Segment};

const PAPER: Color = Color::new(0.98, 0.97, 0.93, 1.0);
const INK: Color = Color::new(0.12, 0.13, 0.18, 1.0);
const FAINT: Color = Color::new(0.55, 0.55, 0.58, 0.45);
const HOVER: Color = Color::new(0.55, 0.75, 0.95, 0.30);
const HINT: Color = Color::new(0.35, 0.80, 0.40, 0.30);
const CURSOR: Color = Color::new(0.15, 0.35, 0.85, 0.95);
const STRIKE: Color = Color::new(0.80, 0.15, 0.12, 0.9);
const TURTLE: Color = Color::new(0.10, 0.55, 0.25, 1.0);
const FEEDBACK: Color = Color::new(0.60, 0.15, 0.10, 1.0);
const BUTTON: Color = Color::new(0.90, 0.89, 0.85, 1.0);
const BUTTON_HOVER: Color = Color::new(0.82, 0.88, 0.96, 1.0);
const OVERLAY: Color = Color::new(0.99, 0.98, 0.95, 0.97);
/// Turtle units from the turtle's centre to its nose.
const TURTLE_SIZE: f32 = 6.0;

/// Everything the frame needs besides the game itself.
pub struct Frame<'a> {
    pub layout: &'a Layout,
    pub text: &'a Text,
    pub now: f64,
    pub mouse: Option<WindowPoint>,
}

/// Draws one whole frame: the shapes, then the words over them, then the
/// help overlay's shapes and words (four batches at most).
pub fn draw(game: &Game, frame: &Frame) {
    let layout = frame.layout;
    clear_background(PAPER);
    let scene = game.scene(frame.now);
    draw_squares(game, &scene, frame);
    let ink = scene.settled.iter().chain(&scene.drawing);
    draw_strokes(layout, ink, layout.pen_width, INK);
    draw_strokes(layout, &scene.strike, layout.pen_width * 1.6, STRIKE);
    if let Some(pose) = scene.turtle {
        draw_turtle(layout, pose);
    }
    text_centred(frame, &game.title(), &layout.title, INK);
    draw_scores(game, frame);
    let colours = if game.warning_shown() {
        [INK, FEEDBACK, FEEDBACK]
    } else {
        [INK, INK, FEEDBACK]
    };
    for ((line, place), colour) in game.status_lines().iter().zip(&layout.status).zip(colours) {
        text_centred(frame, line, place, colour);
    }
    draw_buttons(game, frame);
    frame.text.flush();
    if game.help_shown() {
        draw_help(frame);
        frame.text.flush();
    }
}

/// The scores line, lit like a button under the mouse (a click on it
/// asks to reset them), in the feedback colour while it asks.
fn draw_scores(game: &Game, frame: &Frame) {
    let line = game.scores_line();
    if line.is_empty() {
        return;
    }
    let band = frame.layout.scores_rect;
    let hovered = frame.mouse.is_some_and(|p| band.contains(p)) && !game.help_shown();
    if hovered {
        draw_rectangle(band.x, band.y, band.w, band.h, BUTTON_HOVER);
    }
    let colour = if game.reset_pending() { FEEDBACK } else { INK };
    text_centred(frame, &line, &frame.layout.scores, colour);
}

/// Highlights (hover, hint, cursor) and the faint numbers of free squares.
fn draw_squares(game: &Game, scene: &Scene, frame: &Frame) {
    let layout = frame.layout;
    let hovered = frame
        .mouse
        .and_then(|p| layout.square_at_window(p))
        .filter(|&sq| game.can_play(sq, frame.now));
    for sq in Square::all() {
        let r = inset(layout.square_rect(sq), layout.pen_width);
        if scene.hint == Some(sq) {
            draw_rectangle(r.x, r.y, r.w, r.h, HINT);
        }
        if hovered == Some(sq) {
            draw_rectangle(r.x, r.y, r.w, r.h, HOVER);
        }
        if scene.cursor == Some(sq) {
            let c = inset(r, layout.pen_width);
            draw_rectangle_lines(
                c.x,
                c.y,
                c.w,
                c.h,
                (layout.pen_width * 0.8).max(2.0),
                CURSOR,
            );
        }
        if scene.free.contains(&sq) {
            let size = r.h * 0.3;
            let place = TextLine {
                centre_x: r.x + r.w / 2.0,
                baseline: r.y + r.h / 2.0 + size * 0.36,
                size,
                max_width: r.w,
            };
            text_centred(frame, &sq.to_string(), &place, FAINT);
        }
    }
}

fn inset(r: Rect, by: f32) -> Rect {
    Rect {
        x: r.x + by,
        y: r.y + by,
        w: (r.w - 2.0 * by).max(0.0),
        h: (r.h - 2.0 * by).max(0.0),
    }
}

/// The turtle's segments as joined strokes, a few meshes in all.
fn draw_strokes<'s>(
    layout: &Layout,
    segments: impl IntoIterator<Item = &'s Segment>,
    width: f32,
    colour: Color,
) {
    let ends = segments
        .into_iter()
        .map(|s| (layout.to_window(s.from), layout.to_window(s.to)));
    for part in strokes(ends, width) {
        let vertices = part
            .points
            .iter()
            .map(|p| Vertex::new(p.x, p.y, 0.0, 0.0, 0.0, colour))
            .collect();
        draw_mesh(&Mesh {
            vertices,
            indices: part.indices,
            texture: None,
        });
    }
}

/// Logo's turtle: a triangle pointing along its heading.
fn draw_turtle(layout: &Layout, pose: Pose) {
    let corner = |turn: f32, length: f32| -> Vec2 {
        let p: Point = pose.at.step(pose.heading + turn, length);
        let w = layout.to_window(p);
        vec2(w.x, w.y)
    };
    let (nose, left, right) = (
        corner(0.0, TURTLE_SIZE),
        corner(-140.0, TURTLE_SIZE),
        corner(140.0, TURTLE_SIZE),
    );
    draw_triangle(nose, left, right, TURTLE);
    draw_triangle_lines(nose, left, right, 1.5, INK);
}

fn draw_buttons(game: &Game, frame: &Frame) {
    let layout = frame.layout;
    for &(button, r) in &layout.buttons {
        let hovered = frame.mouse.is_some_and(|p| r.contains(p)) && !game.help_shown();
        draw_rectangle(
            r.x,
            r.y,
            r.w,
            r.h,
            if hovered { BUTTON_HOVER } else { BUTTON },
        );
        draw_rectangle_lines(r.x, r.y, r.w, r.h, 1.0, FAINT);
        let size = (r.h * 0.5).min(layout.title.size);
        let place = TextLine {
            centre_x: r.x + r.w / 2.0,
            baseline: r.y + r.h / 2.0 + size * 0.36,
            size,
            max_width: r.w - 6.0,
        };
        text_centred(
            frame,
            &game.button_label(button, layout.short_labels),
            &place,
            INK,
        );
    }
}

/// The help overlay: every key, and how the mouse does the same.
fn draw_help(frame: &Frame) {
    let layout = frame.layout;
    let panel = layout.help_panel;
    draw_rectangle(panel.x, panel.y, panel.w, panel.h, OVERLAY);
    draw_rectangle_lines(panel.x, panel.y, panel.w, panel.h, 2.0, INK);
    let size = layout.help_size;
    let line = size * 1.35;
    let mut y = panel.y + line * 1.2;
    let heading = TextLine {
        centre_x: panel.x + panel.w / 2.0,
        baseline: y,
        size: size * 1.15,
        max_width: panel.w - 8.0,
    };
    text_centred(frame, "Keys", &heading, INK);
    let keys_x = panel.x + panel.w * 0.05;
    let what_x = panel.x + panel.w * 0.32;
    for (keys, what) in KEY_HELP {
        y += line;
        text_at(frame, keys, keys_x, y, size, what_x - keys_x - 4.0, CURSOR);
        text_at(
            frame,
            what,
            what_x,
            y,
            size,
            panel.x + panel.w - what_x - 6.0,
            INK,
        );
    }
    y += line * 0.5;
    for words in HELP_FOOTER {
        y += line;
        let place = TextLine {
            centre_x: heading.centre_x,
            baseline: y,
            size,
            max_width: panel.w - 8.0,
        };
        text_centred(frame, words, &place, FEEDBACK);
    }
}
