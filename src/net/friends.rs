//! A desktop front end's friend's room, written once for the terminal and
//! the window: carries out the game's room requests (host, join, leave,
//! a move, a rematch) over `client.rs`'s link, and each tick hands the
//! game what the server said. Hosting without a server named starts one
//! in this process (`server.rs`, on a thread of its own). The page has a
//! transport of its own; the requests it carries are the same plain data.

use crate::game::outbox::Request;
use crate::game::Game;
use crate::net::client::{self, Address, Link, News};
use crate::net::code::Code;
use crate::net::link::Hello;
use crate::net::protocol::Seat;
use crate::net::server::{self, Stopper};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Where a desktop front end keeps the seats it holds (the session's
/// `seats.json`), so that a window or terminal closed mid-game takes its
/// seat back when the room's link is opened again.
pub trait KeptSeats {
    /// The token kept for `room` (`HOST:PORT#CODE`).
    fn token(&self, room: &str) -> Option<String>;
    /// Keeps `token` for `room`; what could not be kept, in the player's
    /// words.
    fn keep(&mut self, room: &str, token: &str) -> Vec<String>;
}

/// How a kept seat is named: the server and the room's code.
fn room_key(address: &Address, code: &str) -> String {
    format!("{}#{code}", address.host)
}

/// What to say to join room `code` on `address`: rejoin the seat `seats`
/// kept for it (a plain join if the room no longer knows the token), else
/// the plain join.
pub fn join_hello(
    address: &Address,
    code: Code,
    name: &str,
    seats: Option<&dyn KeptSeats>,
) -> Hello {
    let kept = seats.and_then(|seats| seats.token(&room_key(address, code.as_str())));
    match kept {
        Some(token) => Hello::rejoin(code, &token, name),
        None => Hello::new(client::join(code, name)),
    }
}

/// A link to a room, with where this player sits.
pub struct Connection {
    link: Link,
    address: Address,
    seat: Option<Seat>,
    /// News heard while waiting, handed to the game on the next poll.
    held: Vec<News>,
    /// Whether the server has shown a room yet: before it, a refusal or
    /// a failure ends the link.
    seen: bool,
    /// A seat's token the server just gave, to keep (room, token).
    given: Option<(String, String)>,
}

impl Connection {
    /// Connects to `address` and says `hello` (host, join or rejoin); the
    /// answer comes through [`Connection::hear`].
    pub fn open(address: Address, hello: Hello) -> Connection {
        let link = Link::open(&address, hello);
        Connection {
            link,
            address,
            seat: None,
            held: Vec::new(),
            seen: false,
            given: None,
        }
    }

    /// Notes where the server seated this player, and the token to keep.
    fn seated(&mut self, seat: Option<Seat>, code: &str, token: Option<String>) {
        self.seat = seat;
        if let Some(token) = token {
            self.given = Some((room_key(&self.address, code), token));
        }
    }

    /// The seat's token the server gave since the last call, to keep.
    pub fn take_given(&mut self) -> Option<(String, String)> {
        self.given.take()
    }

    /// Waits up to `wait` for the room's first view: a refusal or a
    /// failure ends the wait with why (the terminal's start).
    pub fn first_room(&mut self, wait: Duration) -> Result<(), String> {
        let deadline = Instant::now() + wait;
        while let Some(wait) = deadline.checked_duration_since(Instant::now()) {
            match self.link.wait(wait) {
                Some(News::Seated { code, seat, token }) => self.seated(seat, &code, token),
                Some(News::Room(view)) => {
                    self.held.push(News::Room(view));
                    self.seen = true;
                    return Ok(());
                }
                Some(News::Refused(why) | News::Failed(why)) => return Err(why),
                Some(News::Lost(_) | News::SeatForgotten) | None => {}
            }
        }
        let host = &self.address.host;
        Err(format!("{host} did not answer: is it a ttt serve?"))
    }

    /// Waits up to `wait` for news, keeping it for the next
    /// [`Connection::hear`]: a window's way to sleep until the friend moves.
    pub fn wait(&mut self, wait: Duration) {
        self.held.extend(self.link.wait(wait));
    }

    /// Sends the room `request`, if it is the room's (a move, a rematch).
    pub fn send(&self, request: Request) {
        if let Some(message) = client::message_for(request) {
            self.link.send(message);
        }
    }

    /// Hands `game` what the server said since the last call (waiting up
    /// to `wait` for the first of it). Whether anything was heard, and
    /// whether the link is still worth keeping.
    pub fn hear(&mut self, game: &mut Game, now: f64, wait: Duration) -> (bool, bool) {
        if self.held.is_empty() && !wait.is_zero() {
            self.wait(wait);
        }
        let mut news = std::mem::take(&mut self.held);
        news.extend(self.link.news());
        let heard = !news.is_empty();
        let mut alive = true;
        for item in news {
            alive &= self.hand(game, item, now);
        }
        (heard, alive)
    }

    /// Hands `game` one piece of news; `false` once the link is of no
    /// more use (refused or failed before any room).
    fn hand(&mut self, game: &mut Game, news: News, now: f64) -> bool {
        match news {
            News::Seated { code, seat, token } => self.seated(seat, &code, token),
            // The link has already said its plain join instead.
            News::SeatForgotten => {}
            News::Room(view) => {
                self.seen = true;
                let invite = self.address.invite(&view.code);
                game.follow(client::remote(&view, self.seat, invite), now);
            }
            News::Refused(why) if !self.seen => {
                game.refused(&why, now);
                return false;
            }
            News::Refused(why) => game.refused(&why, now),
            News::Lost(why) | News::Failed(why) if !self.seen => {
                game.refused(&why, now);
                return false;
            }
            News::Lost(why) | News::Failed(why) => game.connection_lost(&why),
        }
        true
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

/// Where Host makes its rooms, and the player's name there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hosting {
    /// `--server URL`; `None`: a server in this process.
    pub server: Option<String>,
    /// The embedded server's data directory (the game's).
    pub data_dir: Option<PathBuf>,
    /// The name the friend sees ("" for none).
    pub name: String,
}

/// What one step of [`Friends::step`] did.
#[derive(Debug, Default)]
pub struct Step {
    /// The game's requests that are not the room's (the window's).
    pub others: Vec<Request>,
    /// Lines to print: each room's invite link, once.
    pub lines: Vec<String>,
    /// Whether the server said anything.
    pub heard: bool,
}

/// A front end's friend's room: the connection, if any, and the server
/// started in this process to host one.
pub struct Friends {
    hosting: Hosting,
    connection: Option<Connection>,
    embedded: Option<(Stopper, Address)>,
    /// The room whose invite was printed last.
    announced: Option<String>,
    /// Where the seats taken are kept, if anywhere.
    seats: Option<Box<dyn KeptSeats>>,
}

impl Friends {
    pub fn new(hosting: Hosting) -> Friends {
        Friends {
            hosting,
            connection: None,
            embedded: None,
            announced: None,
            seats: None,
        }
    }

    /// Keeps the seats it takes in `seats`, and takes them back.
    pub fn keeping(mut self, seats: Box<dyn KeptSeats>) -> Friends {
        self.seats = Some(seats);
        self
    }

    /// Plays the room `connection` already reached.
    pub fn with(hosting: Hosting, connection: Connection) -> Friends {
        let mut friends = Friends::new(hosting);
        friends.connection = Some(connection);
        friends
    }

    pub fn is_open(&self) -> bool {
        self.connection.is_some()
    }

    /// Waits up to `wait` for the server, if a link is open (what it says
    /// is handed to the game on the next step).
    pub fn wait(&mut self, wait: Duration) {
        if let Some(connection) = &mut self.connection {
            connection.wait(wait);
        }
    }

    /// Joins the room `url` (an invite link) names: the window's
    /// `--join`.
    pub fn join_link(&mut self, url: &str, game: &mut Game, now: f64) {
        let address = Address::parse(url).and_then(|a| match a.code {
            Some(code) => Ok((a, code)),
            None => Err(format!(
                "'{url}' names no room: the invite link ends in #CODE"
            )),
        });
        match address {
            Ok((address, code)) => {
                let hello = join_hello(&address, code, &self.hosting.name, self.seats.as_deref());
                self.open(address, hello, game);
            }
            Err(why) => game.refused(&why, now),
        }
    }

    /// Carries out `game`'s requests, then hands it the server's news
    /// (waiting up to `wait` for some while a link is open).
    pub fn step(&mut self, game: &mut Game, now: f64, wait: Duration) -> Step {
        let mut step = Step::default();
        // What the player did goes first: news already waiting was said
        // before the server heard it.
        for request in game.take_requests() {
            match request {
                Request::HostRoom => self.host(game, now),
                Request::JoinRoom(code) => self.join(&code, game, now),
                Request::LeaveRoom => self.connection = None,
                Request::Move { .. } | Request::Rematch => {
                    if let Some(connection) = &self.connection {
                        connection.send(request);
                    }
                }
                Request::ToggleFullscreen => step.others.push(request),
            }
        }
        if let Some(connection) = &mut self.connection {
            let (heard, alive) = connection.hear(game, now, wait);
            step.heard = heard;
            if let (Some((room, token)), Some(seats)) = (connection.take_given(), &mut self.seats) {
                for problem in seats.keep(&room, &token) {
                    game.warn(&problem, now);
                }
            }
            if !alive {
                self.connection = None;
            }
        }
        let code = game.remote().map(|r| r.code.clone());
        if code.is_some() && code != self.announced {
            step.lines.extend(Connection::invite(game));
            self.announced = code;
        }
        step
    }

    /// Makes a room for `game` as set up now, on the server named, else
    /// on one started in this process.
    pub fn host(&mut self, game: &mut Game, now: f64) {
        let address = match self.hosting.server.clone() {
            Some(url) => Address::parse(&url),
            None => self.embedded_server(),
        };
        let address = match address {
            Ok(address) => address,
            Err(why) => return game.refused(&why, now),
        };
        let s = game.settings();
        let hello = Hello::new(client::host(&s, &self.hosting.name));
        self.open(address, hello, game);
    }

    fn join(&mut self, code: &str, game: &mut Game, now: f64) {
        let code = match crate::net::code::Code::parse(code) {
            Ok(code) => code,
            Err(why) => return game.refused(&why, now),
        };
        // The server Host would use, or the one this process serves.
        let address = match (&self.hosting.server, &self.embedded) {
            (Some(url), _) => Address::parse(url),
            (None, Some((_, address))) => Ok(address.clone()),
            (None, None) => Err(
                "Join which server? Start ttt with --join and the invite link, or --server URL."
                    .to_string(),
            ),
        };
        match address {
            Ok(address) => {
                let hello = join_hello(&address, code, &self.hosting.name, self.seats.as_deref());
                self.open(address, hello, game);
            }
            Err(why) => game.refused(&why, now),
        }
    }

    fn open(&mut self, address: Address, hello: Hello, game: &mut Game) {
        game.connecting(&address.host);
        self.connection = Some(Connection::open(address, hello));
    }

    /// The server in this process, started the first time it is needed:
    /// listening on every address, its invite through one a friend can
    /// reach (loopback only when there is no other).
    fn embedded_server(&mut self) -> Result<Address, String> {
        if let Some((_, address)) = &self.embedded {
            return Ok(address.clone());
        }
        let data_dir = (self.hosting.data_dir.clone())
            .ok_or("no data directory for a server: give one with --data-dir")?;
        let program = std::env::current_exe().unwrap_or_default();
        let options = server::Options {
            bind: std::net::IpAddr::from([0, 0, 0, 0]),
            port: 0,
            data_dir,
            web_dir: server::find_web_dir(&program),
            max_rooms: server::MAX_ROOMS,
            room_ttl: server::ROOM_TTL,
        };
        let bound = server::bind(&options).map_err(|e| e.to_string())?;
        let urls = server::addresses(bound.addr);
        let url = (urls.iter().find(|(_, local)| !local))
            .or(urls.first())
            .map(|(url, _)| url.clone())
            .ok_or("the server has no address")?;
        let address = Address::parse(&url)?;
        let stopper = bound.spawn().map_err(|e| e.to_string())?;
        self.embedded = Some((stopper, address.clone()));
        Ok(address)
    }
}

impl Drop for Friends {
    fn drop(&mut self) {
        if let Some((stopper, _)) = &self.embedded {
            stopper.stop();
        }
    }
}
