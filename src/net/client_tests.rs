use super::*;

#[test]
fn addresses_read_from_links_and_plain_hosts() {
    let link = Address::parse("http://192.168.1.20:8080/#abc-def").expect("a link");
    assert_eq!(link.host, "192.168.1.20:8080");
    assert_eq!(link.code.map(|c| c.to_string()), Some("ABCDEF".to_string()));
    assert_eq!(link.invite("ABCDEF"), "http://192.168.1.20:8080/#ABCDEF");
    let plain = Address::parse("localhost:9000").expect("a host");
    assert_eq!((plain.host.as_str(), plain.code), ("localhost:9000", None));
    assert_eq!(Address::parse("ws://h:1/ws").expect("a host").host, "h:1");
    assert_eq!(
        Address::parse("example.org").expect("a host").host,
        "example.org:80"
    );
}

#[test]
fn bad_addresses_say_why() {
    assert!(Address::parse("").is_err());
    assert!(Address::parse("https://h:1/")
        .expect_err("tls")
        .contains("not https"));
    assert!(Address::parse("http://h:1/#AB0")
        .expect_err("code")
        .contains("'0'"));
}

#[test]
fn a_server_that_is_not_there_is_said_at_once() {
    // A port nothing listens on: bind one, note it, close it.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let address = Address::parse(&format!("127.0.0.1:{port}")).expect("a host");
    let link = Link::open(
        &address,
        join(Code::parse("ABCDEF").expect("a code"), "Ann"),
    );
    match link.wait(Duration::from_secs(10)) {
        Some(News::Failed(why)) => assert!(why.contains("Is ttt serve running there?"), "{why}"),
        other => panic!("expected a failure, got {other:?}"),
    }
}

#[test]
fn a_room_is_followed_by_marks_whoever_sits_where() {
    use crate::net::protocol::Player;
    let player = |name: &str, connected| {
        Some(Player {
            name: name.to_string(),
            connected,
        })
    };
    let view = RoomView {
        code: "ABCDEF".to_string(),
        game_kind: crate::settings::GameKind::TicTacToe,
        rules: Default::default(),
        game: 2,
        x: Seat::Guest,
        moves: vec![5],
        players: [player("Ann", true), player("Bob", false)],
        watching: 0,
        result: None,
        rematch: [true, false],
    };
    let address = Address::parse("127.0.0.1:7").expect("a host");
    let ours = remote(&view, Some(Seat::Host), &address);
    assert_eq!(ours.me, Some(Mark::O), "the guest plays X in game 2");
    assert_eq!(
        (ours.name(Mark::X), ours.name(Mark::O)),
        ("Bob".into(), "Ann".into())
    );
    assert_eq!(ours.players[0].as_ref().map(|p| p.connected), Some(false));
    assert_eq!(ours.rematch, [false, true], "by mark: O's player asked");
    assert_eq!(ours.invite, "http://127.0.0.1:7/#ABCDEF");
    assert_eq!(remote(&view, None, &address).me, None);
    let sent = message_for(Request::Move {
        game: 2,
        ply: 1,
        cell: 3,
    });
    assert_eq!(
        sent,
        Some(ClientMessage::Move {
            game: 2,
            ply: 1,
            cell: 3
        })
    );
    assert_eq!(message_for(Request::ToggleFullscreen), None);
}
