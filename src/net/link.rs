//! What a player's link to a server keeps from one connection to the
//! next, whatever carries it (the desktop's thread in `client.rs`, the
//! page's WebSocket in `web/ttt.js`): what to say first on each
//! connection — host or join, then, once seated, rejoin with the seat's
//! token — and what the server's words mean to the player.

use crate::core::board::Mark;
use crate::game::friend::{Friend, Remote};
use crate::game::outbox::Request;
use crate::net::code::Code;
use crate::net::protocol::{ClientMessage, RoomView, Seat, ServerMessage, VERSION};
use crate::settings::Settings;
use std::time::Duration;

/// The waits between attempts to connect again after a drop, the last
/// repeated: the desktop's thread and the page wait alike.
pub const RETRY: [Duration; 4] = [
    Duration::from_millis(250),
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(2),
];

/// How long to wait before attempt `failures + 1` to connect again.
pub fn retry_after(failures: usize) -> Duration {
    RETRY[failures.min(RETRY.len() - 1)]
}

/// What the server told us, or what became of the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// Seated in room `code`: a seat and its token (the player's to keep
    /// to come back), or no seat (watching).
    Seated {
        code: String,
        seat: Option<Seat>,
        token: Option<String>,
    },
    Room(RoomView),
    Refused(String),
    /// The connection dropped; the link is trying again.
    Lost(String),
    /// The server could not be reached at all: the link gave up.
    Failed(String),
    /// The room no longer knows the kept seat's token (forgotten, or
    /// another server): the link says [`Hello::text`] again, now a plain
    /// join, and forgets the token it kept.
    SeatForgotten,
}

/// The first words of every connection, kept up to date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hello {
    first: ClientMessage,
    /// The plain join a rejoin with a kept token falls back to.
    fallback: Option<ClientMessage>,
}

impl Hello {
    /// A link that starts by saying `first` (a host or a join).
    pub fn new(first: ClientMessage) -> Hello {
        Hello {
            first,
            fallback: None,
        }
    }

    /// A link that takes back the seat `token` holds in room `code` (a
    /// window or page opened again with the token it kept), or joins the
    /// room as `name` if the room no longer knows the token.
    pub fn rejoin(code: Code, token: &str, name: &str) -> Hello {
        Hello {
            first: ClientMessage::Rejoin {
                version: VERSION,
                code: code.to_string(),
                token: token.to_string(),
            },
            fallback: Some(join(code, name)),
        }
    }

    /// The seat's token once seated (the rejoin it says), to keep.
    pub fn token(&self) -> Option<&str> {
        match &self.first {
            ClientMessage::Rejoin { token, .. } => Some(token),
            _ => None,
        }
    }

    /// What to send first on a new connection.
    pub fn text(&self) -> String {
        text(&self.first)
    }

    /// What the server's `message` means; a seat taken makes every later
    /// connection rejoin it (a watcher's joins again).
    pub fn hear(&mut self, message: &str) -> News {
        match serde_json::from_str::<ServerMessage>(message) {
            Ok(ServerMessage::Seated { code, seat, token }) => {
                self.fallback = None;
                match (&token, Code::parse(&code)) {
                    (Some(token), _) => {
                        self.first = ClientMessage::Rejoin {
                            version: VERSION,
                            code: code.clone(),
                            token: token.clone(),
                        };
                    }
                    (None, Ok(parsed)) => self.first = join(parsed, ""),
                    (None, Err(_)) => {}
                }
                News::Seated { code, seat, token }
            }
            Ok(ServerMessage::Error { .. }) if self.fallback.is_some() => {
                self.first = self.fallback.take().expect("checked above");
                News::SeatForgotten
            }
            Ok(ServerMessage::Room(view)) => News::Room(view),
            Ok(ServerMessage::Error { message }) => News::Refused(message),
            Err(e) => News::Refused(format!(
                "The server said something this ttt cannot read: {e}"
            )),
        }
    }
}

/// Room `view` as the game follows it, for the player in `seat` (none:
/// watching); `invite` is the link that invites a friend to it.
pub fn remote(view: &RoomView, seat: Option<Seat>, invite: String) -> Remote {
    let by_mark = |mark: Mark| {
        let seat = Seat::BOTH.into_iter().find(|&s| view.mark_of(s) == mark);
        seat.unwrap_or(Seat::Host)
    };
    let [x, o] = [Mark::X, Mark::O].map(by_mark);
    let player = |s: Seat| {
        view.players[s.index()].as_ref().map(|p| Friend {
            name: p.name.clone(),
            connected: p.connected,
        })
    };
    Remote {
        code: view.code.clone(),
        invite,
        game: view.game_kind,
        rules: view.rules,
        number: view.game,
        moves: view.moves.clone(),
        me: seat.map(|s| view.mark_of(s)),
        players: [player(x), player(o)],
        rematch: [view.rematch[x.index()], view.rematch[o.index()]],
    }
}

/// What the server is sent for the game's `request`, if it is the room's.
pub fn message_for(request: Request) -> Option<ClientMessage> {
    match request {
        Request::Move { game, ply, cell } => Some(ClientMessage::Move { game, ply, cell }),
        Request::Rematch => Some(ClientMessage::Rematch),
        Request::ToggleFullscreen
        | Request::HostRoom
        | Request::JoinRoom(_)
        | Request::LeaveRoom => None,
    }
}

/// `message` as the text a client sends.
pub fn text(message: &ClientMessage) -> String {
    serde_json::to_string(message).expect("a client message is plain data")
}

/// The message that asks for a room for the game `settings` set up (its
/// board, rules, who starts and the host's side), the host named `name`.
pub fn host(settings: &Settings, name: &str) -> ClientMessage {
    ClientMessage::Host {
        version: VERSION,
        game: settings.game,
        rules: settings.rules,
        starts: settings.starts,
        side: settings.side,
        name: name.to_string(),
    }
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
