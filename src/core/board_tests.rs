//! Tests of the board: results seen from the side given.

use super::*;

#[test]
fn results_are_seen_from_the_side_given() {
    assert_eq!(
        GameResult::for_side(Outcome::Won(Mark::X), Mark::X),
        GameResult::Won
    );
    assert_eq!(
        GameResult::for_side(Outcome::Won(Mark::X), Mark::O),
        GameResult::Lost
    );
    assert_eq!(
        GameResult::for_side(Outcome::Tie, Mark::O),
        GameResult::Tied
    );
}
