//! Tests of the rule variants: the exercise's combinations in order, their
//! masks, and their names.

use super::*;

fn written(rules: Rules) -> String {
    let words: Vec<String> = rules.combinations().iter().map(|c| c.to_string()).collect();
    words.join(" ")
}

#[test]
fn the_exercises_combinations_in_order() {
    assert_eq!(written(Rules::Standard), "123 456 789 147 258 369 159 357");
    assert_eq!(written(Rules::NoDiagonals), "123 456 789 147 258 369");
    assert_eq!(
        written(Rules::CornerL),
        "123 456 789 147 258 369 159 357 124 236 478 689"
    );
    assert_eq!(
        written(Rules::CornerSquare),
        "123 456 789 147 258 369 159 357 1245 2356 4578 5689"
    );
}

#[test]
fn masks_match_squares_and_sizes_fit() {
    for rules in Rules::ALL {
        assert!(rules.combinations().len() <= MAX_COMBINATIONS);
        for c in rules.combinations() {
            assert!(c.squares().len() <= MAX_COMBINATION_SQUARES);
            let mask = c.squares().iter().fold(0, |m, sq| m | 1 << sq.index());
            assert_eq!(c.mask(), mask, "{c}");
        }
    }
}

#[test]
fn names_round_trip_and_cycle() {
    for rules in Rules::ALL {
        assert_eq!(Rules::parse(rules.name()), Some(rules));
    }
    assert_eq!(Rules::parse("diagonal"), None);
    assert_eq!(Rules::CornerSquare.next(), Rules::Standard);
    assert_eq!(Rules::default(), Rules::Standard);
}

#[test]
fn all_follows_the_declaration_order() {
    for (i, rules) in Rules::ALL.into_iter().enumerate() {
        assert_eq!(rules as usize, i);
    }
}
