//! The page's sounds in real headless Chromium: nothing plays before the
//! player's first key (the browsers' autoplay rule), a move's mark and pen
//! play through Web Audio after it, and a muted page plays none.

use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use serde_json::{json, Value};
use ttt::core::board::Board;
use ttt::data::format::{format_json, Kept};
use ttt::game::outbox::Cue;
use ttt::settings::Settings;

/// The cue's number, as the page files it (its place in `Cue::ALL`).
fn number(cue: Cue) -> Value {
    json!(Cue::ALL.iter().position(|&c| c == cue).expect("a cue"))
}

fn sounds(page: &Page) -> Vec<Value> {
    match page.eval("return window.ttt.sounds") {
        Value::Array(list) => list,
        other => panic!("window.ttt.sounds is {other}"),
    }
}

#[test]
fn a_move_plays_its_sounds_after_the_first_key_and_none_before() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    assert_eq!(sounds(&page), Vec::<Value>::new(), "sound before any key");
    page.key("5");
    let (mark, pen) = (number(Cue::Mark), number(Cue::Pen));
    page.wait_for(
        &format!("return [{mark}, {pen}].every(c => window.ttt.sounds.includes(c))"),
        SETTLE,
    );
    let state = page.eval("return window.ttt.audioState()");
    assert_eq!(state, json!("running"), "the page's AudioContext");
}

#[test]
fn a_muted_page_plays_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    let muted = Settings {
        sound: false,
        ..Settings::default()
    };
    let script = "localStorage.setItem('ttt/settings.json', arguments[0]);";
    page.call_script(script, json!([format_json(&muted, &Kept::Nothing)]));
    page.reload();
    page.wait_for_board(&Board::default());
    let before = page.lines().len();
    page.key("5");
    // The computer's answer comes after X's mark and pen would have played.
    page.wait_for_lines(before + 2);
    assert_eq!(sounds(&page), Vec::<Value>::new());
}
