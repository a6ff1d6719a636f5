//! The pointer leaving the window, with real X pointer moves: what was lit
//! under it (here the Help button) goes plain again, though the window
//! hears no motion after the pointer has gone (X tells it only
//! `LeaveNotify`; see vendor/patches/miniquad/0006-pointer-inside-the-window.patch).

use crate::support::window::board::wait_for_board;
use crate::support::window::lit::{help_button, looks};
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Xvfb};
use ttt::core::board::Board;
use ttt::settings::Theme;
use ttt::view::palette::Palette;

/// The pointer on the Help button lights it (its fill turns the hover
/// colour); the pointer moved off the window, to the screen beyond it,
/// leaves it plain again, with no key or click after.
#[test]
fn hover_clears_when_the_pointer_leaves_the_window() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &["--theme", "light", "--no-animation"]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let (w, h) = game.size();
    let help = help_button((w, h));
    let palette = Palette::of(Theme::Light);

    let centre = help.centre();
    game.hover(centre.x as i32, centre.y as i32);
    game.wait_for_pixels("the Help button lit under the pointer", |shot| match looks(
        shot, help, palette,
    ) {
        (lit, _, most) if lit >= most => Ok(()),
        (lit, plain, _) => Err(format!("{lit} lit pixels, {plain} plain")),
    });

    // Off the window (it is at 0,0; the screen is 1600×1200), not onto
    // another of its pixels: only LeaveNotify says the pointer went.
    game.xdotool(&["mousemove", &(w + 200).to_string(), &(h + 200).to_string()]);
    game.wait_for_pixels(
        "the Help button plain after the pointer left",
        |shot| match looks(shot, help, palette) {
            (0, plain, most) if plain >= most => Ok(()),
            (lit, plain, _) => Err(format!("{lit} lit pixels, {plain} plain")),
        },
    );
}
