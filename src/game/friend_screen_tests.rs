//! The friend screen as data: opened from the opponent chooser, a code
//! typed and checked, the requests it hands out, and leaving a room.

use super::{code_char, CODE_ROW, HOST_ROW, JOIN_BUTTON};
use crate::game::friend::{Friend, Remote};
use crate::game::outbox::Request;
use crate::game::screens::{Chooser, FriendScreen, Pick, Screen};
use crate::game::test_games::*;

/// The opponent chooser open, then its Play a friend row picked.
fn on_friend_screen(g: &mut Game) {
    g.handle(Command::Choose(Chooser::Opponent), 0.0);
    let rows = g.entries(Chooser::Opponent);
    let row = rows.iter().position(|r| r.pick == Pick::Friend);
    assert_eq!(row, Some(rows.len() - 1), "the friend's row comes last");
    g.handle(Command::Pick(rows.len() - 1), 0.0);
    assert!(matches!(g.overlay(), Some(Screen::Friend(_))));
    assert!(g.typing());
}

fn screen(g: &Game) -> FriendScreen {
    match g.overlay() {
        Some(Screen::Friend(s)) => s.clone(),
        other => panic!("not the friend screen: {other:?}"),
    }
}

#[test]
fn both_boards_choosers_offer_a_friend() {
    for qubic in [false, true] {
        let mut g = game(Opponent::Logo, Mark::X, qubic);
        on_friend_screen(&mut g);
    }
}

#[test]
fn a_code_is_typed_in_any_case_and_checked_with_the_server_s_alphabet() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    on_friend_screen(&mut g);
    for c in "k7-m 2qx".chars() {
        g.type_char(c);
    }
    assert_eq!(screen(&g).code, "K7M2QX");
    assert!(screen(&g).joining, "typing lights the code");
    g.type_char('Z');
    assert_eq!(screen(&g).code, "K7M2QX", "a code has six characters");
    assert!(feedback(&g).starts_with("A code has 6 characters"));
    g.handle(Command::Undo, 0.0);
    g.type_char('o');
    assert_eq!(screen(&g).code, "K7M2Q");
    assert!(
        feedback(&g).contains("no 0, O, 1, I or L"),
        "{}",
        feedback(&g)
    );
    for c in ['0', '1', 'i', 'L', 'é', '\u{1F600}'] {
        assert_eq!(code_char(c), None, "{c}");
    }
    assert_eq!(code_char('a'), Some('A'));
}

#[test]
fn enter_on_a_whole_code_asks_to_join_and_on_a_part_says_why_not() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    on_friend_screen(&mut g);
    for c in "k7m2".chars() {
        g.type_char(c);
    }
    g.handle(Command::PlayCursor, 0.0);
    assert_eq!(feedback(&g), "A code has 6 characters: 4 typed.");
    assert!(matches!(g.overlay(), Some(Screen::Friend(_))), "it stays");
    assert_eq!(g.take_requests(), vec![]);
    g.type_char('q');
    g.type_char('x');
    g.handle(Command::PlayCursor, 0.0);
    assert_eq!(g.overlay(), None);
    assert_eq!(g.take_requests(), vec![Request::JoinRoom("K7M2QX".into())]);
    assert_eq!(feedback(&g), "Joining room K7M2QX\u{2026}");
}

#[test]
fn host_is_one_click_or_enter_where_the_keys_start() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    on_friend_screen(&mut g);
    assert!(!screen(&g).joining, "the keys start on Host");
    g.handle(Command::PlayCursor, 0.0);
    assert_eq!(g.take_requests(), vec![Request::HostRoom]);
    assert_eq!(g.overlay(), None);

    on_friend_screen(&mut g);
    g.handle(Command::Pick(CODE_ROW), 0.0);
    assert!(screen(&g).joining);
    g.handle(Command::Pick(HOST_ROW), 0.0);
    assert_eq!(g.take_requests(), vec![Request::HostRoom]);

    on_friend_screen(&mut g);
    g.handle(Command::Pick(JOIN_BUTTON), 0.0);
    assert_eq!(g.take_requests(), vec![], "no code typed");
    g.handle(Command::Back, 0.0);
    assert_eq!(g.overlay(), None);
}

/// Room ABCDEF's first game, this player X against Bob.
fn room() -> Remote {
    let bob = Friend {
        name: "Bob".into(),
        connected: true,
    };
    Remote {
        code: "ABCDEF".into(),
        invite: "http://127.0.0.1:9/#ABCDEF".into(),
        number: 1,
        me: Some(Mark::X),
        players: [None, Some(bob)],
        ..Remote::default()
    }
}

#[test]
fn g_leaves_a_friend_s_room_for_the_player_s_own_game() {
    let mut g = game(Opponent::Logo, Mark::O, false);
    g.follow(room(), 0.0);
    assert_eq!(g.settings().opponent, Opponent::Human);
    g.handle(Command::SwitchGame, 0.0);
    assert_eq!(g.remote(), None);
    assert_eq!(g.take_requests(), vec![Request::LeaveRoom]);
    assert_eq!(
        g.settings().opponent,
        Opponent::Logo,
        "the own settings back"
    );
    assert_eq!(g.settings().side, Mark::O);
    assert_eq!(feedback(&g), "Left room ABCDEF: back to playing here.");
}

#[test]
fn a_computer_chosen_in_a_friend_s_room_leaves_it() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.follow(room(), 0.0);
    g.handle(Command::Play(5), 1.0);
    g.take_requests();
    g.handle(Command::Choose(Chooser::Opponent), 2.0);
    let rows = g.entries(Chooser::Opponent);
    let current: Vec<Pick> = rows.iter().filter(|r| r.current).map(|r| r.pick).collect();
    assert_eq!(
        current,
        vec![Pick::Friend],
        "in a room, the friend's row is lit"
    );
    g.handle(Command::Pick(0), 2.0);
    assert_eq!(g.remote(), None);
    assert_eq!(g.take_requests(), vec![Request::LeaveRoom]);
    assert_ne!(g.settings().opponent, Opponent::Human);
    assert_eq!(g.board().to_string(), "_________", "a new game here");
}
