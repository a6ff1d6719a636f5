//! Tests of the wins in a row the scores line shows.

use super::*;

const STD: Rules = Rules::Standard;

#[test]
fn wins_add_up_and_a_loss_or_a_tie_ends_the_row() {
    let mut s = Scoreboard::default();
    for _ in 0..3 {
        s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Won(Mark::X));
    }
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::X), 3);
    s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Tie);
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::X), 0);
    s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Won(Mark::X));
    s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Won(Mark::O));
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::X), 0);
}

#[test]
fn each_opponent_side_and_rules_has_its_own_row() {
    let mut s = Scoreboard::default();
    s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Won(Mark::X));
    s.record(STD, Opponent::Logo, &[Mark::X], Outcome::Won(Mark::X));
    s.record(STD, Opponent::Dawson, &[Mark::X], Outcome::Won(Mark::O));
    s.record(STD, Opponent::Logo, &[Mark::O], Outcome::Tie);
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::X), 2);
    assert_eq!(s.streak(STD, Opponent::Dawson, Mark::X), 0);
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::O), 0);
    assert_ne!(Rules::ALL[1], STD);
    assert_eq!(s.streak(Rules::ALL[1], Opponent::Logo, Mark::X), 0);
    s.press_reset();
    s.press_reset();
    assert_eq!(s.streak(STD, Opponent::Logo, Mark::X), 0);
}

#[test]
fn between_two_players_each_mark_keeps_its_own_row() {
    let mut s = Scoreboard::default();
    let both = [Mark::X, Mark::O];
    s.record(STD, Opponent::Human, &both, Outcome::Won(Mark::O));
    s.record(STD, Opponent::Human, &both, Outcome::Won(Mark::O));
    assert_eq!(s.streak(STD, Opponent::Human, Mark::O), 2);
    assert_eq!(s.streak(STD, Opponent::Human, Mark::X), 0);
    s.record(STD, Opponent::Human, &both, Outcome::Won(Mark::X));
    assert_eq!(s.streak(STD, Opponent::Human, Mark::O), 0);
    assert_eq!(s.streak(STD, Opponent::Human, Mark::X), 1);
}

#[test]
fn a_streak_is_said_from_two_wins() {
    assert_eq!(streak_words(0, false), None);
    assert_eq!(streak_words(1, true), None);
    assert_eq!(streak_words(3, false).as_deref(), Some("3 wins in a row"));
    assert_eq!(streak_words(3, true).as_deref(), Some("3 in a row"));
}
