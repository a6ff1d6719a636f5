//! Tests of what crossterm's keys mean in the terminal.

use super::*;

fn check(code: KeyCode, modifiers: KeyModifiers, expected: Press) {
    assert_eq!(
        press_for(KeyEvent::new(code, modifiers)),
        expected,
        "{code:?}"
    );
}

#[test]
fn keys_become_the_games_keys() {
    let none = KeyModifiers::NONE;
    check(KeyCode::Char('5'), none, Press::Key(Key::Digit(5)));
    check(
        KeyCode::Char('N'),
        KeyModifiers::SHIFT,
        Press::Key(Key::Letter('n')),
    );
    check(
        KeyCode::Char('?'),
        KeyModifiers::SHIFT,
        Press::Key(Key::Slash),
    );
    check(KeyCode::Char(' '), none, Press::Key(Key::Space));
    check(KeyCode::Enter, none, Press::Key(Key::Enter));
    check(KeyCode::Esc, none, Press::Key(Key::Escape));
    check(KeyCode::Tab, none, Press::Key(Key::Tab));
    check(KeyCode::F(1), none, Press::Key(Key::F1));
    check(KeyCode::Left, none, Press::Key(Key::Left));
    check(KeyCode::Char('c'), KeyModifiers::CONTROL, Press::Leave);
    check(KeyCode::Char('d'), KeyModifiers::CONTROL, Press::Leave);
    check(KeyCode::Char('x'), KeyModifiers::CONTROL, Press::Other);
    check(KeyCode::F(5), none, Press::Other);
    check(KeyCode::Char('\u{e9}'), none, Press::Other);
}
