//! The window's and the terminal's link to a server: one thread that
//! keeps a WebSocket open (tungstenite, blocking), hands over what the
//! server says and sends what the player does, and, when the connection
//! drops, connects again and takes back its seat with the seat's token.

use crate::net::code::Code;
use crate::net::link::{self, retry_after, Hello};
pub use crate::net::link::{host, join, message_for, remote, News};
use crate::net::protocol::ClientMessage;
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;
use tungstenite::{Message, WebSocket};

/// How long a connection may take to open.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// How often the thread looks for something to send while it waits.
const POLL: Duration = Duration::from_millis(20);

/// A server's address as people give it: an invite link
/// (`http://HOST:PORT/#CODE`), `HOST:PORT`, or `ws://HOST:PORT/ws`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// `HOST:PORT`.
    pub host: String,
    /// The room the link invites to, if it names one.
    pub code: Option<Code>,
}

impl Address {
    pub fn parse(text: &str) -> Result<Address, String> {
        let text = text.trim();
        let (rest, code) = match text.split_once('#') {
            Some((rest, code)) if !code.is_empty() => (rest, Some(Code::parse(code)?)),
            Some((rest, _)) => (rest, None),
            None => (text, None),
        };
        let rest = ["http://", "ws://"]
            .iter()
            .find_map(|scheme| rest.strip_prefix(scheme))
            .unwrap_or(rest);
        if rest.starts_with("https://") || rest.starts_with("wss://") {
            return Err("ttt serve speaks plain http and ws, not https".to_string());
        }
        let host = rest.split('/').next().unwrap_or_default();
        if host.is_empty() {
            return Err(format!(
                "'{text}' names no server: give HOST:PORT or the invite link"
            ));
        }
        let host = match host.rsplit_once(':') {
            Some((_, port)) if port.parse::<u16>().is_ok() => host.to_string(),
            _ => format!("{host}:80"),
        };
        Ok(Address { host, code })
    }

    /// The link a friend opens to join room `code`.
    pub fn invite(&self, code: &str) -> String {
        format!("http://{}/#{code}", self.host)
    }
}

/// A live link to a server (its thread ends when the link is dropped).
pub struct Link {
    to_server: Sender<ClientMessage>,
    news: Receiver<News>,
}

impl Link {
    /// Connects to `address` and says `hello` (a host, join or rejoin).
    pub fn open(address: &Address, hello: Hello) -> Link {
        let (to_server, outgoing) = mpsc::channel();
        let (tell, news) = mpsc::channel();
        let host = address.host.clone();
        let _ = std::thread::Builder::new()
            .name("ttt link".to_string())
            .spawn(move || keep_connected(&host, hello, &outgoing, &tell));
        Link { to_server, news }
    }

    pub fn send(&self, message: ClientMessage) {
        let _ = self.to_server.send(message);
    }

    /// Everything heard since the last call.
    pub fn news(&self) -> Vec<News> {
        self.news.try_iter().collect()
    }

    /// The next news, waiting up to `wait`.
    pub fn wait(&self, wait: Duration) -> Option<News> {
        self.news.recv_timeout(wait).ok()
    }
}

fn connect(host: &str) -> Result<WebSocket<TcpStream>, String> {
    let addrs: Vec<SocketAddr> = host
        .to_socket_addrs()
        .map_err(|e| format!("cannot find {host}: {e}"))?
        .collect();
    let mut last = format!("cannot find {host}");
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT) {
            Ok(stream) => {
                let _ = stream.set_nodelay(true);
                let url = format!("ws://{host}/ws");
                let (socket, _) = tungstenite::client(url.as_str(), stream)
                    .map_err(|e| format!("{host} is not a ttt server: {e}"))?;
                socket
                    .get_ref()
                    .set_read_timeout(Some(POLL))
                    .map_err(|e| e.to_string())?;
                return Ok(socket);
            }
            Err(e) => last = format!("cannot reach {host}: {e}"),
        }
    }
    Err(last)
}

/// The link's thread: connects, says hello, relays, and reconnects.
fn keep_connected(
    host: &str,
    mut hello: Hello,
    outgoing: &Receiver<ClientMessage>,
    tell: &Sender<News>,
) {
    let mut ever = false;
    let mut failures = 0;
    loop {
        let socket = match connect(host) {
            Ok(socket) => socket,
            Err(e) if !ever => {
                let _ = tell.send(News::Failed(format!("{e}. Is ttt serve running there?")));
                return;
            }
            Err(e) => {
                let wait = retry_after(failures);
                failures += 1;
                if tell.send(News::Lost(format!("{e}; trying again"))).is_err() {
                    return;
                }
                std::thread::sleep(wait);
                continue;
            }
        };
        ever = true;
        failures = 0;
        match relay(socket, &mut hello, outgoing, tell) {
            Relay::Closed => return,
            Relay::Dropped(why) => {
                if tell
                    .send(News::Lost(format!("{why}; connecting again")))
                    .is_err()
                {
                    return;
                }
            }
        }
    }
}

enum Relay {
    /// The link was dropped by its owner: stop.
    Closed,
    Dropped(String),
}

fn relay(
    mut socket: WebSocket<TcpStream>,
    hello: &mut Hello,
    outgoing: &Receiver<ClientMessage>,
    tell: &Sender<News>,
) -> Relay {
    if let Err(e) = socket.send(Message::text(hello.text())) {
        return Relay::Dropped(format!("the server closed the connection ({e})"));
    }
    loop {
        loop {
            match outgoing.try_recv() {
                Ok(message) => {
                    if let Err(e) = socket.send(Message::text(link::text(&message))) {
                        return Relay::Dropped(format!("the connection dropped ({e})"));
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    let _ = socket.close(None);
                    let _ = socket.flush();
                    return Relay::Closed;
                }
            }
        }
        let message = match socket.read() {
            Ok(Message::Text(text)) => text,
            Ok(Message::Close(_)) => {
                return Relay::Dropped("the server closed the connection".to_string())
            }
            Ok(_) => continue,
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                continue
            }
            Err(e) => return Relay::Dropped(format!("the connection dropped ({e})")),
        };
        let news = hello.hear(&message);
        if news == News::SeatForgotten {
            // Hello is a plain join now: said at once on this connection.
            if let Err(e) = socket.send(Message::text(hello.text())) {
                return Relay::Dropped(format!("the connection dropped ({e})"));
            }
        }
        if tell.send(news).is_err() {
            let _ = socket.close(None);
            return Relay::Closed;
        }
    }
}

#[cfg(test)]
#[path = "client_tests.rs"]
mod tests;
