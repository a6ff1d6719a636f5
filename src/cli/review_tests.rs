//! Tests of `ttt review`: the window's lines give back its game, and every
//! move has a line with its mistakes named.

use super::*;

#[test]
fn the_window_s_lines_give_back_its_last_game() {
    let printed = "x 5\no 1 corner\nx 9\no 3 advance\nundo o 3\nundo x 9\nx 2\no 8 block\nI win!\nnew game\nx 1\no 5 center\nx 9\no 2 advance\n";
    assert_eq!(moves_from_transcript(printed), ["x1", "o5", "x9", "o2"]);
    assert_eq!(
        moves_from_transcript("x 36 broken: win found ...\n"),
        Vec::<String>::new()
    );
}

#[test]
fn every_move_has_a_line_and_the_mistakes_are_named() {
    let reviewed = review_words(&["5", "1", "9", "6", "8"], Rules::Standard).expect("legal");
    let text = report(&reviewed);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "{text}");
    assert_eq!(lines[0], REPORT_HEAD.trim_end());
    assert_eq!(
        lines[4],
        " 4  o 6  draw -> loss in 4  mistake (perfect plays 3: draw, 4 replies lose)"
    );
    assert_eq!(lines[6], "first mistakes: x none; o move 4 (o 6)");
    let json = json(&reviewed, Rules::Standard);
    assert_eq!(json["moves"][3]["mistake"], true);
    assert_eq!(json["first_mistakes"]["o"], 4);
    assert_eq!(json["first_mistakes"]["x"], Value::Null);
}
