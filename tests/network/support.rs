//! A real `ttt serve` process on a loopback port, and a WebSocket client
//! that sends whatever a test writes (good messages and bad).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tungstenite::{Message, WebSocket};

/// How long any one answer may take before a test fails (the machine is
/// shared; an answer normally comes in a millisecond).
pub const ANSWER: Duration = Duration::from_secs(10);

pub struct Server {
    child: Child,
    pub port: u16,
    /// The lines it printed after the address.
    pub lines: mpsc::Receiver<String>,
}

impl Server {
    /// `ttt serve` on 127.0.0.1, port `port` (0: any), keeping its rooms
    /// in `dir`; returns once it listens.
    pub fn start(dir: &Path, port: u16) -> Server {
        Server::start_with(dir, port, &[])
    }

    pub fn start_with(dir: &Path, port: u16, more: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
            .args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string()])
            .args(more)
            .arg("--data-dir")
            .arg(dir)
            .env_remove("TTT_DATA_DIR")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ttt serve starts");
        let stdout = child.stdout.take().expect("piped");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let Ok(first) = lines.recv_timeout(ANSWER) else {
            let _ = child.kill();
            let out = child.wait_with_output().expect("its output");
            let err = String::from_utf8_lossy(&out.stderr);
            panic!("ttt serve printed nothing: {err}");
        };
        let port = first
            .strip_prefix("ttt serve: listening on 127.0.0.1:")
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("not the address: {first}"));
        Server { child, port, lines }
    }

    pub fn kill_hard(mut self) {
        // SIGKILL: no chance to tidy up, as a crash or `kill -9`.
        self.child.kill().expect("killed");
        self.child.wait().expect("reaped");
    }

    pub fn interrupt(mut self) -> (Option<i32>, Vec<String>) {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        let deadline = Instant::now() + ANSWER;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("waited") {
                break status;
            }
            assert!(
                Instant::now() < deadline,
                "ttt serve did not stop on Ctrl-C"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        // Every line it printed: the reader thread ends at the pipe's end,
        // which may come a moment after the exit.
        let mut lines = Vec::new();
        while let Some(wait) = deadline.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(wait) {
                Ok(line) => lines.push(line),
                Err(_) => break,
            }
        }
        (status.code(), lines)
    }

    pub fn client(&self) -> Client {
        Client::connect(self.port)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub struct Client {
    socket: WebSocket<TcpStream>,
}

impl Client {
    pub fn connect(port: u16) -> Client {
        let stream = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
        stream.set_read_timeout(Some(ANSWER)).expect("a timeout");
        let url = format!("ws://127.0.0.1:{port}/ws");
        let (socket, _) = tungstenite::client(url.as_str(), stream).expect("a WebSocket");
        Client { socket }
    }

    pub fn send_text(&mut self, text: &str) {
        self.socket.send(Message::text(text)).expect("sent");
    }

    pub fn send(&mut self, message: Value) {
        self.send_text(&message.to_string());
    }

    /// The next message, as JSON.
    pub fn next(&mut self) -> Value {
        loop {
            match self.socket.read().expect("an answer in time") {
                Message::Text(text) => return serde_json::from_str(&text).expect("JSON"),
                Message::Close(frame) => panic!("closed: {frame:?}"),
                _ => {}
            }
        }
    }

    /// Messages until one of `kind` (`room`, `error`, `seated`).
    pub fn until(&mut self, kind: &str) -> Value {
        let deadline = Instant::now() + ANSWER;
        loop {
            assert!(Instant::now() < deadline, "no {kind} message in time");
            let message = self.next();
            if message["type"] == kind {
                return message;
            }
        }
    }

    /// Messages until a room view that `test` accepts.
    pub fn until_room(&mut self, test: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + ANSWER;
        loop {
            assert!(Instant::now() < deadline, "no such room view in time");
            let message = self.next();
            if message["type"] == "room" && test(&message) {
                return message;
            }
        }
    }

    /// The error the next message answers with (room views skipped).
    pub fn error(&mut self) -> String {
        self.until("error")["message"]
            .as_str()
            .expect("words")
            .to_string()
    }

    /// Hosts a room; returns its code and the host's token.
    pub fn host(&mut self, game: &str, name: &str) -> (String, String) {
        self.send(json!({"type": "host", "version": 1, "game": game, "side": "x", "name": name}));
        let seated = self.until("seated");
        assert_eq!(seated["seat"], "host");
        (text(&seated["code"]), text(&seated["token"]))
    }

    /// Joins room `code`; returns the seated message.
    pub fn join(&mut self, code: &str, name: &str) -> Value {
        self.send(json!({"type": "join", "version": 1, "code": code, "name": name}));
        self.until("seated")
    }

    pub fn play(&mut self, game: u32, ply: usize, cell: u8) {
        self.send(json!({"type": "move", "game": game, "ply": ply, "cell": cell}));
    }
}

pub fn text(value: &Value) -> String {
    value
        .as_str()
        .unwrap_or_else(|| panic!("not text: {value}"))
        .to_string()
}

/// The moves of a room view.
pub fn moves(view: &Value) -> Vec<u64> {
    view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter_map(Value::as_u64)
        .collect()
}
