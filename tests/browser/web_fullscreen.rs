//! F11 on the page, in real headless Chromium: the game asks the page
//! (`ttt_toggle_fullscreen` in `web/ttt.js`), the page asks the browser's
//! fullscreen API, and a second F11 leaves it; the game plays on.

use crate::page::{Page, Screen, ONE_AT_A_TIME};
use std::time::Duration;
use ttt::core::board::Board;

/// WebDriver's code for the F11 key.
const F11: &str = "\u{E03B}";

#[test]
fn f11_asks_the_browser_for_fullscreen_and_back() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    let asked = "return window.ttt.fullscreenAsked";
    assert_eq!(page.eval(asked), 0);
    page.key(F11);
    page.wait_for(
        "return window.ttt.fullscreenAsked === 1",
        Duration::from_secs(5),
    );
    page.wait_for(
        "return document.fullscreenElement !== null",
        Duration::from_secs(5),
    );
    page.key(F11);
    page.wait_for(
        "return window.ttt.fullscreenAsked === 2",
        Duration::from_secs(5),
    );
    page.wait_for(
        "return document.fullscreenElement === null",
        Duration::from_secs(5),
    );
    page.key("5");
    let lines = page.wait_for_lines(1);
    assert_eq!(lines.first().map(String::as_str), Some("x 5"), "{lines:?}");
}
