//! `ttt serve`: the page and the game rooms on one port, over HTTP and
//! WebSocket (tokio and axum), with every room kept in the SQLite store.
//!
//! Each connection is one task. A room is a `Mutex` over its state and a
//! broadcast channel of its views: a move is judged, stored and sent to
//! everyone in the room while the room is locked, so all see the moves in
//! the order they were accepted; a slow client falls behind on its own
//! channel and is sent the room as it is now (each view is the whole
//! room), never holding up the others.

use crate::net::code::{token_from, Code, CODE_LEN, TOKEN_LEN};
use crate::net::protocol::{
    decode, encode, ClientMessage, DecodeError, Seat, ServerMessage, BURST, MESSAGES_PER_SECOND,
    WRONG_CODES_PER_MINUTE,
};
use crate::net::room::{Refusal, Room, Taken};
use crate::net::store::{Store, StoreError};
use crate::settings::name::Name;
use crate::settings::Starts;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime};
use tokio::sync::{broadcast, watch};

/// What `ttt serve` is started with.
#[derive(Clone, Debug)]
pub struct Options {
    pub bind: IpAddr,
    /// 0: any free port.
    pub port: u16,
    /// Where the store is kept.
    pub data_dir: PathBuf,
    /// The built page (`scripts/web`'s `target/web`), if found.
    pub web_dir: Option<PathBuf>,
    pub max_rooms: usize,
    /// Rooms untouched this long are forgotten.
    pub room_ttl: Duration,
}

/// The most rooms one server holds at once, unless told otherwise.
pub const MAX_ROOMS: usize = 20_000;

/// How long a room nobody touches is kept.
pub const ROOM_TTL: Duration = Duration::from_secs(24 * 60 * 60);

/// The largest WebSocket message read at all; larger closes the
/// connection. Between this and `MAX_MESSAGE_BYTES` a message is read
/// only to be refused with a clear error.
const MAX_FRAME_BYTES: usize = 64 * 1024;

/// Each connection's read buffer: it grows when a message needs more.
const BUFFER_BYTES: usize = 4 * 1024;

/// The room views a connection may fall behind by before it is sent the
/// room as it is now instead.
const BACKLOG: usize = 16;

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("the store: {0}")]
    Store(#[from] StoreError),
    #[error("cannot make {0}: {1}")]
    DataDir(PathBuf, std::io::Error),
    #[error("cannot start the server: {0}")]
    Runtime(std::io::Error),
}

/// One room and who is in it now.
struct Live {
    room: Room,
    /// Connections in each seat (a player may have two windows open).
    connected: [u32; 2],
    watching: u32,
    touched: u64,
}

struct RoomCell {
    live: Mutex<Live>,
    updates: broadcast::Sender<Arc<str>>,
}

impl RoomCell {
    fn new(room: Room, now: u64) -> Arc<RoomCell> {
        let live = Live {
            room,
            connected: [0; 2],
            watching: 0,
            touched: now,
        };
        let (updates, _) = broadcast::channel(BACKLOG);
        Arc::new(RoomCell {
            live: Mutex::new(live),
            updates,
        })
    }

    fn lock(&self) -> MutexGuard<'_, Live> {
        // A panic elsewhere while the room was locked leaves its last
        // state, which the store already holds: carry on with it.
        self.live
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Sends the room as it is now to everyone in it (the room locked).
    fn tell(&self, live: &Live) {
        let _ = self.updates.send(view_text(live));
    }
}

fn view_text(live: &Live) -> Arc<str> {
    let connected = live.connected.map(|n| n > 0);
    encode(&ServerMessage::Room(
        live.room.view(connected, live.watching),
    ))
    .into()
}

struct Shared {
    rooms: Mutex<HashMap<Code, Arc<RoomCell>>>,
    store: Mutex<Store>,
    /// Wrong codes and tokens per address, in the minute that began at
    /// the instant kept.
    wrong: Mutex<HashMap<IpAddr, (u32, Instant)>>,
    web_dir: Option<PathBuf>,
    max_rooms: usize,
    stop: watch::Receiver<bool>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    // The operating system's randomness: a token is a secret and a code
    // must not be guessed from the last one.
    getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
    bytes
}

/// Where a seat sits, once a connection has hosted or joined.
struct Place {
    cell: Arc<RoomCell>,
    seat: Option<Seat>,
}

impl Shared {
    fn store(&self) -> MutexGuard<'_, Store> {
        lock(&self.store)
    }

    /// Hosts, joins or rejoins as `message` asks, from address `ip`.
    fn enter(&self, message: ClientMessage, ip: IpAddr) -> Result<(Place, ServerMessage), String> {
        match message {
            ClientMessage::Host {
                game,
                rules,
                starts,
                side,
                name,
                ..
            } => {
                let first = match (starts, side) {
                    (Starts::Coin, _) if random::<1>()[0].is_multiple_of(2) => Seat::Guest,
                    (Starts::Coin, _) | (_, crate::core::board::Mark::X) => Seat::Host,
                    _ => Seat::Guest,
                };
                let mut rooms = lock(&self.rooms);
                if rooms.len() >= self.max_rooms {
                    return Err("The server is full: try again later.".to_string());
                }
                let code = std::iter::repeat_with(|| Code::from_random(random::<CODE_LEN>()))
                    .find(|code| !rooms.contains_key(code))
                    .expect("a free code among 890 million");
                let room = Room::new(code, game, rules, starts, first);
                let now = unix_now();
                self.store()
                    .add_room(&room, now)
                    .map_err(|e| self.failed(e))?;
                let cell = RoomCell::new(room, now);
                rooms.insert(code, Arc::clone(&cell));
                drop(rooms);
                self.sit(cell, name)
            }
            ClientMessage::Join { code, name, .. } => {
                let cell = self.find(&code, ip)?;
                self.sit(cell, name)
            }
            ClientMessage::Rejoin { code, token, .. } => {
                let cell = self.find(&code, ip)?;
                let seat = cell.lock().room.seat_of(&token);
                let Some(seat) = seat else {
                    self.count_wrong(ip);
                    return Err("That seat's token is not this room's.".to_string());
                };
                let code = cell.lock().room.code.to_string();
                let seated = ServerMessage::Seated {
                    code,
                    seat: Some(seat),
                    token: Some(token),
                };
                Ok((
                    Place {
                        cell,
                        seat: Some(seat),
                    },
                    seated,
                ))
            }
            ClientMessage::Move { .. } | ClientMessage::Rematch => {
                Err("Host or join a room first.".to_string())
            }
        }
    }

    /// Seats `name` in `cell`'s free seat with a new token, or as a
    /// watcher when both are taken.
    fn sit(&self, cell: Arc<RoomCell>, name: String) -> Result<(Place, ServerMessage), String> {
        let name = Name::new(&name).map_err(|e| format!("A name: {e}."))?;
        let taken = Taken {
            name: name.as_str().to_string(),
            token: token_from(random::<{ TOKEN_LEN / 2 }>()),
        };
        let mut live = cell.lock();
        let mut room = live.room.clone();
        let seat = room.sit(taken.clone());
        if let Some(seat) = seat {
            let now = unix_now();
            self.store()
                .sit(room.code, seat, &taken, now)
                .map_err(|e| self.failed(e))?;
            live.room = room;
            live.touched = now;
        }
        let code = live.room.code.to_string();
        drop(live);
        let token = seat.map(|_| taken.token);
        Ok((
            Place { cell, seat },
            ServerMessage::Seated { code, seat, token },
        ))
    }

    /// The room `code` names; a wrong code counts against `ip`.
    fn find(&self, code: &str, ip: IpAddr) -> Result<Arc<RoomCell>, String> {
        self.check_wrong(ip)?;
        let found = Code::parse(code)
            .ok()
            .and_then(|code| lock(&self.rooms).get(&code).cloned());
        match found {
            Some(cell) => Ok(cell),
            None => {
                self.count_wrong(ip);
                Err(format!("There is no room {}: check the code.", code.trim()))
            }
        }
    }

    /// Refuses `ip` while it has tried too many wrong codes this minute.
    fn check_wrong(&self, ip: IpAddr) -> Result<(), String> {
        let wrong = lock(&self.wrong);
        match wrong.get(&ip) {
            Some(&(count, since))
                if count >= WRONG_CODES_PER_MINUTE && since.elapsed() < Duration::from_secs(60) =>
            {
                let wait = 60 - since.elapsed().as_secs();
                Err(format!(
                    "Too many wrong codes from your address: try again in {wait} s."
                ))
            }
            _ => Ok(()),
        }
    }

    fn count_wrong(&self, ip: IpAddr) {
        let mut wrong = lock(&self.wrong);
        let entry = wrong.entry(ip).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= Duration::from_secs(60) {
            *entry = (0, Instant::now());
        }
        entry.0 += 1;
    }

    /// What a client hears when the store failed: the move did not count.
    fn failed(&self, error: StoreError) -> String {
        eprintln!("ttt serve: {error}");
        "The server could not keep that; nothing changed. Try again.".to_string()
    }

    /// Carries out `message` from `place`'s connection.
    fn act(&self, place: &Place, message: ClientMessage) -> Result<(), String> {
        let mut live = place.cell.lock();
        let mut room = live.room.clone();
        let now = unix_now();
        match message {
            ClientMessage::Move { game, ply, cell } => {
                room.play(place.seat, game, ply, cell)
                    .map_err(|e| e.to_string())?;
                self.store()
                    .add_move(&room, now)
                    .map_err(|e| self.failed(e))?;
            }
            ClientMessage::Rematch => {
                room.ask_rematch(place.seat, random::<1>()[0].is_multiple_of(2))
                    .map_err(|e: Refusal| e.to_string())?;
                self.store()
                    .update_room(&room, now)
                    .map_err(|e| self.failed(e))?;
            }
            ClientMessage::Host { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Rejoin { .. } => {
                return Err(format!("You are in room {} already.", room.code));
            }
        }
        live.room = room;
        live.touched = now;
        place.cell.tell(&live);
        Ok(())
    }

    /// Forgets rooms untouched since `before` that nobody is in.
    fn expire(&self, before: u64) {
        let mut rooms = lock(&self.rooms);
        rooms.retain(|_, cell| {
            let live = cell.lock();
            live.touched >= before || live.connected != [0; 2] || live.watching > 0
        });
        if let Err(e) = self.store().expire(before) {
            eprintln!("ttt serve: {e}");
        }
    }
}

/// A connection's allowance of messages: [`MESSAGES_PER_SECOND`], up to
/// [`BURST`] at once.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * MESSAGES_PER_SECOND;
        self.tokens = (self.tokens + refill).min(BURST);
        self.at = now;
        let allowed = self.tokens >= 1.0;
        if allowed {
            self.tokens -= 1.0;
        }
        allowed
    }
}

async fn send(socket: &mut WebSocket, text: &str) -> bool {
    socket.send(Message::Text(text.into())).await.is_ok()
}

async fn send_error(socket: &mut WebSocket, message: String) -> bool {
    send(socket, &encode(&ServerMessage::Error { message })).await
}

/// The message `received`, decoded and within its allowance;
/// `Ok(None)` when the connection is gone.
fn next_message(
    bucket: &mut Bucket,
    received: Option<Result<Message, axum::Error>>,
) -> Result<Option<ClientMessage>, String> {
    let text = match received {
        Some(Ok(Message::Text(text))) => text,
        Some(Ok(Message::Binary(_))) => {
            return Err("Messages are JSON text, not binary.".to_string())
        }
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => return Err(String::new()),
        Some(Ok(Message::Close(_)) | Err(_)) | None => return Ok(None),
    };
    if !bucket.take() {
        return Err("Too many messages: slow down.".to_string());
    }
    decode(&text)
        .map(Some)
        .map_err(|e: DecodeError| e.to_string())
}

async fn connection(mut socket: WebSocket, shared: Arc<Shared>, ip: IpAddr) {
    let mut bucket = Bucket {
        tokens: BURST,
        at: Instant::now(),
    };
    let mut stop = shared.stop.clone();
    let place = loop {
        let received = tokio::select! {
            received = socket.recv() => received,
            _ = stop.changed() => return,
        };
        let outcome = next_message(&mut bucket, received);
        let message = match outcome {
            Ok(Some(message)) => message,
            Ok(None) => return,
            Err(words) if words.is_empty() => continue,
            Err(words) => {
                if !send_error(&mut socket, words).await {
                    return;
                }
                continue;
            }
        };
        match shared.enter(message, ip) {
            Ok((place, seated)) => {
                if !send(&mut socket, &encode(&seated)).await {
                    return;
                }
                break place;
            }
            Err(words) => {
                if !send_error(&mut socket, words).await {
                    return;
                }
            }
        }
    };
    let mut updates = place.cell.updates.subscribe();
    arrive(&place, 1);
    loop {
        tokio::select! {
            received = socket.recv() => {
                let message = match next_message(&mut bucket, received) {
                    Ok(Some(message)) => message,
                    Ok(None) => break,
                    Err(words) if words.is_empty() => continue,
                    Err(words) => {
                        if !send_error(&mut socket, words).await { break }
                        continue;
                    }
                };
                if let Err(words) = shared.act(&place, message) {
                    if !send_error(&mut socket, words).await { break }
                }
            }
            update = updates.recv() => {
                let text = match update {
                    Ok(text) => text,
                    // Fallen behind: the room as it is now says it all.
                    Err(broadcast::error::RecvError::Lagged(_)) => view_text(&place.cell.lock()),
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                if !send(&mut socket, &text).await { break }
            }
            _ = stop.changed() => {
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
        }
    }
    arrive(&place, -1);
}

/// Counts a connection into (`1`) or out of (`-1`) `place`, and tells the
/// room who is there.
fn arrive(place: &Place, step: i32) {
    let mut live = place.cell.lock();
    let count = match place.seat {
        Some(seat) => &mut live.connected[seat.index()],
        None => &mut live.watching,
    };
    *count = count.saturating_add_signed(step);
    place.cell.tell(&live);
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
) -> Response {
    // Small buffers: a room's messages are a few hundred bytes, and the
    // defaults (128 KiB each way) would cost a thousand rooms 500 MB.
    ws.read_buffer_size(BUFFER_BYTES)
        .write_buffer_size(0)
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| connection(socket, shared, addr.ip()))
}

/// A file of the page, by its name; `/` is `index.html`.
async fn page(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let Some(dir) = &shared.web_dir else {
        let words =
            "This server has no page: build it with scripts/web, then start ttt serve again.\n";
        return (StatusCode::NOT_FOUND, words).into_response();
    };
    let name = match uri.path().trim_start_matches('/') {
        "" => "index.html",
        name => name,
    };
    // Only files directly in the page's folder, by plain names: nothing
    // above it can be asked for.
    let plain = name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b));
    if !plain || name.starts_with('.') {
        return (StatusCode::NOT_FOUND, "No such file.\n").into_response();
    }
    match tokio::fs::read(dir.join(name)).await {
        Ok(bytes) => {
            let kind = content_type(name);
            let headers = [
                (header::CONTENT_TYPE, kind),
                (header::CACHE_CONTROL, "no-cache"),
            ];
            (headers, bytes).into_response()
        }
        Err(_) => (StatusCode::NOT_FOUND, "No such file.\n").into_response(),
    }
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json" | "webmanifest") => "application/manifest+json",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        Some("css") => "text/css; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The page's folder beside the program: `web/` next to it, or, for a
/// program built in `target/release/`, `target/web/` from `scripts/web`.
pub fn find_web_dir(program: &Path) -> Option<PathBuf> {
    let beside = program.parent()?;
    [beside.join("web"), beside.parent()?.join("web")]
        .into_iter()
        .find(|dir| dir.join("index.html").is_file())
}

/// A server listening, not yet serving.
pub struct Bound {
    listener: std::net::TcpListener,
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    stop: watch::Sender<bool>,
    room_ttl: Duration,
    /// What the store said when it opened (a damaged file kept aside).
    pub notice: Option<String>,
    pub rooms: usize,
}

/// Opens the store, loads its rooms and listens as `options` say.
pub fn bind(options: &Options) -> Result<Bound, ServeError> {
    std::fs::create_dir_all(&options.data_dir)
        .map_err(|e| ServeError::DataDir(options.data_dir.clone(), e))?;
    let (store, notice) = Store::open(&options.data_dir.join(crate::net::store::FILE))?;
    let now = unix_now();
    store.expire(now.saturating_sub(options.room_ttl.as_secs()))?;
    let rooms: HashMap<Code, Arc<RoomCell>> = store
        .rooms()?
        .into_iter()
        .map(|room| (room.code, RoomCell::new(room, now)))
        .collect();
    let addr = SocketAddr::new(options.bind, options.port);
    let listener =
        std::net::TcpListener::bind(addr).map_err(|source| ServeError::Bind { addr, source })?;
    let addr = listener
        .local_addr()
        .map_err(|source| ServeError::Bind { addr, source })?;
    listener
        .set_nonblocking(true)
        .map_err(|source| ServeError::Bind { addr, source })?;
    let (stop, stopped) = watch::channel(false);
    let count = rooms.len();
    let shared = Shared {
        rooms: Mutex::new(rooms),
        store: Mutex::new(store),
        wrong: Mutex::new(HashMap::new()),
        web_dir: options.web_dir.clone(),
        max_rooms: options.max_rooms,
        stop: stopped,
    };
    Ok(Bound {
        listener,
        addr,
        shared: Arc::new(shared),
        stop,
        room_ttl: options.room_ttl,
        notice,
        rooms: count,
    })
}

/// Stops a server started with [`Bound::spawn`].
pub struct Stopper(watch::Sender<bool>);

impl Stopper {
    pub fn stop(&self) {
        let _ = self.0.send(true);
    }
}

impl Bound {
    /// Serves until Ctrl-C or SIGTERM, on a runtime of its own; then
    /// closes every connection (clients retry) and returns.
    /// `ready` runs once Ctrl-C is caught, before any connection is
    /// served: what it prints is only seen when Ctrl-C stops cleanly.
    pub fn run_until_signal(self, ready: impl FnOnce()) -> Result<(), ServeError> {
        let runtime = runtime()?;
        let stop = self.stop.clone();
        runtime.block_on(async move {
            let signals = StopSignals::catch().map_err(ServeError::Runtime)?;
            ready();
            tokio::spawn(async move {
                signals.wait().await;
                let _ = stop.send(true);
            });
            self.serve().await
        })
    }

    /// Serves on a thread of its own until the returned [`Stopper`] says
    /// stop (the window hosting a game in its own process).
    pub fn spawn(self) -> Result<Stopper, ServeError> {
        let runtime = runtime()?;
        let stopper = Stopper(self.stop.clone());
        std::thread::Builder::new()
            .name("ttt serve".to_string())
            .spawn(move || runtime.block_on(self.serve()))
            .map_err(ServeError::Runtime)?;
        Ok(stopper)
    }

    async fn serve(self) -> Result<(), ServeError> {
        let Bound {
            listener,
            addr,
            shared,
            stop,
            room_ttl,
            ..
        } = self;
        let listener = tokio::net::TcpListener::from_std(listener)
            .map_err(|source| ServeError::Bind { addr, source })?;
        let sweeper = Arc::clone(&shared);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                sweeper.expire(unix_now().saturating_sub(room_ttl.as_secs()));
            }
        });
        let app = Router::new()
            .route("/ws", get(upgrade))
            .fallback(get(page))
            .with_state(shared);
        let mut stopped = stop.subscribe();
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(listener, service)
            .with_graceful_shutdown(async move {
                let _ = stopped.wait_for(|stop| *stop).await;
            })
            .await
            .map_err(ServeError::Runtime)
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, ServeError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)
}

/// Ctrl-C and (on Unix) SIGTERM, caught from the moment they are made:
/// a signal that came between the start and the first wait would
/// otherwise stop the process uncleanly.
struct StopSignals {
    #[cfg(unix)]
    signals: [tokio::signal::unix::Signal; 2],
    #[cfg(not(unix))]
    ctrl_c: tokio::signal::windows::CtrlC,
}

impl StopSignals {
    fn catch() -> std::io::Result<StopSignals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let signals = [
                signal(SignalKind::interrupt())?,
                signal(SignalKind::terminate())?,
            ];
            Ok(StopSignals { signals })
        }
        #[cfg(not(unix))]
        Ok(StopSignals {
            ctrl_c: tokio::signal::windows::ctrl_c()?,
        })
    }

    async fn wait(self) {
        #[cfg(unix)]
        {
            let [mut interrupt, mut terminate] = self.signals;
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
        }
        #[cfg(not(unix))]
        {
            let mut ctrl_c = self.ctrl_c;
            ctrl_c.recv().await;
        }
    }
}

/// Where a friend can reach a server listening on `addr`: every
/// non-loopback address of this computer when it listens on all, then
/// the loopback one (this computer only).
pub fn addresses(addr: SocketAddr) -> Vec<(String, bool)> {
    let url = |ip: IpAddr| format!("http://{}/", SocketAddr::new(ip, addr.port()));
    let mut found = Vec::new();
    if addr.ip().is_unspecified() {
        let interfaces = if_addrs::get_if_addrs().unwrap_or_default();
        for interface in interfaces.iter().filter(|i| !i.is_loopback()) {
            let ip = interface.ip();
            if ip.is_ipv4() == addr.is_ipv4()
                && !matches!(ip, IpAddr::V6(v6) if v6.is_unicast_link_local())
            {
                found.push((url(ip), false));
            }
        }
        let loopback = if addr.is_ipv4() {
            IpAddr::from([127, 0, 0, 1])
        } else {
            IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1])
        };
        found.push((url(loopback), true));
    } else {
        found.push((url(addr.ip()), addr.ip().is_loopback()));
    }
    found
}
