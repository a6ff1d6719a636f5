//! The help's About page, as (name, words) pairs the window and the
//! terminal lay out alike. Where the data is kept is the session's to
//! know; it hands the game the words.

use crate::game::Game;

pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub const LICENCE: &str = env!("CARGO_PKG_LICENSE");

/// Each opponent from a book, and the book, chapter and author.
pub const BOOKS: [(&str, &str); 4] = [
    (
        "Logo",
        "Brian Harvey, Computer Science Logo Style, vol. 1, ch. 6",
    ),
    (
        "Scheme",
        "Brian Harvey and Matthew Wright, Simply Scheme, ch. 10",
    ),
    (
        "Dawson",
        "Michael Dawson, Python Programming for the Absolute Beginner, ch. 6",
    ),
    ("Hyde", "Randall Hyde, Tic-Tac-Toe (to death!)"),
];

/// What the About page says when the session has not said where the data
/// is kept (a screenshot's game, a test's).
pub const NO_PLACE: &str = "not known here";

impl Game {
    /// Where the data is kept, in the player's words.
    pub fn set_data_place(&mut self, place: impl Into<String>) {
        self.notices.set_place(place.into());
    }

    pub fn data_place(&self) -> &str {
        self.notices.place().unwrap_or(NO_PLACE)
    }

    pub fn about(&self) -> Vec<(String, String)> {
        let mut pairs = vec![(
            "ttt".to_string(),
            format!("version {VERSION}: tic-tac-toe drawn by a turtle"),
        )];
        pairs.extend(
            BOOKS
                .iter()
                .map(|(name, book)| (name.to_string(), book.to_string())),
        );
        pairs.push(("Licence".to_string(), LICENCE.to_string()));
        pairs.push(("Data".to_string(), self.data_place().to_string()));
        pairs
    }
}

#[cfg(test)]
#[path = "about_tests.rs"]
mod tests;
