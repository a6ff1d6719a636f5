//! Tests of the terminal's colour and wrapping: breaks at spaces within the
//! width, colour only as codes around the same text.

use super::*;

#[test]
fn wrapping_breaks_at_spaces_within_the_width() {
    let table: [(&str, usize, &[&str]); 5] = [
        ("", 20, &[""]),
        ("Tie game!", 20, &["Tie game!"]),
        (
            "Not a valid move: square 5 is taken.",
            20,
            &["Not a valid move:", "square 5 is taken."],
        ),
        ("one two three", 13, &["one two three"]),
        (
            "abcdefghijklmnopqrstuvwxyz",
            10,
            &["abcdefghij", "klmnopqrst", "uvwxyz"],
        ),
    ];
    for (text, width, expected) in table {
        assert_eq!(wrap(text, width), expected, "{text:?} in {width}");
    }
}

#[test]
fn colour_is_only_codes_around_the_same_text() {
    for ink in [
        Ink::X,
        Ink::O,
        Ink::Win,
        Ink::Bad,
        Ink::Muted,
        Ink::Strong,
        Ink::Talk,
    ] {
        let painted = paint("You win!", ink, true);
        assert!(painted.contains('\u{1b}'), "{ink:?}");
        assert_eq!(strip(&painted), "You win!");
        assert_eq!(paint("You win!", ink, false), "You win!");
    }
}
