//! The pointer leaving the window, with real X pointer moves: what was lit
//! under it (a button, a square) goes dark again, though the window hears
//! no motion after the pointer has gone (X tells it only `LeaveNotify`;
//! see vendor/miniquad/TTT-PATCH.md).

use crate::support::window::board::wait_for_board;
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Shot, Xvfb};
use std::thread;
use std::time::{Duration, Instant};
use ttt::core::board::Board;
use ttt::picture::buttons::Button;
use ttt::picture::geometry::Rect;
use ttt::picture::layout::Layout;
use ttt::picture::theme::Theme;
use ttt::view::display::Colour;
use ttt::view::palette::Palette;

/// `colour` as the window's 8-bit pixels show it (opaque colours only).
fn rgb(colour: Colour) -> [u8; 3] {
    let byte = |v: f32| (v * 255.0).round() as u8;
    [byte(colour.r), byte(colour.g), byte(colour.b)]
}

/// How many pixels of `r` (inset 4 px, away from the pen's edge) are
/// `colour`, give or take 3 in each channel.
fn count_in(shot: &Shot, r: Rect, colour: [u8; 3]) -> usize {
    let near = |p: [u8; 3]| (0..3).all(|i| p[i].abs_diff(colour[i]) <= 3);
    let (x0, y0) = ((r.x + 4.0) as usize, (r.y + 4.0) as usize);
    let (x1, y1) = ((r.x + r.w - 4.0) as usize, (r.y + r.h - 4.0) as usize);
    shot.count(x0, y0, x1, y1, near)
}

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

/// The pointer on the Help button lights it (its fill turns the hover
/// colour); the pointer moved off the window, to the screen beyond it,
/// leaves it plain again, with no key or click after.
#[test]
fn hover_clears_when_the_pointer_leaves_the_window() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &["--theme", "light", "--no-animation"]);
    wait_for_board(&game, &Board::empty(), SETTLE);
    let (w, h) = game.size();
    let layout = Layout::new(w as f32, h as f32);
    let (_, help) = *layout
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Help)
        .expect("a Help button");
    let palette = Palette::of(Theme::Light);
    let (lit, plain) = (rgb(palette.button_hover), rgb(palette.button));
    // Most of the button's inside is its fill (the rest is its label).
    let most = ((help.w - 8.0) * (help.h - 8.0) / 2.0) as usize;

    let (cx, cy) = (help.x + help.w / 2.0, help.y + help.h / 2.0);
    game.hover(cx as i32, cy as i32);
    let hovered = shot_until(&game, |s| count_in(s, help, lit) >= most);
    let keep = |shot: &Shot, name: &str| {
        let path = std::env::temp_dir().join(format!("ttt-e2e-pointer-{name}.png"));
        shot.save(&path);
        path.display().to_string()
    };
    assert!(
        count_in(&hovered, help, lit) >= most,
        "the Help button is not lit under the pointer (shot: {})",
        keep(&hovered, "on")
    );

    // Off the window (it is at 0,0; the screen is 1600×1200), not onto
    // another of its pixels: only LeaveNotify says the pointer went.
    game.xdotool(&["mousemove", &(w + 200).to_string(), &(h + 200).to_string()]);
    let left = shot_until(&game, |s| count_in(s, help, plain) >= most);
    assert!(
        count_in(&left, help, plain) >= most && count_in(&left, help, lit) == 0,
        "the Help button stays lit after the pointer left the window: {} lit \
         pixels, {} plain (shot: {})",
        count_in(&left, help, lit),
        count_in(&left, help, plain),
        keep(&left, "off")
    );
}
