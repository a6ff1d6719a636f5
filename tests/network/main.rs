//! `ttt serve` as players meet it: a real server process on a loopback
//! port, real WebSocket clients, the store a real SQLite file.

#[path = "../support/scratch.rs"]
#[allow(dead_code)]
mod scratch;
mod support;

use scratch::scratch_dir;
use serde_json::json;
use support::{moves, text, Client, Server};

/// Ann hosts, Bob joins: both seated, both see the room with two players.
fn two_players(server: &Server, game: &str) -> (Client, Client, String, [String; 2]) {
    let mut ann = server.client();
    let (code, ann_token) = ann.host(game, "Ann");
    let mut bob = server.client();
    let seated = bob.join(&code.to_lowercase(), "Bob");
    assert_eq!(seated["seat"], "guest");
    let bob_token = text(&seated["token"]);
    assert_ne!(ann_token, bob_token);
    for client in [&mut ann, &mut bob] {
        client.until_room(|v| {
            v["players"][1]["name"] == "Bob" && v["players"][1]["connected"] == true
        });
    }
    (ann, bob, code, [ann_token, bob_token])
}

#[test]
fn two_players_play_a_game_to_its_end_and_a_rematch_swaps_sides() {
    let dir = scratch_dir("net-game");
    let server = Server::start(&dir, 0);
    let (mut ann, mut bob, code, _) = two_players(&server, "tic-tac-toe");
    assert_eq!(code.len(), 6);
    assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
    // Ann is X: 1 4 2 5 3 wins the top row.
    for (ply, cell) in [1, 4, 2, 5, 3].into_iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ann } else { &mut bob };
        mover.play(1, ply, cell);
        for client in [&mut ann, &mut bob] {
            client.until_room(|v| moves(v).len() == ply + 1);
        }
    }
    ann.send(json!({"type": "rematch"}));
    let asked = bob.until_room(|v| v["rematch"] == json!([true, false]));
    assert_eq!(asked["result"], "x");
    bob.send(json!({"type": "rematch"}));
    let second = ann.until_room(|v| v["game"] == 2);
    assert_eq!(
        (second["x"].clone(), moves(&second).len()),
        (json!("guest"), 0)
    );
    bob.play(2, 0, 5);
    ann.until_room(|v| moves(v) == [5]);
}

#[test]
fn the_referee_refuses_bad_messages_to_their_sender_and_changes_nothing() {
    let dir = scratch_dir("net-referee");
    let server = Server::start(&dir, 0);
    let (mut ann, mut bob, _, _) = two_players(&server, "tic-tac-toe");
    ann.play(1, 0, 5);
    bob.until_room(|v| moves(v) == [5]);
    // Who sends (Ann or Bob), what, and the words of the answer.
    let cases: [(bool, String, &str); 9] = [
        (
            true,
            json!({"type":"move","game":1,"ply":1,"cell":1}).to_string(),
            "it is Bob's move",
        ),
        (
            false,
            json!({"type":"move","game":1,"ply":1,"cell":5}).to_string(),
            "5 is taken",
        ),
        (
            false,
            json!({"type":"move","game":1,"ply":1,"cell":10}).to_string(),
            "10 is not a cell",
        ),
        (
            false,
            json!({"type":"move","game":1,"ply":0,"cell":1}).to_string(),
            "board that has changed",
        ),
        (
            false,
            json!({"type":"move","game":7,"ply":1,"cell":1}).to_string(),
            "for game 7",
        ),
        (false, "{not json".to_string(), "not one ttt reads"),
        (
            false,
            json!({"type":"move","game":1,"ply":1,"cell":1,"seat":"host"}).to_string(),
            "unknown field",
        ),
        (
            false,
            format!("{{\"type\":\"rematch\",\"pad\":\"{}\"}}", "x".repeat(5000)),
            "at most 1024 are read",
        ),
        (false, json!({"type":"rematch"}).to_string(), "not over yet"),
    ];
    for (by_ann, message, words) in cases {
        let client = if by_ann { &mut ann } else { &mut bob };
        client.send_text(&message);
        let error = client.error();
        assert!(error.contains(words), "{message}: {error}");
    }
    // Nothing changed, and Bob's next good move still counts.
    bob.play(1, 1, 1);
    let view = ann.until_room(|v| moves(v).len() == 2);
    assert_eq!(moves(&view), [5, 1]);
}

#[test]
fn a_third_player_watches_every_move_and_cannot_take_a_seat_or_move() {
    let dir = scratch_dir("net-watch");
    let server = Server::start(&dir, 0);
    let (mut ann, mut bob, code, tokens) = two_players(&server, "qubic");
    let mut cy = server.client();
    let seated = cy.join(&code, "Cy");
    assert_eq!(
        (seated["seat"].clone(), seated["token"].clone()),
        (json!(null), json!(null))
    );
    cy.play(1, 0, 1);
    assert!(cy.error().contains("Watchers cannot play"));
    // A forged token takes no seat, and one seated cannot sit again.
    cy.send(json!({"type":"rejoin","version":1,"code":code,"token":tokens[0]}));
    assert!(cy.error().contains("in room"));
    let mut forger = server.client();
    forger.send(json!({"type":"rejoin","version":1,"code":code,"token":"0".repeat(32)}));
    assert!(forger.error().contains("token is not this room's"));
    assert!(!tokens.contains(&"0".repeat(32)));
    for (ply, cell) in [1u8, 22, 43].into_iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ann } else { &mut bob };
        mover.play(1, ply, cell);
        let seen = cy.until_room(|v| moves(v).len() == ply + 1);
        assert_eq!(seen["watching"], 1);
        assert!(seen.get("token").is_none() && !seen.to_string().contains(&tokens[0]));
    }
}

#[test]
fn wrong_codes_are_limited_per_address() {
    let dir = scratch_dir("net-codes");
    let server = Server::start(&dir, 0);
    let mut guesser = server.client();
    for guess in 0..10 {
        guesser.send(json!({"type":"join","version":1,"code":format!("ZZZZZ{}", guess + 2)}));
        assert!(
            guesser.error().contains("There is no room"),
            "guess {guess}"
        );
    }
    let (code, _) = server.client().host("tic-tac-toe", "Ann");
    // Even the right code waits now.
    guesser.send(json!({"type":"join","version":1,"code":code}));
    assert!(guesser
        .error()
        .contains("Too many wrong codes from your address"));
}

#[test]
fn a_server_killed_mid_game_resumes_it_with_no_move_lost() {
    let dir = scratch_dir("net-kill");
    let server = Server::start(&dir, 0);
    let port = server.port;
    let (mut ann, mut bob, code, [ann_token, bob_token]) = two_players(&server, "tic-tac-toe");
    for (ply, cell) in [5, 1, 9].into_iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ann } else { &mut bob };
        mover.play(1, ply, cell);
        // The mover's own view of its move is the acknowledgement.
        mover.until_room(|v| moves(v).len() == ply + 1);
    }
    server.kill_hard();
    drop((ann, bob));
    let server = Server::start(&dir, port);
    let mut ann = server.client();
    ann.send(json!({"type":"rejoin","version":1,"code":code,"token":ann_token}));
    assert_eq!(ann.until("seated")["seat"], "host");
    let mut bob = server.client();
    bob.send(json!({"type":"rejoin","version":1,"code":code,"token":bob_token}));
    assert_eq!(bob.until("seated")["seat"], "guest");
    let view = bob.until_room(|v| v["players"][0]["connected"] == true);
    assert_eq!(moves(&view), [5, 1, 9]);
    bob.play(1, 3, 3);
    ann.until_room(|v| moves(v) == [5, 1, 9, 3]);
}

#[test]
fn a_link_drops_and_takes_its_seat_back_by_itself() {
    use std::time::Duration;
    use ttt::net::client::{host, Address, Link, News};
    let dir = scratch_dir("net-link");
    let server = Server::start(&dir, 0);
    let port = server.port;
    let address = Address::parse(&format!("http://127.0.0.1:{port}/")).expect("an address");
    // The default game: 3×3, standard rules, the host playing X.
    let hello = host(&ttt::settings::Settings::default(), "Ann");
    let link = Link::open(&address, ttt::net::link::Hello::new(hello));
    let wait = |link: &Link, test: &dyn Fn(&News) -> bool| loop {
        match link.wait(Duration::from_secs(10)) {
            Some(news) if test(&news) => return news,
            Some(_) => {}
            None => panic!("no such news in time"),
        }
    };
    let News::Seated { code, .. } = wait(&link, &|n| matches!(n, News::Seated { .. })) else {
        unreachable!()
    };
    let mut bob = server.client();
    bob.join(&code, "Bob");
    link.send(ttt::net::protocol::ClientMessage::Move {
        game: 1,
        ply: 0,
        cell: 5,
    });
    bob.until_room(|v| moves(v) == [5]);
    server.kill_hard();
    wait(&link, &|n| matches!(n, News::Lost(_)));
    let _server = Server::start(&dir, port);
    let back = wait(&link, &|n| matches!(n, News::Room(v) if v.moves == [5]));
    assert!(matches!(back, News::Room(_)));
}

#[test]
fn serve_serves_the_page_and_nothing_beside_it() {
    use std::io::{Read, Write};
    let dir = scratch_dir("net-page");
    let web = dir.join("web");
    std::fs::create_dir_all(&web).expect("made");
    std::fs::write(web.join("index.html"), "<title>ttt</title>").expect("written");
    std::fs::write(dir.join("secret.txt"), "secret").expect("written");
    let server = Server::start_with(&dir, 0, &["--web", web.to_str().expect("a path")]);
    let get = |path: &str| {
        let mut stream =
            std::net::TcpStream::connect(("127.0.0.1", server.port)).expect("connects");
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        )
        .expect("sent");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("an answer");
        answer
    };
    let page = get("/");
    assert!(
        page.starts_with("HTTP/1.1 200") && page.contains("<title>ttt</title>"),
        "{page}"
    );
    assert!(page.contains("text/html"));
    for path in [
        "/../secret.txt",
        "/..%2Fsecret.txt",
        "/%2e%2e/secret.txt",
        "/nothing.js",
    ] {
        let answer = get(path);
        assert!(
            answer.starts_with("HTTP/1.1 404") || answer.starts_with("HTTP/1.1 400"),
            "{path}: {answer}"
        );
        assert!(
            !answer.contains("secret\n") && !answer.ends_with("secret"),
            "{path}"
        );
    }
}

#[test]
fn serve_stops_cleanly_on_ctrl_c_and_refuses_bad_options() {
    let dir = scratch_dir("net-stop");
    let server = Server::start(&dir, 0);
    let port = server.port;
    let (status, lines) = server.interrupt();
    assert_eq!(status, Some(0), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("stopped; every room is kept")),
        "{lines:?}"
    );
    let taken = std::net::TcpListener::bind(("127.0.0.1", 0)).expect("a port");
    let busy = taken.local_addr().expect("its address").port().to_string();
    for (args, words) in [
        (vec!["--port", "70000"], "70000"),
        (vec!["--bind", "nowhere"], "nowhere"),
        (
            vec!["--port", busy.as_str(), "--bind", "127.0.0.1"],
            "cannot listen on",
        ),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ttt"))
            .arg("serve")
            .args(&args)
            .arg("--data-dir")
            .arg(&*dir)
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(words),
            "{args:?}: {err}"
        );
    }
    let _ = port;
}

#[test]
fn a_client_that_never_reads_holds_up_no_one_and_catches_up() {
    let dir = scratch_dir("net-slow");
    let server = Server::start(&dir, 0);
    let (mut ann, mut bob, code, _) = two_players(&server, "qubic");
    // Cy watches and then reads nothing while the players play on.
    let mut cy = server.client();
    cy.join(&code, "Cy");
    let moves_played = [1u8, 2, 22, 3, 43, 4, 64];
    // Five games (about 50 room views for Cy, waiting in its socket's
    // buffers), within each player's allowance of messages a second.
    for rematch in 0..5 {
        let game = rematch + 1;
        let mut seen = json!(null);
        for (ply, cell) in moves_played.into_iter().enumerate() {
            let (mover, other) = match (ply + rematch as usize) % 2 {
                0 => (&mut ann, &mut bob),
                _ => (&mut bob, &mut ann),
            };
            mover.play(game, ply, cell);
            seen = other.until_room(|v| v["game"] == game && moves(v).len() == ply + 1);
        }
        // X's diagonal 1-22-43-64 ends each game.
        assert_eq!(seen["result"], "x", "{seen}");
        ann.send(json!({"type": "rematch"}));
        bob.send(json!({"type": "rematch"}));
        for client in [&mut ann, &mut bob] {
            client.until_room(|v| v["game"] == game + 1);
        }
    }
    // Cy is far behind: reading now, it reaches the room as it is.
    let now = cy.until_room(|v| v["game"] == 6);
    assert_eq!(moves(&now), Vec::<u64>::new(), "{now}");
}

#[test]
fn a_kept_seat_the_room_no_longer_knows_falls_back_to_joining() {
    use std::time::Duration;
    use ttt::net::client::Address;
    use ttt::net::friends::{join_hello, Connection, KeptSeats};
    /// Seats kept from another server: a token this room never gave.
    struct Stale;
    impl KeptSeats for Stale {
        fn token(&self, _room: &str) -> Option<String> {
            Some("f".repeat(32))
        }
        fn keep(&mut self, _room: &str, _token: &str) -> Vec<String> {
            Vec::new()
        }
    }
    let dir = scratch_dir("net-stale-seat");
    let server = Server::start(&dir, 0);
    let mut ann = server.client();
    let (code, _) = ann.host("tic-tac-toe", "Ann");
    let link = format!("http://127.0.0.1:{}/#{code}", server.port);
    let address = Address::parse(&link).expect("a link");
    let room = address.code.expect("a code");
    let hello = join_hello(&address, room, "Bob", Some(&Stale));
    // It rejoins the kept seat first.
    assert_eq!(hello.token(), Some("f".repeat(32).as_str()));
    let mut bob = Connection::open(address, hello);
    bob.first_room(Duration::from_secs(10))
        .expect("joined after all");
    let (_, token) = bob.take_given().expect("a new seat's token to keep");
    assert_eq!(token.len(), 32);
    assert_ne!(token, "f".repeat(32));
    ann.until_room(|v| v["players"][1]["name"] == "Bob");
}
