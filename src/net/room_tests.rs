use super::*;

fn room(kind: GameKind) -> Room {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut room = Room::new(code, kind, Rules::Standard, Starts::X, Seat::Host);
    for (name, token) in [("Ann", "a"), ("Bob", "b")] {
        let taken = Taken {
            name: name.to_string(),
            token: token.to_string(),
        };
        assert!(room.sit(taken).is_some());
    }
    room
}

const HOST: Option<Seat> = Some(Seat::Host);
const GUEST: Option<Seat> = Some(Seat::Guest);

#[test]
fn a_third_player_watches_and_cannot_play() {
    let mut room = room(GameKind::TicTacToe);
    let third = Taken {
        name: "Cy".to_string(),
        token: "c".to_string(),
    };
    assert_eq!(room.sit(third), None);
    assert_eq!(room.seat_of("c"), None);
    assert_eq!(room.play(None, 1, 0, 5), Err(Refusal::Watching));
    assert!(room.moves.is_empty());
}

#[test]
fn the_referee_refuses_every_wrong_move_and_changes_nothing() {
    let mut room = room(GameKind::TicTacToe);
    assert_eq!(
        room.play(GUEST, 1, 0, 5),
        Err(Refusal::NotYourTurn("Ann".into()))
    );
    assert_eq!(room.play(HOST, 1, 0, 10), Err(Refusal::NoSuchCell(10)));
    assert_eq!(room.play(HOST, 1, 0, 0), Err(Refusal::NoSuchCell(0)));
    assert_eq!(
        room.play(HOST, 2, 0, 5),
        Err(Refusal::OldGame { sent: 2, now: 1 })
    );
    assert_eq!(room.play(HOST, 1, 1, 5), Err(Refusal::Stale { now: 0 }));
    assert_eq!(room.play(HOST, 1, 0, 5), Ok(()));
    assert_eq!(room.play(GUEST, 1, 1, 5), Err(Refusal::Taken(5)));
    assert_eq!(
        room.play(HOST, 1, 1, 1),
        Err(Refusal::NotYourTurn("Bob".into()))
    );
    assert_eq!(room.moves, [5]);
}

#[test]
fn a_finished_game_refuses_moves_until_both_ask_for_a_rematch() {
    let mut room = room(GameKind::TicTacToe);
    assert_eq!(room.ask_rematch(HOST, true), Err(Refusal::NotOver));
    for (ply, (seat, cell)) in [(HOST, 1), (GUEST, 4), (HOST, 2), (GUEST, 5), (HOST, 3)]
        .into_iter()
        .enumerate()
    {
        room.play(seat, 1, ply as u32, cell).expect("a legal move");
    }
    assert_eq!(room.result(), Ok(Some("x")));
    assert_eq!(room.play(GUEST, 1, 5, 9), Err(Refusal::Over));
    assert_eq!(room.ask_rematch(GUEST, true), Ok(false));
    assert_eq!(room.view([true; 2], 0).rematch, [false, true]);
    assert_eq!(room.ask_rematch(HOST, true), Ok(true));
    // The sides swap: Bob plays X and moves first in game 2.
    assert_eq!((room.game, room.x, room.moves.len()), (2, Seat::Guest, 0));
    assert_eq!(room.play(GUEST, 2, 0, 5), Ok(()));
}

#[test]
fn rules_variants_are_refereed_by_their_own_lines() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut room = Room::new(
        code,
        GameKind::TicTacToe,
        Rules::CornerL,
        Starts::X,
        Seat::Guest,
    );
    room.sit(Taken {
        name: String::new(),
        token: "a".into(),
    });
    room.sit(Taken {
        name: String::new(),
        token: "b".into(),
    });
    assert_eq!(
        room.play(HOST, 1, 0, 1),
        Err(Refusal::NotYourTurn("X".into()))
    );
    let view = room.view([true; 2], 0);
    assert_eq!(view.mark_of(Seat::Guest), Mark::X);
    assert_eq!(view.name_of(Seat::Host), "O");
}

#[test]
fn qubic_rooms_take_cells_1_to_64() {
    let mut room = room(GameKind::Qubic);
    assert_eq!(room.play(HOST, 1, 0, 65), Err(Refusal::NoSuchCell(65)));
    assert_eq!(room.play(HOST, 1, 0, 64), Ok(()));
    assert_eq!(room.play(GUEST, 1, 1, 64), Err(Refusal::Taken(64)));
}

#[test]
fn no_one_plays_alone() {
    let code = Code::parse("ABCDEF").expect("a code");
    let mut room = Room::new(
        code,
        GameKind::TicTacToe,
        Rules::Standard,
        Starts::X,
        Seat::Host,
    );
    room.sit(Taken {
        name: String::new(),
        token: "a".into(),
    });
    assert_eq!(room.play(HOST, 1, 0, 5), Err(Refusal::Alone));
}
