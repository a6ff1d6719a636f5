//! What the page, the window and the terminal say to `ttt serve`, and
//! what it answers: one JSON object per WebSocket text message, its kind
//! in `"type"`. docs/network.md lists them with examples.
//!
//! Every message is decoded here, in one place the fuzz target and the
//! tests reach: a malformed, unknown or oversized message is an error for
//! its sender, never a panic.

use crate::core::board::Mark;
use crate::core::rules::Rules;
use crate::settings::name::Name;
use crate::settings::{GameKind, Starts};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client says which it speaks when it hosts or
/// joins, and a server that speaks another says so rather than guess.
pub const VERSION: u32 = 1;

/// The largest message a client may send, in bytes: the longest honest one
/// (a join with a 16-character name in 4-byte characters) is under 200.
pub const MAX_MESSAGE_BYTES: usize = 1024;

/// Messages a connection may send a second, on average; up to
/// [`BURST`] at once.
pub const MESSAGES_PER_SECOND: f64 = 20.0;
pub const BURST: f64 = 40.0;

/// Wrong codes one address may try in a minute before its joins wait.
pub const WRONG_CODES_PER_MINUTE: u32 = 10;

/// A room's two seats: who made the room, and who joined it. Which mark
/// each plays changes from game to game (`RoomView::x`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    Host,
    Guest,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::Host, Seat::Guest];

    pub fn other(self) -> Seat {
        match self {
            Seat::Host => Seat::Guest,
            Seat::Guest => Seat::Host,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A new room for this game; the host takes `side` in the first game
    /// unless `starts` is `coin` (a rematch swaps the sides, or tosses).
    Host {
        version: u32,
        game: GameKind,
        #[serde(default)]
        rules: Rules,
        #[serde(default)]
        starts: Starts,
        side: Mark,
        #[serde(default)]
        name: String,
    },
    /// The free seat of room `code`, or a place among its watchers.
    Join {
        version: u32,
        code: String,
        #[serde(default)]
        name: String,
    },
    /// Back into the seat `token` holds, after any drop.
    Rejoin {
        version: u32,
        code: String,
        token: String,
    },
    /// Plays `cell` (1..9, or Qubic's 1..64) as move number `ply` (0 the
    /// first) of game `game`: a move sent for a board that has changed
    /// since is refused, not played somewhere the player did not see.
    Move { game: u32, ply: u32, cell: u8 },
    /// Another game in this room, when this one is over (the sides swap).
    Rematch,
}

/// What the server says to one client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", try_from = "Heard")]
pub enum ServerMessage {
    /// Where this client sits: a seat and its token (keep it to come
    /// back), or no seat (watching).
    Seated {
        code: String,
        seat: Option<Seat>,
        token: Option<String>,
    },
    /// The room as it is now, after every change, to everyone in it.
    Room(RoomView),
    /// What was refused, and why; nothing changed.
    Error { message: String },
}

/// A server message as a client reads it: every kind's fields in one
/// flat struct, the kind in `type`, made a [`ServerMessage`] after. The
/// same text as the tagged enum, read without the buffering serde's
/// derive does for a tagged enum (the tag may come after the fields):
/// that was 13 KB of the page's module, which reads these messages.
#[derive(Deserialize)]
struct Heard {
    #[serde(rename = "type")]
    kind: HeardKind,
    #[serde(default)]
    code: String,
    #[serde(default)]
    seat: Option<Seat>,
    #[serde(default)]
    token: Option<String>,
    #[serde(default)]
    message: String,
    game_kind: Option<GameKind>,
    rules: Option<Rules>,
    game: Option<u32>,
    x: Option<Seat>,
    #[serde(default)]
    moves: Vec<u8>,
    #[serde(default)]
    players: [Option<Player>; 2],
    #[serde(default)]
    watching: u32,
    #[serde(default)]
    result: Option<String>,
    #[serde(default)]
    rematch: [bool; 2],
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum HeardKind {
    Seated,
    Room,
    Error,
}

impl TryFrom<Heard> for ServerMessage {
    type Error = &'static str;

    fn try_from(heard: Heard) -> Result<ServerMessage, &'static str> {
        let Heard {
            code,
            seat,
            token,
            message,
            ..
        } = heard;
        Ok(match heard.kind {
            HeardKind::Seated => ServerMessage::Seated { code, seat, token },
            HeardKind::Error => ServerMessage::Error { message },
            HeardKind::Room => ServerMessage::Room(RoomView {
                code,
                game_kind: heard.game_kind.ok_or("a room without its game")?,
                rules: heard.rules.ok_or("a room without its rules")?,
                game: heard.game.ok_or("a room without its game number")?,
                x: heard.x.ok_or("a room without its X")?,
                moves: heard.moves,
                players: heard.players,
                watching: heard.watching,
                result: heard.result,
                rematch: heard.rematch,
            }),
        })
    }
}

/// A room as everyone in it sees it: no token, nothing secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoomView {
    pub code: String,
    pub game_kind: GameKind,
    pub rules: Rules,
    /// This room's game number, 1 the first (a rematch counts on).
    pub game: u32,
    /// The seat playing X this game.
    pub x: Seat,
    /// The cells played, X's first.
    pub moves: Vec<u8>,
    /// The seats, host first: `None` while no one sits there.
    pub players: [Option<Player>; 2],
    pub watching: u32,
    /// The result, once there is one: `"x"`, `"o"` or `"tie"`.
    pub result: Option<String>,
    /// Who has asked for another game.
    pub rematch: [bool; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub connected: bool,
}

impl RoomView {
    /// The mark `seat` plays this game.
    pub fn mark_of(&self, seat: Seat) -> Mark {
        if seat == self.x {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// Who moves next (X after an even number of moves).
    pub fn to_move(&self) -> Mark {
        if self.moves.len().is_multiple_of(2) {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// The name seat `seat` goes by: its player's, else its mark's.
    pub fn name_of(&self, seat: Seat) -> String {
        match &self.players[seat.index()] {
            Some(player) if !player.name.is_empty() => player.name.clone(),
            _ => self.mark_of(seat).upper().to_string(),
        }
    }
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("The message is {0} bytes; at most {MAX_MESSAGE_BYTES} are read.")]
    TooLarge(usize),
    #[error("The message is not one ttt reads: {0}.")]
    Malformed(String),
    #[error("This server speaks version {VERSION} of the protocol, not {0}: update ttt.")]
    Version(u32),
    #[error("A name: {0}.")]
    Name(String),
}

/// The client message in `text`, checked for size, shape, version and
/// names: a client's bytes reach the room only through here.
pub fn decode(text: &str) -> Result<ClientMessage, DecodeError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLarge(text.len()));
    }
    let message: ClientMessage = serde_json::from_str(text).map_err(|e| {
        // serde's words, without the line and column of a one-line message;
        // what they quote of the message (an unknown type's name) with its
        // control characters escaped, so the answer stays one line.
        let words = e.to_string();
        let words = words.split(" at line ").next().unwrap_or_default();
        let escaped = |c: char| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        };
        DecodeError::Malformed(words.chars().map(escaped).collect())
    })?;
    match &message {
        ClientMessage::Host { version, .. }
        | ClientMessage::Join { version, .. }
        | ClientMessage::Rejoin { version, .. }
            if *version != VERSION =>
        {
            return Err(DecodeError::Version(*version));
        }
        ClientMessage::Host { name, .. } | ClientMessage::Join { name, .. } => {
            Name::new(name).map_err(DecodeError::Name)?;
        }
        _ => {}
    }
    Ok(message)
}

/// `message` as the text a server sends.
pub fn encode(message: &ServerMessage) -> String {
    serde_json::to_string(message).expect("a server message is plain data")
}

#[cfg(test)]
#[path = "protocol_tests.rs"]
mod tests;
