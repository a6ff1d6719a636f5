use super::*;
use crate::net::protocol::Player;

#[test]
fn once_seated_every_connection_rejoins_the_seat() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut hello = Hello::new(join(code, "Bob"));
    assert!(hello.text().contains(r#""type":"join""#));
    let seated = r#"{"type":"seated","code":"ABCDEF","seat":"guest","token":"t0k"}"#;
    let news = hello.hear(seated);
    assert_eq!(
        news,
        News::Seated {
            code: "ABCDEF".into(),
            seat: Some(Seat::Guest),
            token: Some("t0k".into())
        }
    );
    assert_eq!(
        hello.text(),
        r#"{"type":"rejoin","version":1,"code":"ABCDEF","token":"t0k"}"#
    );
}

#[test]
fn a_watcher_joins_again_and_refusals_and_nonsense_are_news() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut hello = Hello::new(join(code, "Cy"));
    hello.hear(r#"{"type":"seated","code":"ABCDEF","seat":null,"token":null}"#);
    assert!(hello.text().contains(r#""type":"join""#));
    let refused = hello.hear(r#"{"type":"error","message":"5 is taken."}"#);
    assert_eq!(refused, News::Refused("5 is taken.".into()));
    let nonsense = hello.hear("{");
    assert!(matches!(nonsense, News::Refused(words) if words.contains("cannot read")));
}

#[test]
fn a_room_is_followed_by_marks_whoever_sits_where() {
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
    let invite = || "http://127.0.0.1:7/#ABCDEF".to_string();
    let ours = remote(&view, Some(Seat::Host), invite());
    assert_eq!(ours.me, Some(Mark::O), "the guest plays X in game 2");
    assert_eq!(
        (ours.name(Mark::X), ours.name(Mark::O)),
        ("Bob".into(), "Ann".into())
    );
    assert_eq!(ours.players[0].as_ref().map(|p| p.connected), Some(false));
    assert_eq!(ours.rematch, [false, true], "by mark: O's player asked");
    assert_eq!(ours.invite, "http://127.0.0.1:7/#ABCDEF");
    assert_eq!(remote(&view, None, invite()).me, None);
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

#[test]
fn a_kept_token_rejoins_and_a_seat_s_token_is_there_to_keep() {
    let code = Code::parse("abc-def").expect("a code");
    let hello = Hello::rejoin(code, "t0k", "Bob");
    assert_eq!(
        hello.text(),
        r#"{"type":"rejoin","version":1,"code":"ABCDEF","token":"t0k"}"#
    );
    assert_eq!(hello.token(), Some("t0k"));
    let mut joining = Hello::new(join(code, "Bob"));
    assert_eq!(joining.token(), None);
    joining.hear(r#"{"type":"seated","code":"ABCDEF","seat":"host","token":"9f"}"#);
    assert_eq!(joining.token(), Some("9f"));
}

#[test]
fn a_rejoin_the_room_refuses_falls_back_to_a_plain_join_once() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut hello = Hello::rejoin(code, "stale", "Bob");
    let refused = r#"{"type":"error","message":"That seat's token is not this room's."}"#;
    assert_eq!(hello.hear(refused), News::SeatForgotten);
    assert_eq!(
        hello.text(),
        r#"{"type":"join","version":1,"code":"ABCDEF","name":"Bob"}"#
    );
    // Once fallen back, or once seated, a refusal is a refusal.
    let again = hello.hear(refused);
    assert!(matches!(again, News::Refused(_)), "{again:?}");
    let mut seated = Hello::rejoin(code, "good", "Bob");
    seated.hear(r#"{"type":"seated","code":"ABCDEF","seat":"guest","token":"good"}"#);
    assert!(matches!(seated.hear(refused), News::Refused(_)));
}

#[test]
fn attempts_to_connect_again_wait_longer_up_to_the_last_wait() {
    let waits: Vec<u128> = (0..6).map(|n| retry_after(n).as_millis()).collect();
    assert_eq!(waits, [250, 500, 1000, 2000, 2000, 2000]);
}
