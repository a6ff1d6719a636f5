//! The game in a web page, in real headless Chromium: whole games with
//! real key events (no click first: the canvas takes focus) and clicks,
//! every opponent, undo, help, Q, and the scores kept across a reload.
//! These tests build the page with `scripts/web` and fail — never skip —
//! with the install command when chromium, chromedriver or python3 is
//! missing (`scripts/test` installs them).

use crate::page::{Page, Screen, ONE_AT_A_TIME};
use crate::support::sq;
use crate::support::window::wait::assert_stays;
use serde_json::json;
use ttt::core::board::{Board, Mark, Square};
use ttt::data::format::{format_json, Kept};
use ttt::settings::Settings;
use ttt::strategy::{logo, Opponent};

/// Logo's reply as X's opponent, and the line the game writes for it.
fn logo_reply(board: &Board) -> (Square, String) {
    let reply = logo::choose(board, Mark::O)
        .and_then(|a| a.decision())
        .expect("a move is due");
    (reply.square, format!("o {reply}"))
}

/// Plays X at `n` (by key, or by a click on the square's centre) and
/// checks logo's reply in the lines and on the screen.
fn play(page: &Page, board: Board, n: u8, by_key: bool) -> Board {
    let before = page.lines().len();
    if by_key {
        page.key(&n.to_string());
    } else {
        let grid = crate::support::window::board::Grid::find(&page.shot()).expect("a grid");
        let (x, y) = grid.centre(sq(n));
        page.click(x, y);
    }
    let mut board = board.with(sq(n), Mark::X);
    let mut expected = vec![format!("x {n}")];
    if board.outcome().is_none() {
        let (reply, line) = logo_reply(&board);
        board = board.with(reply, Mark::O);
        expected.push(line);
    }
    let lines = page.wait_for_lines(before + expected.len());
    assert_eq!(lines[before..before + expected.len()], expected[..]);
    page.wait_for_board(&board);
    board
}

/// Sets what the page keeps under `ttt/NAME` (the data file's text), then
/// reloads so the game reads it.
fn keep(page: &Page, name: &str, text: &str) {
    let script = "localStorage.setItem(arguments[0], arguments[1]);";
    page.call_script(script, json!([format!("ttt/{name}"), text]));
    page.reload();
}

/// The reply of an opponent that always answers the same, from the
/// library's own strategy; `None` for `learner`, `menace`, `samuel` (random) and `human`.
fn book_reply(opponent: Opponent, board: &Board) -> Option<String> {
    use ttt::strategy::{dawson, hyde, opening_book, perfect, scheme};
    let decision = match opponent {
        Opponent::Logo => logo::choose(board, Mark::O).and_then(|a| a.decision()),
        Opponent::Book => opening_book::choose(board, Mark::O).and_then(|a| a.decision()),
        Opponent::Scheme => scheme::choose(board, Mark::O).and_then(|a| a.decision()),
        Opponent::Dawson => dawson::choose(board, Mark::O),
        Opponent::Hyde => hyde::choose(board, Mark::O),
        Opponent::Perfect => perfect::choose(board, Mark::O),
        Opponent::Learner | Opponent::Menace | Opponent::Samuel | Opponent::Human => None,
    };
    decision.map(|d| d.to_string())
}

#[test]
fn a_whole_game_by_keys_and_the_scores_kept_across_a_reload() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    let mut board = Board::default();
    // The first free square each time, by key: logo wins as O.
    while board.outcome().is_none() {
        let n = Square::all()
            .find(|&s| board.get(s).is_none())
            .expect("free");
        board = play(&page, board, n.number(), true);
    }
    let stored = page.eval("return localStorage.getItem('ttt/scores.json')");
    let stored = stored.as_str().unwrap_or_default().to_string();
    let logo_x = crate::support::logo_as_x(&stored);
    let lost = ttt::record::scores::Tally {
        won: 0,
        lost: 1,
        tied: 0,
    };
    assert_eq!(logo_x, Ok(lost), "{stored}");
    // When it finished is the page's clock, which the shell gives the
    // library (std has none in a browser): after 2020, not 0.
    let saved: serde_json::Value = serde_json::from_str(&stored).unwrap_or_default();
    let finished = saved["games"][0]["finished"].as_u64();
    assert!(finished > Some(1_577_836_800), "{stored}");
    page.reload();
    assert_eq!(page.lines(), Vec::<String>::new(), "a new page");
    let shot = page.wait_for_board(&Board::default());
    crate::page::desktop::assert_matches_desktop(&shot, &page.kept_files(), &[]);
}

#[test]
fn clicks_undo_hint_help_and_quit() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_board(&Board::default());
    let board = Board::default();
    let board = play(&page, board, 1, false);
    let before = play(&page, board, 9, false);
    page.key("u");
    page.wait_for_board(&board);
    page.key("y");
    page.wait_for_board(&before);
    let shown = page.shot();
    page.key("h");
    let hinted = page.wait_for_change(&shown);
    page.key("\u{E00C}");
    page.key("?");
    page.wait_for_change(&hinted);
    assert!(
        crate::support::window::board::read_board(&page.shot()).as_deref()
            != Ok(before.to_string().as_str()),
        "the help sheet covers the board"
    );
    page.key("\u{E00C}");
    page.wait_for_board(&before);
    quit_asks_first_and_the_closed_page_plays_again(&page, &before);
}

/// A stray `Q` mid-game asks first (Esc keeps playing); a second `Q`
/// closes the game, and the page's button over the canvas starts a new one.
fn quit_asks_first_and_the_closed_page_plays_again(page: &Page, board: &Board) {
    let playing = page.shot();
    page.key("q");
    page.wait_for_change(&playing);
    // Q asks first: the page changed, and the game does not close. The
    // check is that nothing happens, so it looks all through a span
    // longer than a frame or two on a loaded machine.
    let span = std::time::Duration::from_millis(500);
    assert_stays("Q asks first", span, || {
        match page.eval("return window.ttt.closed") {
            serde_json::Value::Bool(false) => Ok(()),
            closed => Err(format!("window.ttt.closed is {closed}")),
        }
    });
    page.key("\u{E00C}");
    page.wait_for_board(board);
    page.key("qq");
    page.wait_for("return window.ttt.closed", crate::page::SETTLE);
    let said = page.eval("return document.getElementById('said').textContent");
    assert_eq!(said, json!("The game has closed."));
    let button = "const b = document.getElementById('again'); const r = b.getBoundingClientRect();
        return b.hidden ? null : [b.textContent, r.x + r.width / 2, r.y + r.height / 2]";
    let button = page.wait_for(button, crate::page::SETTLE);
    assert_eq!(button[0], "Play again");
    page.keep_shot("closed-800x600");
    let (x, y) = (
        button[1].as_f64().unwrap_or(0.0),
        button[2].as_f64().unwrap_or(0.0),
    );
    page.click(x as i32, y as i32);
    page.wait_for("return window.ttt.closed === false", crate::page::SETTLE);
    page.wait_started();
    page.wait_for_board(&Board::default());
}

#[test]
fn every_opponent_answers_in_the_page() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    for opponent in Opponent::ALL {
        let settings = Settings {
            opponent,
            speed: ttt::settings::Speed::Off,
            ..Settings::default()
        };
        keep(
            &page,
            "settings.json",
            &format_json(&settings, &Kept::Nothing),
        );
        page.key("5");
        let board = Board::default().with(sq(5), Mark::X);
        if opponent == Opponent::Human {
            // The second player answers once the first move is made, not
            // within the same frame (a key then is refused, as it should be).
            page.wait_for_lines(1);
            page.key("1");
        }
        let lines = page.wait_for_lines(2);
        assert_eq!(lines[0], "x 5", "{opponent:?}");
        let reply = lines[1]
            .split_whitespace()
            .nth(1)
            .and_then(|n| n.parse().ok());
        let reply = reply.and_then(Square::new).expect("o's move");
        if let Some(expected) = book_reply(opponent, &board) {
            assert_eq!(lines[1], format!("o {expected}"), "{opponent:?}");
        }
        page.wait_for_board(&board.with(reply, Mark::O));
    }
}
