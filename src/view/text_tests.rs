//! Tests of `text.rs`.

use super::*;
use crate::picture::glyphs::FONT;

fn typeset(f: impl FnOnce(Typeset)) {
    let (glyphs, _) = Glyphs::new(FONT, 1.0).expect("the font loads");
    f(Typeset::new(&glyphs, 14.0));
}

#[test]
fn wrapping_keeps_every_word_and_every_line_inside() {
    typeset(|t| {
        let text = "Logo played o 1 (corner). Before that, you played x 5 in the centre.";
        for width in [60.0, 120.0, 200.0, 1000.0] {
            let lines = t.wrap(text, width);
            assert!(lines.iter().all(|l| t.width(l) <= width), "{lines:?}");
            if width >= 120.0 {
                assert_eq!(lines.join(" "), text, "at {width}: every word whole");
            }
        }
        assert_eq!(t.wrap(text, 1000.0).len(), 1);
    });
}

#[test]
fn no_break_spaces_hold_a_move_together() {
    typeset(|t| {
        let moves = [
            "1.\u{a0}X\u{a0}5",
            "2.\u{a0}O\u{a0}1\u{a0}corner",
            "3.\u{a0}X\u{a0}9",
        ];
        let text = moves.join(" \u{b7} ");
        // Each width holds the longest move but not all three.
        for width in [t.width(moves[1]) + 1.0, 200.0] {
            let lines = t.wrap(&text, width);
            assert!(lines.len() > 1, "at {width}: {lines:?}");
            for piece in lines.iter().flat_map(|l| l.split(' ')) {
                assert!(
                    piece == "\u{b7}" || moves.contains(&piece),
                    "at {width}: {piece:?} is not a whole move"
                );
            }
        }
    });
}

#[test]
fn a_word_wider_than_the_line_is_broken() {
    typeset(|t| {
        let lines = t.wrap("/a/very/long/path/to/a/data/directory/scores.txt", 50.0);
        assert!(
            lines.len() > 2 && lines.iter().all(|l| t.width(l) <= 50.0),
            "{lines:?}"
        );
        assert_eq!(
            lines.concat(),
            "/a/very/long/path/to/a/data/directory/scores.txt"
        );
    });
}

#[test]
fn too_many_lines_end_in_an_ellipsis() {
    typeset(|t| {
        let text = "one two three four five six seven eight nine ten eleven twelve";
        let lines = t.wrap_within(text, 60.0, 2);
        assert_eq!(lines.len(), 2);
        assert!(lines[1].ends_with(ELLIPSIS), "{lines:?}");
        assert!(t.width(&lines[1]) <= 60.0);
        assert_eq!(t.fit("short", 100.0), "short");
        assert!(t.fit("a rather long label", 40.0).ends_with(ELLIPSIS));
    });
}

#[test]
fn a_long_file_name_breaks_at_its_dots_and_dashes_never_mid_word() {
    typeset(|t| {
        let name = "scores.txt.damaged-20261123T230405Z";
        let text = format!("A copy was kept aside as {name}, and they start again.");
        let width = t.width("scores.txt.damaged-") + 2.0;
        let lines = t.wrap(&text, width);
        assert!(lines.iter().all(|l| t.width(l) <= width), "{lines:?}");
        // The name's parts end at its own marks, and its stamp is whole.
        assert!(
            lines.iter().any(|l| l.starts_with("20261123T230405Z")),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.ends_with("damaged-") || l.ends_with(".txt.")),
            "{lines:?}"
        );
        // A word with no such mark still fits, broken between letters.
        let long = "x".repeat(80);
        let lines = t.wrap(&long, 100.0);
        assert!(lines.iter().all(|l| t.width(l) <= 100.0) && lines.concat() == long);
    });
}
