//! The page's link to a friend's room: the browser's WebSocket (through
//! `web/ttt.js`) to the `ttt serve` that served the page, saying what the
//! desktop's link says (`net::link::Hello`), polled each frame. A page
//! opened at `…/#CODE` joins room CODE; the seat's token is kept in the
//! page's localStorage, so a reloaded page (or one opened again after
//! its window closed) takes its seat back. After a drop it connects
//! again by itself, waiting as the desktop's link does.

use super::local_storage::{take, LocalStorage};
use macroquad::miniquad::window::schedule_update;
use ttt::data::key_value::KeyValue;
use ttt::game::outbox::Request;
use ttt::game::Game;
use ttt::net::code::Code;
use ttt::net::link::{join, message_for, remote, retry_after, Hello, News};
use ttt::net::protocol::Seat;

// From `web/ttt.js`; the text an import leaves is taken with `take`.
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    /// The page's address without its `#`: its length, or -1 when no
    /// server served the page (a file).
    safe fn ttt_link_page() -> i32;
    /// What follows the page's `#`: its length.
    safe fn ttt_link_hash() -> i32;
    /// Opens the socket after `after_ms` milliseconds.
    safe fn ttt_link_open(after_ms: u32);
    /// 0: sent; else the socket is not open.
    fn ttt_link_send(text: *const u8, len: usize) -> i32;
    /// The next event's length, or -1 when none waits.
    safe fn ttt_link_next() -> i32;
    /// Closes the socket; what it had not yet said is dropped.
    safe fn ttt_link_close();
}

/// Called by `ttt.js` when something happened on the socket: the frame
/// loop sleeps until input, and a friend's move must show at once.
#[no_mangle]
pub extern "C" fn ttt_link_heard() {
    schedule_update();
}

/// The text the import just left, if its length says there is some.
fn taken(length: i32) -> Option<String> {
    let length = usize::try_from(length).ok()?;
    String::from_utf8(take(length)).ok()
}

/// Where the seat's token in room `code` is kept.
fn token_key(code: &Code) -> String {
    format!("ttt-room/{code}")
}

/// The seat's token kept for room `code`, if any.
fn kept_token(code: &Code) -> Option<String> {
    LocalStorage.get(&token_key(code)).ok().flatten()
}

/// A link to one room, and where this player sits in it.
pub struct PageLink {
    hello: Hello,
    /// The room: known at once when joining, once seated when hosting.
    code: Option<Code>,
    /// The page's address, to which `#CODE` invites a friend.
    page: String,
    seat: Option<Seat>,
    /// Whether a connection ever opened: a server with no rooms never
    /// opens one, and is said to be one.
    opened: bool,
    /// Connections that dropped or failed since the last one opened.
    failures: usize,
}

impl PageLink {
    /// The link the page's address asks for, if it names a room
    /// (`#CODE`), connecting; `name`: the name the friend sees. Why the
    /// page cannot play the room is said to the game.
    pub fn start(game: &mut Game, name: &str, now: f64) -> Option<PageLink> {
        let hash = taken(ttt_link_hash())?;
        if hash.trim().is_empty() {
            return None;
        }
        PageLink::join(game, &hash, name, now)
    }

    /// A link that joins room `code` (typed, or the page's `#CODE`): with
    /// the seat's kept token, if this page sat there before.
    pub fn join(game: &mut Game, code: &str, name: &str, now: f64) -> Option<PageLink> {
        let code = match Code::parse(code) {
            Ok(code) => code,
            Err(why) => {
                game.refused(&format!("#{} names no room: {why}", code.trim()), now);
                return None;
            }
        };
        let hello = match kept_token(&code) {
            Some(token) => Hello::rejoin(code, &token, name),
            None => Hello::new(join(code, name)),
        };
        PageLink::open(game, hello, Some(code), now)
    }

    /// A link that makes a room for the game as set up now.
    pub fn host(game: &mut Game, name: &str, now: f64) -> Option<PageLink> {
        let hello = Hello::new(ttt::net::link::host(&game.settings(), name));
        PageLink::open(game, hello, None, now)
    }

    fn open(game: &mut Game, hello: Hello, code: Option<Code>, now: f64) -> Option<PageLink> {
        let Some(page) = taken(ttt_link_page()) else {
            game.refused(&needs_serve("this page was opened from a file"), now);
            return None;
        };
        game.connecting(&page);
        ttt_link_open(0);
        Some(PageLink {
            hello,
            code,
            page,
            seat: None,
            opened: false,
            failures: 0,
        })
    }

    /// Leaves the room: the socket closes, the seat's token is kept.
    pub fn close(self) {
        ttt_link_close();
    }

    /// Sends the room the game's `request` (a move, a rematch). A request
    /// made while the socket is down is dropped: the game waits for the
    /// room then, and takes the room's board when it is back.
    pub fn send(&self, request: Request) {
        if let Some(message) = message_for(request) {
            self.say(&ttt::net::link::text(&message));
        }
    }

    fn say(&self, text: &str) {
        // SAFETY: a live &str, read by the page before it returns.
        unsafe { ttt_link_send(text.as_ptr(), text.len()) };
    }

    /// Hands `game` what happened on the socket since the last frame.
    pub fn hear(&mut self, game: &mut Game, now: f64) {
        while let Some(event) = taken(ttt_link_next()) {
            if event == "o" {
                (self.opened, self.failures) = (true, 0);
                self.say(&self.hello.text());
            } else if let Some(text) = event.strip_prefix('m') {
                let news = self.hello.hear(text);
                self.hand(game, news, now);
            } else if let Some(why) = event.strip_prefix('c') {
                self.dropped(game, why, now);
            }
        }
    }

    fn hand(&mut self, game: &mut Game, news: News, now: f64) {
        match news {
            News::Seated { seat, code, .. } => {
                self.seat = seat;
                self.code = Code::parse(&code).ok();
                self.keep_token();
            }
            News::Room(view) => {
                let invite = format!("{}#{}", self.page, view.code);
                game.follow(remote(&view, self.seat, invite), now);
            }
            // The kept token is the room's no more (forgotten after a day,
            // or another server): the plain join is said instead.
            News::SeatForgotten => {
                if let Some(code) = &self.code {
                    let _ = LocalStorage.remove(&token_key(code));
                }
                self.say(&self.hello.text());
            }
            News::Refused(why) => game.refused(&why, now),
            News::Lost(why) | News::Failed(why) => game.connection_lost(&why),
        }
    }

    /// Keeps the seat's token for a reload; a watcher has none.
    fn keep_token(&self) {
        let Some(code) = &self.code else { return };
        let key = token_key(code);
        let kept = match self.hello.token() {
            Some(token) => LocalStorage.set(&key, token),
            None => LocalStorage.remove(&key),
        };
        if let Err(why) = kept {
            super::host::warn(&format!("the seat's token is not kept ({why})"));
        }
    }

    /// The socket closed (`why`): tries again after a wait, unless no
    /// connection ever opened, which a page not served by `ttt serve` is.
    fn dropped(&mut self, game: &mut Game, why: &str, now: f64) {
        if !self.opened {
            let said = needs_serve(&format!("{} has no game rooms", self.page));
            game.refused(&said, now);
            super::host::warn(&format!("{said} ({why})"));
            return;
        }
        game.connection_lost(why);
        let wait = retry_after(self.failures);
        self.failures += 1;
        ttt_link_open(u32::try_from(wait.as_millis()).unwrap_or(u32::MAX));
    }
}

/// Why a friend's room cannot be played from this page.
fn needs_serve(because: &str) -> String {
    format!("Playing a friend needs the page from ttt serve: {because}.")
}
