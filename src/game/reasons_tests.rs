//! Tests of `reasons.rs`: plain words first, the book's term after.

use super::*;

fn check(rule: Rule, words: &str, short: &str) {
    assert_eq!(rule_words(rule), words, "{rule}");
    assert_eq!(rule_short(rule), short, "{rule}");
}

#[test]
fn the_books_plain_rules_keep_their_words_in_the_history() {
    check(Rule::Corner, "takes a corner", "corner");
    check(Rule::Block, "blocks a line of two", "block");
    check(Rule::Fork, "makes two lines at once (fork)", "fork");
}

#[test]
fn hyde_s_patterns_say_what_they_do_then_their_number() {
    check(
        Rule::Pattern(8),
        "blocks a line of two (Hyde's pattern 8)",
        "block",
    );
    check(
        Rule::Pattern(12),
        "blocks a fork with the corner between two edges (Hyde's pattern 12)",
        "blocks a fork",
    );
    check(
        Rule::Pattern(16),
        "answers the centre with a corner (Hyde's pattern 16)",
        "answers the centre",
    );
    let fallback = "takes the first free square, as no pattern fits (first-empty)";
    check(Rule::FirstEmpty, fallback, "first free square");
}

#[test]
fn the_learners_say_how_they_chose_without_codes() {
    check(
        Rule::Beads {
            drawn: 4,
            total: 20,
        },
        "drew one of this square's 4 beads from its matchbox of 20",
        "drew a bead",
    );
    check(
        Rule::Weighted { score: 7, ties: 1 },
        "scores best on its learned weights (7 points)",
        "best score",
    );
    check(
        Rule::Weighted { score: 7, ties: 3 },
        "scores best on its learned weights (7 points), picked at random among 3 such squares",
        "best score",
    );
    let chance = Rule::Chance {
        allowed: 5,
        avoided: 2,
    };
    let words = "picks at random among 5 squares, avoiding 2 it learned lose";
    check(chance, words, "at random");
    let chance = Rule::Chance {
        allowed: 5,
        avoided: 0,
    };
    check(chance, "picks at random among 5 squares", "at random");
}

#[test]
fn perfect_says_what_its_reading_means() {
    let plan = |outlook, moves, traps| {
        Rule::Perfect(Plan {
            outlook,
            moves,
            traps,
        })
    };
    check(plan(Outlook::Win, 1, 0), "completes a line", "win");
    check(
        plan(Outlook::Win, 3, 0),
        "forces a win within 3 moves",
        "wins in 3",
    );
    let draw = "keeps the game a draw, and 5 replies to it lose";
    check(plan(Outlook::Draw, 9, 5), draw, "draw");
}

#[test]
fn no_word_is_a_bare_code() {
    for n in 1..=16 {
        let words = rule_words(Rule::Pattern(n));
        assert!(words.starts_with(char::is_lowercase), "{words}");
        assert!(!rule_short(Rule::Pattern(n)).contains("pattern"));
    }
}

#[test]
fn one_of_a_thing_is_said_in_the_singular() {
    let one_bead = Rule::Beads { drawn: 1, total: 9 };
    check(
        one_bead,
        "drew one of this square's 1 bead from its matchbox of 9",
        "drew a bead",
    );
    let one_point = Rule::Weighted { score: 1, ties: 1 };
    check(
        one_point,
        "scores best on its learned weights (1 point)",
        "best score",
    );
    let plan = crate::strategy::perfect::Plan {
        outlook: crate::strategy::perfect::Outlook::Draw,
        moves: 5,
        traps: 1,
    };
    let hint = crate::game::messages::hint(crate::core::square::sq(5), plan, "Logo");
    assert!(hint.contains("1 of Logo's replies loses"), "{hint}");
}
