//! Tests of `scores.rs`.

use super::*;

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
        Rules::Standard,
        Opponent::Learner,
        Mark::O,
        GameResult::Lost,
    );
    scores.add(Rules::CornerL, Opponent::Hyde, Mark::X, GameResult::Won);
    let lines = lines(&scores);
    assert_eq!(lines.len(), 2 * Opponent::ALL.len() + 1);
    assert_eq!(lines[0], "against logo     as x: 0 won, 0 lost, 0 tied");
    assert_eq!(lines[11], "against learner  as o: 0 won, 1 lost, 0 tied");
    assert_eq!(
        lines[2 * Opponent::ALL.len()],
        "against hyde     as x under corner-l: 1 won, 0 lost, 0 tied"
    );
}
