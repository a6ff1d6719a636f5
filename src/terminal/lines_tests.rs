//! Tests of the line mode: a line is one key, and anything else gets one
//! line saying why.

use super::*;

#[test]
fn a_line_is_one_key() {
    let table = [
        ("5", LineKey::Key(Key::Digit(5))),
        (" 9 \n", LineKey::Key(Key::Digit(9))),
        ("N", LineKey::Key(Key::Letter('n'))),
        ("q\r\n", LineKey::Key(Key::Letter('q'))),
        ("?", LineKey::Key(Key::Slash)),
        ("Esc", LineKey::Key(Key::Escape)),
        ("tab", LineKey::Key(Key::Tab)),
        ("up", LineKey::Key(Key::Up)),
        ("enter", LineKey::Key(Key::Enter)),
        ("a", LineKey::Key(Key::Letter('a'))),
        ("", LineKey::Empty),
        ("  \n", LineKey::Empty),
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
