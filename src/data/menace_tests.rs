//! Tests of `menace.json`: boxes read back as written, and bad ones are
//! damage.

use super::*;
use crate::core::board::{GameResult, Mark};
use crate::data::format::{format_file, parse_file, Damage};
use crate::strategy::learner::Choice;

/// Boxes as `(position, beads)` under the standard rules.
fn parse(boxes: &[(&str, &str)]) -> Result<Matchboxes, Damage> {
    let boxes: Vec<String> = boxes
        .iter()
        .map(|(position, beads)| {
            format!(
                "{{\"rules\": \"standard\", \"position\": \"{position}\", \"beads\": [{beads}]}}"
            )
        })
        .collect();
    let text = format!("{{\"version\": 1, \"boxes\": [{}]}}", boxes.join(", "));
    parse_file::<Matchboxes>(text.as_bytes())
}

fn bad(boxes: &[(&str, &str)], why: &str) {
    match parse(boxes) {
        Err(damage) => assert!(damage.to_string().contains(why), "{damage}"),
        Ok(file) => panic!("read {file:?}"),
    }
}

#[test]
fn boxes_read_back_as_written() {
    let mut file = Matchboxes::default();
    let board = parse_board("x___o____").expect("legal");
    let square = Square::new(9).expect("a square");
    let choice = Choice {
        before: board,
        square,
        unforced: true,
    };
    file.boxes.learn(&[choice], GameResult::Won);
    let mut corner_l = Boxes::default();
    corner_l.learn(
        &[Choice {
            before: board.under(Rules::CornerL),
            ..choice
        }],
        GameResult::Tied,
    );
    for (b, beads) in corner_l.entries() {
        file.boxes.set(&b, beads);
    }
    let saved = saved_boxes(&file.boxes);
    let x1o5 = saved.iter().find(|b| b.position == "x___o____");
    assert_eq!(x1o5.map(|b| b.beads), Some([0, 3, 3, 0, 0, 3, 0, 0, 6]));
    assert_eq!(saved.last().map(|b| b.rules), Some(Rules::CornerL));
    let text = format_file(&file);
    assert_eq!(parse_file::<Matchboxes>(text.as_bytes()), Ok(file));
}

#[test]
fn a_box_in_any_copy_loads_onto_its_canonical_copy() {
    let file = parse(&[("____o___x", "3, 0, 0, 0, 0, 0, 0, 0, 0")]).expect("a box");
    let x1o5 = parse_board("x___o____").expect("legal");
    assert_eq!(file.boxes.beads(&x1o5)[8], 3);
    assert_eq!(
        file.boxes
            .beads(&x1o5)
            .iter()
            .map(|&b| u32::from(b))
            .sum::<u32>(),
        3
    );
    assert_eq!(x1o5.to_move(), Mark::X);
}

#[test]
fn bad_boxes_are_damage() {
    bad(&[("_________", "1, 2, 3")], "expected an array of length 9");
    bad(
        &[("_________", "1, 2, 3, 4, 5, 6, 7, 8, 256")],
        "invalid value",
    );
    let taken = "the box of 'x________' needs beads, and only on free squares";
    bad(&[("x________", "1, 0, 0, 0, 0, 0, 0, 0, 0")], taken);
    let none = "the box of '_________' needs beads, and only on free squares";
    bad(&[("_________", "0, 0, 0, 0, 0, 0, 0, 0, 0")], none);
    bad(
        &[("xxxoo____", "0, 0, 0, 0, 0, 1, 0, 0, 0")],
        "position 'xxxoo____' has no box",
    );
    let beads = "0, 1, 0, 0, 0, 0, 0, 0, 0";
    bad(
        &[("x________", beads), ("________x", beads)],
        "position '________x' appears twice",
    );
}
