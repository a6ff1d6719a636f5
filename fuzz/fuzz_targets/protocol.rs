//! What a client sends `ttt serve`, a message a line, each decoded as the
//! server decodes it and given to a room with two players as the server
//! gives it (the seat alternating line by line, a third line of three
//! from a watcher). What must hold: no panic; an oversized message is
//! refused before it is read; a refusal is one line and leaves the room
//! as it was; the room's moves always replay under the rules, with at
//! most one result.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ttt::core::rules::Rules;
use ttt::net::code::Code;
use ttt::net::protocol::{decode, ClientMessage, DecodeError, Seat, MAX_MESSAGE_BYTES};
use ttt::net::room::{Room, Taken};
use ttt::settings::{GameKind, Starts};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let kind = if data.first().is_some_and(|b| b % 2 == 0) { GameKind::Qubic } else { GameKind::TicTacToe };
    let code = Code::from_random([0; 6]);
    let mut room = Room::new(code, kind, Rules::ALL[data.len() % 4], Starts::Alternate, Seat::Host);
    for name in ["a", "b"] {
        room.sit(Taken { name: name.to_string(), token: name.to_string() });
    }
    for (n, line) in text.lines().enumerate() {
        let message = match decode(line) {
            Ok(message) => message,
            Err(DecodeError::TooLarge(len)) => {
                assert!(len > MAX_MESSAGE_BYTES);
                continue;
            }
            Err(e) => {
                assert_eq!(e.to_string().lines().count(), 1, "{e}");
                continue;
            }
        };
        let seat = [Some(Seat::Host), Some(Seat::Guest), None][n % 3];
        let before = room.clone();
        let done = match message {
            ClientMessage::Move { game, ply, cell } => room.play(seat, game, ply, cell).map(drop),
            ClientMessage::Rematch => room.ask_rematch(seat, n % 2 == 0).map(drop),
            _ => Ok(()),
        };
        if let Err(refusal) = done {
            assert_eq!(room, before, "{refusal}");
            assert_eq!(refusal.to_string().lines().count(), 1);
        }
        assert!(room.result().is_ok(), "the room's moves replay: {:?}", room.moves);
    }
});
