//! Unbeatable as X against O's of every kind, seeded: at random, easy,
//! medium and hard; how many games X won, lost and drew, and how long
//! each of unbeatable's moves took (median, 99th percentile, longest).
//! Run: `cargo run --release --example qubic_unbeatable -- [GAMES]` (1000
//! against each of random, easy and medium; a tenth as many against hard).

use std::time::{Duration, Instant};
use ttt::core::rng::Rng;
use ttt::core::square::Mark;
use ttt::qubic::opponent::QubicOpponent;
use ttt::qubic::player::{decide, proof_is_complete};
use ttt::qubic::position::Position;

fn game(o: Option<QubicOpponent>, seed: u64, times: &mut Vec<Duration>) -> (Option<Mark>, bool) {
    let mut rng = Rng::seeded(seed);
    let mut p = Position::default();
    let mut all_proved = true;
    while !p.is_finished() {
        let cell = match (p.to_move(), o) {
            (Mark::X, _) => {
                let start = Instant::now();
                let d = decide(&p, QubicOpponent::Unbeatable, &mut rng).expect("a move");
                times.push(start.elapsed());
                let said = d.reason.to_string();
                all_proved &= !said.contains("no proof") && !said.contains("the proof has no move");
                d.cell
            }
            (Mark::O, Some(level)) => decide(&p, level, &mut rng).expect("a move").cell,
            (Mark::O, None) => {
                let free: Vec<_> = p.free_cells().collect();
                rng.pick(&free).expect("a free cell")
            }
        };
        p = p.with(cell, p.to_move());
    }
    (p.winner(), all_proved)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    println!("the shipped book proves X wins: {}", proof_is_complete());
    let mut times = Vec::new();
    for (name, o, n) in [
        ("random", None, games),
        ("easy", Some(QubicOpponent::Easy), games),
        ("medium", Some(QubicOpponent::Medium), games),
        ("hard", Some(QubicOpponent::Hard), games / 10),
    ] {
        let (mut won, mut lost, mut drawn, mut off) = (0, 0, 0, 0);
        for seed in 0..n {
            let (winner, proved) = game(o, seed, &mut times);
            match winner {
                Some(Mark::X) => won += 1,
                Some(Mark::O) => lost += 1,
                None => drawn += 1,
            }
            off += u64::from(!proved);
        }
        println!("unbeatable (x) vs {name:>6} (o): x won {won}, o won {lost}, drawn {drawn} of {n}; games with a move off the proof: {off}");
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "unbeatable's {} moves: median {:?}, 99th percentile {:?}, longest {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times.last().copied().unwrap_or_default()
    );
}
