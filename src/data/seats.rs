//! The seats this player holds in friends' rooms (`seats.json`): each
//! room's server and code with the seat's token, so a window or terminal
//! closed mid-game takes its seat back when the room's link is opened
//! again (the page keeps its own in the browser's storage).

use crate::data::format::DataFile;
use serde::{Deserialize, Serialize};

/// How many rooms are kept: the oldest goes first.
pub const KEPT: usize = 50;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    /// A room (`HOST:PORT#CODE`) and the seat's token, the newest last.
    pub rooms: Vec<(String, String)>,
}

impl Seats {
    pub fn token(&self, room: &str) -> Option<&str> {
        let found = self.rooms.iter().rev().find(|(r, _)| r == room);
        found.map(|(_, token)| token.as_str())
    }

    /// Keeps `token` for `room`, the newest, forgetting the oldest beyond
    /// [`KEPT`].
    pub fn keep(&mut self, room: &str, token: &str) {
        self.rooms.retain(|(r, _)| r != room);
        self.rooms.push((room.to_string(), token.to_string()));
        let extra = self.rooms.len().saturating_sub(KEPT);
        self.rooms.drain(..extra);
    }
}

impl DataFile for Seats {
    const FILE_NAME: &'static str = "seats.json";
    const WHAT: &'static str = "the seats you hold in friends' rooms";
    const AFRESH: &'static str = "a room you sat in is joined afresh";
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
