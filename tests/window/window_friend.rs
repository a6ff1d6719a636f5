//! A friend's room in a real window, against a real `ttt serve` on
//! 127.0.0.1 and a raw WebSocket client playing the friend: the window
//! joins by its invite link and plays a game to its end by keys, each of
//! the friend's moves arriving with nothing else to wake the window; and
//! the window hosts through the chooser (keys only) a room the client
//! joins by the code the window printed.

use crate::net_support::{moves, Client, Server};
use crate::support::window::wait::wait_until;
use crate::support::window::{Game, Xvfb};
use std::time::Duration;

const ARGS: [&str; 4] = ["--theme", "light", "--no-animation", "--mute"];

/// How long the window may take to show what the server said.
const ARRIVES: Duration = Duration::from_secs(15);

fn data_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ttt-friend-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Waits until the window has printed `line`.
fn wait_for_line(game: &Game, line: &str) -> Vec<String> {
    wait_until(&format!("the window to print '{line}'"), ARRIVES, || {
        let lines = game.lines();
        match lines.iter().any(|l| l == line) {
            true => Ok(lines),
            false => Err(format!("{lines:?}")),
        }
    })
}

/// A room Ann hosts with the raw client, and Bob's window joined to it by
/// its invite link (the arguments kept to open it again).
struct Joined {
    server: Server,
    host: Client,
    x: Xvfb,
    game: Game,
    args: Vec<String>,
}

fn bob_joins(name: &str) -> Joined {
    let server = Server::start(&data_dir(name), 0);
    let mut host = server.client();
    let (code, _) = host.host("tic-tac-toe", "Ann");
    let x = Xvfb::start();
    let link = format!("http://127.0.0.1:{}/#{code}", server.port);
    let mut args: Vec<String> = ARGS.iter().map(|a| a.to_string()).collect();
    args.extend(["--join", &link, "--name", "Bob"].map(String::from));
    let game = Game::launch(&x, &args.iter().map(String::as_str).collect::<Vec<_>>());
    // The window is seated: the host hears its friend arrive.
    host.until_room(|v| v["players"][1]["connected"] == true);
    Joined {
        server,
        host,
        x,
        game,
        args,
    }
}

#[test]
fn the_window_joins_by_the_invite_link_and_plays_a_game_to_its_end_by_keys() {
    let Joined {
        server: _server,
        mut host,
        x: _x,
        game,
        ..
    } = bob_joins("serve-join");
    // Ann (X) 5, Bob 2 by key, Ann 1, Bob 3 by key, Ann 9: X's diagonal.
    let mut ply = 0;
    for (ann, bob) in [(5u8, Some(2u8)), (1, Some(3)), (9, None)] {
        host.play(1, ply, ann);
        ply += 1;
        wait_for_line(&game, &format!("x {ann}"));
        let Some(bob) = bob else { break };
        game.key(&bob.to_string());
        let view = host.until_room(|v| moves(v).len() == ply + 1);
        assert_eq!(moves(&view).last(), Some(&u64::from(bob)), "{view}");
        ply += 1;
        wait_for_line(&game, &format!("o {bob}"));
    }
    let end = host.until_room(|v| v["result"] != serde_json::Value::Null);
    assert_eq!(end["result"], "x");
    assert_eq!(moves(&end), [5, 2, 1, 3, 9]);
    // The window's game is over too: a key on a free square plays nothing.
    game.key("4");
    let lines = game.lines();
    assert!(!lines.iter().any(|l| l == "o 4"), "{lines:?}");
}

#[test]
fn the_window_hosts_through_the_chooser_by_keys_and_a_friend_joins_by_its_code() {
    let server = Server::start(&data_dir("serve-host"), 0);
    let x = Xvfb::start();
    let url = format!("http://127.0.0.1:{}", server.port);
    let mut args = ARGS.to_vec();
    args.extend(["--server", &url, "--name", "Ann"]);
    let game = Game::launch(&x, &args);
    // C opens the opponent chooser; the last row is Play a friend.
    game.key("c");
    game.mash(&["Down"; 16]);
    game.key("Return");
    // The friend screen's keys start on Host.
    game.key("Return");
    let lines = wait_until("the window to print its room's invite", ARRIVES, || {
        let lines = game.lines();
        let invite = lines.iter().find(|l| l.starts_with("Invite link: "));
        invite.cloned().ok_or(format!("{lines:?}"))
    });
    let prefix = format!("Invite link: {url}/#");
    let code = lines
        .strip_prefix(&prefix)
        .and_then(|rest| rest.split_once(' '))
        .map(|(code, _)| code.to_string())
        .unwrap_or_else(|| panic!("not an invite to {url}: {lines}"));
    assert!(lines.ends_with(&format!("(code {code})")), "{lines}");
    let mut friend = server.client();
    let seated = friend.join(&code, "Bob");
    assert_eq!(seated["seat"], "guest", "{seated}");
    let view = friend.until_room(|v| v["players"][0]["name"] == "Ann");
    assert_eq!(view["x"], "host", "the host plays X as its settings say");
    // Ann plays 5 by key; Bob answers 1, which the window shows.
    game.key("5");
    friend.until_room(|v| moves(v) == [5]);
    friend.play(1, 1, 1);
    wait_for_line(&game, "o 1");
}

#[test]
fn a_window_killed_mid_game_takes_its_seat_back_when_opened_again() {
    let Joined {
        server: _server,
        mut host,
        x,
        game,
        args,
    } = bob_joins("serve-kill-window");
    host.play(1, 0, 5);
    wait_for_line(&game, "x 5");
    game.key("1");
    host.until_room(|v| moves(v) == [5, 1]);
    let data = game.kill_keeping_data();
    assert!(
        data.join("seats.json").is_file(),
        "the seat's token is kept"
    );
    host.until_room(|v| v["players"][1]["connected"] == false);
    // Ann moves while Bob's window is gone.
    host.play(1, 2, 9);
    host.until_room(|v| moves(v) == [5, 1, 9]);
    // Opened again at the same link: Bob's seat, not a watcher's.
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let game = Game::launch_with_data(&x, &args, data);
    let back = host.until_room(|v| v["players"][1]["connected"] == true);
    assert_eq!(back["watching"], 0, "{back}");
    wait_for_line(&game, "x 9");
    game.key("3");
    let view = host.until_room(|v| moves(v).len() == 4);
    assert_eq!(moves(&view), [5, 1, 9, 3]);
}
