//! The window's friend's room. On the desktop it is `net::friends`, the
//! same link the terminal plays through: `--join` joins at start, Host
//! uses `--server` or a server started in this process. In the page it is
//! the browser's WebSocket to the `ttt serve` that served it
//! (`page_link.rs`). A desktop build without the `server` feature asks no
//! server: the room's requests are dropped here and the rest handed back.

use ttt::game::outbox::Request;
use ttt::game::Game;
use ttt::session::options::RunOptions;

#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub struct FriendLink {
    friends: ttt::net::friends::Friends,
}

#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
impl FriendLink {
    /// The link `options` ask for: joining or hosting a room at once, or
    /// ready for the chooser's Play a friend.
    pub fn start(options: &RunOptions, game: &mut Game, now: f64) -> FriendLink {
        use ttt::net::friends::{Friends, Hosting};
        let env = |name: &str| std::env::var_os(name);
        let friend = options.friend.as_ref();
        let hosting = Hosting {
            server: (options.server.clone())
                .or_else(|| friend.filter(|f| f.host).map(|f| f.url.clone())),
            data_dir: ttt::data::store::resolve_dir(options.data_dir.as_deref(), &env),
            name: options.name.clone(),
        };
        let (seats, warnings) = ttt::session::seats::SeatsFile::open(options.data_dir.as_deref());
        super::host::report(&warnings);
        let mut friends = Friends::new(hosting).keeping(Box::new(seats));
        match friend {
            Some(f) if f.host => friends.host(game, now),
            Some(f) => friends.join_link(&f.url, game, now),
            None => {}
        }
        FriendLink { friends }
    }

    /// Carries out the game's room requests and hands it the server's
    /// news; prints each room's invite; returns the window's requests.
    pub fn step(&mut self, game: &mut Game, now: f64) -> Vec<Request> {
        let step = self.friends.step(game, now, std::time::Duration::ZERO);
        super::host::print_lines(&step.lines);
        step.others
    }

    pub fn is_open(&self) -> bool {
        self.friends.is_open()
    }

    /// Sleeps until the server says something, at most `wait`.
    pub fn wait(&mut self, wait: std::time::Duration) {
        self.friends.wait(wait);
    }
}

#[cfg(target_arch = "wasm32")]
pub struct FriendLink {
    link: Option<super::page_link::PageLink>,
    /// The name a friend sees: the settings' first player's, if set.
    name: String,
}

#[cfg(target_arch = "wasm32")]
impl FriendLink {
    /// The room the page's address names (`#CODE`), if any, joining it.
    pub fn start(_options: &RunOptions, game: &mut Game, now: f64) -> FriendLink {
        let s = game.settings();
        let name = [s.name_x, s.name_o].into_iter().find(|n| !n.is_empty());
        let name = name.map(|n| n.as_str().to_string()).unwrap_or_default();
        let link = super::page_link::PageLink::start(game, &name, now);
        FriendLink { link, name }
    }

    /// Carries out the game's room requests, then hands it what the
    /// socket heard; returns the window's requests.
    pub fn step(&mut self, game: &mut Game, now: f64) -> Vec<Request> {
        use super::page_link::PageLink;
        let mut others = Vec::new();
        for request in game.take_requests() {
            match request {
                Request::Move { .. } | Request::Rematch => {
                    if let Some(link) = &self.link {
                        link.send(request);
                    }
                }
                Request::HostRoom => self.link = PageLink::host(game, &self.name, now),
                Request::JoinRoom(code) => self.link = PageLink::join(game, &code, &self.name, now),
                Request::LeaveRoom => {
                    if let Some(link) = self.link.take() {
                        link.close();
                    }
                }
                Request::ToggleFullscreen => others.push(request),
            }
        }
        // After the player's requests: news already waiting was said
        // before the server heard them.
        if let Some(link) = &mut self.link {
            link.hear(game, now);
        }
        others
    }

    /// The page needs no polling: the socket wakes the frame loop itself
    /// (`ttt_link_heard`).
    pub fn is_open(&self) -> bool {
        false
    }

    pub fn wait(&mut self, _wait: std::time::Duration) {}
}

#[cfg(all(not(feature = "server"), not(target_arch = "wasm32")))]
pub struct FriendLink;

#[cfg(all(not(feature = "server"), not(target_arch = "wasm32")))]
impl FriendLink {
    pub fn start(_options: &RunOptions, _game: &mut Game, _now: f64) -> FriendLink {
        FriendLink
    }

    /// The window's requests; a room's are dropped (no server to ask).
    pub fn step(&mut self, game: &mut Game, _now: f64) -> Vec<Request> {
        let mut requests = game.take_requests();
        requests.retain(|r| *r == Request::ToggleFullscreen);
        requests
    }

    pub fn is_open(&self) -> bool {
        false
    }

    pub fn wait(&mut self, _wait: std::time::Duration) {}
}
