//! Qubic's board in a frame: the game's Qubic state filled into the plain
//! `CubeScene` that `view/cube.rs` draws (the marks, the mark the turtle
//! is drawing, the cursor, the hovered free cell, the last move, the hint,
//! the digits typed so far, the winning line), and a click on a cell made
//! the command that plays it. The terminal fills its text from the same
//! scene.

use crate::game::input::Command;
use crate::game::qubic_review::QubicReview;
use crate::game::Game;
use crate::qubic::cell::Cell;
use crate::view::cube::{compose, CubeLayout, CubeScene, MarkDrawing};
use crate::view::display::DisplayList;
use crate::view::frame::Frame;

/// What the cube shows of `game` at `now`, with `hover` the free cell
/// under the mouse (the caller's to find).
pub fn cube_scene(game: &Game, now: f64, hover: Option<Cell>) -> CubeScene {
    if let Some(review) = game.qubic_review() {
        return review_scene(game, review);
    }
    let position = game.qubic_position();
    let mut scene = CubeScene::of(&position);
    scene.grid = game.qubic_grid(now) as f32;
    scene.drawing = game.qubic_drawing(now).and_then(|(cell, fraction)| {
        let mark = position.get(cell)?;
        Some(MarkDrawing {
            cell,
            mark,
            fraction: fraction as f32,
        })
    });
    scene.cursor = game.qubic_cursor();
    scene.hover = hover;
    scene.last_move = game.qubic_history().last().map(|m| m.square);
    scene.hint = game.qubic_hint().map(|d| d.cell);
    let typed = game.qubic_typed();
    scene.typed_plane = typed.first().copied();
    scene.typed_row = typed.get(1).copied();
    scene
}

/// The cube at rest under review: the position after the move under
/// review, that move lit as the last, and the line if it won.
fn review_scene(game: &Game, review: &QubicReview) -> CubeScene {
    let position = review.after();
    let mut scene = CubeScene::of(&position);
    scene.grid = game.qubic_grid(f64::INFINITY) as f32;
    scene.last_move = review.cell();
    scene
}

/// The cube where the window's layout puts the board; a click on a cell
/// plays it (the game says why, if it cannot).
pub fn board(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let cube = CubeLayout::for_window(frame.layout);
    let hover = frame
        .mouse
        .and_then(|p| cube.cell_at(p))
        .filter(|&cell| game.qubic_position().get(cell).is_none())
        .filter(|_| game.accepts_move(frame.now) && frame.hovers(cube.area, game));
    let scene = cube_scene(game, frame.now, hover);
    compose(list, &scene, &cube, frame, |cell| {
        Some(Command::PlayCell(cell))
    });
}

#[cfg(test)]
#[path = "qubic_tests.rs"]
mod tests;
