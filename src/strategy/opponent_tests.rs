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
