//! Tests of `samuel.json`.

use super::*;
use crate::data::format::{format_file, parse_file};

#[test]
fn weights_read_back_as_written_and_bad_ones_are_damage() {
    let mut file = SavedWeights::default();
    file.samuel
        .set_weights(Rules::CornerL, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    let saved = champions(&file.samuel);
    assert_eq!(saved.len(), 1, "equal weights are not written");
    assert_eq!(saved[0].rules, Rules::CornerL);
    let text = format_file(&file);
    assert_eq!(parse_file::<SavedWeights>(text.as_bytes()), Ok(file));
    let said = |weights: &str| {
        let text = format!("{{\"version\": 1, \"weights\": [{weights}]}}");
        match parse_file::<SavedWeights>(text.as_bytes()) {
            Err(damage) => damage.to_string(),
            Ok(file) => panic!("read {file:?}"),
        }
    };
    let one = |weights: &str| format!("{{\"rules\": \"standard\", \"weights\": [{weights}]}}");
    assert!(said(&one("1, 2, 3")).contains("expected an array of length 9"));
    assert!(said(&one("1, 1, 1, 1, 1, 1, 1, 1, -1")).contains("not all from 0 to 1000000"));
    let nine = one("1, 1, 1, 1, 1, 1, 1, 1, 1");
    assert!(said(&format!("{nine}, {nine}")).contains("the weights under standard appear twice"));
}
