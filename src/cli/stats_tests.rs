//! Tests of `ttt stats`: only what was played, with totals.

use super::*;
use crate::core::board::GameResult;

#[test]
fn only_what_was_played_with_totals() {
    assert_eq!(report(&Scores::default()), "no games yet\n");
    let mut scores = Scores::default();
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Dawson),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Dawson),
        Rules::Standard,
        Mark::O,
        GameResult::Lost,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Hyde),
        Rules::Standard,
        Mark::O,
        GameResult::Tied,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Logo),
        Rules::CornerL,
        Mark::X,
        GameResult::Won,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Human),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    assert_eq!(
        report(&scores),
        "against dawson   as x: 1 won, 0 lost, 0 tied\n\
         against dawson   as o: 0 won, 1 lost, 0 tied\n\
         against dawson   as x and o: 1 won, 1 lost, 0 tied\n\
         against hyde     as o: 0 won, 0 lost, 1 tied\n\
         against human    as x: 1 won, 0 lost, 0 tied\n\
         against logo     as x under corner-l: 1 won, 0 lost, 0 tied\n\
         against the computer, every opponent and rules: 2 won, 1 lost, 1 tied\n"
    );
    let json = json(&scores);
    assert_eq!(json["games"].as_array().map(Vec::len), Some(5));
    assert_eq!(json["against_the_computer"]["won"], 2);
}

#[test]
fn qubic_s_scores_are_listed_apart() {
    use crate::settings::QubicOpponent;
    let mut scores = Scores::default();
    scores.add(
        crate::record::Rival::Qubic(QubicOpponent::Hard),
        crate::core::board::Rules::Standard,
        Mark::X,
        GameResult::Lost,
    );
    scores.add(
        crate::record::Rival::Qubic(QubicOpponent::Human),
        crate::core::board::Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    scores.add(
        crate::record::Rival::Qubic(QubicOpponent::Human),
        crate::core::board::Rules::Standard,
        Mark::O,
        GameResult::Lost,
    );
    assert_eq!(
        report(&scores),
        "Qubic against hard       as x: 0 won, 1 lost, 0 tied\n\
         Qubic against human      as x: 1 won, 0 lost, 0 tied\n\
         Qubic against human      as o: 0 won, 1 lost, 0 tied\n"
    );
    assert_eq!(what_is_kept(&scores), Some("2 games: qubic 2".to_string()));
    let json = json(&scores);
    assert_eq!(json["qubic"].as_array().map(Vec::len), Some(3));
    assert_eq!(json["against_the_computer"]["won"], 0, "3×3's total only");
}
