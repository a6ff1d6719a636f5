//! The window's inputs taken by the game one at a time: a key through the
//! key map, a click through the regions of the frame last drawn.

use crate::game::input::{Command, Key};
use crate::game::screens::Screen;
use crate::game::Game;
use crate::view::compose::display_list;
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::layout::WindowPoint;
use std::borrow::Cow;

/// What the window's poll hands the game (clicks in logical pixels).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Input {
    Key(Key),
    Click(WindowPoint),
    MouseMoved,
    /// The mouse wheel turned: positive away from the player (up).
    Wheel(f32),
    /// A character typed (after its key's `Key`): a name's text.
    Text(char),
}

/// The rows a notch of the mouse wheel moves a list's choice by.
pub const WHEEL_ROWS: i8 = 3;

/// Takes `inputs` in order at `frame.now`. A click is read through
/// `shown`, the list last drawn, unless the game or the window's size has
/// changed since: then through the frame as it stands, so a click after a
/// key that opened an overlay lands on it. The mouse hides the cursor.
pub fn take_inputs(
    game: &mut Game,
    inputs: impl IntoIterator<Item = Input>,
    shown: Option<&DisplayList>,
    frame: &Frame,
) {
    let layout = frame.layout;
    let fresh = |list: &&DisplayList| list.width == layout.width && list.height == layout.height;
    // Borrowed while it still shows the game; composed again only when a
    // click needs the game as it now stands.
    let mut shown = shown.filter(fresh).map(Cow::Borrowed);
    // The character of the key that opened the names screen is not a name's.
    let mut opened_names = false;
    for input in inputs {
        let (typing, skip) = (game.typing(), std::mem::take(&mut opened_names));
        match input {
            Input::Key(key) => {
                game.press(key, frame.now);
                opened_names = !typing && game.typing();
            }
            Input::Text(_) if skip => continue,
            Input::Click(p) => {
                let list = shown.get_or_insert_with(|| Cow::Owned(display_list(game, frame)));
                match list.command_at(p) {
                    Some(command) => game.handle(command, frame.now),
                    None => game.click_on_nothing(),
                }
            }
            Input::MouseMoved => {
                game.hide_cursor();
                continue;
            }
            // The wheel scrolls the scores page's list; elsewhere nothing.
            Input::Wheel(dy) if dy != 0.0 && matches!(game.overlay(), Some(Screen::Scores(_))) => {
                let rows = if dy > 0.0 { -WHEEL_ROWS } else { WHEEL_ROWS };
                game.handle(Command::Scroll(rows), frame.now);
            }
            Input::Wheel(_) => continue,
            Input::Text(c) if game.typing() => game.type_char(c),
            Input::Text(_) => continue,
        }
        // The game may have changed: the next click is read against it.
        shown = None;
    }
}

#[cfg(test)]
#[path = "input_tests.rs"]
mod tests;
