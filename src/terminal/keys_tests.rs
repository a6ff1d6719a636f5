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
    check(KeyCode::Left, none, Press::Key(Key::Arrow(Dir::Left)));
    check(KeyCode::Char('c'), KeyModifiers::CONTROL, Press::Leave);
    check(KeyCode::Char('d'), KeyModifiers::CONTROL, Press::Leave);
    check(KeyCode::Char('x'), KeyModifiers::CONTROL, Press::Other);
    check(KeyCode::F(5), none, Press::Other);
    check(KeyCode::Char('\u{e9}'), none, Press::Other);
}

/// Every line of the screen fits a narrow terminal, the keys' line too
/// (at 40 columns it was cut at the edge).
#[test]
fn every_line_fits_a_narrow_terminal() {
    use crate::core::rng::Rng;
    use crate::game::input::Command;
    use crate::game::screens::Chooser;
    use crate::settings::{Settings, Speed};
    let setup = Settings {
        speed: Speed::Off,
        ..Settings::default()
    };
    let mut game = Game::new(
        setup,
        crate::core::board::Board::default(),
        crate::strategy::Memory::new(),
        Rng::seeded(1),
    );
    game.set_pointer(crate::game::Pointer::Keys);
    game.handle(Command::Play(5), 1.0);
    for now in 2..10 {
        game.update(f64::from(now));
    }
    let screens = [
        vec![],
        vec![Command::Help],
        vec![Command::Help, Command::Help],
        vec![Command::Choose(Chooser::Opponent)],
        vec![Command::Choose(Chooser::Rules)],
    ];
    for commands in screens {
        let mut shown = game.clone();
        for c in &commands {
            shown.handle(*c, 20.0);
        }
        for width in [40u16, 60, 80] {
            let lines = screen_lines_in((width, 80), &shown, 20.0, false, None);
            let all = lines.join("\n");
            assert!(
                all.contains("Q quit"),
                "{width}: the keys' line is whole:\n{all}"
            );
            for line in &lines {
                assert!(
                    line.chars().count() < usize::from(width),
                    "{width} columns, {commands:?}: {line:?}"
                );
            }
        }
    }
}

#[test]
fn a_short_terminal_scrolls_the_chooser_to_its_lit_row() {
    use crate::core::rng::Rng;
    use crate::game::input::{Command, Dir};
    use crate::game::screens::Chooser;
    let mut game = Game::new(
        crate::settings::Settings::default(),
        crate::core::board::Board::default(),
        crate::strategy::Memory::new(),
        Rng::seeded(1),
    );
    game.set_pointer(crate::game::Pointer::Keys);
    game.handle(Command::Choose(Chooser::Opponent), 0.0);
    for _ in 0..20 {
        game.handle(Command::MoveCursor(Dir::Down), 0.0);
    }
    let lines = screen_lines_in((40, 24), &game, 0.0, false, None);
    assert!(lines.len() <= 24);
    let all = lines.join("\n");
    assert!(all.contains(Chooser::Opponent.heading()), "{all}");
    assert!(lines.iter().any(|l| l.starts_with("\u{203a} 13.")), "{all}");
    assert!(all.contains("Q quit"), "{all}");
}

#[test]
fn scrolling_keeps_the_heading_and_the_lit_row() {
    let view: Vec<String> = ["head", "a", "b", "\u{203a} c", "d", "e"]
        .map(String::from)
        .to_vec();
    assert_eq!(scrolled(&view, 9), view);
    assert_eq!(scrolled(&view, 3), ["head", "\u{203a} c", "d"]);
    assert_eq!(scrolled(&view, 5), ["head", "a", "b", "\u{203a} c", "d"]);
}

#[test]
fn rows_past_nine_are_picked_by_two_digits() {
    use crate::core::rng::Rng;
    use crate::game::input::Command;
    use crate::game::screens::Chooser;
    let mut game = Game::new(
        crate::settings::Settings::default(),
        crate::core::board::Board::default(),
        crate::strategy::Memory::new(),
        Rng::seeded(1),
    );
    game.handle(Command::Choose(Chooser::Opponent), 0.0);
    assert_eq!(chooser_rows(&game), Some(13));
    assert!(!pick_row(&mut game, 14, 0.0));
    assert!(pick_row(&mut game, 12, 0.0));
    assert_eq!(game.settings().side, crate::core::board::Mark::O);
}
