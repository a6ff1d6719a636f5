//! One frame of the game as a display list: the squares' highlights and
//! numbers, the turtle's strokes, the title, scores and status lines, the
//! button bar, and the help overlay — everything the window shows, placed
//! by the layout and measured by the glyphs, with nothing left for the
//! renderer to decide.

use crate::core::board::Square;
use crate::game::input::{HELP_FOOTER, KEY_HELP};
use crate::game::scene::Scene;
use crate::game::Game;
use crate::picture::glyphs::Glyphs;
use crate::picture::layout::{Layout, Rect, TextLine, WindowPoint};
use crate::picture::turtle::{Pose, Segment};
use crate::view::display::{Colour, DisplayList, Shape, TextRun};
use crate::view::palette::*;

/// Turtle units from the turtle's centre to its nose.
const TURTLE_SIZE: f32 = 6.0;
/// How much wider than the pen the strike through a winning line is.
const STRIKE_WIDTH: f32 = 1.6;

/// Everything a frame needs besides the game itself.
pub struct Frame<'a> {
    pub layout: &'a Layout,
    /// The font's measurements, for fitting and placing text.
    pub glyphs: &'a Glyphs,
    /// The game's clock, in seconds.
    pub now: f64,
    /// Where the mouse is, if it is over the window.
    pub mouse: Option<WindowPoint>,
}

/// The display list of `game` at `frame.now`.
pub fn display_list(game: &Game, frame: &Frame) -> DisplayList {
    let layout = frame.layout;
    let mut list = DisplayList::new(layout.width, layout.height, PAPER);
    let scene = game.scene(frame.now);
    squares(&mut list, game, &scene, frame);
    let ink = scene.settled.iter().chain(&scene.drawing);
    strokes(&mut list, layout, ink, layout.pen_width, INK);
    let strike_width = layout.pen_width * STRIKE_WIDTH;
    strokes(&mut list, layout, &scene.strike, strike_width, STRIKE);
    if let Some(pose) = scene.turtle {
        turtle(&mut list, layout, pose);
    }
    list.text(centred(frame.glyphs, &game.title(), &layout.title, INK));
    scores(&mut list, game, frame);
    let colours = if game.warning_shown() {
        [INK, FEEDBACK, FEEDBACK]
    } else {
        [INK, INK, FEEDBACK]
    };
    let status = game.status_lines();
    for ((line, place), colour) in status.iter().zip(&layout.status).zip(colours) {
        list.text(centred(frame.glyphs, line, place, colour));
    }
    buttons(&mut list, game, frame);
    if game.help_shown() {
        list.begin_layer();
        help(&mut list, frame);
    }
    list
}

/// `text` centred on `line`, shrunk to fit its width.
fn centred(glyphs: &Glyphs, text: &str, line: &TextLine, colour: Colour) -> TextRun {
    let (size, width) = glyphs.fit(text, line.size, line.max_width);
    TextRun {
        text: text.to_string(),
        x: line.centre_x - width / 2.0,
        baseline: line.baseline,
        size,
        width,
        colour,
    }
}

/// `text` from `x` on `baseline` at `size`, shrunk to fit `max_width`.
fn left(glyphs: &Glyphs, text: &str, at: WindowPoint, size: f32, max_width: f32) -> TextRun {
    let (size, width) = glyphs.fit(text, size, max_width);
    TextRun {
        text: text.to_string(),
        x: at.x,
        baseline: at.y,
        size,
        width,
        colour: INK,
    }
}

/// The scores line, lit like a button under the mouse (a click on it
/// asks to reset them), in the feedback colour while it asks.
fn scores(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let line = game.scores_line();
    if line.is_empty() {
        return;
    }
    let band = frame.layout.scores_rect;
    let hovered = frame.mouse.is_some_and(|p| band.contains(p)) && !game.help_shown();
    if hovered {
        list.fill(band, BUTTON_HOVER);
    }
    let colour = if game.reset_pending() { FEEDBACK } else { INK };
    list.text(centred(frame.glyphs, &line, &frame.layout.scores, colour));
}

/// Highlights (hover, hint, cursor) and the faint numbers of free squares.
fn squares(list: &mut DisplayList, game: &Game, scene: &Scene, frame: &Frame) {
    let layout = frame.layout;
    let hovered = frame
        .mouse
        .and_then(|p| layout.square_at_window(p))
        .filter(|&sq| game.can_play(sq, frame.now));
    for sq in Square::all() {
        let r = inset(layout.square_rect(sq), layout.pen_width);
        if scene.hint == Some(sq) {
            list.fill(r, HINT);
        }
        if hovered == Some(sq) {
            list.fill(r, HOVER);
        }
        if scene.cursor == Some(sq) {
            list.shape(Shape::Outline {
                rect: inset(r, layout.pen_width),
                width: (layout.pen_width * 0.8).max(2.0),
                colour: CURSOR,
            });
        }
        if scene.free.contains(&sq) {
            let size = r.h * 0.3;
            let place = TextLine {
                centre_x: r.x + r.w / 2.0,
                baseline: r.y + r.h / 2.0 + size * 0.36,
                size,
                max_width: r.w,
            };
            list.text(centred(frame.glyphs, &sq.to_string(), &place, FAINT));
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

/// The turtle's segments in window pixels, joined into paths where one
/// segment starts where the last ended.
fn strokes<'s>(
    list: &mut DisplayList,
    layout: &Layout,
    segments: impl IntoIterator<Item = &'s Segment>,
    width: f32,
    colour: Colour,
) {
    let mut paths: Vec<Vec<WindowPoint>> = Vec::new();
    for s in segments {
        let (from, to) = (layout.to_window(s.from), layout.to_window(s.to));
        match paths.last_mut() {
            Some(path) if path.last().is_some_and(|&end| near(end, from)) => path.push(to),
            _ => paths.push(vec![from, to]),
        }
    }
    if !paths.is_empty() {
        list.shape(Shape::Strokes {
            paths,
            width,
            colour,
        });
    }
}

fn near(a: WindowPoint, b: WindowPoint) -> bool {
    (a.x - b.x).abs() < 1e-3 && (a.y - b.y).abs() < 1e-3
}

/// Logo's turtle: a triangle pointing along its heading, outlined.
fn turtle(list: &mut DisplayList, layout: &Layout, pose: Pose) {
    let corner = |turn: f32| layout.to_window(pose.at.step(pose.heading + turn, TURTLE_SIZE));
    let points = [corner(0.0), corner(-140.0), corner(140.0)];
    list.shape(Shape::Triangle {
        points,
        colour: TURTLE,
    });
    list.shape(Shape::Strokes {
        paths: vec![vec![points[0], points[1], points[2], points[0]]],
        width: 1.5,
        colour: INK,
    });
}

fn buttons(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    for &(button, r) in &layout.buttons {
        let hovered = frame.mouse.is_some_and(|p| r.contains(p)) && !game.help_shown();
        list.fill(r, if hovered { BUTTON_HOVER } else { BUTTON });
        list.shape(Shape::Outline {
            rect: r,
            width: 1.0,
            colour: FAINT,
        });
        let size = (r.h * 0.5).min(layout.title.size);
        let place = TextLine {
            centre_x: r.x + r.w / 2.0,
            baseline: r.y + r.h / 2.0 + size * 0.36,
            size,
            max_width: r.w - 6.0,
        };
        let label = game.button_label(button, layout.short_labels);
        list.text(centred(frame.glyphs, &label, &place, INK));
    }
}

/// The help overlay: every key, and how the mouse does the same.
fn help(list: &mut DisplayList, frame: &Frame) {
    let layout = frame.layout;
    let panel = layout.help_panel;
    list.fill(panel, OVERLAY);
    list.shape(Shape::Outline {
        rect: panel,
        width: 2.0,
        colour: INK,
    });
    let lines = KEY_HELP.len() + HELP_FOOTER.len();
    let size = (panel.h / (lines as f32 + 2.5) / 1.35).min(layout.title.size);
    let line = size * 1.35;
    let mut y = panel.y + line * 1.2;
    let heading = TextLine {
        centre_x: panel.x + panel.w / 2.0,
        baseline: y,
        size: size * 1.15,
        max_width: panel.w - 8.0,
    };
    list.text(centred(frame.glyphs, "Keys", &heading, INK));
    let keys_x = panel.x + panel.w * 0.05;
    let what_x = panel.x + panel.w * 0.32;
    for (keys, what) in KEY_HELP {
        y += line;
        let at = WindowPoint::new(keys_x, y);
        let keys = left(frame.glyphs, keys, at, size, what_x - keys_x - 4.0);
        list.text(TextRun {
            colour: CURSOR,
            ..keys
        });
        let at = WindowPoint::new(what_x, y);
        let room = panel.x + panel.w - what_x - 6.0;
        list.text(left(frame.glyphs, what, at, size, room));
    }
    y += line * 0.5;
    for words in HELP_FOOTER {
        y += line;
        let place = TextLine {
            baseline: y,
            size,
            ..heading
        };
        list.text(centred(frame.glyphs, words, &place, FEEDBACK));
    }
}

#[cfg(test)]
#[path = "frame_tests.rs"]
mod tests;
