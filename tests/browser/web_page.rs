//! The web page itself, in real headless Chromium: a phone's viewport at
//! three device pixels per CSS pixel played with touch taps, the page
//! following the browser window's size, its first frame against
//! `ttt --screenshot`, no frames drawn while idle, a first frame on
//! every load (timed by `scripts/page-ab`, docs/performance.md), and a
//! panic in the module said on the page.

use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use crate::support::sq;
use crate::support::window::board::Grid;
use crate::support::window::wait::wait_until;
use serde_json::json;
use std::time::Duration;
use ttt::core::board::{Board, Mark};
use ttt::data::format::{format_json, Kept};
use ttt::settings::Settings;
use ttt::strategy::logo;

/// Plays X at `n` by a tap (`touch`) or a click on the square found on the
/// screen, and waits for the page to show logo's reply.
fn play(page: &Page, board: Board, n: u8, touch: bool) -> Board {
    let grid = Grid::find(&page.shot()).expect("a grid on the page");
    let (x, y) = grid.centre(sq(n));
    match touch {
        true => page.tap(x, y),
        false => page.click(x, y),
    }
    let mut board = board.with(sq(n), Mark::X);
    if board.outcome().is_none() {
        let reply = logo::choose(&board, Mark::O)
            .and_then(|a| a.decision())
            .expect("a move is due");
        board = board.with(reply.square, Mark::O);
    }
    page.wait_for_board(&board);
    board
}

/// Keeps `settings` in the page's storage and reloads, as if chosen before.
fn keep_settings(page: &Page, settings: &Settings) {
    let script = "localStorage.setItem('ttt/settings.json', arguments[0]);";
    page.call_script(script, json!([format_json(settings, &Kept::Nothing)]));
    page.reload();
}

#[test]
fn a_phone_plays_a_whole_game_by_touch() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Phone(390, 844, 3));
    assert_eq!(page.viewport(), (390, 844));
    assert_eq!(page.eval("return window.devicePixelRatio"), json!(3));
    let shot = page.wait_for_board(&Board::default());
    let grid = Grid::find(&shot).expect("a grid");
    assert!(grid.inside(shot.width, shot.height), "{grid:?}");
    assert!(grid.cell() > 80.0, "a square a finger can hit: {grid:?}");
    let mut board = Board::default();
    for n in [5, 1, 3, 7, 9, 2, 4, 6, 8] {
        if board.outcome().is_some() {
            break;
        }
        if board.is_free(sq(n)) {
            board = play(&page, board, n, true);
        }
    }
    assert!(board.outcome().is_some(), "the game ended: {board}");
    assert_eq!(page.eval("return window.ttt.touch"), json!(true), "told");
    page.keep_shot("phone-390x844-at-3");
    // No `?` on a phone: one tap on the Help button opens the help (a tap
    // once made two clicks, which opened and closed it).
    let ended = page.shot();
    let (x, y) = crate::page::desktop::help_button(&page.kept_files(), (390.0, 844.0));
    page.tap(x, y);
    let want = board.to_string();
    let deadline = std::time::Instant::now() + SETTLE;
    let mut shot = page.wait_for_change(&ended);
    // The help sheet covers the board.
    while crate::support::window::board::read_board(&shot).as_deref() == Ok(want.as_str()) {
        assert!(std::time::Instant::now() < deadline, "no help sheet");
        std::thread::sleep(Duration::from_millis(100));
        shot = page.shot();
    }
    page.keep_shot("phone-help");
}

#[test]
fn the_page_follows_the_browser_windows_size() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    let board = play(&page, Board::default(), 5, false);
    let before = page.shot();
    for (w, h) in [(1200, 800), (420, 760), (800, 600)] {
        page.resize(w, h);
        let shot = page.wait_for_board(&board);
        assert_eq!((shot.width, shot.height), (w as usize, h as usize));
        let grid = Grid::find(&shot).expect("a grid");
        assert!(grid.inside(w as usize, h as usize), "{w}x{h}: {grid:?}");
    }
    let grid = Grid::find(&page.shot()).expect("a grid");
    assert_eq!(grid, Grid::find(&before).expect("a grid"), "back as it was");
    page.resize(1000, 700);
    let board = play(&page, board, 9, false);
    assert_eq!(board.count(Mark::X), 2, "a click after a resize plays");
    page.resize(800, 600);
    page.wait_for_board(&board);
    page.keep_shot("desktop-800x600");
}

/// The GPU (in Chromium, SwiftShader's WebGL) and `--screenshot`'s
/// tiny-skia anti-alias edges differently; a pixel counts as different
/// only when its colour is outside the colours within one pixel of it in
/// the other picture. Here 6 of the 480,000 differ (measured 2026-11-27:
/// one column of a glyph, x 583, y 98–103; 0 on earlier days); one faint
/// square number left out makes 96, so the limit is the window test's:
/// fewer than 40 (`page::desktop::PAGE_SLACK_PIXELS`).
#[test]
fn the_first_frame_is_what_ttt_screenshot_paints() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    let still = Settings {
        speed: ttt::settings::Speed::Off,
        ..Settings::default()
    };
    keep_settings(&page, &still);
    let shot = page.shot();
    crate::page::desktop::assert_matches_desktop(&shot, &page.kept_files(), &[]);
}

#[test]
fn no_frames_are_drawn_while_idle() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    page.eval(
        "window.framesAsked = 0; const ask = window.requestAnimationFrame;
         window.requestAnimationFrame = f => { window.framesAsked += 1; return ask(f); };",
    );
    // The last frames of the turtle's drawing may still be asked for:
    // wait (up to SETTLE) for an idle span of 2 s, in which no frame is
    // asked for. A page that never stops drawing fails here.
    wait_until("the page to go idle for 2 s", SETTLE, || {
        page.eval("window.framesAsked = 0; return null");
        std::thread::sleep(Duration::from_secs(2));
        match page.eval("return window.framesAsked") {
            asked if asked == json!(0) => Ok(()),
            asked => Err(format!("{asked} frames asked for in the last 2 s")),
        }
    });
    page.key("5");
    page.wait_for("return window.framesAsked > 0", SETTLE);
}

/// Every load draws a first frame and notes when (`window.ttt.firstFrame`,
/// the page's clock from the start of the load): a time after the load
/// began and no later than the test saw it. How long it takes is measured,
/// not asserted, by `scripts/page-ab` (docs/performance.md).
#[test]
fn every_load_draws_a_first_frame_and_notes_when() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    for _ in 0..3 {
        let asked = std::time::Instant::now();
        page.reload();
        let seen = asked.elapsed().as_secs_f64() * 1000.0;
        let time = page
            .eval("return window.ttt.firstFrame")
            .as_f64()
            .expect("a time");
        assert!(
            0.0 < time && time <= seen,
            "first frame at {time} ms, seen after {seen:.0} ms"
        );
    }
}

/// The page's module stops at once on a panic (scripts/web builds it with
/// `-Cpanic=immediate-abort`: no panic hook runs), and the page says so
/// as the hook did. The panic is a real one in the module: miniquad's own
/// export asked for more memory than a module can have.
#[test]
fn a_panic_in_the_module_is_said_on_the_page() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_started();
    page.eval("setTimeout(() => wasm_exports.allocate_vec_u8(0xFFFFFFFF)); return null");
    let failed = page.wait_for("return window.ttt.failed", SETTLE);
    let failed = failed.as_str().expect("a message");
    assert!(
        failed.starts_with("this is a bug in ttt, please report it: "),
        "{failed}"
    );
    let said = page.eval("return document.getElementById('said').textContent");
    assert_eq!(said, json!(format!("The game failed: {failed}")));
    let hidden = page.eval("return document.getElementById('status').hidden");
    assert_eq!(hidden, json!(false));
}

/// On a touch screen (the page tells the game on the first touch) the
/// words say "tap a square" and name the Help button, not `?`: before a
/// touch the page is `ttt --screenshot`'s frame, after one the same game
/// painted as told of a touch.
#[test]
fn a_touch_turns_the_words_to_taps() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Phone(800, 600, 1));
    assert_eq!(page.viewport(), (800, 600));
    let still = Settings {
        speed: ttt::settings::Speed::Off,
        ..Settings::default()
    };
    keep_settings(&page, &still);
    let before = page.shot();
    let kept = page.kept_files();
    crate::page::desktop::assert_matches_desktop(&before, &kept, &[]);
    assert_eq!(page.eval("return window.ttt.touch"), json!(false));
    // A tap on the empty panel: nothing to play, but a touch.
    page.tap(700, 450);
    page.wait_for("return window.ttt.touch", SETTLE);
    let after = page.wait_for_change(&before);
    let tapped = crate::page::desktop::touch_screenshot(&kept);
    let differ = crate::page::desktop::differing(&after, &tapped);
    println!("page after a touch against the touch painting: {differ} pixels differ");
    assert!(
        differ < crate::page::desktop::PAGE_SLACK_PIXELS,
        "{differ} pixels differ from the game's touch words"
    );
    page.keep_shot("touch-800x600");
}
