//! Tests of `level.rs`: the levels follow from the proofs, and `--level`
//! picks an opponent of that level.

use super::*;

#[test]
fn the_books_levels_follow_from_what_prove_finds() {
    let standard = |o| level_of(o, Rules::Standard);
    assert_eq!(standard(Opponent::Hyde), Level::Easy);
    assert_eq!(standard(Opponent::Dawson), Level::Medium);
    for hard in [Opponent::Logo, Opponent::Scheme, Opponent::Book] {
        assert_eq!(standard(hard), Level::Hard, "{hard}");
    }
    assert_eq!(standard(Opponent::Perfect), Level::Unbeatable);
    assert_eq!(standard(Opponent::Learner), Level::Learns);
    assert_eq!(standard(Opponent::Menace), Level::Learns);
    assert_eq!(standard(Opponent::Samuel), Level::Trained);
    assert_eq!(standard(Opponent::Human), Level::Person);
}

#[test]
fn each_level_picks_an_opponent_of_that_level() {
    for level in Level::CHOSEN {
        let opponent = level.opponent().expect("a chosen level has one");
        assert_eq!(level_of(opponent, Rules::Standard), level);
        assert_eq!(Level::parse(level.name()), Some(level));
    }
    assert_eq!(Level::parse("impossible"), None);
}
