//! The page is playable with a screen reader: nine buttons named for their
//! squares ("square 5, empty") in Chromium's accessibility tree, laid over
//! the canvas's squares; a live region that says each move; a square
//! played by pressing its button with Enter, and the game's other keys
//! working from that focus; at Qubic (G), 64 buttons named for its cells
//! ("plane 1 row 2 column 3, empty"), and three digits playing a cell;
//! Qubic's opening book fetched only when unbeatable plays X.
//! Read from the real headless Chromium's DOM and
//! its accessibility tree (DevTools' `Accessibility.getFullAXTree`).

use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use serde_json::{json, Value};
use ttt::core::board::Mark;
use ttt::data::format::{format_json, Kept};
use ttt::qubic::opponent::QubicOpponent;
use ttt::settings::{GameKind, Settings};

const LABELS: &str =
    "return [...document.querySelectorAll('#board button')].map(b => b.getAttribute('aria-label'))";
const SAID: &str = "return document.getElementById('announce').textContent";

/// The squares' names once the page has told them (and `want` holds).
fn labels_when(page: &Page, want: &str) -> Vec<String> {
    let script = format!(
        "const l = (function () {{ {LABELS} }})(); return l.length === 9 && ({want}) ? l : null"
    );
    serde_json::from_value(page.wait_for(&script, SETTLE)).expect("nine names")
}

/// The accessibility tree's nodes: (role, name) of each.
fn accessible(page: &Page) -> Vec<(String, String)> {
    let tree = page.call(
        "POST",
        "/goog/cdp/execute",
        json!({"cmd": "Accessibility.getFullAXTree", "params": {}}),
    );
    let text = |v: &Value| v["value"].as_str().unwrap_or_default().to_string();
    tree["nodes"]
        .as_array()
        .unwrap_or_else(|| panic!("no accessibility tree: {tree}"))
        .iter()
        .map(|n| (text(&n["role"]), text(&n["name"])))
        .collect()
}

#[test]
fn a_screen_reader_plays_by_the_squares_buttons_and_hears_each_move() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    let empty: Vec<String> = (1..=9).map(|n| format!("square {n}, empty")).collect();
    assert_eq!(labels_when(&page, "true"), empty);

    let tree = accessible(&page);
    for name in &empty {
        assert!(
            tree.contains(&("button".to_string(), name.clone())),
            "no button named {name:?} in the accessibility tree: {tree:?}"
        );
    }
    assert!(
        tree.iter().any(|(role, _)| role == "status"),
        "no live region (role status) in the accessibility tree"
    );

    // Each button lies over its square: the middle one over the canvas's
    // middle square, which a click there would play.
    let middle = page.eval(
        "const r = document.querySelectorAll('#board button')[4].getBoundingClientRect(); \
         return [r.left, r.top, r.width, r.height]",
    );
    let [x, y, w, h] = [0, 1, 2, 3].map(|i| middle[i].as_f64().expect("a number"));
    assert!(w > 40.0 && h > 40.0, "square 5's button is {w}×{h}");
    assert!(
        x > 0.0 && y > 0.0 && x + w < 800.0 && y + h < 600.0,
        "square 5's button at {x},{y}"
    );

    // Enter on square 5's button plays it; the computer answers.
    page.eval("document.querySelectorAll('#board button')[4].focus()");
    page.keep_shot("access-square-5-focused");
    page.key("\u{E007}");
    let after = labels_when(
        &page,
        "l[4] === 'square 5, X' && l.filter(s => s.endsWith(', O')).length === 1",
    );
    assert_eq!(after[4], "square 5, X");
    let said: String = serde_json::from_value(page.wait_for(
        &format!(
            "const s = (function () {{ {SAID} }})(); return s.includes('Logo played') ? s : null"
        ),
        SETTLE,
    ))
    .expect("what the live region said");
    // The player hears their own move too, not only the reply to it.
    assert!(
        said.starts_with("You played X 5. Logo played O"),
        "the live region said {said:?}"
    );

    // A game key from the button's focus reaches the game: U undoes both moves.
    page.key("u");
    assert_eq!(
        labels_when(&page, "l.every(s => s.endsWith('empty'))"),
        empty
    );
    let focused = page.eval("return document.activeElement.getAttribute('aria-label')");
    assert_eq!(focused, "square 5, empty", "the focus stays on the square");
}

/// Qubic's names once the page has told them (and `want` holds).
fn cells_when(page: &Page, want: &str) -> Vec<String> {
    let script = format!(
        "const l = (function () {{ {LABELS} }})(); return l.length === 64 && ({want}) ? l : null"
    );
    serde_json::from_value(page.wait_for(&script, SETTLE)).expect("64 names")
}

#[test]
fn at_qubic_the_board_is_its_64_cells_and_three_digits_play_one() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    labels_when(&page, "true");

    // G: Qubic instead of the 3×3 board; the buttons become its cells.
    page.key("g");
    let empty: Vec<String> = (1..=4)
        .flat_map(|p| (1..=4).flat_map(move |r| (1..=4).map(move |c| (p, r, c))))
        .map(|(p, r, c)| format!("plane {p} row {r} column {c}, empty"))
        .collect();
    assert_eq!(cells_when(&page, "true"), empty);
    let boxes = page.eval(
        "return [...document.querySelectorAll('#board button')].map(b => { \
         const r = b.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })",
    );
    for (i, b) in boxes.as_array().expect("boxes").iter().enumerate() {
        let [x, y, w, h] = [0, 1, 2, 3].map(|k| b[k].as_f64().expect("a number"));
        assert!(
            w > 5.0 && h > 5.0 && x >= 0.0 && y >= 0.0 && x + w <= 800.0 && y + h <= 600.0,
            "{}'s button is {w}×{h} at {x},{y}",
            empty[i]
        );
    }

    // Plane 1, row 2, column 3, typed: X there; the computer answers.
    page.key("123");
    let after = cells_when(
        &page,
        "l[6] === 'plane 1 row 2 column 3, X' && l.filter(s => s.endsWith(', O')).length === 1",
    );
    assert_eq!(after.iter().filter(|s| s.ends_with(", X")).count(), 1);
    page.keep_shot("access-qubic-after-123");

    // G again (mid-game it asks first; Enter says yes): the nine squares.
    page.key("g");
    page.key("\u{E007}");
    labels_when(&page, "l.every(s => s.endsWith('empty'))");
}

/// Whether the page has fetched Qubic's opening book (`false` before it
/// asked, or while the answer is not a 200).
const BOOK_FETCHED: &str = "return performance.getEntriesByType('resource') \
     .some(e => e.name.endsWith('/qubic-book.bin') && e.responseStatus === 200)";

#[test]
fn the_page_fetches_qubics_book_only_for_unbeatable_as_x() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    labels_when(&page, "true");
    page.key("g");
    cells_when(&page, "true");
    page.key("123");
    cells_when(&page, "l.some(s => s.endsWith(', O'))");
    assert_eq!(
        page.eval(BOOK_FETCHED),
        json!(false),
        "fetched for hard as O"
    );

    // Unbeatable plays X: the book is fetched, and the game goes on.
    let settings = Settings {
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Unbeatable,
        side: Mark::O,
        ..Settings::default()
    };
    let script = "localStorage.setItem('ttt/settings.json', arguments[0]);";
    page.call_script(script, json!([format_json(&settings, &Kept::Nothing)]));
    page.reload();
    page.wait_for(BOOK_FETCHED, SETTLE);
    let first = cells_when(&page, "l.some(s => s.endsWith(', X'))");
    let free = first
        .iter()
        .position(|s| s.ends_with("empty"))
        .expect("a free cell");
    let (p, r, c) = (free / 16 + 1, free / 4 % 4 + 1, free % 4 + 1);
    page.key(&format!("{p}{r}{c}"));
    cells_when(&page, "l.filter(s => s.endsWith(', X')).length === 2");
}
