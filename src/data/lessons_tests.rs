//! Tests of `learner.txt`: lessons parse, read back as written, merge, and
//! bad ones are damage.

use super::*;
use crate::data::datafile::{format_file, parse_file};

fn check(body: &str, expected: Result<&[(&str, &[u8])], Damage>) {
    let text = format!("ttt learner 1\n{body}end\n");
    let got = parse_file::<Lessons>(text.as_bytes()).map(|l| {
        l.memory
            .entries()
            .map(|(b, m)| (b.to_string(), squares_of(m).map(|s| s.number()).collect()))
            .collect()
    });
    let expected: Result<Vec<(String, Vec<u8>)>, Damage> = expected.map(|es| {
        es.iter()
            .map(|(b, sqs)| (b.to_string(), sqs.to_vec()))
            .collect()
    });
    assert_eq!(got, expected, "parsing {body:?}");
}

fn bad(line: usize, why: &str) -> Result<&'static [(&'static str, &'static [u8])], Damage> {
    Err(Damage::BadLine {
        line,
        why: why.into(),
    })
}

#[test]
fn lessons_parse() {
    check("", Ok(&[]));
    check(
        "x___o____ 2 4\n_________ 9\n",
        Ok(&[("_________", &[1, 3, 7, 9]), ("x___o____", &[2, 4])]),
    );
    check("X...O.... 4 2\n", Ok(&[("x___o____", &[2, 4])]));
}

#[test]
fn bad_lessons_are_damage() {
    check(
        "x___o____\n",
        bad(2, "position 'x___o____' has no squares after it"),
    );
    check(
        "x___o____ 1\n",
        bad(2, "'1' is not a free square of x___o____"),
    );
    check(
        "x___o____ 0\n",
        bad(2, "'0' is not a free square of x___o____"),
    );
    check(
        "x___o____ two\n",
        bad(2, "'two' is not a free square of x___o____"),
    );
    check("xxx_oo___ 7\n", bad(2, "position 'xxx_oo___' is finished"));
    check(
        "x__ 7\n",
        bad(
            2,
            "position 'x__' has 3 characters; it needs exactly 9, one per square",
        ),
    );
    check(
        "_________ 1\n_________ 2\n",
        bad(3, "position '_________' appears twice"),
    );
    check(
        "record 1 2 3\nrecord 1 2 3\n",
        bad(3, "expected one 'record WON LOST TIED' line"),
    );
    check(
        "record 1 2\n",
        bad(2, "expected one 'record WON LOST TIED' line"),
    );
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
    let text = format_file(&lessons);
    assert!(
        text.contains("\nrecord 0 1 1\n")
            && text.contains("\nx___o____ 3 7\n")
            && text.contains("\ntried x___o____ 9\n"),
        "{text}"
    );
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
    merge_memory(&mut one, &two);
    assert_eq!(
        (one.forbidden_in(&a), one.forbidden_in(&b), one.lessons()),
        (0b1_1110_1111, 0b10000, 9)
    );
}

#[test]
fn each_variant_keeps_its_own_lessons() {
    let text = "ttt learner 1\nx________ 2\nrules corner-l\nx________ 4\nx___o____ 2\nend\n";
    let lessons = parse_file::<Lessons>(text.as_bytes()).expect("a whole file");
    let empty_x = parse_board("x________").expect("legal");
    assert_eq!(lessons.memory.forbidden_in(&empty_x), 0b1010);
    assert_eq!(
        lessons.memory.forbidden_in(&empty_x.under(Rules::CornerL)),
        0b1010
    );
    assert_eq!(lessons.memory.lessons_under(Rules::CornerL), 4);
    assert_eq!(lessons.memory.lessons_under(Rules::Standard), 2);
    let written = format_file(&lessons);
    assert!(
        written.ends_with("x________ 2 4\nrules corner-l\nx________ 2 4\nx___o____ 2 4\nend\n"),
        "{written}"
    );
    assert_eq!(parse_file::<Lessons>(written.as_bytes()), Ok(lessons));
    let finished_under_l = "ttt learner 1\nrules corner-l\nxx_xoo___ 3\nend\n";
    assert_eq!(
        parse_file::<Lessons>(finished_under_l.as_bytes()).err(),
        Some(Damage::BadLine {
            line: 3,
            why: "position 'xx_xoo___' is finished".into()
        })
    );
}

#[test]
fn a_file_written_before_symmetry_loads_onto_canonical_copies() {
    // x 9, o 5 is x 1, o 5 turned; its lesson 8 is 2 (and so 4) there.
    let text = "ttt learner 1\n____o___x 8\ntried ____o___x 6\nend\n";
    let lessons = parse_file::<Lessons>(text.as_bytes()).expect("a whole file");
    let x1o5 = parse_board("x___o____").expect("legal");
    let x9o5 = parse_board("____o___x").expect("legal");
    assert_eq!(lessons.memory.forbidden_in(&x1o5), 0b1010);
    assert_eq!(lessons.memory.forbidden_in(&x9o5), 0b1010_0000);
    assert_eq!(lessons.memory.tried_in(&x9o5), 0b1010_0000);
    let written = format_file(&lessons);
    assert!(
        written.contains("\nx___o____ 2 4\ntried x___o____ 2 4\n"),
        "{written}"
    );
}
