//! Tests of what the opponents say: Dawson names its square; the quiet
//! opponents say nothing of their own.

use super::*;
use crate::core::square::sq;

#[test]
fn dawson_names_its_square() {
    for n in 1..=9 {
        for rule in [Rule::Win, Rule::Block, Rule::for_free_square(sq(n))] {
            for turn in 0..3 {
                let decision = Decision {
                    square: sq(n),
                    rule,
                };
                let moment = Moment::Moved { decision, turn };
                let line = talk(Opponent::Dawson, moment).expect("Dawson talks");
                assert!(
                    line.contains(&n.to_string()) || line.contains("centre"),
                    "{line}"
                );
            }
        }
    }
}

#[test]
fn only_dawson_boasts_and_only_the_learner_counts_lessons() {
    let learned = Moment::Learned { new: 2, total: 5 };
    let greeting = Moment::Greeting { side: Mark::X };
    for opponent in Opponent::ALL {
        let boasts = talk(opponent, greeting).is_some();
        assert_eq!(boasts, opponent == Opponent::Dawson, "{opponent}");
        let counts = talk(opponent, learned);
        assert_eq!(
            counts.is_some(),
            opponent == Opponent::Learner,
            "{opponent}"
        );
    }
    assert_eq!(
        talk(Opponent::Learner, learned).as_deref(),
        Some("I learned 2 new lessons from that; 5 in all.")
    );
}

#[test]
fn menace_says_what_its_beads_are_while_it_is_to_move() {
    for opponent in Opponent::ALL {
        let said = talk(opponent, Moment::Thinking);
        let beads = said.as_deref() == Some(BEADS);
        assert_eq!(beads, opponent == Opponent::Menace, "{opponent}");
    }
}
