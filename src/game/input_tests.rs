//! Tests of the key and click mapping: every key, every letter, and the
//! buttons covering every command a key gives.

use super::*;
use crate::core::square::sq;

fn check(key: Key, keypad_layout: bool, expected: Option<Command>) {
    assert_eq!(
        command_for_key(
            key,
            &Keymap {
                keypad_layout,
                qubic: false
            }
        ),
        expected,
        "{key:?}"
    );
}

#[test]
fn top_row_digits_play_in_reading_order() {
    check(Key::Digit(0), false, None);
    for n in 1..=9 {
        check(Key::Digit(n), false, Some(Command::Play(n)));
        check(Key::Digit(n), true, Some(Command::Play(n)));
    }
}

#[test]
fn keypad_by_digit_and_by_layout() {
    let by_layout = [7, 8, 9, 4, 5, 6, 1, 2, 3];
    check(Key::Keypad(0), false, None);
    check(Key::Keypad(0), true, None);
    for n in 1..=9u8 {
        check(Key::Keypad(n), false, Some(Command::Play(n)));
        check(
            Key::Keypad(n),
            true,
            Some(Command::Play(by_layout[n as usize - 1])),
        );
    }
}

#[test]
fn every_other_key() {
    use Command::*;
    let table = [
        (Key::Arrow(Dir::Up), Some(MoveCursor(Dir::Up))),
        (Key::Arrow(Dir::Down), Some(MoveCursor(Dir::Down))),
        (Key::Arrow(Dir::Left), Some(MoveCursor(Dir::Left))),
        (Key::Arrow(Dir::Right), Some(MoveCursor(Dir::Right))),
        (Key::Enter, Some(PlayCursor)),
        (Key::KeypadEnter, Some(PlayCursor)),
        (Key::Space, Some(PlayCursor)),
        (Key::Escape, Some(Back)),
        (Key::Backspace, Some(Undo)),
        (Key::Tab, Some(Choose(Chooser::Opponent))),
        (Key::F1, Some(Help)),
        (Key::Slash, Some(Help)),
    ];
    for (key, expected) in table {
        check(key, false, expected);
        check(key, true, expected);
    }
}

/// The command each letter gives.
fn letter(c: char) -> Option<Command> {
    use Command::*;
    match c {
        'n' => Some(NewGame),
        'u' => Some(Undo),
        'y' => Some(Redo),
        'h' => Some(Hint),
        'v' => Some(Review),
        'x' => Some(ChooseSide(Mark::X)),
        'o' => Some(ChooseSide(Mark::O)),
        'c' => Some(Choose(Chooser::Opponent)),
        'r' => Some(Choose(Chooser::Rules)),
        'g' => Some(SwitchGame),
        'a' => Some(Adjust(Setting::Speed)),
        'k' => Some(Adjust(Setting::Keypad)),
        'm' => Some(Adjust(Setting::Sound)),
        'f' => Some(Adjust(Setting::Starts)),
        't' => Some(Adjust(Setting::Theme)),
        'z' => Some(ResetScores),
        's' => Some(Scores),
        'p' => Some(Names),
        'q' => Some(Quit),
        _ => None,
    }
}

#[test]
fn every_letter() {
    for c in 'a'..='z' {
        check(Key::Letter(c), false, letter(c));
        check(Key::Letter(c.to_ascii_uppercase()), false, letter(c));
    }
}

#[test]
fn f11_asks_for_fullscreen() {
    check(Key::F11, false, Some(Command::ToggleFullscreen));
    assert!(KEY_HELP.iter().any(|(k, _)| k.contains("F11")));
}
