use super::*;
use crate::core::board::{GameResult, Mark};
use crate::data::datafile::{format_file, parse_file};
use crate::strategy::learner::Choice;

fn parse(body: &str) -> Result<Matchboxes, Damage> {
    parse_file::<Matchboxes>(format!("ttt menace 1\n{body}end\n").as_bytes())
}

fn bad(line: usize, why: &str) -> Result<Matchboxes, Damage> {
    Err(Damage::BadLine {
        line,
        why: why.into(),
    })
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
    let text = format_file(&file);
    assert!(
        text.contains("\nx___o____ 0 3 3 0 0 3 0 0 6\nrules corner-l\n"),
        "{text}"
    );
    assert_eq!(parse_file::<Matchboxes>(text.as_bytes()), Ok(file));
}

#[test]
fn a_box_in_any_copy_loads_onto_its_canonical_copy() {
    let file = parse("____o___x 3 0 0 0 0 0 0 0 0\n").expect("a box");
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
    let why = "expected nine bead counts of 0 to 255";
    assert_eq!(parse("_________ 1 2 3\n"), bad(2, why));
    assert_eq!(parse("_________ 1 2 3 4 5 6 7 8 256\n"), bad(2, why));
    assert_eq!(
        parse("x________ 1 0 0 0 0 0 0 0 0\n"),
        bad(
            2,
            "the box of 'x________' needs beads, and only on free squares"
        )
    );
    assert_eq!(
        parse("_________ 0 0 0 0 0 0 0 0 0\n"),
        bad(
            2,
            "the box of '_________' needs beads, and only on free squares"
        )
    );
    assert_eq!(
        parse("xxxoo____ 0 0 0 0 0 1 0 0 0\n"),
        bad(2, "position 'xxxoo____' has no box")
    );
    assert_eq!(
        parse("x________ 0 1 0 0 0 0 0 0 0\n________x 0 1 0 0 0 0 0 0 0\n"),
        bad(3, "position '________x' appears twice")
    );
}
