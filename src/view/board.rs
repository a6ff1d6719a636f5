//! The 3×3 board in a frame: highlights, the free squares' numbers, the
//! turtle's grid, marks and strike, and the turtle with its ribbon.

use crate::core::board::{Mark, Square};
use crate::game::input::Command;
use crate::game::messages::count;
use crate::game::scene::Scene;
use crate::game::Game;
use crate::picture::drawing::{box_centre, shrunk};
use crate::picture::turtle::{Pose, Segment};
use crate::strategy::menace::box_to_draw;
use crate::strategy::Opponent;
use crate::view::display::{Colour, DisplayList, Primitive};
use crate::view::frame::Frame;
use crate::view::layout::{Rect, Transform, WindowPoint};
use crate::view::palette::Palette;

/// Turtle units from the turtle's centre to its nose.
const TURTLE_SIZE: f32 = 6.0;
/// How much wider than the pen the strike through a winning line is (the
/// cube's and the icon's too).
pub const STRIKE_WIDTH: f32 = 1.6;
/// Marks are drawn at this fraction of Logo's size about their box's
/// centre (14.4 units out, not 18).
pub const MARK_SCALE: f32 = 0.8;

pub fn board(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let scene = game.scene(frame.now);
    squares(list, game, &scene, frame);
    picture(list, frame, &scene, game.shown_board().winner());
    for sq in Square::all() {
        let play = Command::Play(sq.number());
        list.hit(frame.layout.square_hit_rect(sq), Some(play));
    }
}

/// Highlights (review, hint, hover, cursor) and the free squares' numbers.
fn squares(list: &mut DisplayList, game: &Game, scene: &Scene, frame: &Frame) {
    let (layout, p) = (frame.layout, frame.palette);
    let hovered = frame
        .mouse
        .and_then(|p| layout.square_at_window(p))
        .filter(|&sq| game.can_play(sq, frame.now) && frame.hovers(layout.board, game));
    let beads = menace_beads(game);
    for sq in Square::all() {
        let r = layout.square_rect(sq).inset(layout.pen_width);
        for (lit, colour) in [
            (scene.reviewed, p.reviewed),
            (scene.hint, p.hint),
            (hovered, p.hover),
        ] {
            if lit == Some(sq) {
                list.fill(r, colour);
            }
        }
        if scene.cursor == Some(sq) {
            let width = (layout.pen_width * 1.5).max(3.0);
            list.outline(r.inset(layout.pen_width), width, p.cursor);
        }
        if scene.free.contains(&sq) {
            let number = frame.typeset().at((r.h * 0.24).max(layout.text));
            // Labels keep reading order: the number row plays them, on
            // every keyboard; only the keypad may be read by its layout.
            let digit = sq.number().to_string();
            list.text(number.centred(&digit, r.centre().x, number.baseline_in(r), p.faint));
            if let Some(n) = beads.map(|b| b[sq.index()]).filter(|&n| n > 0) {
                bead_label(list, frame, r, n, p.talk);
            }
        }
    }
}

/// Fewest pixels a bead count is written in, and the room kept between it
/// and the square's edges (so it never touches a grid line).
const BEAD_TEXT_LEAST: f32 = 9.0;
const BEAD_MARGIN: f32 = 3.0;

/// "3 beads" across the top of a free square, above its number, at the
/// screen's text size or smaller where the square is narrow.
fn bead_label(list: &mut DisplayList, frame: &Frame, r: Rect, n: u8, colour: Colour) {
    let words = count(usize::from(n), "bead");
    let (t, room) = (frame.typeset(), r.w - 2.0 * BEAD_MARGIN);
    // Smaller until the words fit the room (or at the least size).
    let wide = t.width(&words);
    let t = match wide > room && wide > 0.0 {
        true => t.at((t.size * room / wide).max(BEAD_TEXT_LEAST)),
        false => t,
    };
    let baseline = r.y + BEAD_MARGIN + t.size;
    list.text(t.centred(&words, r.centre().x, baseline, colour));
}

/// MENACE's beads per square in the matchbox it is about to draw from:
/// only on its move (never advice to the player), and not in the review
/// (its boxes have learned since).
fn menace_beads(game: &Game) -> Option<[u8; 9]> {
    let setup = game.settings();
    if setup.opponent != Opponent::Menace || game.reviewed().is_some() {
        return None;
    }
    box_to_draw(&game.board(), setup.side.opponent(), &game.memory().menace)
}

fn picture(list: &mut DisplayList, frame: &Frame, scene: &Scene, winner: Option<Mark>) {
    let (layout, p) = (frame.layout, frame.palette);
    let strokes = |list: &mut DisplayList, segments: &[Segment], width, colour| {
        pen_strokes(list, segments, width, colour, layout.picture)
    };
    strokes(list, &scene.grid, layout.pen_width, p.ink);
    for mark in [Mark::X, Mark::O] {
        let segments: Vec<Segment> = scene
            .marks
            .iter()
            .filter(|(m, _, _)| *m == mark)
            .flat_map(|(_, sq, path)| path.iter().map(|s| inside(s, *sq)))
            .collect();
        strokes(list, &segments, layout.pen_width, ink(p, mark));
    }
    // The winning line is struck in graphite: red would say "you lost"
    // when you won, and a mark's colour would hide the marks under it.
    let width = layout.pen_width * STRIKE_WIDTH;
    strokes(list, &scene.strike, width, p.strike);
    // The ribbon behind the turtle dancing after a win, in the winner's ink.
    let ribbon_ink = winner.map_or(p.ink, |m| ink(p, m));
    strokes(list, &scene.ribbon, layout.pen_width, ribbon_ink);
    if let Some(pose) = scene.turtle {
        turtle_shape(list, p, pose, TURTLE_SIZE, layout.picture);
    }
}

pub fn ink(p: &Palette, mark: Mark) -> Colour {
    match mark {
        Mark::X => p.x_ink,
        Mark::O => p.o_ink,
    }
}

/// A mark's segment in `sq`, drawn [`MARK_SCALE`] of its size.
pub fn inside(s: &Segment, sq: Square) -> Segment {
    shrunk(s, box_centre(sq), MARK_SCALE)
}

/// Turtle segments as pen strokes, placed in the window by `at`, joined
/// into paths where one segment starts where the last ended.
pub fn pen_strokes(
    list: &mut DisplayList,
    segments: &[Segment],
    width: f32,
    colour: Colour,
    at: Transform,
) {
    let mut paths: Vec<Vec<WindowPoint>> = Vec::new();
    for s in segments {
        let (from, to) = (at.to_window(s.from), at.to_window(s.to));
        match paths.last_mut() {
            // Back over the stroke just made (an X's arm, `back 25.5`): no
            // new ink, and inking it twice would darken its soft edges.
            Some(path)
                if path.len() >= 2
                    && path[path.len() - 1].near(from)
                    && path[path.len() - 2].near(to) =>
            {
                paths.push(vec![to]);
            }
            Some(path) if path.last().is_some_and(|end| end.near(from)) => path.push(to),
            _ => paths.push(vec![from, to]),
        }
    }
    paths.retain(|p| p.len() >= 2);
    if !paths.is_empty() {
        list.strokes(paths, width, colour);
    }
}

/// Logo's turtle at `pose`: an outlined triangle along its heading, `size`
/// turtle units from its centre to its nose.
pub fn turtle_shape(list: &mut DisplayList, p: &Palette, pose: Pose, size: f32, at: Transform) {
    let corner = |turn: f32| at.to_window(pose.at.step(pose.heading + turn, size));
    let points = [corner(0.0), corner(-140.0), corner(140.0)];
    let colour = p.turtle;
    list.primitive(Primitive::Triangle { points, colour });
    list.strokes(
        vec![vec![points[0], points[1], points[2], points[0]]],
        1.5,
        p.ink,
    );
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
