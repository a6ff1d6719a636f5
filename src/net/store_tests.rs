use super::*;
use crate::core::rules::Rules;
use crate::settings::{GameKind, Starts};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ttt-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

fn taken(name: &str) -> Taken {
    Taken {
        name: name.to_string(),
        token: format!("token-{name}"),
    }
}

#[test]
fn a_room_comes_back_as_it_was_kept() {
    let dir = temp_dir("back");
    let path = dir.join(FILE);
    let code = Code::parse("QUBXC2").expect("a code");
    let mut room = Room::new(
        code,
        GameKind::Qubic,
        Rules::Standard,
        Starts::Alternate,
        Seat::Guest,
    );
    {
        let (store, damage) = Store::open(&path).expect("a store");
        assert_eq!(damage, None);
        store.add_room(&room, 100).expect("kept");
        for seat in Seat::BOTH {
            let name = if seat == Seat::Host { "Ann" } else { "Bob" };
            room.sit(taken(name));
            store.sit(code, seat, &taken(name), 100).expect("kept");
        }
        for (ply, cell) in [1, 64, 22].into_iter().enumerate() {
            let seat = room.mover();
            room.play(Some(seat), 1, ply as u32, cell).expect("legal");
            store.add_move(&room, 101).expect("kept");
        }
    }
    let (store, _) = Store::open(&path).expect("the store again");
    assert_eq!(store.rooms().expect("rooms"), [room]);
    assert_eq!(store.expire(101).expect("expired"), 0);
    assert_eq!(store.expire(102).expect("expired"), 1);
    assert_eq!(store.rooms().expect("rooms"), []);
}

#[test]
fn a_rematch_keeps_the_new_game_and_its_sides() {
    let dir = temp_dir("rematch");
    let (store, _) = Store::open(&dir.join(FILE)).expect("a store");
    let code = Code::parse("ABCDEF").expect("a code");
    let mut room = Room::new(
        code,
        GameKind::TicTacToe,
        Rules::Standard,
        Starts::X,
        Seat::Host,
    );
    store.add_room(&room, 1).expect("kept");
    for (seat, name) in Seat::BOTH.into_iter().zip(["a", "b"]) {
        room.sit(taken(name));
        store.sit(code, seat, &taken(name), 1).expect("kept");
    }
    for (ply, cell) in [1, 4, 2, 5, 3].into_iter().enumerate() {
        room.play(Some(room.mover()), 1, ply as u32, cell)
            .expect("legal");
        store.add_move(&room, 1).expect("kept");
    }
    room.ask_rematch(Some(Seat::Guest), false).expect("over");
    store.update_room(&room, 2).expect("kept");
    assert_eq!(store.rooms().expect("rooms"), [room.clone()]);
    room.ask_rematch(Some(Seat::Host), false).expect("over");
    store.update_room(&room, 3).expect("kept");
    let back = store.rooms().expect("rooms");
    assert_eq!(back, [room]);
    assert_eq!(
        (back[0].game, back[0].x, back[0].moves.len()),
        (2, Seat::Guest, 0)
    );
}

#[test]
fn a_damaged_store_is_kept_aside_and_reported() {
    let dir = temp_dir("damaged");
    let path = dir.join(FILE);
    std::fs::write(
        &path,
        b"not a database, but someone's file: 0123456789".repeat(100),
    )
    .expect("written");
    let (store, damage) = Store::open(&path).expect("a new store");
    let damage = damage.expect("the damage reported");
    assert!(damage.contains("server.sqlite.damaged-1"), "{damage}");
    let kept = std::fs::read(dir.join("server.sqlite.damaged-1")).expect("kept aside");
    assert!(kept.starts_with(b"not a database"));
    assert_eq!(store.rooms().expect("rooms"), []);
}

#[test]
fn a_store_from_a_newer_ttt_is_refused_not_changed() {
    let dir = temp_dir("newer");
    let path = dir.join(FILE);
    let db = Connection::open(&path).expect("sqlite");
    db.pragma_update(None, "user_version", 9).expect("set");
    drop(db);
    let err = Store::open(&path).err().expect("refused").to_string();
    assert!(err.contains("version 9"), "{err}");
}
