//! A friend's game as data: rooms handed in, moves and rematches handed
//! out, the board and the status line read back. No socket.

use super::{Friend, Remote};
use crate::game::outbox::Request;
use crate::game::record::Event;
use crate::game::test_games::*;
use crate::settings::GameKind;

/// Room ABCD's game `number` with `moves`, Ann playing X and Bob O, this
/// player `me`.
fn room(number: u32, moves: &[u8], me: Option<Mark>) -> Remote {
    let friend = |name: &str| {
        Some(Friend {
            name: name.to_string(),
            connected: true,
        })
    };
    Remote {
        code: "ABCD".to_string(),
        invite: "http://127.0.0.1:9/#ABCD".to_string(),
        number,
        moves: moves.to_vec(),
        me,
        players: [friend("Ann"), friend("Bob")],
        ..Remote::default()
    }
}

/// A game against Logo, then following `remote` (the computer is gone).
fn following(remote: Remote) -> Game {
    let mut g = game(Opponent::Logo, Mark::O, false);
    g.follow(remote, 0.0);
    g
}

fn turn(g: &Game) -> String {
    g.status(100.0).turn
}

fn finished(g: &mut Game) -> Vec<crate::record::GameRecord> {
    let events = g.take_events().into_iter();
    events
        .filter_map(|e| match e {
            Event::Finished(record) => Some(record),
            _ => None,
        })
        .collect()
}

#[test]
fn my_move_only_when_the_mover_is_my_mark() {
    let mut g = following(room(1, &[], Some(Mark::O)));
    assert_eq!(turn(&g), "Ann's move (X).");
    g.handle(Command::Play(5), 1.0);
    assert_eq!(g.board().to_string(), "_________");
    assert_eq!(feedback(&g), "Wait: it is Ann's move.");
    assert_eq!(g.take_requests(), vec![]);
}

#[test]
fn my_move_is_played_at_once_and_handed_out_to_send() {
    let mut g = following(room(3, &[], Some(Mark::X)));
    assert_eq!(turn(&g), "Your move (X): press 1-9 or click a square.");
    g.handle(Command::Play(5), 1.0);
    assert_eq!(g.board().to_string(), "____x____");
    let sent = Request::Move {
        game: 3,
        ply: 0,
        cell: 5,
    };
    assert_eq!(g.take_requests(), vec![sent]);
    assert_eq!(turn(&g), "Bob's move (O).");
    assert_eq!(g.take_output(), vec!["x 5"]);
}

#[test]
fn the_friend_s_moves_arrive_as_the_room_s_and_no_computer_answers() {
    let mut g = following(room(1, &[], Some(Mark::X)));
    g.handle(Command::Play(5), 1.0);
    g.follow(room(1, &[5], Some(Mark::X)), 2.0);
    g.follow(room(1, &[5, 1], Some(Mark::X)), 3.0);
    assert_eq!(g.board().to_string(), "o___x____");
    assert_eq!(g.take_output(), vec!["x 5", "o 1"]);
    g.handle(Command::Play(9), 4.0);
    for t in 5..50 {
        g.update(f64::from(t));
    }
    assert_eq!(
        g.board().to_string(),
        "o___x___x",
        "no reply but the room's"
    );
}

#[test]
fn a_board_that_is_not_the_room_s_becomes_it() {
    let mut g = following(room(1, &[], Some(Mark::X)));
    g.handle(Command::Play(5), 1.0);
    // The server refused it (the room says so by not having it).
    g.refused("That move is for game 0; this room is on game 1.", 2.0);
    assert_eq!(g.board().to_string(), "_________");
    assert_eq!(
        feedback(&g),
        "That move is for game 0; this room is on game 1."
    );
    // A reconnection's room, with moves this board never saw.
    g.handle(Command::Play(5), 3.0);
    g.follow(room(1, &[1, 2, 3], Some(Mark::O)), 4.0);
    assert_eq!(g.board().to_string(), "xox______");
    assert_eq!(turn(&g), "Your move (O): press 1-9 or click a square.");
}

#[test]
fn a_rematch_starts_the_room_s_next_game() {
    let mut g = following(room(1, &[1, 4, 2, 5, 3], Some(Mark::X)));
    assert!(g.is_over());
    g.follow(room(2, &[], Some(Mark::O)), 1.0);
    assert_eq!(g.board().to_string(), "_________");
    assert_eq!(turn(&g), "Ann's move (X).");
}

#[test]
fn n_asks_for_a_rematch_once_the_game_is_over() {
    let mut g = following(room(1, &[1, 4], Some(Mark::X)));
    g.handle(Command::NewGame, 1.0);
    assert_eq!(g.take_requests(), vec![], "not while the game goes on");
    assert_eq!(g.board().to_string(), "x__o_____");
    g.follow(room(1, &[1, 4, 2, 5, 3], Some(Mark::X)), 2.0);
    assert_eq!(
        g.status(2.0).banner.map(|b| b.0).as_deref(),
        Some("You win!")
    );
    assert_eq!(turn(&g), "Rematch: N");
    g.handle(Command::NewGame, 3.0);
    assert_eq!(g.take_requests(), vec![Request::Rematch]);
    assert_eq!(
        g.board().to_string(),
        "xxxoo____",
        "the board waits for the room"
    );
    let mut asked = room(1, &[1, 4, 2, 5, 3], Some(Mark::X));
    asked.rematch = [true, false];
    g.follow(asked.clone(), 4.0);
    assert_eq!(turn(&g), "Asked Bob for a rematch; waiting.");
    asked.rematch = [false, true];
    g.follow(asked, 5.0);
    assert_eq!(turn(&g), "Bob asks for a rematch: N plays again.");
}

#[test]
fn a_finished_game_goes_to_the_past_games_once_with_the_names() {
    let mut g = following(room(1, &[1, 4, 2, 5], Some(Mark::O)));
    g.take_events();
    g.follow(room(1, &[1, 4, 2, 5, 3], Some(Mark::O)), 1.0);
    let records = finished(&mut g);
    assert_eq!(records.len(), 1);
    let s = records[0].settings;
    assert_eq!((s.name_x.as_str(), s.name_o.as_str()), ("Ann", "Bob"));
    assert_eq!((s.opponent, s.side), (Opponent::Human, Mark::O));
    assert_eq!(
        g.status(1.0).banner.map(|b| b.0).as_deref(),
        Some("Ann wins!")
    );
    // The same room again, and again after a reconnection replays it.
    g.follow(room(1, &[1, 4, 2, 5, 3], Some(Mark::O)), 2.0);
    g.refused("refused", 3.0);
    g.follow(room(1, &[3, 4, 2, 5, 1], Some(Mark::O)), 4.0);
    assert_eq!(finished(&mut g).len(), 0, "counted once");
}

#[test]
fn a_watcher_sees_whose_move_and_keeps_no_score() {
    let mut g = following(room(1, &[5], None));
    assert_eq!(turn(&g), "Bob's move (O).");
    g.handle(Command::Play(1), 1.0);
    assert_eq!(feedback(&g), "You are watching: the players move.");
    g.follow(room(1, &[5, 1, 2, 3, 8], None), 2.0);
    assert!(g.is_over());
    assert_eq!(finished(&mut g).len(), 0);
}

#[test]
fn the_status_says_the_link_s_state_then_the_friend_s() {
    let mut r = room(1, &[], Some(Mark::X));
    r.players[1] = None;
    let mut g = following(r.clone());
    assert_eq!(
        turn(&g),
        "Waiting for a friend to join: http://127.0.0.1:9/#ABCD"
    );
    r.players[1] = Some(Friend {
        name: "Bob".to_string(),
        connected: false,
    });
    g.follow(r, 1.0);
    assert_eq!(turn(&g), "Bob is disconnected; waiting.");
    g.connection_lost("the connection dropped");
    assert_eq!(turn(&g), "Connection lost; trying again.");
    g.handle(Command::Play(5), 2.0);
    assert_eq!(g.board().to_string(), "_________", "no move while lost");
    g.follow(room(1, &[], Some(Mark::X)), 3.0);
    assert_eq!(turn(&g), "Your move (X): press 1-9 or click a square.");
    assert!(g.title().starts_with("Room ABCD: you (X) vs Bob (O)"));
}

/// (G and the opponent chooser leave the room: `friend_screen_tests.rs`.)
#[test]
fn what_would_change_the_room_s_game_is_refused() {
    let mut g = following(room(1, &[5], Some(Mark::X)));
    for command in [
        Command::Undo,
        Command::ChooseSide(Mark::O),
        Command::Choose(Chooser::Rules),
    ] {
        g.handle(command, 1.0);
        assert_eq!(g.board().to_string(), "____x____", "{command:?}");
        assert_eq!(g.settings().game, GameKind::TicTacToe);
    }
    assert_eq!(g.take_events().len(), 0, "no setting changed");
}

#[test]
fn qubic_follows_a_room_the_same_way() {
    let mut r = room(1, &[], Some(Mark::X));
    r.game = GameKind::Qubic;
    let mut g = following(r.clone());
    for d in [1, 1, 2] {
        g.handle(Command::Digit(d), 1.0);
    }
    let sent = Request::Move {
        game: 1,
        ply: 0,
        cell: 2,
    };
    assert_eq!(g.take_requests(), vec![sent]);
    r.moves = vec![2, 64];
    g.follow(r, 2.0);
    assert_eq!(g.take_output(), vec!["x 2", "o 64"]);
    assert!(g.title().starts_with("Qubic, room ABCD"));
}

#[test]
fn a_move_the_board_cannot_take_is_refused_not_a_panic() {
    let mut g = following(room(1, &[5, 5, 200], Some(Mark::X)));
    assert_eq!(g.board().to_string(), "____x____");
    g.follow(room(1, &[0], Some(Mark::X)), 1.0);
    assert_eq!(g.board().to_string(), "_________");
}

#[test]
fn a_room_not_yet_told_of_my_move_leaves_it_on_the_board() {
    let mut g = following(room(1, &[], Some(Mark::X)));
    g.handle(Command::Play(5), 1.0);
    // Bob joins before the server hears of the move: the room has none.
    g.follow(room(1, &[], Some(Mark::X)), 2.0);
    assert_eq!(g.board().to_string(), "____x____");
    assert_eq!(turn(&g), "Bob's move (O).");
    assert!(g.awaits_friend());
    g.follow(room(1, &[5], Some(Mark::X)), 3.0);
    assert_eq!(g.take_output(), vec!["x 5"], "played once");
    // A disconnected friend is not waited for by a pipe.
    let mut gone = room(1, &[5], Some(Mark::X));
    gone.players[1] = Some(Friend {
        name: "Bob".to_string(),
        connected: false,
    });
    g.follow(gone, 4.0);
    assert!(!g.awaits_friend());
}
