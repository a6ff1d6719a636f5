//! Tests of `ttt games`: the list's words, newest first.

use super::*;
use crate::core::board::{Board, Mark, Rules, Square};
use crate::record::{Played, Rival};
use crate::strategy::Opponent;

fn game(finished: u64, opponent: Opponent, side: Mark, moves: &[u8], outcome: Outcome) -> PastGame {
    PastGame {
        finished,
        rival: Rival::TicTacToe(opponent),
        side,
        played: Played::TicTacToe {
            start: Board::empty_under(Rules::Standard),
            moves: moves.iter().filter_map(|&n| Square::new(n)).collect(),
        },
        outcome,
        names: Default::default(),
    }
}

#[test]
fn each_game_in_a_line_newest_first() {
    let none: [PastGame; 0] = [];
    assert_eq!(report(none.iter()), "No games yet.\n");
    let games = [
        game(
            1_795_000_000,
            Opponent::Hyde,
            Mark::X,
            &[5, 1, 9, 3, 2, 8, 7],
            Outcome::Won(Mark::X),
        ),
        game(
            1_795_000_060,
            Opponent::Logo,
            Mark::O,
            &[5, 1, 9],
            Outcome::Won(Mark::X),
        ),
        game(
            1_795_000_120,
            Opponent::Human,
            Mark::X,
            &[5, 1],
            Outcome::Won(Mark::O),
        ),
        game(1_795_000_180, Opponent::Dawson, Mark::X, &[5], Outcome::Tie),
    ];
    assert_eq!(
        report(games.iter().rev()),
        "  1  2026-11-18 11:09 UTC  against dawson as x: a tie; moves x5\n  \
         2  2026-11-18 11:08 UTC  two players: o won; moves x5 o1\n  \
         3  2026-11-18 11:07 UTC  against logo as o: you lost; moves x5 o1 x9\n  \
         4  2026-11-18 11:06 UTC  against hyde as x: you won; moves x5 o1 x9 o3 x2 o8 x7\n"
    );
    let json = json(games.iter().rev());
    assert_eq!(json["games"][0]["number"], 1);
    assert_eq!(json["games"][0]["winner"], Value::Null);
    assert_eq!(json["games"][2]["moves"], json!(["x5", "o1", "x9"]));
    assert_eq!(json["games"][2]["result"], "you lost");
}

#[test]
fn two_named_players_are_listed_by_name() {
    let mut named = game(0, Opponent::Human, Mark::X, &[5, 1], Outcome::Won(Mark::O));
    named.names = ["Ann".to_string(), "Bob".to_string()];
    let line = report([named.clone()].iter());
    assert!(
        line.contains("two players (Ann as x, Bob as o): o won;"),
        "{line}"
    );
    assert_eq!(
        json([named].iter())["games"][0]["names"],
        json!(["Ann", "Bob"])
    );
}

#[test]
fn a_qubic_game_is_listed_and_reviewed_with_the_solver_s_verdicts() {
    use crate::qubic::cell::Cell;
    use crate::qubic::opponent::QubicOpponent;
    use crate::qubic::position::Position;
    let cells: Vec<Cell> = [1, 17, 2, 18, 3, 19, 4]
        .iter()
        .filter_map(|&n| Cell::new(n))
        .collect();
    let qubic = PastGame {
        finished: 1_795_000_000,
        rival: Rival::Qubic(QubicOpponent::Hard),
        side: Mark::X,
        played: Played::Qubic {
            start: Position::default(),
            moves: cells.clone(),
        },
        outcome: Outcome::Won(Mark::X),
        names: Default::default(),
    };
    assert_eq!(
        report([qubic.clone()].iter()),
        "  1  2026-11-18 11:06 UTC  Qubic against hard as x: you won; moves x1 o17 x2 o18 x3 o19 x4\n"
    );
    let game = &json([qubic].iter())["games"][0];
    assert_eq!(
        (game["game"].as_str(), game["opponent"].as_str()),
        (Some("qubic"), Some("hard"))
    );
    let review = cube_review(Position::default(), &cells);
    assert_eq!(review.len(), 7);
    assert_eq!(review[0].0, "1. x 1-1-1 (1)");
    assert_eq!(
        review[5],
        (
            "6. o 2-1-3 (19): X can win now: 1-1-4 (4).".to_string(),
            Some("X can win now: 1-1-4 (4).".to_string())
        )
    );
}
