use super::*;

#[test]
fn a_host_message_reads_with_its_defaults() {
    let text = r#"{"type":"host","version":1,"game":"qubic","side":"o"}"#;
    let expected = ClientMessage::Host {
        version: 1,
        game: GameKind::Qubic,
        rules: Rules::Standard,
        starts: Starts::X,
        side: Mark::O,
        name: String::new(),
    };
    assert_eq!(decode(text), Ok(expected));
}

#[test]
fn every_client_message_reads_back_as_written() {
    let messages = [
        ClientMessage::Join {
            version: VERSION,
            code: "ABCDEF".into(),
            name: "Ann".into(),
        },
        ClientMessage::Rejoin {
            version: VERSION,
            code: "ABCDEF".into(),
            token: "t".into(),
        },
        ClientMessage::Move {
            game: 2,
            ply: 3,
            cell: 64,
        },
        ClientMessage::Rematch,
    ];
    for message in messages {
        let text = serde_json::to_string(&message).expect("plain data");
        assert_eq!(decode(&text), Ok(message));
    }
}

#[test]
fn bad_messages_say_what_is_wrong() {
    let cases = [
        ("", "not one ttt reads"),
        ("{}", "missing field `type`"),
        (r#"{"type":"fly"}"#, "unknown variant `fly`"),
        (
            r#"{"type":"move","game":1,"ply":0,"cell":300}"#,
            "invalid value",
        ),
        (
            r#"{"type":"move","game":1,"ply":0,"cell":5,"seat":"host"}"#,
            "unknown field `seat`",
        ),
        (
            r#"{"type":"join","version":2,"code":"A"}"#,
            "version 1 of the protocol, not 2",
        ),
        (
            r#"{"type":"join","version":1,"code":"A","name":"a\u0007"}"#,
            "control characters",
        ),
        (
            r#"{"type":"join","version":1,"code":"A","name":"abcdefghijklmnopq"}"#,
            "at most 16",
        ),
    ];
    for (text, words) in cases {
        let err = decode(text).expect_err(text).to_string();
        assert!(err.contains(words), "{text}: {err}");
    }
    // An unknown type with a newline in its name (found by the fuzzer):
    // the answer is still one line, the newline escaped.
    let err = decode(r#"{"type":"r\nj."}"#)
        .expect_err("unknown")
        .to_string();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(r"unknown variant `r\nj.`"), "{err}");
    let long = format!(
        r#"{{"type":"join","version":1,"code":"{}"}}"#,
        "A".repeat(2000)
    );
    assert_eq!(decode(&long), Err(DecodeError::TooLarge(long.len())));
}

#[test]
fn a_room_view_says_who_moves_and_by_what_name() {
    let view = RoomView {
        code: "ABCDEF".into(),
        game_kind: GameKind::TicTacToe,
        rules: Rules::Standard,
        game: 1,
        x: Seat::Guest,
        moves: vec![5],
        players: [
            Some(Player {
                name: "Ann".into(),
                connected: true,
            }),
            None,
        ],
        watching: 0,
        result: None,
        rematch: [false; 2],
    };
    assert_eq!(view.to_move(), Mark::O);
    assert_eq!(view.mark_of(Seat::Host), Mark::O);
    assert_eq!(view.name_of(Seat::Host), "Ann");
    assert_eq!(view.name_of(Seat::Guest), "X");
    let text = encode(&ServerMessage::Room(view.clone()));
    assert!(
        text.starts_with(r#"{"type":"room","code":"ABCDEF""#),
        "{text}"
    );
    assert_eq!(
        serde_json::from_str::<ServerMessage>(&text).ok(),
        Some(ServerMessage::Room(view))
    );
}
