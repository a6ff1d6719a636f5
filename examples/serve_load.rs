//! The load benchmark of `ttt serve`: GAMES games at once (1,000 by
//! default), each two WebSocket clients on loopback that host, join and
//! play a 3×3 game to its end as fast as the server relays, on a server
//! started here with a fresh data directory. Prints the relay time (a move
//! sent by one player to the room's view with it reaching the other),
//! median and 99th percentile, the server's memory per room (its resident
//! memory with every room open and both players connected, less its
//! memory before, over the rooms), and moves a second over the whole run.
//!
//!     cargo build --release && cargo run --release --example serve_load -- [GAMES] [ROUNDS]
//!
//! (scripts/serve-load does both.) Bounded: it stops by itself after
//! ROUNDS games in each room (default 3) or 120 s, whichever comes first.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{client_async, WebSocketStream};

type Socket = WebSocketStream<TcpStream>;

/// A game that always ends in a tie or a win within nine moves; the room
/// says when it is over.
const MOVES: [u8; 9] = [1, 5, 9, 2, 8, 7, 3, 6, 4];
const LIMIT: Duration = Duration::from_secs(60);
/// How long a player takes to move in the first game of each room.
const PACE: Duration = Duration::from_millis(1000);

fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok())
        .unwrap_or(0)
}

async fn connect(port: u16) -> Socket {
    let stream = TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("the server listens");
    stream.set_nodelay(true).expect("nodelay");
    let url = format!("ws://127.0.0.1:{port}/ws");
    client_async(url, stream).await.expect("a WebSocket").0
}

async fn send(socket: &mut Socket, value: Value) {
    socket
        .send(Message::text(value.to_string()))
        .await
        .expect("sent");
}

async fn next(socket: &mut Socket) -> Value {
    loop {
        match socket.next().await.expect("open").expect("a message") {
            Message::Text(text) => return serde_json::from_str(&text).expect("JSON"),
            Message::Close(_) => panic!("closed"),
            _ => {}
        }
    }
}

async fn until(socket: &mut Socket, test: impl Fn(&Value) -> bool) -> Value {
    loop {
        let message = next(socket).await;
        if test(&message) {
            return message;
        }
    }
}

/// Two seated players of one room: host first.
async fn seat_pair(port: u16) -> [Socket; 2] {
    let mut host = connect(port).await;
    send(
        &mut host,
        json!({"type":"host","version":1,"game":"tic-tac-toe","side":"x","name":"a"}),
    )
    .await;
    let code = until(&mut host, |m| m["type"] == "seated").await["code"].clone();
    let mut guest = connect(port).await;
    send(
        &mut guest,
        json!({"type":"join","version":1,"code":code,"name":"b"}),
    )
    .await;
    until(&mut guest, |m| m["type"] == "seated").await;
    for socket in [&mut host, &mut guest] {
        until(socket, |m| {
            m["type"] == "room" && m["players"][1]["connected"] == true
        })
        .await;
    }
    [host, guest]
}

/// Plays games `games` in the room of `pair` (a rematch before each but
/// the first), each mover waiting `pace` before its move (after `delay`
/// at the start, so rooms do not move in step); returns each move's
/// relay time in microseconds, and the pair.
async fn play(
    mut pair: [Socket; 2],
    games: std::ops::RangeInclusive<u32>,
    pace: Duration,
    delay: Duration,
    deadline: Instant,
) -> (Vec<u64>, [Socket; 2]) {
    let mut relays = Vec::new();
    tokio::time::sleep(delay).await;
    for game in games {
        if game > 1 {
            for socket in &mut pair {
                send(socket, json!({"type":"rematch"})).await;
            }
            for socket in &mut pair {
                until(socket, |m| m["type"] == "room" && m["game"] == game).await;
            }
        }
        // Game 1: the host is X; each rematch swaps.
        let x = usize::from(game % 2 == 0);
        for (ply, cell) in MOVES.into_iter().enumerate() {
            if Instant::now() > deadline {
                return (relays, pair);
            }
            tokio::time::sleep(pace).await;
            let mover = (x + ply) % 2;
            let sent = Instant::now();
            send(
                &mut pair[mover],
                json!({"type":"move","game":game,"ply":ply,"cell":cell}),
            )
            .await;
            let has_move = |m: &Value| {
                m["type"] == "room" && m["moves"].as_array().is_some_and(|a| a.len() == ply + 1)
            };
            let view = until(&mut pair[1 - mover], has_move).await;
            relays.push(sent.elapsed().as_micros() as u64);
            until(&mut pair[mover], has_move).await;
            if !view["result"].is_null() {
                break;
            }
        }
    }
    (relays, pair)
}

/// Plays every pair's `games` at once; the relay times and the pairs.
fn play_all(
    runtime: &tokio::runtime::Runtime,
    pairs: Vec<[Socket; 2]>,
    games: std::ops::RangeInclusive<u32>,
    pace: Duration,
) -> (Vec<u64>, Vec<[Socket; 2]>, Duration) {
    let deadline = Instant::now() + LIMIT;
    let start = Instant::now();
    let count = pairs.len() as u32;
    let (relays, pairs) = runtime.block_on(async {
        let tasks: Vec<_> = pairs
            .into_iter()
            .enumerate()
            .map(|(n, pair)| {
                tokio::spawn(play(
                    pair,
                    games.clone(),
                    pace,
                    pace * n as u32 / count.max(1),
                    deadline,
                ))
            })
            .collect();
        let mut relays = Vec::new();
        let mut pairs = Vec::new();
        for task in tasks {
            let (more, pair) = task.await.expect("played");
            relays.extend(more);
            pairs.push(pair);
        }
        (relays, pairs)
    });
    let mut relays = relays;
    relays.sort_unstable();
    (relays, pairs, start.elapsed())
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(at).copied().unwrap_or(0) as f64 / 1000.0
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let rounds: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let dir = std::env::temp_dir().join(format!("ttt-serve-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let ttt = std::env::var("TTT").unwrap_or_else(|_| "target/release/ttt".to_string());
    let mut server = Command::new(&ttt)
        .args(["serve", "--bind", "127.0.0.1", "--port", "0", "--data-dir"])
        .arg(&dir)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{ttt}: {e} (build it: cargo build --release)"));
    let mut first = String::new();
    BufReader::new(server.stdout.take().expect("piped"))
        .read_line(&mut first)
        .expect("the address");
    let port: u16 = first
        .trim()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port");
    let pid = server.id();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio");
    let before = resident_kib(pid);
    let started = Instant::now();
    let pairs = runtime.block_on(async {
        let mut pairs = Vec::with_capacity(games);
        // Seat in batches, so the listener's backlog is not the measure.
        while pairs.len() < games {
            let batch = (games - pairs.len()).min(100);
            let seating: Vec<_> = (0..batch).map(|_| tokio::spawn(seat_pair(port))).collect();
            for task in seating {
                pairs.push(task.await.expect("seated"));
            }
        }
        pairs
    });
    let seated = started.elapsed();
    let with_rooms = resident_kib(pid);
    // At a player's pace: each player moves PACE after the other.
    let (paced, pairs, _) = play_all(&runtime, pairs, 1..=1, PACE);
    // Then as fast as the server relays, for the rest of the rounds.
    let (fast, _, playing) = play_all(&runtime, pairs, 2..=rounds.max(2), Duration::ZERO);
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&dir);
    println!("ttt serve under load: {games} games at once on loopback");
    println!(
        "  seating {games} rooms (2 connections each): {:.1} s",
        seated.as_secs_f64()
    );
    let times = |sorted: &[u64]| {
        format!(
            "median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(sorted, 0.5),
            percentile(sorted, 0.99),
            percentile(sorted, 1.0)
        )
    };
    println!(
        "  relay time, every player moving {} ms after the other ({:.0} moves/s offered): {}",
        PACE.as_millis(),
        games as f64 / PACE.as_secs_f64(),
        times(&paced)
    );
    println!("  as fast as the server relays ({} more games a room): {} moves in {:.1} s: {:.0} moves/s; relay {}", rounds.max(2) - 1, fast.len(), playing.as_secs_f64(), fast.len() as f64 / playing.as_secs_f64(), times(&fast));
    println!(
        "  server memory: {} KiB before, {} KiB with the rooms open: {:.1} KiB a room",
        before,
        with_rooms,
        (with_rooms.saturating_sub(before)) as f64 / games as f64
    );
}
