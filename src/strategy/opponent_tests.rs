//! Tests of `opponent.rs`: the computers are every opponent but `human`.

use super::*;

#[test]
fn the_computers_are_every_opponent_but_human() {
    let computers: Vec<Opponent> = Opponent::ALL
        .into_iter()
        .filter(|o| o.is_computer())
        .collect();
    assert_eq!(Opponent::COMPUTERS.to_vec(), computers);
    assert_eq!(Opponent::ALL.last(), Some(&Opponent::Human));
}

#[test]
fn names_follow_the_declaration_order_and_the_saved_names() {
    for (i, o) in Opponent::ALL.into_iter().enumerate() {
        assert_eq!(o as usize, i);
        let saved = serde_json::to_string(&o).expect("an opponent serializes");
        assert_eq!(saved, format!("\"{}\"", o.name()));
    }
    assert_eq!(Opponent::Menace.title(), "MENACE");
}
