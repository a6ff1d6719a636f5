use super::*;

#[test]
fn the_newest_token_for_a_room_is_kept_and_the_oldest_rooms_go() {
    let mut seats = Seats::default();
    seats.keep("h:1#ABCDEF", "one");
    seats.keep("h:1#ABCDEF", "two");
    assert_eq!(seats.token("h:1#ABCDEF"), Some("two"));
    assert_eq!(seats.rooms.len(), 1);
    for n in 0..KEPT {
        seats.keep(&format!("h:1#{n}"), "t");
    }
    assert_eq!(seats.rooms.len(), KEPT);
    assert_eq!(seats.token("h:1#ABCDEF"), None, "the oldest went");
    assert_eq!(seats.token(&format!("h:1#{}", KEPT - 1)), Some("t"));
}
