//! The page's board for screen readers: a button per square or cell that
//! `web/ttt.js` lays over the canvas ("square 5, empty"; at Qubic, 64
//! cells: "plane 1 row 2 column 3, empty"), and a live region
//! that says each move and the result. Each frame the game's board, the
//! squares' places and what to say go to the page when they change; a
//! button pressed plays its square at the next frame, as a click would.
//! (A canvas is one opaque picture to a screen reader; the window on the
//! desktop has no such tree: miniquad gives none, see docs/browser.md.)

use macroquad::miniquad::window::schedule_update;
use serde_json::json;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, Ordering};
use ttt::core::board::Mark;
use ttt::core::square::Square;
use ttt::game::input::Command;
use ttt::game::variant::Variant;
use ttt::game::{Game, Move, Round};
use ttt::qubic::cell::Cell;
use ttt::settings::GameKind;
use ttt::view::cube_layout::CubeLayout;
use ttt::view::layout::Layout;

// From `web/ttt.js`.
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn ttt_access(json: *const u8, len: usize);
}

/// The square (1..9) or Qubic's cell (1..64) a button asked to play, 0
/// for none.
static PRESSED: AtomicU32 = AtomicU32::new(0);

thread_local! {
    /// What the page was last told, so it is told only changes.
    static TOLD: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Called by `ttt.js` when the player presses square `number`'s button
/// (Enter, Space, or a screen reader's activation).
#[no_mangle]
pub extern "C" fn ttt_access_play(number: u32) {
    PRESSED.store(number, Ordering::SeqCst);
    // The event loop sleeps until input; a button is not the canvas's.
    schedule_update();
}

/// Plays the square a button asked for, if one did since the last frame.
pub fn take_pressed(game: &mut Game, now: f64) {
    // 0: no button was pressed since the last frame.
    let number = u8::try_from(PRESSED.swap(0, Ordering::SeqCst)).unwrap_or(0);
    if number != 0 {
        game.handle(Command::Play(number), now);
    }
}

/// What a square or cell holds, as said: "X", "O" or "empty".
fn held(mark: Option<Mark>) -> String {
    mark.map_or("empty".into(), |mark| mark.upper().to_string())
}

/// Qubic's 64 cells, plane by plane, each with the box around its
/// drawing (a parallelogram when the planes are stacked).
fn cells(game: &Game, layout: &Layout) -> Vec<serde_json::Value> {
    let cube = CubeLayout::for_window(layout);
    let scene = game.cube_scene(f64::INFINITY, None);
    Cell::all()
        .map(|cell| {
            let (plane, row, column) = cell.plane_row_column();
            let corners = cube.cell_corners(cell);
            let (xs, ys) = (corners.map(|p| p.x), corners.map(|p| p.y));
            let least = |v: [f32; 4]| v.into_iter().fold(f32::INFINITY, f32::min);
            let most = |v: [f32; 4]| v.into_iter().fold(f32::NEG_INFINITY, f32::max);
            let label = format!(
                "plane {plane} row {row} column {column}, {}",
                held(scene.cells[cell.index()])
            );
            json!({"label": label, "x": least(xs), "y": least(ys),
                   "w": most(xs) - least(xs), "h": most(ys) - least(ys)})
        })
        .collect()
}

/// The player's move the computer has just answered, as the status said
/// it a moment before: `You played X 5.`
fn answered_move(game: &Game) -> Option<String> {
    fn answered<V: Variant>(history: &[Move<V>]) -> Option<(Mark, String)> {
        match history {
            [.., mine, reply] if mine.rule.is_none() && reply.rule.is_some() => {
                Some((mine.mark, V::words(mine.square)))
            }
            _ => None,
        }
    }
    let (mark, cell) = match game.round() {
        Round::TicTacToe(play) => answered(play.history()),
        Round::Qubic(play) => answered(play.history()),
    }?;
    Some(format!("You played {} {cell}.", mark.upper()))
}

/// Tells the page the board, where its squares are (in the canvas's
/// pixels) and what to say, when any of it has changed.
pub fn tell(game: &Game, layout: &Layout, now: f64) {
    let board = game.shown_board();
    let squares: Vec<_> = match game.shown_game() {
        GameKind::Qubic => cells(game, layout),
        GameKind::TicTacToe => Square::all()
            .map(|sq| {
                let held = held(board.get(sq));
                let r = layout.square_rect(sq);
                json!({"label": format!("square {sq}, {held}"), "x": r.x, "y": r.y, "w": r.w, "h": r.h})
            })
            .collect(),
    };
    let status = game.status(now);
    let mut said = match status.banner {
        // The result, then how to play again (the status's turn line).
        Some((headline, line)) => format!("{headline}. {line} {}", status.turn),
        // The player's own move first when the computer answered it: the
        // reply follows it too fast for a screen reader to say both.
        None => match answered_move(game) {
            Some(mine) => format!("{mine} {}", status.last),
            None => status.last,
        },
    };
    if let Some(warning) = status.warning {
        said = format!("{said} {warning}");
    }
    // The turn line and the feedback also go to `window.ttt` for the
    // page's tests (a friend's room, waiting, refused).
    let feedback = status.feedback.map(|f| f.text);
    let text = json!({"squares": squares, "said": said, "turn": status.turn, "feedback": feedback})
        .to_string();
    TOLD.with_borrow_mut(|told| {
        if *told != text {
            // SAFETY: `ttt_access` reads the JSON's bytes and keeps none.
            unsafe { super::host::hand(ttt_access, &text) };
            *told = text;
        }
    });
}
