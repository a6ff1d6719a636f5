//! What a player's link to a server keeps from one connection to the
//! next, whatever carries it (the desktop's thread in `client.rs`, the
//! page's WebSocket in `web/ttt.js`): what to say first on each
//! connection — host or join, then, once seated, rejoin with the seat's
//! token — and what the server's words mean to the player.

use crate::net::code::Code;
use crate::net::protocol::{ClientMessage, RoomView, Seat, ServerMessage, VERSION};

/// What the server told us, or what became of the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    Seated {
        code: String,
        seat: Option<Seat>,
    },
    Room(RoomView),
    Refused(String),
    /// The connection dropped; the link is trying again.
    Lost(String),
    /// The server could not be reached at all: the link gave up.
    Failed(String),
}

/// The first words of every connection, kept up to date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hello(ClientMessage);

impl Hello {
    /// A link that starts by saying `first` (a host or a join).
    pub fn new(first: ClientMessage) -> Hello {
        Hello(first)
    }

    /// What to send first on a new connection.
    pub fn text(&self) -> String {
        text(&self.0)
    }

    /// What the server's `message` means; a seat taken makes every later
    /// connection rejoin it (a watcher's joins again).
    pub fn hear(&mut self, message: &str) -> News {
        match serde_json::from_str::<ServerMessage>(message) {
            Ok(ServerMessage::Seated { code, seat, token }) => {
                match (token, Code::parse(&code)) {
                    (Some(token), _) => {
                        let code = code.clone();
                        self.0 = ClientMessage::Rejoin {
                            version: VERSION,
                            code,
                            token,
                        };
                    }
                    (None, Ok(parsed)) => self.0 = join(parsed, ""),
                    (None, Err(_)) => {}
                }
                News::Seated { code, seat }
            }
            Ok(ServerMessage::Room(view)) => News::Room(view),
            Ok(ServerMessage::Error { message }) => News::Refused(message),
            Err(e) => News::Refused(format!(
                "The server said something this ttt cannot read: {e}"
            )),
        }
    }
}

/// `message` as the text a client sends.
pub fn text(message: &ClientMessage) -> String {
    serde_json::to_string(message).expect("a client message is plain data")
}

/// The message that asks to join room `code`.
pub fn join(code: Code, name: &str) -> ClientMessage {
    ClientMessage::Join {
        version: VERSION,
        code: code.to_string(),
        name: name.to_string(),
    }
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
