//! Tests of `scores.rs`.

use super::*;
use crate::core::board::{Board, Square};
use crate::record::Rival;

/// A line per `Scores::played` tally.
fn lines(scores: &Scores) -> Vec<String> {
    scores
        .played()
        .map(|(rules, opponent, side, tally)| match rules {
            Rules::Standard => format!("against {:<8} as {side}: {tally}", opponent.name()),
            _ => format!(
                "against {:<8} as {side} under {rules}: {tally}",
                opponent.name()
            ),
        })
        .collect()
}

#[test]
fn stats_has_one_line_per_opponent_and_side() {
    let mut scores = Scores::default();
    scores.add(
        Rival::TicTacToe(Opponent::Learner),
        Rules::Standard,
        Mark::O,
        GameResult::Lost,
    );
    scores.add(
        Rival::TicTacToe(Opponent::Hyde),
        Rules::CornerL,
        Mark::X,
        GameResult::Won,
    );
    let lines = lines(&scores);
    assert_eq!(lines.len(), 2 * Opponent::ALL.len() + 1);
    assert_eq!(lines[0], "against logo     as x: 0 won, 0 lost, 0 tied");
    assert_eq!(lines[11], "against learner  as o: 0 won, 1 lost, 0 tied");
    assert_eq!(
        lines[2 * Opponent::ALL.len()],
        "against hyde     as x under corner-l: 1 won, 0 lost, 0 tied"
    );
}

/// A game against logo, finished at `finished`, of `moves` from the empty
/// board under `rules`.
fn past(finished: u64, rules: Rules, moves: &[u8]) -> PastGame {
    let mut board = Board::empty_under(rules);
    let moves: Vec<Square> = moves.iter().filter_map(|&n| Square::new(n)).collect();
    for &sq in &moves {
        board = board.with(sq, board.to_move());
    }
    PastGame {
        finished,
        rival: Rival::TicTacToe(Opponent::Logo),
        side: Mark::X,
        played: Played::TicTacToe {
            start: Board::empty_under(rules),
            moves,
        },
        outcome: board.outcome().unwrap_or(Outcome::Tie),
        names: Default::default(),
    }
}

#[test]
fn past_games_keep_the_newest_200_oldest_first() {
    let mut scores = Scores::default();
    for finished in 0..PAST_GAMES_KEPT as u64 + 5 {
        scores.keep_game(past(finished, Rules::Standard, &[5, 1, 9]));
    }
    let kept: Vec<u64> = scores.games().iter().map(|g| g.finished).collect();
    assert_eq!(kept.len(), PAST_GAMES_KEPT);
    assert_eq!(kept.first(), Some(&5));
    assert_eq!(kept.last(), Some(&(PAST_GAMES_KEPT as u64 + 4)));
    assert!(kept.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn reset_keeps_past_games_and_clear_keeps_scores() {
    let mut scores = Scores::default();
    scores.add(
        Rival::TicTacToe(Opponent::Logo),
        Rules::Standard,
        Mark::X,
        GameResult::Lost,
    );
    scores.keep_game(past(1, Rules::Standard, &[1, 5, 2, 3, 7, 4, 9, 8]));
    let mut reset = scores.clone();
    reset.reset_tallies();
    assert!(reset.no_tallies());
    assert_eq!(reset.games(), scores.games());
    let mut cleared = scores.clone();
    cleared.clear_games();
    assert!(cleared.games().is_empty());
    assert_eq!(
        cleared.iter().collect::<Vec<_>>(),
        scores.iter().collect::<Vec<_>>()
    );
}

#[test]
fn past_games_round_trip_through_the_file() {
    let mut scores = Scores::default();
    scores.add(
        Rival::TicTacToe(Opponent::Logo),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    scores.keep_game(past(1_700_000_000, Rules::Standard, &[1, 4, 2, 5, 3]));
    scores.keep_game(past(1_700_000_100, Rules::CornerL, &[1, 2]));
    let mut from_position = past(1_700_000_200, Rules::Standard, &[9]);
    let start =
        Board::empty_under(Rules::Standard).with(Square::new(5).expect("a square"), Mark::X);
    from_position.played = Played::TicTacToe {
        start,
        moves: vec![Square::new(9).expect("a square")],
    };
    from_position.side = Mark::O;
    from_position.rival = Rival::TicTacToe(Opponent::Human);
    scores.keep_game(from_position);
    let text = serde_json::to_string(&scores).expect("JSON");
    assert!(text.contains(r#""start":"____x____""#), "{text}");
    assert!(text.contains(r#""outcome":{"won":"x"}"#), "{text}");
    assert_eq!(
        serde_json::from_str::<Scores>(&text).expect("read back"),
        scores
    );
}

#[test]
fn a_file_from_before_past_games_loads_and_is_written_the_same() {
    let old = r#"{"scores":[{"rules":"standard","opponent":"logo","side":"x","won":1,"lost":0,"tied":0}]}"#;
    let scores: Scores = serde_json::from_str(old).expect("an old file");
    assert!(scores.games().is_empty());
    assert_eq!(scores.get(Rules::Standard, Opponent::Logo, Mark::X).won, 1);
    assert!(!serde_json::to_string(&scores)
        .expect("JSON")
        .contains("games"));
}

#[test]
fn a_past_game_that_cannot_be_played_is_refused() {
    let file = |game: &str| format!(r#"{{"scores":[],"games":[{game}]}}"#);
    let game = |start: &str, moves: &str| {
        format!(
            r#"{{"finished":1,"rules":"standard","opponent":"logo","side":"x","start":"{start}","moves":[{moves}],"outcome":"tie"}}"#
        )
    };
    assert!(serde_json::from_str::<Scores>(&file(&game("_________", "5,1"))).is_ok());
    for (start, moves, words) in [
        ("_________", "5,5", "move 5 cannot be played"),
        ("_________", "0", "move 0 cannot be played"),
        ("_________", "1,4,2,5,3,6", "move 6 cannot be played"),
        ("xx_______", "", "past game 1:"),
    ] {
        let said = serde_json::from_str::<Scores>(&file(&game(start, moves)))
            .err()
            .map(|e| e.to_string());
        assert!(
            said.as_deref().is_some_and(|s| s.contains(words)),
            "{said:?}"
        );
    }
}

#[test]
fn qubic_tallies_are_kept_apart_and_read_back() {
    let mut scores = Scores::default();
    scores.add(
        Rival::Qubic(QubicOpponent::Hard),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    scores.add(
        Rival::Qubic(QubicOpponent::Human),
        Rules::Standard,
        Mark::O,
        GameResult::Tied,
    );
    assert!(
        scores.iter().all(|(_, _, _, t)| t.games() == 0),
        "no 3×3 tally"
    );
    assert!(!scores.no_tallies());
    let text = serde_json::to_string(&scores).expect("scores serialize");
    assert!(
        text.contains(r#""qubic":[{"opponent":"hard","side":"x","won":1,"lost":0,"tied":0}"#),
        "{text}"
    );
    let back: Scores = serde_json::from_str(&text).expect("scores read back");
    assert_eq!(back, scores);
    assert_eq!(back.qubic(QubicOpponent::Human, Mark::O).tied, 1);
    let twice = text
        .replace(r#""opponent":"human""#, r#""opponent":"hard""#)
        .replace(r#""side":"o""#, r#""side":"x""#);
    assert!(
        serde_json::from_str::<Scores>(&twice).is_err(),
        "a tally given twice"
    );
    scores.reset_tallies();
    assert!(scores.no_tallies());
}
