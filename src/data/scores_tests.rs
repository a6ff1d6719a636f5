//! Tests of `scores.txt`: scores parse, read back as written, and bad lines
//! are damage.

use super::*;
use crate::core::board::GameResult;
use crate::data::datafile::{format_file, parse_file};

type Row = (Rules, Opponent, Mark, Tally);

fn check(body: &str, expected: Result<Vec<Row>, Damage>) {
    let text = format!("ttt scores 1\n{body}end\n");
    let got = parse_file::<Scores>(text.as_bytes())
        .map(|s| s.iter().filter(|(_, _, _, t)| t.games() > 0).collect());
    assert_eq!(got, expected, "parsing {body:?}");
}

fn tally(won: u64, lost: u64, tied: u64) -> Tally {
    Tally { won, lost, tied }
}

fn bad(line: usize, why: &str) -> Result<Vec<Row>, Damage> {
    Err(Damage::BadLine {
        line,
        why: why.into(),
    })
}

#[test]
fn scores_parse() {
    use Rules::*;
    check("", Ok(vec![]));
    check(
        "logo x 3 1 0\nhyde o 0 0 7\n",
        Ok(vec![
            (Standard, Opponent::Logo, Mark::X, tally(3, 1, 0)),
            (Standard, Opponent::Hyde, Mark::O, tally(0, 0, 7)),
        ]),
    );
    check(
        "human X 1 2 3\n",
        Ok(vec![(Standard, Opponent::Human, Mark::X, tally(1, 2, 3))]),
    );
    check(
        "logo x 1 0 0\nrules corner-square\nlogo x 0 2 0\nrules no-diagonals\nhyde o 5 0 0\n",
        Ok(vec![
            (Standard, Opponent::Logo, Mark::X, tally(1, 0, 0)),
            (NoDiagonals, Opponent::Hyde, Mark::O, tally(5, 0, 0)),
            (CornerSquare, Opponent::Logo, Mark::X, tally(0, 2, 0)),
        ]),
    );
}

#[test]
fn bad_score_lines_are_damage() {
    check(
        "logo x 3 1\n",
        bad(2, "expected OPPONENT SIDE WON LOST TIED"),
    );
    check("lego x 3 1 0\n", bad(2, "unknown opponent 'lego'"));
    check("logo z 3 1 0\n", bad(2, "side 'z' is not x or o"));
    check("logo x 3 -1 0\n", bad(2, "'-1' is not a count"));
    check(
        "logo x 3 1 99999999999999999999\n",
        bad(2, "'99999999999999999999' is not a count"),
    );
    check(
        "logo x 1 1 1\nlogo x 1 1 1\n",
        bad(3, "logo as x appears twice"),
    );
    check("rules corner\n", bad(2, "unknown rules 'corner'"));
    check("rules\n", bad(2, "expected 'rules NAME'"));
    check(
        "rules corner-l\nlogo x 1 1 1\nrules corner-l\n",
        bad(4, "the corner-l section appears twice"),
    );
    check(
        "rules corner-l\nlogo x 1 1 1\nlogo x 1 1 1\n",
        bad(4, "logo as x under corner-l appears twice"),
    );
}

#[test]
fn scores_read_back_as_written() {
    let mut scores = Scores::default();
    scores.add(
        Rules::Standard,
        Opponent::Perfect,
        Mark::O,
        GameResult::Tied,
    );
    scores.add(Rules::Standard, Opponent::Dawson, Mark::X, GameResult::Won);
    scores.add(Rules::Standard, Opponent::Dawson, Mark::X, GameResult::Won);
    let standard_only = format_file(&scores);
    assert!(
        standard_only.contains("\ndawson x 2 0 0\n"),
        "{standard_only}"
    );
    assert!(
        !standard_only.contains("rules"),
        "the first version's file: {standard_only}"
    );
    scores.add(Rules::CornerL, Opponent::Scheme, Mark::O, GameResult::Lost);
    let text = format_file(&scores);
    assert!(
        text.contains("\nrules corner-l\nscheme o 0 1 0\nend\n"),
        "{text}"
    );
    assert_eq!(parse_file::<Scores>(text.as_bytes()), Ok(scores));
}
