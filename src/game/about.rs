//! The help's About page, as (name, words) pairs the window and the
//! terminal lay out alike. Where the data is kept is the session's to
//! know; it hands the game the words.

use crate::game::Game;

/// What the About page says when the session has not said where the data
/// is kept (a screenshot's game, a test's).
pub const NO_PLACE: &str = "not known here";

impl Game {
    /// Where the data is kept, in the player's words.
    pub fn set_data_place(&mut self, place: impl Into<String>) {
        self.notices.place = Some(place.into());
    }

    pub fn data_place(&self) -> &str {
        self.notices.place.as_deref().unwrap_or(NO_PLACE)
    }

    /// The version, each opponent from a book with its book, chapter and
    /// author, the licence, and where the data is kept.
    pub fn about(&self) -> Vec<(String, String)> {
        let version = concat!(
            "version ",
            env!("CARGO_PKG_VERSION"),
            ": tic-tac-toe drawn by a turtle"
        );
        [
            ("ttt", version),
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
            ("Licence", env!("CARGO_PKG_LICENSE")),
            ("Data", self.data_place()),
        ]
        .map(|(name, words)| (name.to_string(), words.to_string()))
        .to_vec()
    }
}

#[cfg(test)]
#[path = "about_tests.rs"]
mod tests;
