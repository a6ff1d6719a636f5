//! Qubic's figures for docs/qubic.md: seeded matches between the levels
//! (who wins, from both sides) and how long each of hard's moves took in
//! them (median, 99th percentile, longest).
//! Run: `cargo run --release --example qubic_figures -- [GAMES]` (50).

use std::time::{Duration, Instant};
use ttt::core::rng::Rng;
use ttt::core::square::Mark;
use ttt::qubic::player::{decide, Level};
use ttt::qubic::position::Position;

/// One game, seeded: the winner, and how long each of `timed`'s moves took.
fn play(x: Level, o: Level, seed: u64, timed: Level, times: &mut Vec<Duration>) -> Option<Mark> {
    let mut rng = Rng::seeded(seed);
    let mut p = Position::default();
    loop {
        let level = match p.to_move() {
            Mark::X => x,
            Mark::O => o,
        };
        let start = Instant::now();
        let Some(d) = decide(&p, level, &mut rng) else {
            return p.winner();
        };
        if level == timed {
            times.push(start.elapsed());
        }
        p = p.with(d.cell, p.to_move());
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(50);
    let mut times = Vec::new();
    for (x, o) in [
        (Level::Hard, Level::Easy),
        (Level::Easy, Level::Hard),
        (Level::Hard, Level::Medium),
        (Level::Medium, Level::Hard),
        (Level::Medium, Level::Easy),
        (Level::Easy, Level::Medium),
        (Level::Hard, Level::Hard),
    ] {
        let mut won = [0; 3];
        for seed in 0..games {
            let i = match play(x, o, seed, Level::Hard, &mut times) {
                Some(Mark::X) => 0,
                Some(Mark::O) => 1,
                None => 2,
            };
            won[i] += 1;
        }
        println!(
            "{:>6} (x) vs {:<6} (o): x won {}, o won {}, drawn {} of {games}",
            x.name(),
            o.name(),
            won[0],
            won[1],
            won[2]
        );
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "hard's {} moves: median {:?}, 99th percentile {:?}, longest {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
