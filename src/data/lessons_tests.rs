//! Tests of `learner.json`: lessons read, read back as written, merge, and
//! bad ones are damage.

use super::*;
use crate::data::format::{format_file, parse_file, Damage};

fn file(forbidden: &str, tried: &str) -> String {
    format!(
        "{{\"version\": 1, \"record\": {{\"won\": 1, \"lost\": 2, \"tied\": 3}}, \
         \"forbidden\": [{forbidden}], \"tried\": [{tried}]}}"
    )
}

fn moves(rules: &str, position: &str, squares: &str) -> String {
    format!("{{\"rules\": \"{rules}\", \"position\": \"{position}\", \"squares\": [{squares}]}}")
}

fn parse(forbidden: &[String]) -> Result<Vec<(String, Vec<u8>)>, Damage> {
    let text = file(&forbidden.join(", "), "");
    parse_file::<Lessons>(text.as_bytes()).map(|l| {
        l.memory
            .entries()
            .map(|(b, m)| {
                (
                    b.to_string(),
                    Square::in_mask(m).map(Square::number).collect(),
                )
            })
            .collect()
    })
}

fn entries(es: &[(&str, &[u8])]) -> Vec<(String, Vec<u8>)> {
    es.iter()
        .map(|(b, sqs)| (b.to_string(), sqs.to_vec()))
        .collect()
}

#[test]
fn lessons_parse() {
    assert_eq!(parse(&[]), Ok(vec![]));
    let two = [
        moves("standard", "x___o____", "2, 4"),
        moves("standard", "_________", "9"),
    ];
    assert_eq!(
        parse(&two),
        Ok(entries(&[
            ("_________", &[1, 3, 7, 9]),
            ("x___o____", &[2, 4])
        ]))
    );
    let upper = [moves("standard", "X...O....", "4, 2")];
    assert_eq!(parse(&upper), Ok(entries(&[("x___o____", &[2, 4])])));
}

#[test]
fn bad_lessons_are_damage() {
    let said = |forbidden: &[String]| match parse(forbidden) {
        Err(damage) => damage.to_string(),
        Ok(read) => panic!("read {read:?}"),
    };
    let m = |position, squares| moves("standard", position, squares);
    for (forbidden, words) in [
        (
            vec![m("x___o____", "")],
            "position 'x___o____' has no squares",
        ),
        (
            vec![m("x___o____", "1")],
            "1 is not a free square of x___o____",
        ),
        (
            vec![m("x___o____", "0")],
            "0 is not a free square of x___o____",
        ),
        (vec![m("x___o____", "\"two\"")], "invalid type"),
        (
            vec![m("xxx_oo___", "7")],
            "position 'xxx_oo___' is finished",
        ),
        (
            vec![m("x__", "7")],
            "position 'x__' has 3 characters; it needs exactly 9, one per square",
        ),
        (
            vec![m("_________", "1"), m("_________", "2")],
            "position '_________' appears twice",
        ),
        (
            vec![moves("corner-l", "xx_xoo___", "3")],
            "position 'xx_xoo___' is finished",
        ),
    ] {
        let said = said(&forbidden);
        assert!(
            said.contains("does not hold the learner's lessons") && said.contains(words),
            "{said}"
        );
    }
    let no_record = "{\"version\": 1, \"forbidden\": [], \"tried\": []}";
    assert!(parse_file::<Lessons>(no_record.as_bytes()).is_err());
}

#[test]
fn lessons_read_back_as_written() {
    let mut lessons = Lessons::default();
    let board = parse_board("x___o____").expect("a fixture");
    let choice = |n| Choice {
        before: board,
        square: Square::new(n).expect("a square"),
        unforced: true,
    };
    // 3 and 7 are the same move in x 1, o 5: one lesson covers both.
    assert_eq!(lessons.learn_from_game(&[choice(3)], GameResult::Lost), 2);
    assert_eq!(lessons.learn_from_game(&[choice(9)], GameResult::Tied), 0);
    let saved = SavedLessons::from(lessons.clone());
    assert_eq!(
        saved.record,
        Tally {
            won: 0,
            lost: 1,
            tied: 1
        }
    );
    let squares = |m: &[SavedSquares]| {
        m.iter()
            .map(|m| (m.position.clone(), m.squares.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        squares(&saved.forbidden),
        [("x___o____".to_string(), vec![3, 7])]
    );
    assert_eq!(squares(&saved.tried), [("x___o____".to_string(), vec![9])]);
    let text = format_file(&lessons);
    assert_eq!(parse_file::<Lessons>(text.as_bytes()), Ok(lessons));
}

#[test]
fn merging_keeps_both_memories_lessons() {
    let (a, b) = (
        parse_board("_________").expect("a fixture"),
        parse_board("x________").expect("a fixture"),
    );
    let sq = |n| Square::new(n).expect("a square");
    let (mut one, mut two) = (Memory::new(), Memory::new());
    one.forbid(a, sq(1));
    two.forbid(a, sq(2));
    two.forbid(b, sq(5));
    one.absorb(&two);
    assert_eq!(
        (one.forbidden_in(&a), one.forbidden_in(&b), one.lessons()),
        (0b1_1110_1111, 0b10000, 9)
    );
}

#[test]
fn each_variant_keeps_its_own_lessons() {
    let forbidden = [
        moves("standard", "x________", "2"),
        moves("corner-l", "x________", "4"),
        moves("corner-l", "x___o____", "2"),
    ];
    let text = file(&forbidden.join(", "), "");
    let lessons = parse_file::<Lessons>(text.as_bytes()).expect("a whole file");
    let empty_x = parse_board("x________").expect("legal");
    assert_eq!(lessons.memory.forbidden_in(&empty_x), 0b1010);
    assert_eq!(
        lessons.memory.forbidden_in(&empty_x.under(Rules::CornerL)),
        0b1010
    );
    assert_eq!(lessons.memory.lessons_under(Rules::CornerL), 4);
    assert_eq!(lessons.memory.lessons_under(Rules::Standard), 2);
    let saved = SavedLessons::from(lessons.clone());
    let rules: Vec<Rules> = saved.forbidden.iter().map(|m| m.rules).collect();
    assert_eq!(rules, [Rules::Standard, Rules::CornerL, Rules::CornerL]);
    let written = format_file(&lessons);
    assert_eq!(parse_file::<Lessons>(written.as_bytes()), Ok(lessons));
}

#[test]
fn other_copies_of_a_position_load_onto_canonical_ones() {
    // x 9, o 5 is x 1, o 5 turned; its lesson 8 is 2 (and so 4) there.
    let text = file(
        &moves("standard", "____o___x", "8"),
        &moves("standard", "____o___x", "6"),
    );
    let lessons = parse_file::<Lessons>(text.as_bytes()).expect("a whole file");
    let x1o5 = parse_board("x___o____").expect("legal");
    let x9o5 = parse_board("____o___x").expect("legal");
    assert_eq!(lessons.memory.forbidden_in(&x1o5), 0b1010);
    assert_eq!(lessons.memory.forbidden_in(&x9o5), 0b1010_0000);
    assert_eq!(lessons.memory.tried_in(&x9o5), 0b1010_0000);
    let saved = SavedLessons::from(lessons);
    assert_eq!(saved.forbidden[0].position, "x___o____");
    assert_eq!(saved.forbidden[0].squares, [2, 4]);
    assert_eq!(saved.tried[0].squares, [2, 4]);
}
