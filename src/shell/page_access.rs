//! The page's board for screen readers: nine buttons that `web/ttt.js`
//! lays over the canvas's squares ("square 5, empty"), and a live region
//! that says each move and the result. Each frame the game's board, the
//! squares' places and what to say go to the page when they change; a
//! button pressed plays its square at the next frame, as a click would.
//! (A canvas is one opaque picture to a screen reader; the window on the
//! desktop has no such tree: miniquad gives none, see docs/browser.md.)

use macroquad::miniquad::window::schedule_update;
use serde_json::json;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, Ordering};
use ttt::core::square::Square;
use ttt::game::input::Command;
use ttt::game::Game;
use ttt::view::layout::Layout;

// From `web/ttt.js`.
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn ttt_access(json: *const u8, len: usize);
}

/// The square a button asked to play (1..9), 0 for none.
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
    let number = PRESSED.swap(0, Ordering::SeqCst);
    let square = u8::try_from(number).ok().and_then(Square::new);
    if let Some(square) = square {
        game.handle(Command::Play(square), now);
    }
}

/// Tells the page the board, where its squares are (in the canvas's
/// pixels) and what to say, when any of it has changed.
pub fn tell(game: &Game, layout: &Layout, now: f64) {
    let board = game.board();
    let squares: Vec<_> = Square::all()
        .map(|sq| {
            let held = match board.get(sq) {
                Some(mark) => mark.letter().to_ascii_uppercase().to_string(),
                None => "empty".to_string(),
            };
            let r = layout.square_rect(sq);
            json!({"label": format!("square {sq}, {held}"), "x": r.x, "y": r.y, "w": r.w, "h": r.h})
        })
        .collect();
    let status = game.status(now);
    let mut said = match status.banner {
        // The result, then how to play again (the status's turn line).
        Some((headline, line)) => format!("{headline}. {line} {}", status.turn),
        None => status.last,
    };
    if let Some(warning) = status.warning {
        said = format!("{said} {warning}");
    }
    let text = json!({"squares": squares, "said": said}).to_string();
    TOLD.with_borrow_mut(|told| {
        if *told != text {
            super::host::hand(ttt_access, &text);
            *told = text;
        }
    });
}
