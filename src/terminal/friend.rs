//! `ttt text --join URL` and `--host URL`: the terminal's link to a
//! friend's room. It connects before the game starts (a server that is
//! not there is an error at once), then each tick hands the game what the
//! server said and sends the server what the game asks.

use crate::game::Game;
use crate::net::client::{self, Address, Link, News};
use crate::net::protocol::Seat;
use crate::session::options::FriendRoom;
use crate::settings::Settings;
use std::time::{Duration, Instant};

/// How long the first answer may take: the link's own connect timeout is
/// 3 s, so this is only reached by a server that accepts and says nothing.
const FIRST_ANSWER: Duration = Duration::from_secs(8);

/// A link to the room, with where this player sits.
pub struct Connection {
    link: Link,
    address: Address,
    seat: Option<Seat>,
    /// The room's first view, handed to the game on the first poll.
    first: Option<crate::net::protocol::RoomView>,
}

/// Why a room could not be reached: a bad address is the user's input
/// (status 2), a server that is not there or says no is status 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub status: i32,
}

impl Connection {
    /// Connects to `friend`'s room (hosting the game `settings` name), and
    /// waits for the room's first view.
    pub fn open(friend: &FriendRoom, settings: &Settings) -> Result<Connection, Failure> {
        let usage = |message: String| Failure { message, status: 2 };
        let address = Address::parse(&friend.url).map_err(usage)?;
        let hello = match (friend.host, address.code) {
            (true, _) => {
                let s = settings;
                client::host(s.game, s.rules, s.starts, s.side, &friend.name)
            }
            (false, Some(code)) => client::join(code, &friend.name),
            (false, None) => {
                let why = format!(
                    "'{}' names no room: --join takes the invite link, http://HOST:PORT/#CODE",
                    friend.url
                );
                return Err(usage(why));
            }
        };
        let link = Link::open(&address, hello);
        let mut connection = Connection {
            link,
            address,
            seat: None,
            first: None,
        };
        connection.first_room()?;
        Ok(connection)
    }

    /// Waits for the room: a refusal or a failure ends the wait with why.
    fn first_room(&mut self) -> Result<(), Failure> {
        let deadline = Instant::now() + FIRST_ANSWER;
        let failed = |message: String| Failure { message, status: 1 };
        while let Some(wait) = deadline.checked_duration_since(Instant::now()) {
            match self.link.wait(wait) {
                Some(News::Seated { seat, .. }) => self.seat = seat,
                Some(News::Room(view)) => {
                    self.first = Some(view);
                    return Ok(());
                }
                Some(News::Refused(why) | News::Failed(why)) => return Err(failed(why)),
                Some(News::Lost(_)) | None => {}
            }
        }
        let host = &self.address.host;
        Err(failed(format!("{host} did not answer: is it a ttt serve?")))
    }

    /// Hands `game` what the server said since the last tick, and sends
    /// the server what the game asks. Whether anything was heard.
    pub fn poll(&mut self, game: &mut Game, now: f64) -> bool {
        // What the player did goes first: news already waiting was said
        // before the server heard it.
        for request in game.take_requests() {
            if let Some(message) = client::message_for(request) {
                self.link.send(message);
            }
        }
        let mut news = self.link.news();
        if let Some(view) = self.first.take() {
            news.insert(0, News::Room(view));
        }
        let heard = !news.is_empty();
        for item in news {
            self.hand(game, item, now);
        }
        heard
    }

    /// Waits up to `wait` for the server, then polls: the line mode's way
    /// to sit out the friend's move.
    pub fn wait(&mut self, game: &mut Game, now: f64, wait: Duration) -> bool {
        if let Some(item) = self.link.wait(wait) {
            self.hand(game, item, now);
        }
        self.poll(game, now)
    }

    fn hand(&mut self, game: &mut Game, news: News, now: f64) {
        match news {
            News::Seated { seat, .. } => self.seat = seat,
            News::Room(view) => game.follow(
                client::remote(&view, self.seat, self.address.invite(&view.code)),
                now,
            ),
            News::Refused(why) => game.refused(&why, now),
            News::Lost(why) | News::Failed(why) => game.connection_lost(&why),
        }
    }

    /// The room's invite link and code, for the line that shows them.
    pub fn invite(game: &Game) -> Option<String> {
        let remote = game.remote()?;
        Some(format!(
            "Invite link: {} (code {})",
            remote.invite, remote.code
        ))
    }
}
