//! Tests of the line mode: a line is one key, and anything else gets one
//! line saying why.

use super::*;

#[test]
fn a_line_is_one_key() {
    let table = [
        ("5", Some(Key::Digit(5))),
        (" 9 \n", Some(Key::Digit(9))),
        ("N", Some(Key::Letter('n'))),
        ("q\r\n", Some(Key::Letter('q'))),
        ("?", Some(Key::Slash)),
        ("Esc", Some(Key::Escape)),
        ("tab", Some(Key::Tab)),
        ("up", Some(Key::Arrow(Dir::Up))),
        ("enter", Some(Key::Enter)),
        ("a", Some(Key::Letter('a'))),
        ("", None),
        ("  \n", None),
    ];
    for (line, expected) in table {
        assert_eq!(key_for_line(line), Ok(expected), "{line:?}");
    }
}

#[test]
fn anything_else_is_one_line_of_why() {
    let table = [
        ("0", "0 is no square"),
        ("10", "10 is no square"),
        ("b", "No command is on 'b'"),
        ("hello", "'hello' is not a key"),
        ("-", "'-' is not a key"),
        ("\u{e9}", "is not a key"),
    ];
    for (line, expected) in table {
        let message = key_for_line(line).expect_err(line);
        assert!(message.contains(expected), "{line:?}: {message}");
        assert!(!message.contains('\n'), "{message}");
    }
}
