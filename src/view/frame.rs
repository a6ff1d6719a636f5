//! One frame of the game as a display list: the board (highlights, the
//! free squares' numbers, the turtle's grid, X and O in their colours, the
//! strike, the turtle), the title and scores lines, the status and history
//! panel, the button bar, and any overlay over them — everything the window
//! shows, placed by the layout and measured by the glyphs, with nothing
//! left for the renderer to decide.

use crate::core::board::{Mark, Square};
use crate::game::input::{keypad_digit, Keymap};
use crate::game::scene::Scene;
use crate::game::Game;
use crate::picture::drawing::box_centre;
use crate::picture::glyphs::Glyphs;
use crate::picture::layout::{Layout, Rect, WindowPoint};
use crate::picture::turtle::{Point, Pose, Segment};
use crate::strategy::menace::shown_box;
use crate::strategy::Opponent;
use crate::view::display::{Colour, DisplayList, Shape};
use crate::view::palette::*;
use crate::view::text::Typeset;
use crate::view::{panel, sheets};

/// Turtle units from the turtle's centre to its nose.
const TURTLE_SIZE: f32 = 6.0;
/// How much wider than the pen the strike through a winning line is.
const STRIKE_WIDTH: f32 = 1.6;
/// Marks are drawn at this fraction of Logo's size about their box's
/// centre, so a mark never touches the grid: an X's arms end 14.4 units
/// from the centre instead of 18, an O's radius is 14.4 instead of 18,
/// leaving 5.6 units to the lines either side.
pub const MARK_SCALE: f32 = 0.8;

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

impl Frame<'_> {
    /// Text at the screen's one size.
    pub fn type_(&self) -> Typeset<'_> {
        Typeset::new(self.glyphs, self.layout.text)
    }

    /// Whether the mouse is over `rect` (and nothing covers the game).
    pub fn hovers(&self, rect: Rect, game: &Game) -> bool {
        game.overlay().is_none() && self.mouse.is_some_and(|p| rect.contains(p))
    }
}

/// The display list of `game` at `frame.now`.
pub fn display_list(game: &Game, frame: &Frame) -> DisplayList {
    let layout = frame.layout;
    let mut list = DisplayList::new(layout.width, layout.height, PAPER);
    let scene = game.scene(frame.now);
    squares(&mut list, game, &scene, frame);
    picture(&mut list, layout, &scene);
    header(&mut list, game, frame);
    panel::status(&mut list, game, frame);
    panel::history(&mut list, game, frame);
    buttons(&mut list, game, frame);
    if let Some(overlay) = game.overlay() {
        list.begin_layer();
        list.fill(layout.window(), SHADE);
        sheets::overlay(&mut list, game, overlay, frame);
    }
    list
}

/// The title, and the scores line under it: lit like a button under the
/// mouse (a click on it asks to reset them), in the refusal colour while
/// it asks.
fn header(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    let t = frame.type_();
    let title = t.fit(&game.title(), layout.title.max_width);
    list.text(t.centred(&title, layout.title.centre_x, layout.title.baseline, INK));
    let line = game.scores_line();
    if line.is_empty() {
        return;
    }
    let band = layout.scores_rect;
    if frame.hovers(band, game) {
        list.fill(band, BUTTON_HOVER);
    }
    let colour = if game.reset_pending() { REFUSAL } else { MUTED };
    let line = t.fit(&line, layout.scores.max_width);
    list.text(t.centred(
        &line,
        layout.scores.centre_x,
        layout.scores.baseline,
        colour,
    ));
}

/// Highlights (the move under review, hint, hover, cursor) and the faint
/// numbers of free squares — the keypad's digits when it is read by its
/// layout, since those are the keys that play them.
fn squares(list: &mut DisplayList, game: &Game, scene: &Scene, frame: &Frame) {
    let layout = frame.layout;
    let hovered = frame
        .mouse
        .and_then(|p| layout.square_at_window(p))
        .filter(|&sq| game.can_play(sq, frame.now) && frame.hovers(layout.board, game));
    let keymap = Keymap {
        keypad_layout: game.setup().keypad_layout,
    };
    let beads = menace_beads(game);
    for sq in Square::all() {
        let r = layout.square_rect(sq).inset(layout.pen_width);
        for (lit, colour) in [
            (scene.reviewed, REVIEWED),
            (scene.hint, HINT),
            (hovered, HOVER),
        ] {
            if lit == Some(sq) {
                list.fill(r, colour);
            }
        }
        if scene.cursor == Some(sq) {
            list.shape(Shape::Outline {
                rect: r.inset(layout.pen_width),
                width: (layout.pen_width * 1.5).max(3.0),
                colour: CURSOR,
            });
        }
        if scene.free.contains(&sq) {
            let number = Typeset::new(frame.glyphs, (r.h * 0.24).max(layout.text));
            let digit = keypad_digit(sq, &keymap).to_string();
            list.text(number.centred(&digit, r.centre().x, number.baseline_in(r), FAINT));
        }
        if let Some(n) = beads.map(|b| b[sq.index()]).filter(|&n| n > 0) {
            let small = Typeset::new(frame.glyphs, (r.h * 0.14).max(layout.text * 0.8));
            let baseline = r.y + r.h * 0.22;
            list.text(small.centred(&format!("{n} beads"), r.centre().x, baseline, TALK));
        }
    }
}

/// MENACE's box, while it is the opponent (see `menace::shown_box`).
fn menace_beads(game: &Game) -> Option<[u8; 9]> {
    let side = game.setup().side.opponent();
    let last = game.history().iter().rev().find(|m| m.mark == side);
    (game.setup().opponent == Opponent::Menace)
        .then(|| {
            shown_box(
                &game.board(),
                last.map(|m| m.before),
                side,
                &game.memory().menace,
            )
        })
        .flatten()
}

/// The turtle's picture: the grid in ink, each mark in its colour and a
/// little inside Logo's size, the strike, and the turtle.
fn picture(list: &mut DisplayList, layout: &Layout, scene: &Scene) {
    strokes(list, layout, &scene.grid, layout.pen_width, INK);
    for mark in [Mark::X, Mark::O] {
        let segments: Vec<Segment> = scene
            .marks
            .iter()
            .filter(|(m, _, _)| *m == mark)
            .flat_map(|(_, sq, path)| path.iter().map(|s| inside(s, box_centre(*sq))))
            .collect();
        let colour = if mark == Mark::X { X_INK } else { O_INK };
        strokes(list, layout, &segments, layout.pen_width, colour);
    }
    strokes(
        list,
        layout,
        &scene.strike,
        layout.pen_width * STRIKE_WIDTH,
        STRIKE,
    );
    if let Some(pose) = scene.turtle {
        turtle(list, layout, pose);
    }
}

/// A mark's segment drawn [`MARK_SCALE`] of its size about `centre`.
fn inside(s: &Segment, centre: Point) -> Segment {
    let pull = |p: Point| {
        Point::new(
            centre.x + (p.x - centre.x) * MARK_SCALE,
            centre.y + (p.y - centre.y) * MARK_SCALE,
        )
    };
    Segment {
        from: pull(s.from),
        to: pull(s.to),
        heading: s.heading,
    }
}

/// The turtle's segments in window pixels, joined into paths where one
/// segment starts where the last ended.
fn strokes(
    list: &mut DisplayList,
    layout: &Layout,
    segments: &[Segment],
    width: f32,
    colour: Colour,
) {
    let mut paths: Vec<Vec<WindowPoint>> = Vec::new();
    for s in segments {
        let (from, to) = (layout.to_window(s.from), layout.to_window(s.to));
        match paths.last_mut() {
            // Back over the stroke just made (an X's arm, `back 25.5`): no
            // new ink, and inking it twice would darken its soft edges.
            Some(path)
                if path.len() >= 2
                    && near(path[path.len() - 1], from)
                    && near(path[path.len() - 2], to) =>
            {
                paths.push(vec![to]);
            }
            Some(path) if path.last().is_some_and(|&end| near(end, from)) => path.push(to),
            _ => paths.push(vec![from, to]),
        }
    }
    paths.retain(|p| p.len() >= 2);
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
    let t = frame.type_();
    for &(button, r) in &layout.buttons {
        let fill = if frame.hovers(r, game) {
            BUTTON_HOVER
        } else {
            BUTTON
        };
        list.fill(r, fill);
        list.shape(Shape::Outline {
            rect: r,
            width: 1.0,
            colour: EDGE,
        });
        let label = t.fit(&game.button_label(button, layout.short_labels), r.w - 8.0);
        list.text(t.centred(&label, r.centre().x, t.baseline_in(r), INK));
    }
}

#[cfg(test)]
#[path = "frame_tests.rs"]
mod tests;
