//! One frame of the game as a display list, nothing left for the renderer
//! to decide, and where a click lands.

use crate::game::input::Command;
use crate::game::Game;
use crate::settings::GameKind;
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::{bar, board, cube, overlays, panel};

pub fn display_list(game: &Game, frame: &Frame) -> DisplayList {
    // The review's words may take room from a tall window's board.
    let layout = &panel::layout(game, frame);
    let frame = &Frame { layout, ..*frame };
    let mut list = DisplayList::new(layout.width, layout.height, frame.palette.paper);
    match game.shown_game() {
        GameKind::Qubic => cube::board(&mut list, game, frame),
        GameKind::TicTacToe => board::board(&mut list, game, frame),
    }
    header(&mut list, game, frame);
    panel::panel(&mut list, game, frame);
    bar::buttons(&mut list, game, frame);
    if let Some(overlay) = game.overlay() {
        list.begin_layer();
        list.fill(layout.window(), frame.palette.shade);
        overlays::overlay(&mut list, game, overlay, frame);
    }
    list
}

/// The title, and the scores line under it: lit like a button under the
/// mouse (a click on it asks to reset them), in the refusal colour while
/// it asks.
fn header(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let (layout, t, p) = (frame.layout, frame.typeset(), frame.palette);
    let (title, scores) = (layout.title, layout.scores);
    let text = t.fit(&game.title(), title.max_width);
    list.text(t.centred(&text, title.centre_x, title.baseline, p.ink));
    let mut line = game.scores_line(false);
    if line.is_empty() {
        return;
    }
    if t.width(&line) > scores.max_width {
        line = game.scores_line(true);
    }
    let band = layout.scores_rect;
    if frame.hovers(band, game) {
        list.fill(band, p.button_hover);
    }
    let colour = if game.reset_pending() {
        p.refusal
    } else {
        p.muted
    };
    let line = t.fit(&line, scores.max_width);
    list.text(t.centred(&line, scores.centre_x, scores.baseline, colour));
    list.hit(band, Some(Command::ResetScores));
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
