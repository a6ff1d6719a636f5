//! The page's theme follows the system's colour scheme (the game's
//! `system` theme, its default): a browser that prefers dark gets the dark
//! paper, one that prefers light the light paper, read in real headless
//! Chromium's pixels. A theme chosen with `T` is kept over the system's.

use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use crate::support::window::Shot;
use std::time::{Duration, Instant};
use ttt::view::display::Colour;
use ttt::view::palette::{DARK, LIGHT};

/// The share of a shot's pixels that are `paper` (within rounding).
fn share_of(shot: &Shot, paper: Colour) -> f64 {
    let want = [paper.r, paper.g, paper.b].map(|c| (c * 255.0).round() as i32);
    let n = shot.count(0, 0, shot.width, shot.height, |p| {
        p.iter()
            .zip(want)
            .all(|(&got, w)| (i32::from(got) - w).abs() <= 2)
    });
    n as f64 / (shot.width * shot.height) as f64
}

/// The page opened with the browser preferring `scheme`, the turtle done
/// drawing the board.
fn opened_preferring(scheme: &str) -> Page {
    let page = Page::blank(Screen::Desktop(800, 600));
    page.prefer_colour_scheme(scheme);
    page.go(&page.url.clone());
    page.wait_started();
    settled(&page);
    page
}

/// The page's picture once it stops changing (the board's reader knows
/// only dark ink on light paper, so it cannot say when a dark board is
/// drawn).
fn settled(page: &Page) -> Shot {
    let deadline = Instant::now() + SETTLE;
    let mut last = page.shot();
    loop {
        std::thread::sleep(Duration::from_millis(400));
        let now = page.shot();
        if now.rgb == last.rgb {
            return now;
        }
        assert!(Instant::now() < deadline, "the page never settled");
        last = now;
    }
}

#[test]
fn the_page_follows_the_system_colour_scheme() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    for (scheme, paper, other) in [
        ("dark", DARK.paper, LIGHT.paper),
        ("light", LIGHT.paper, DARK.paper),
    ] {
        let page = opened_preferring(scheme);
        let shot = settled(&page);
        page.keep_shot(&format!("system-{scheme}"));
        let (mine, theirs) = (share_of(&shot, paper), share_of(&shot, other));
        assert!(
            mine > 0.5 && theirs < 0.01,
            "preferring {scheme}: {mine:.2} of the page is its paper, {theirs:.2} the other's"
        );
    }
}

#[test]
fn a_theme_chosen_in_the_page_is_kept_over_the_system_s() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = opened_preferring("dark");
    // T steps from the system's theme (dark here) to light.
    let before = page.shot();
    page.key("t");
    let after = page.wait_for_change(&before);
    assert!(share_of(&after, LIGHT.paper) > 0.5, "T chose light");
    page.reload();
    let still = share_of(&settled(&page), LIGHT.paper);
    assert!(
        still > 0.5
            && page.eval("return window.matchMedia('(prefers-color-scheme: dark)').matches")
                == true,
        "light, chosen, is kept after a reload though the browser prefers dark ({still:.2})"
    );
}
