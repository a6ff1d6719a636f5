//! The help's About page, as (name, words) pairs the window and the
//! terminal lay out alike.

use crate::game::Game;

/// Where the data is kept, when the session has not said (a screenshot).
pub const NO_PLACE: &str = "not known here";

impl Game {
    pub fn set_data_place(&mut self, place: impl Into<String>) {
        self.notices.place = Some(place.into());
    }

    pub fn data_place(&self) -> &str {
        self.notices.place.as_deref().unwrap_or(NO_PLACE)
    }

    /// The version, the books, the licence, and where the data is kept.
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
