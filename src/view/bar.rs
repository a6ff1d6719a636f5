//! The button bar in a frame: each button's label (which says what it
//! does now: "Prev" in the review), its pen-drawn box lit under the
//! mouse and darker while held, pale when it would do nothing, and the
//! command a click on it gives.

use crate::game::input::Command;
use crate::game::screen_parts::Chooser;
use crate::game::Game;
use crate::picture::geometry::Rect;
use crate::view::buttons::Button;
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::pen_box::pen_box;

/// The bar's buttons, each with its click's command.
pub fn buttons(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let layout = frame.layout;
    let t = frame.typeset();
    for (i, &(button, r)) in layout.buttons.iter().enumerate() {
        let on = enabled(game, button);
        let look = match (on, frame.hovers(r, game), frame.pressed) {
            (false, _, _) => Look::Off,
            (true, true, true) => Look::Pressed,
            (true, true, false) => Look::Hovered,
            (true, false, _) => Look::Plain,
        };
        pen_button(list, frame, r, look, i as u32);
        let label = t.fit(&label(game, button, layout.short_labels), r.w - 8.0);
        let ink = if on {
            frame.palette.ink
        } else {
            frame.palette.muted
        };
        list.text(t.centred(&label, r.centre().x, t.baseline_in(r), ink));
        // A greyed button still takes a click, and the game says why it
        // does nothing.
        list.hit(r, Some(command(button)));
    }
}

/// How a button is drawn now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Plain,
    /// Under the mouse: lit, and drawn with a bolder pen.
    Hovered,
    /// Held down under the mouse: darker still, in ink.
    Pressed,
    /// It would do nothing now: pale, a faint thin pen.
    Off,
}

/// A button's box as the turtle's pen would draw it: filled, then a pen
/// stroke round it with rounded corners and slightly uneven sides (the
/// same every frame: `seed` picks the unevenness).
pub fn pen_button(list: &mut DisplayList, frame: &Frame, r: Rect, look: Look, seed: u32) {
    let p = frame.palette;
    let (fill, pen, ink) = match look {
        Look::Plain => (p.button, 1.0, p.edge),
        Look::Hovered => (p.button_hover, 1.6, p.edge),
        Look::Pressed => (p.button_pressed, 1.6, p.ink),
        Look::Off => (p.button_off, 0.8, p.faint),
    };
    let width = (frame.layout.pen_width * 0.5).max(1.2) * pen;
    let radius = (r.h * 0.22).min(8.0);
    // The fill stays inside the pen's rounded corners.
    list.fill(r.inset(radius * 0.3), fill);
    let wobble = (r.h * 0.03).min(1.2);
    list.strokes(vec![pen_box(r, radius, wobble, seed)], width, ink);
}

/// Whether `button` would do something now: Undo and Redo with something
/// to take back or play again (in the review, Prev and Next within the
/// game), Review once a move is made. Others always.
pub fn enabled(game: &Game, button: Button) -> bool {
    if let Some(at) = game.reviewed() {
        let moves = game.review_moves().map_or(0, <[_]>::len);
        return match button {
            Button::Undo => at.number > 1,
            Button::Redo => at.number < moves,
            _ => true,
        };
    }
    match button {
        Button::Undo => game.can_undo(),
        Button::Redo => game.can_redo(),
        Button::Review => !game.history().is_empty(),
        _ => true,
    }
}

/// What pressing `button` does.
pub fn command(button: Button) -> Command {
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

/// The label of `button` now, `short` in narrow windows: in the review
/// Undo and Redo step through the moves, and the opponent's button names
/// the opponent.
pub fn label(game: &Game, button: Button, short: bool) -> String {
    let reviewing = game.reviewed().is_some();
    let computer = game.settings().opponent.is_computer();
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
        (Button::Opponent, _) => return format!("vs {}", game.settings().opponent.title()),
        (Button::Rules, _) => "Rules",
        (Button::Help, false) => "Help (?)",
        (Button::Help, true) => "Help",
    };
    label.to_string()
}
