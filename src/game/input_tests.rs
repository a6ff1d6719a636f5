//! Tests of the key and click mapping: every key, every letter, and the
//! buttons covering every command a key gives.

use super::*;
use crate::picture::drawing::box_centre;
use crate::picture::turtle::Point;

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn check(key: Key, keypad_layout: bool, expected: Option<Command>) {
    assert_eq!(
        command_for_key(key, &Keymap { keypad_layout }),
        expected,
        "{key:?}"
    );
}

#[test]
fn top_row_digits_play_in_reading_order() {
    check(Key::Digit(0), false, None);
    for n in 1..=9 {
        check(Key::Digit(n), false, Some(Command::Play(sq(n))));
        check(Key::Digit(n), true, Some(Command::Play(sq(n))));
    }
}

#[test]
fn keypad_by_digit_and_by_layout() {
    let by_layout = [7, 8, 9, 4, 5, 6, 1, 2, 3];
    check(Key::Keypad(0), false, None);
    check(Key::Keypad(0), true, None);
    for n in 1..=9u8 {
        check(Key::Keypad(n), false, Some(Command::Play(sq(n))));
        check(
            Key::Keypad(n),
            true,
            Some(Command::Play(sq(by_layout[n as usize - 1]))),
        );
    }
}

#[test]
fn every_other_key() {
    use Command::*;
    let table = [
        (Key::Up, Some(MoveCursor(Dir::Up))),
        (Key::Down, Some(MoveCursor(Dir::Down))),
        (Key::Left, Some(MoveCursor(Dir::Left))),
        (Key::Right, Some(MoveCursor(Dir::Right))),
        (Key::Enter, Some(PlayCursor)),
        (Key::KeypadEnter, Some(PlayCursor)),
        (Key::Space, Some(PlayCursor)),
        (Key::Escape, Some(Back)),
        (Key::Backspace, Some(Undo)),
        (Key::Tab, Some(NextOpponent)),
        (Key::F1, Some(Help)),
        (Key::Slash, Some(Help)),
    ];
    for (key, expected) in table {
        check(key, false, expected);
        check(key, true, expected);
    }
}

#[test]
fn every_letter() {
    use Command::*;
    for c in 'a'..='z' {
        let expected = match c {
            'n' => Some(NewGame),
            'u' => Some(Undo),
            'h' => Some(Hint),
            'x' => Some(ChooseSide(Mark::X)),
            'o' => Some(ChooseSide(Mark::O)),
            'c' => Some(NextOpponent),
            'a' => Some(ToggleAnimation),
            'r' => Some(ResetScores),
            'q' => Some(Quit),
            _ => None,
        };
        check(Key::Letter(c), false, expected);
        check(Key::Letter(c.to_ascii_uppercase()), false, expected);
    }
}

#[test]
fn buttons_cover_every_keyed_command_but_squares_and_cursor() {
    let commands: Vec<Command> = Button::ALL
        .iter()
        .map(|&b| command_for_button(b, Mark::X))
        .collect();
    for wanted in [
        Command::NewGame,
        Command::Undo,
        Command::Hint,
        Command::ChooseSide(Mark::O),
    ] {
        assert!(commands.contains(&wanted), "{wanted:?}");
    }
    for wanted in [
        Command::NextOpponent,
        Command::ToggleAnimation,
        Command::Help,
        Command::Quit,
    ] {
        assert!(commands.contains(&wanted), "{wanted:?}");
    }
    assert_eq!(
        command_for_button(Button::Side, Mark::O),
        Command::ChooseSide(Mark::X)
    );
}

#[test]
fn clicks_map_to_buttons_squares_or_nothing() {
    let layout = Layout::new(800.0, 600.0);
    let centre5 = layout.to_window(box_centre(sq(5)));
    let on_line = layout.to_window(Point::new(20.0, 10.0));
    let undo = layout.button_rect(Button::Undo).map(|r| r.centre());
    let side = layout.button_rect(Button::Side).map(|r| r.centre());
    let table = [
        (Some(centre5), false, Some(Command::Play(sq(5)))),
        (Some(centre5), true, Some(Command::Back)),
        (Some(on_line), false, None),
        (Some(WindowPoint::new(5.0, 5.0)), false, None),
        (
            Some(WindowPoint::new(400.0, layout.status[1].baseline - 4.0)),
            false,
            None,
        ),
        (Some(WindowPoint::new(-5.0, 900.0)), false, None),
        (undo, false, Some(Command::Undo)),
        (
            Some(layout.scores_rect.centre()),
            false,
            Some(Command::ResetScores),
        ),
        (Some(layout.scores_rect.centre()), true, Some(Command::Back)),
        (side, false, Some(Command::ChooseSide(Mark::O))),
    ];
    for (point, help, expected) in table {
        let p = point.expect("button exists");
        assert_eq!(
            command_for_click(p, &layout, Mark::X, help),
            expected,
            "{p:?}"
        );
    }
}
