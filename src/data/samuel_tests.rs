//! Tests of `samuel.rs`.

use super::*;
use crate::data::datafile::{format_file, parse_file};

#[test]
fn weights_read_back_as_written_and_bad_ones_are_damage() {
    let mut file = SavedWeights::default();
    file.samuel
        .set_weights(Rules::CornerL, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    let text = format_file(&file);
    assert!(
        text.contains("\nrules corner-l\nweights 9 8 7 6 5 4 3 2 1\nend\n"),
        "{text}"
    );
    assert_eq!(parse_file::<SavedWeights>(text.as_bytes()), Ok(file));
    let bad = |body: &str| {
        parse_file::<SavedWeights>(format!("ttt samuel 1\n{body}end\n").as_bytes()).err()
    };
    let why = "expected 'weights' and nine whole numbers from 0 to 1000000";
    assert_eq!(
        bad("weights 1 2 3\n"),
        Some(Damage::BadLine {
            line: 2,
            why: why.into()
        })
    );
    assert_eq!(
        bad("weights 1 1 1 1 1 1 1 1 -1\n"),
        Some(Damage::BadLine {
            line: 2,
            why: why.into()
        })
    );
    let twice = "expected one 'weights' line per rules";
    assert_eq!(
        bad("weights 1 1 1 1 1 1 1 1 1\nweights 1 1 1 1 1 1 1 1 1\n"),
        Some(Damage::BadLine {
            line: 3,
            why: twice.into()
        })
    );
}
