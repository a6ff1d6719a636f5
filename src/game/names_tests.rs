//! Tests of the names screen and of the names in the game's words.

use crate::game::test_games::*;
use crate::settings::{Name, SettingChange, Starts};

fn two_players() -> Game {
    game(Opponent::Human, Mark::X, false)
}

#[test]
fn names_are_typed_kept_with_enter_and_left_with_esc() {
    let mut g = two_players();
    g.handle(Command::Names, 0.0);
    assert!(g.typing_names());
    for c in "Ann".chars() {
        g.type_char(c);
    }
    g.handle(Command::MoveCursor(Dir::Down), 0.0);
    for c in "Bobx".chars() {
        g.type_char(c);
    }
    g.handle(Command::Undo, 0.0);
    g.handle(Command::PlayCursor, 0.0);
    assert!(!g.typing_names());
    let s = g.settings();
    assert_eq!((s.name_x.as_str(), s.name_o.as_str()), ("Ann", "Bob"));
    assert_eq!(feedback(&g), "Names kept: X is Ann, O is Bob.");
    let saved: Vec<_> = g
        .take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::SettingChanged(SettingChange::Name(..))))
        .collect();
    assert_eq!(saved.len(), 2);
    g.handle(Command::Names, 0.0);
    g.type_char('!');
    g.handle(Command::Back, 0.0);
    assert_eq!(g.settings().name_x.as_str(), "Ann", "Esc keeps the names");
}

#[test]
fn letters_typed_on_the_names_screen_are_no_commands() {
    let mut g = two_players();
    g.press(crate::game::input::Key::Letter('p'), 0.0);
    assert!(g.typing_names());
    for letter in ['q', 'n', 'z', 's'] {
        g.press(crate::game::input::Key::Letter(letter), 0.0);
    }
    assert!(g.typing_names() && !g.quit_requested());
    for _ in 0..20 {
        g.type_char('w');
    }
    assert_eq!(feedback(&g), "A name holds at most 16 characters.");
}

#[test]
fn the_banner_and_the_turn_say_the_names_and_no_names_say_the_marks() {
    let mut g = two_players();
    assert_eq!(
        g.status(0.0).turn,
        "X to move: press 1-9 or click a square."
    );
    let named = setup(Opponent::Human, Mark::X, false)
        .with(SettingChange::Name(
            Mark::X,
            Name::new("Ann").expect("a name"),
        ))
        .with(SettingChange::Name(
            Mark::O,
            Name::new("Bob").expect("a name"),
        ));
    g = Game::new(named, Board::default(), Memory::new(), Rng::seeded(1));
    assert_eq!(
        g.status(0.0).turn,
        "Ann's turn (X): press 1-9 or click a square."
    );
    assert!(g.title().starts_with("Ann (X) vs Bob (O)"), "{}", g.title());
    let now = play_out(&mut g, &[1], 0.0);
    assert_eq!(
        g.status(now).turn,
        "Bob's turn (O): press 1-9 or click a square."
    );
    play_out(&mut g, &[4, 2, 5, 3], now);
    let banner = g.status(100.0).banner.expect("X won");
    assert_eq!(
        banner,
        ("Ann wins!".to_string(), "Ann (X) has 1 2 3.".to_string())
    );
}

#[test]
fn taking_turns_between_two_named_players_swaps_who_plays_x() {
    let named = setup(Opponent::Human, Mark::X, false)
        .with(SettingChange::Starts(Starts::Alternate))
        .with(SettingChange::Name(
            Mark::X,
            Name::new("Ann").expect("a name"),
        ))
        .with(SettingChange::Name(
            Mark::O,
            Name::new("Bob").expect("a name"),
        ));
    let mut g = Game::new(named, Board::default(), Memory::new(), Rng::seeded(1));
    let now = play_out(&mut g, &[1, 4, 2, 5, 3], 0.0);
    assert!(g.is_over());
    g.handle(Command::NewGame, now);
    let s = g.settings();
    assert_eq!((s.name_x.as_str(), s.name_o.as_str()), ("Bob", "Ann"));
    assert!(g.status(now).turn.starts_with("Bob's turn (X)"));
}
