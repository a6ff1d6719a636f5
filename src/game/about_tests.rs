use super::*;
use crate::core::board::Board;
use crate::core::rng::Rng;
use crate::settings::Settings;
use crate::strategy::Memory;

fn game() -> Game {
    Game::new(
        Settings::default(),
        Board::default(),
        Memory::default(),
        Rng::seeded(1),
    )
}

#[test]
fn the_about_page_names_the_version_the_books_the_licence_and_the_place() {
    let mut game = game();
    game.set_data_place("/home/ada/.local/share/ttt");
    let text: String = game
        .about()
        .iter()
        .map(|(k, w)| format!("{k} {w}\n"))
        .collect();
    for needed in [
        env!("CARGO_PKG_VERSION"),
        "Computer Science Logo Style",
        "Simply Scheme",
        "Python Programming for the Absolute Beginner",
        "Tic-Tac-Toe (to death!)",
        "Brian Harvey",
        "Matthew Wright",
        "Michael Dawson",
        "Randall Hyde",
        "MIT OR Apache-2.0",
        "/home/ada/.local/share/ttt",
    ] {
        assert!(text.contains(needed), "{needed:?} missing from\n{text}");
    }
}

#[test]
fn without_a_place_the_page_says_it_is_not_known() {
    let game = game();
    assert_eq!(game.data_place(), NO_PLACE);
    assert_eq!(game.about().last().map(|(_, w)| w.as_str()), Some(NO_PLACE));
}
