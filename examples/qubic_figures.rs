//! Qubic's figures for docs/qubic.md: seeded matches between the levels
//! (who wins, from both sides) and how long each move of hard and of
//! unbeatable took in them (median, 99th percentile, longest).
//! Run: `cargo run --release --example qubic_figures -- [GAMES]` (50).

use std::time::{Duration, Instant};
use ttt::core::rng::Rng;
use ttt::core::square::Mark;
use ttt::qubic::opponent::QubicOpponent::{self, Easy, Hard, Medium, Unbeatable};
use ttt::qubic::player::decide;
use ttt::qubic::position::Position;

/// One game, seeded: the winner; how long each move took goes to `times`,
/// by level.
fn play(
    x: QubicOpponent,
    o: QubicOpponent,
    seed: u64,
    times: &mut [Vec<Duration>; 4],
) -> Option<Mark> {
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
        times[level as usize].push(start.elapsed());
        p = p.with(d.cell, p.to_move());
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(50);
    let mut times: [Vec<Duration>; 4] = Default::default();
    for (x, o) in [
        (Hard, Easy),
        (Easy, Hard),
        (Hard, Medium),
        (Medium, Hard),
        (Medium, Easy),
        (Easy, Medium),
        (Hard, Hard),
        (Unbeatable, Hard),
        (Hard, Unbeatable),
    ] {
        let mut won = [0; 3];
        for seed in 0..games {
            let i = match play(x, o, seed, &mut times) {
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
    for level in [Hard, Unbeatable] {
        let times = &mut times[level as usize];
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        println!(
            "{}'s {} moves: median {:?}, 99th percentile {:?}, longest {:?}",
            level.name(),
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
}
