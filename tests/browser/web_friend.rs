//! Playing a friend from the page, in real headless Chromium against a
//! real `ttt serve` (which serves the built page and the rooms): a room
//! hosted by a raw WebSocket client, joined by a page opened at its
//! invite link and played to its end by real key presses and clicks;
//! the page reloaded mid-game takes its seat back with the board intact,
//! and a third page watches every move. A page served without rooms
//! says that playing a friend needs `ttt serve`.

#[path = "../network/support.rs"]
#[allow(dead_code)]
mod net;

use crate::page::serve::build_once;
use crate::page::{Page, Screen, ONE_AT_A_TIME, SETTLE};
use crate::support::scratch::scratch_dir;
use net::{moves, Client, Server};
use serde_json::Value;
use std::path::Path;
use std::time::{Duration, Instant};

/// `ttt serve` on a loopback port, serving the page `scripts/web` built.
fn serve(data: &Path) -> Server {
    build_once();
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web");
    let web = web.to_str().expect("a UTF-8 path");
    Server::start_with(data, 0, &["--web", web])
}

/// A browser with the page opened at room `code`'s invite link.
fn open_invite(server: &Server, code: &str) -> Page {
    let url = format!("http://127.0.0.1:{}/#{code}", server.port);
    let page = Page::blank_serving(Screen::Desktop(800, 600), url.clone(), None);
    page.go(&url);
    page.wait_started();
    page
}

/// The board as the page's buttons for screen readers name it: nine of
/// `x`, `o` or `_`, square 1 first.
fn board(page: &Page) -> String {
    let labels = page.eval(
        "return Array.from(document.querySelectorAll('#board button'))
            .map(b => b.getAttribute('aria-label'))",
    );
    let labels: Vec<String> = serde_json::from_value(labels).unwrap_or_default();
    labels
        .iter()
        .map(|l| match l.rsplit(", ").next() {
            Some("X") => 'x',
            Some("O") => 'o',
            _ => '_',
        })
        .collect()
}

/// Waits until the page shows `expected`, and its turn line holds `turn`.
fn wait_for(page: &Page, expected: &str, turn: &str) {
    let deadline = Instant::now() + SETTLE;
    loop {
        let (shown, line) = (board(page), page.eval("return window.ttt.turn"));
        let line = line.as_str().unwrap_or_default().to_string();
        if shown == expected && line.contains(turn) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the page shows {shown} and {line:?}, not {expected} and {turn:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits until the page has drawn no frame for half a second: it sleeps
/// until something wakes it (frames counted by wrapping the browser's
/// requestAnimationFrame, which miniquad's gl.js calls for each).
fn wait_idle(page: &Page) {
    page.eval(
        "if (!window.framesAsked) {
             window.framesAsked = 0;
             const ask = window.requestAnimationFrame.bind(window);
             window.requestAnimationFrame = f => { window.framesAsked += 1; return ask(f); };
         }",
    );
    let deadline = Instant::now() + SETTLE;
    let (mut last, mut since) = (Value::Null, Instant::now());
    loop {
        let now = page.eval("return window.framesAsked");
        if now != last {
            (last, since) = (now, Instant::now());
        } else if since.elapsed() > Duration::from_millis(500) {
            return;
        }
        assert!(Instant::now() < deadline, "the page never stopped drawing");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Clicks square `n` where the page drew it (its button's place).
fn click_square(page: &Page, n: usize) {
    let place = page.eval(&format!(
        "const r = document.querySelectorAll('#board button')[{}].getBoundingClientRect();
         return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]",
        n - 1
    ));
    let (x, y) = (place[0].as_i64(), place[1].as_i64());
    let (Some(x), Some(y)) = (x, y) else {
        panic!("square {n} has no button: {place}")
    };
    page.click(x as i32, y as i32);
}

/// The host's move `cell` as move `ply`; waits until the server took it.
fn host_plays(ann: &mut Client, ply: usize, cell: u8) {
    ann.play(1, ply, cell);
    ann.until_room(|v| moves(v).len() == ply + 1);
}

#[test]
fn a_page_at_an_invite_link_plays_a_friend_to_the_end_and_a_reload_keeps_its_seat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("web-friend");
    let server = serve(&dir);
    let mut ann = server.client();
    let (code, _) = ann.host("tic-tac-toe", "Ann");
    let bob = open_invite(&server, &code);
    let seated = ann.until_room(|v| v["players"][1]["connected"] == true);
    assert_eq!(moves(&seated), Vec::<u64>::new());
    wait_for(&bob, "_________", "Ann's move (X)");
    // A third page watches.
    let cy = open_invite(&server, &code);
    ann.until_room(|v| v["watching"] == 1);
    wait_for(&cy, "_________", "Ann's move (X)");

    // A friend's move shows on a page that sleeps: the socket wakes it.
    wait_idle(&bob);
    host_plays(&mut ann, 0, 1);
    wait_for(&bob, "x________", "Your move (O)");
    wait_for(&cy, "x________", "O's move (O)");
    bob.key("5");
    ann.until_room(|v| moves(v) == [1, 5]);
    wait_for(&cy, "x___o____", "Ann's move (X)");
    host_plays(&mut ann, 2, 2);
    wait_for(&bob, "xx__o____", "Your move (O)");

    // Reloaded mid-game, the page rejoins its seat: the board is the
    // room's and its move is still its own to make.
    let token = format!("return localStorage.getItem('ttt-room/{code}')");
    assert!(bob.eval(&token).is_string(), "the seat's token is kept");
    bob.reload();
    wait_for(&bob, "xx__o____", "Your move (O)");
    click_square(&bob, 3);
    ann.until_room(|v| moves(v) == [1, 5, 2, 3]);
    wait_for(&cy, "xxo_o____", "Ann's move (X)");
    host_plays(&mut ann, 4, 9);
    wait_for(&bob, "xxo_o___x", "Your move (O)");
    bob.key("7");
    let end = ann.until_room(|v| moves(v).len() == 6);
    assert_eq!(end["result"], "o", "{end}");
    wait_for(&bob, "xxo_o_o_x", "");
    let banner = bob.wait_for(
        "return document.getElementById('announce').textContent.includes('You win') && 1",
        SETTLE,
    );
    assert_eq!(banner, 1);
    wait_for(&cy, "xxo_o_o_x", "");
    cy.wait_for(
        "return document.getElementById('announce').textContent.includes('wins!') && 1",
        SETTLE,
    );
}

#[test]
fn a_page_served_without_rooms_says_a_friend_needs_ttt_serve() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::blank(Screen::Desktop(800, 600));
    page.go(&format!("{}#ABCDEF", page.url));
    page.wait_started();
    let said = page.wait_for(
        "return window.ttt.feedback && window.ttt.feedback.includes('needs the page from ttt serve') && window.ttt.feedback",
        SETTLE,
    );
    assert!(said.is_string(), "{said}");
}

/// WebDriver's keys: Enter and the down arrow.
const ENTER: &str = "\u{E007}";
const DOWN: &str = "\u{E015}";

/// Opens the friend screen from the opponent chooser by keys: C, then
/// the last row (Play a friend).
fn open_friend_screen(page: &Page) {
    page.key("c");
    page.key(&DOWN.repeat(16));
    page.key(ENTER);
}

#[test]
fn a_page_hosts_from_the_chooser_and_another_joins_by_typing_the_code() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("web-friend-host");
    let server = serve(&dir);
    let url = format!("http://127.0.0.1:{}/", server.port);
    let ann = Page::blank_serving(Screen::Desktop(800, 600), url.clone(), None);
    ann.go(&url);
    ann.wait_started();
    open_friend_screen(&ann);
    // The friend screen starts on Host.
    ann.key(ENTER);
    let invite = ann.wait_for(
        "const t = window.ttt.turn || ''; return t.includes('/#') && t",
        SETTLE,
    );
    let invite = invite.as_str().expect("the turn line");
    let code = invite
        .rsplit("/#")
        .next()
        .expect("a code")
        .trim_end_matches('.');
    assert_eq!(code.len(), 6, "{invite}");
    assert!(invite.contains(&format!("{url}#{code}")), "{invite}");

    // Bob's page is opened at the server's address and joins by the
    // code typed on the friend screen (Down: from Host to Join).
    let bob = Page::blank_serving(Screen::Desktop(800, 600), url.clone(), None);
    bob.go(&url);
    bob.wait_started();
    open_friend_screen(&bob);
    bob.key(DOWN);
    bob.key(&code.to_lowercase());
    bob.key(ENTER);
    wait_for(&ann, "_________", "Your move (X)");
    wait_for(&bob, "_________", "X's move (X)");
    ann.key("5");
    wait_for(&bob, "____x____", "Your move (O)");
    bob.key("1");
    wait_for(&ann, "o___x____", "Your move (X)");

    // A raw client that joins now only watches.
    let mut cy = server.client();
    let seated = cy.join(code, "Cy");
    assert_eq!(seated["seat"], Value::Null, "{seated}");
    let view = cy.until_room(|v| moves(v) == [5, 1]);
    assert_eq!(view["players"][0]["connected"], true, "{view}");
}

/// The whole way a class would play: a window under Xvfb hosts a room
/// through its chooser (keys only), a page in Chromium joins by the
/// invite link the window printed, and they play a game to its end, the
/// window by keys and the page by keys and a click.
#[test]
fn a_window_hosts_and_a_page_joins_by_the_invite_link_and_they_play_to_the_end() {
    use crate::support::window::wait::wait_until;
    use crate::support::window::{Game, Xvfb};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("web-friend-window");
    let server = serve(&dir);
    let url = format!("http://127.0.0.1:{}", server.port);
    let x = Xvfb::start();
    let args = [
        "--theme",
        "light",
        "--no-animation",
        "--mute",
        "--server",
        &url,
        "--name",
        "Ann",
    ];
    let window = Game::launch(&x, &args);
    window.key("c");
    window.mash(&["Down"; 16]);
    window.key("Return");
    window.key("Return");
    let invite = wait_until("the window to print its invite", SETTLE, || {
        let lines = window.lines();
        let invite = lines.iter().find_map(|l| l.strip_prefix("Invite link: "));
        invite.map(str::to_string).ok_or(format!("{lines:?}"))
    });
    let link = invite.split(' ').next().expect("the link").to_string();
    assert!(link.starts_with(&format!("{url}/#")), "{invite}");

    let bob = Page::blank_serving(Screen::Desktop(800, 600), link.clone(), None);
    bob.go(&link);
    bob.wait_started();
    wait_for(&bob, "_________", "Ann's move (X)");
    // Ann (the window) 5, Bob 1 by key, Ann 9, Bob 3 by a click, Ann 7,
    // Bob 2 by key: O's top row.
    let window_moves = |line: &str| {
        wait_until(&format!("the window to print '{line}'"), SETTLE, || {
            let lines = window.lines();
            lines
                .iter()
                .any(|l| l == line)
                .then_some(())
                .ok_or(format!("{lines:?}"))
        })
    };
    window.key("5");
    wait_for(&bob, "____x____", "Your move (O)");
    bob.key("1");
    window_moves("o 1");
    window.key("9");
    wait_for(&bob, "o___x___x", "Your move (O)");
    click_square(&bob, 3);
    window_moves("o 3");
    window.key("7");
    wait_for(&bob, "o_o_x_x_x", "Your move (O)");
    bob.key("2");
    window_moves("o 2");
    let banner = bob.wait_for(
        "return document.getElementById('announce').textContent.includes('You win') && 1",
        SETTLE,
    );
    assert_eq!(banner, 1);
    let mut watcher = server.client();
    let code = link.rsplit('#').next().expect("a code");
    watcher.join(code, "");
    let end = watcher.until_room(|v| moves(v).len() == 6);
    assert_eq!(
        (end["result"].clone(), moves(&end)),
        (Value::from("o"), vec![5, 1, 9, 3, 7, 2])
    );
}
