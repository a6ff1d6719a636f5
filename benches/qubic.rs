//! How long Qubic's opponents take to choose a move, cycling through the
//! positions of real games (hard against medium, both sides, seeded), so
//! the figure is a mean over them. Run: `cargo bench --bench qubic`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use ttt::core::rng::Rng;
use ttt::core::square::Mark;
use ttt::qubic::opponent::QubicOpponent;
use ttt::qubic::player::decide;
use ttt::qubic::position::Position;

/// Every position where a move was due in `games` games of `x` against `o`.
fn positions_from_games(x: QubicOpponent, o: QubicOpponent, games: u64) -> Vec<Position> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::seeded(seed);
        let mut p = Position::default();
        loop {
            let level = match p.to_move() {
                Mark::X => x,
                Mark::O => o,
            };
            let Some(d) = decide(&p, level, &mut rng) else {
                break;
            };
            positions.push(p);
            p = p.with(d.cell, p.to_move());
        }
    }
    positions
}

fn choose_a_move(c: &mut Criterion) {
    let mut positions = positions_from_games(QubicOpponent::Hard, QubicOpponent::Medium, 10);
    positions.extend(positions_from_games(
        QubicOpponent::Medium,
        QubicOpponent::Hard,
        10,
    ));
    let mut group = c.benchmark_group("qubic");
    for level in QubicOpponent::LEVELS {
        let mut rng = Rng::seeded(1);
        let mut i = 0;
        group.bench_function(level.name(), |b| {
            b.iter(|| {
                let p = &positions[i % positions.len()];
                i += 1;
                black_box(decide(black_box(p), level, &mut rng))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, choose_a_move);
criterion_main!(benches);
