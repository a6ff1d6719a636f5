//! Tests of `scores.json`: scores read, read back as written, and bad ones
//! are damage.

use crate::core::board::{GameResult, Mark, Rules};
use crate::data::format::{format_file, parse_file, Damage};
use crate::record::scores::Scores;
use crate::record::scores::Tally;
use crate::strategy::Opponent;

type Row = (Rules, Opponent, Mark, Tally);

fn parse(scores: &str) -> Result<Vec<Row>, Damage> {
    let text = format!("{{\"version\": 1, \"scores\": [{scores}]}}");
    parse_file::<Scores>(text.as_bytes())
        .map(|s| s.iter().filter(|(_, _, _, t)| t.games() > 0).collect())
}

fn score(rules: &str, opponent: &str, side: &str, won: u64) -> String {
    format!(
        "{{\"rules\": \"{rules}\", \"opponent\": \"{opponent}\", \"side\": \"{side}\", \
         \"won\": {won}, \"lost\": 1, \"tied\": 0}}"
    )
}

fn tally(won: u64, lost: u64, tied: u64) -> Tally {
    Tally { won, lost, tied }
}

#[test]
fn scores_parse() {
    use Rules::*;
    assert_eq!(parse(""), Ok(vec![]));
    let scores = [
        score("standard", "logo", "x", 3),
        score("corner-square", "hyde", "o", 5),
    ];
    assert_eq!(
        parse(&scores.join(", ")),
        Ok(vec![
            (Standard, Opponent::Logo, Mark::X, tally(3, 1, 0)),
            (CornerSquare, Opponent::Hyde, Mark::O, tally(5, 1, 0)),
        ])
    );
}

#[test]
fn bad_scores_are_damage() {
    let said = |scores: &str| match parse(scores) {
        Err(damage) => damage.to_string(),
        Ok(rows) => panic!("read {rows:?} from {scores}"),
    };
    for (scores, words) in [
        (score("standard", "lego", "x", 1), "unknown variant `lego`"),
        (score("standard", "logo", "z", 1), "unknown variant `z`"),
        (score("corner", "logo", "x", 1), "unknown variant `corner`"),
        (
            score("standard", "logo", "x", 1).replace("\"won\": 1", "\"won\": -1"),
            "invalid value",
        ),
        ("{\"rules\": \"standard\"}".into(), "missing field"),
        (
            [
                score("corner-l", "logo", "x", 1),
                score("corner-l", "logo", "x", 2),
            ]
            .join(","),
            "logo as x under corner-l appears twice",
        ),
    ] {
        let said = said(&scores);
        assert!(
            said.contains("it does not hold your scores") && said.contains(words),
            "{said}"
        );
    }
}

#[test]
fn scores_read_back_as_written() {
    let mut scores = Scores::default();
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Perfect),
        Rules::Standard,
        Mark::O,
        GameResult::Tied,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Dawson),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Dawson),
        Rules::Standard,
        Mark::X,
        GameResult::Won,
    );
    let standard_only = format_file(&scores);
    assert!(!standard_only.contains("corner-l"), "{standard_only}");
    assert_eq!(
        standard_only.matches("\"opponent\"").count(),
        20,
        "every standard tally"
    );
    scores.add(
        crate::record::Rival::TicTacToe(Opponent::Scheme),
        Rules::CornerL,
        Mark::O,
        GameResult::Lost,
    );
    let text = format_file(&scores);
    assert_eq!(text.matches("\"corner-l\"").count(), 1, "{text}");
    assert_eq!(parse_file::<Scores>(text.as_bytes()), Ok(scores));
}
