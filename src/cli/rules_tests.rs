//! Tests of `ttt rules`: each variant listed with its value under perfect
//! play.

use super::*;

#[test]
fn each_variant_is_listed_with_its_value_under_perfect_play() {
    let text = report();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(
        lines[0].starts_with("standard       123 456 789 147 258 369 159 357")
            && lines[0].ends_with("a draw")
    );
    assert!(lines[1].ends_with("a draw"), "{}", lines[1]);
    assert!(lines[2].ends_with("X wins in 7 moves"), "{}", lines[2]);
    assert!(
        lines[3].starts_with("corner-square  123 456 789 147 258 369 159 357 1245 2356 4578 5689")
    );
    assert_eq!(json()[3]["winner"], "x");
}
