//! `ttt text --join` in a real terminal against a real `ttt serve`: Ann
//! hosts and plays through a raw WebSocket client, Bob plays key by key
//! in a tmux pane. A whole game; the server killed and started again
//! mid-game; and a server that is not there, an error at once.

use crate::net::{moves, Client, Server};
use crate::support::scratch::scratch_dir;
use crate::text_tty::Pane;
use serde_json::json;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Bob's pane, joined to Ann's new room on `server`; Ann's client, the
/// room's code and Ann's seat token.
fn bob_joins(server: &Server, name: &str) -> (Pane, Client, String, String) {
    let mut ann = server.client();
    let (code, token) = ann.host("tic-tac-toe", "Ann");
    let dir = scratch_dir(&format!("friend-{name}"));
    let link = format!("'http://127.0.0.1:{}/#{code}'", server.port);
    let pane = Pane::start(name, &dir, "", &format!("--join {link} --name Bob"));
    pane.wait_for(&format!("Room {code}: you (O) vs Ann (X)"));
    pane.wait_for("Ann's move (X).");
    ann.until_room(|v| v["players"][1]["connected"] == true);
    (pane, ann, code, token)
}

#[test]
fn a_whole_game_with_a_friend_key_by_key() {
    let dir = scratch_dir("friend-server");
    let server = Server::start(&dir, 0);
    let (pane, mut ann, _, _) = bob_joins(&server, "friend-game");
    ann.play(1, 0, 5);
    let screen = pane.wait_for("Your move (O): press 1-9.");
    assert!(screen.contains("   | X |"), "Ann's X on 5:\n{screen}");
    pane.key("1", "Ann's move (X).");
    ann.until_room(|v| moves(v) == [5, 1]);
    // Out of turn: the game refuses it, nothing is sent.
    pane.key("9", "Wait: it is Ann's move.");
    ann.play(1, 2, 2);
    pane.wait_for("Your move (O)");
    pane.key("3", "Ann's move (X).");
    ann.until_room(|v| moves(v) == [5, 1, 2, 3]);
    ann.play(1, 4, 8);
    let screen = pane.wait_for("Ann wins!");
    assert!(screen.contains("Ann (X) has 2 5 8."), "{screen}");
    assert!(screen.contains(" O | X | O"), "{screen}");
    assert!(screen.contains("Rematch: N"), "{screen}");
    // Counted by name: Ann won, whichever seat she sits in next.
    assert!(
        screen.contains("Ann won 1, Bob won 0, 0 tied"),
        "counted:\n{screen}"
    );
    // N asks the room for another game.
    pane.tmux_key("n");
    ann.until_room(|v| v["rematch"][1] == true);
}

#[test]
fn the_terminal_rejoins_when_the_server_comes_back() {
    let dir = scratch_dir("friend-restart-server");
    let server = Server::start(&dir, 0);
    let port = server.port;
    let (pane, mut ann, code, token) = bob_joins(&server, "friend-restart");
    ann.play(1, 0, 5);
    // Bob's turn first: before Ann's 5 arrives the screen already says
    // "Ann's move", and a key then is refused.
    pane.wait_for("Your move (O)");
    pane.key("1", "Ann's move (X).");
    ann.until_room(|v| moves(v) == [5, 1]);
    server.kill_hard();
    pane.wait_for("Connection lost; trying again.");
    let server = Server::start(&dir, port);
    let mut ann = Client::connect(server.port);
    ann.send(json!({"type": "rejoin", "version": 1, "code": code, "token": token}));
    ann.until("seated");
    // Bob's terminal came back by itself, to the game as it was.
    pane.wait_for("Ann's move (X).");
    ann.until_room(|v| v["players"][1]["connected"] == true);
    ann.play(1, 2, 2);
    let screen = pane.wait_for("Your move (O)");
    assert!(screen.contains(" O | X |"), "{screen}");
    pane.key("3", "Ann's move (X).");
    ann.until_room(|v| moves(v) == [5, 1, 2, 3]);
}

#[test]
fn joining_where_no_server_listens_fails_at_once() {
    // A port that was free a moment ago: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let dir = scratch_dir("friend-none");
    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args([
            "text",
            "--join",
            &format!("http://127.0.0.1:{port}/#ABCDEF"),
        ])
        .arg("--data-dir")
        .arg(&*dir)
        .stdin(Stdio::null())
        .output()
        .expect("ttt runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("error: cannot reach 127.0.0.1:") && err.contains("Is ttt serve running"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(started.elapsed() < Duration::from_secs(5), "not at once");
}
