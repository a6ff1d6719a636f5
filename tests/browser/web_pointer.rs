//! The pointer leaving the page's canvas, in real headless Chromium: the
//! Help button lit under the mouse goes plain again when the mouse moves
//! off the canvas (the canvas's `mouseleave`, which vendored miniquad's
//! `gl.js` now passes on; see vendor/patches/miniquad/0006-pointer-inside-the-window.patch).

use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use crate::support::window::lit::{help_button, looks};
use crate::support::window::Shot;
use std::time::Instant;
use ttt::core::board::Board;
use ttt::view::palette::LIGHT;

/// Takes shots until `done` holds for one (up to `SETTLE`); the last shot.
fn shot_until(page: &Page, done: impl Fn(&Shot) -> bool) -> Shot {
    let deadline = Instant::now() + SETTLE;
    loop {
        let shot = page.shot();
        if done(&shot) || Instant::now() >= deadline {
            return shot;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// The canvas fills the page, so the mouse leaves it for another element
/// laid over its top-left corner, as it would for a browser's own
/// panel: the browser sends the canvas `mouseleave`, and nothing else.
#[test]
fn hover_clears_when_the_mouse_leaves_the_canvas() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    let help = help_button(page.viewport());
    let centre = help.centre();
    page.hover(centre.x as i32, centre.y as i32);
    let lit_up = |s: &Shot| {
        let (lit, _, most) = looks(s, help, &LIGHT);
        lit >= most
    };
    let hovered = shot_until(&page, lit_up);
    assert!(
        lit_up(&hovered),
        "the Help button is not lit under the mouse"
    );

    page.eval(
        "const other = document.createElement('div');
         other.style.cssText = 'position: fixed; left: 0; top: 0; width: 40px; height: 40px; z-index: 5';
         document.body.appendChild(other);",
    );
    page.hover(20, 20);
    let plain = |s: &Shot| {
        let (lit, plain, most) = looks(s, help, &LIGHT);
        plain >= most && lit == 0
    };
    let left = shot_until(&page, plain);
    if !plain(&left) {
        page.keep_shot("pointer-left");
        panic!(
            "the Help button stays lit after the mouse left the canvas: {:?} \
             (lit, plain, most); see target/web-shots/pointer-left.png",
            looks(&left, help, &LIGHT)
        );
    }
}
