//! The pointer leaving the window, with real X pointer moves: what was lit
//! under it (here the Help button) goes plain again, though the window
//! hears no motion after the pointer has gone (X tells it only
//! `LeaveNotify`; see vendor/patches/miniquad/0006-pointer-inside-the-window.patch).

use crate::support::window::board::wait_for_board;
use crate::support::window::lit::{help_button, looks};
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Shot, Xvfb};
use std::thread;
use std::time::{Duration, Instant};
use ttt::core::board::Board;
use ttt::settings::Theme;
use ttt::view::palette::Palette;

/// Takes shots until `done` holds for one (up to `SETTLE`); the last shot.
fn shot_until(game: &Game, done: impl Fn(&Shot) -> bool) -> Shot {
    let deadline = Instant::now() + SETTLE;
    loop {
        let shot = game.shot();
        if done(&shot) || Instant::now() >= deadline {
            return shot;
        }
        thread::sleep(Duration::from_millis(100));
    }
}

/// Saves `shot` for a person to look at; its path.
fn keep(shot: &Shot, name: &str) -> String {
    let path = std::env::temp_dir().join(format!("ttt-e2e-pointer-{name}.png"));
    shot.save(&path);
    path.display().to_string()
}

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
    let hovered = shot_until(&game, |s| {
        let (lit, _, most) = looks(s, help, palette);
        lit >= most
    });
    let (lit, _, most) = looks(&hovered, help, palette);
    assert!(
        lit >= most,
        "the Help button is not lit under the pointer (shot: {})",
        keep(&hovered, "on")
    );

    // Off the window (it is at 0,0; the screen is 1600×1200), not onto
    // another of its pixels: only LeaveNotify says the pointer went.
    game.xdotool(&["mousemove", &(w + 200).to_string(), &(h + 200).to_string()]);
    let left = shot_until(&game, |s| {
        let (lit, plain, most) = looks(s, help, palette);
        plain >= most && lit == 0
    });
    let (lit, plain, most) = looks(&left, help, palette);
    assert!(
        plain >= most && lit == 0,
        "the Help button stays lit after the pointer left the window: {lit} lit \
         pixels, {plain} plain (shot: {})",
        keep(&left, "off")
    );
}
