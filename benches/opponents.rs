//! How long choosing a move takes, per opponent, over every playable
//! position; the one-time build of `perfect`'s table; `ttt prove` for all
//! opponents; and the cold start of `ttt move`. Run: `cargo bench`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::process::Command;
use std::time::Duration;
use ttt::core::board::Mark;
use ttt::core::board::Rules;
use ttt::core::position::playable_positions_under;
use ttt::core::rng::Rng;
use ttt::strategy::prove::prove;
use ttt::strategy::{perfect, Memory, Opponent};

/// One move per iteration, cycling through all 4520 playable positions, so
/// the figure is the mean over every position; criterion reports the median
/// of its samples.
fn choose_a_move(c: &mut Criterion) {
    let positions = playable_positions_under(Rules::Standard);
    let memory = Memory::new();
    // Builds perfect's table now, so its first move does not pay for it.
    perfect::value_of(&Default::default());
    let mut group = c.benchmark_group("choose");
    for opponent in Opponent::COMPUTERS {
        let mut rng = Rng::seeded(1);
        let mut i = 0;
        group.bench_function(opponent.name(), |b| {
            b.iter(|| {
                let board = &positions[i % positions.len()];
                i += 1;
                black_box(opponent.decide(black_box(board), board.to_move(), &memory, &mut rng))
            })
        });
    }
    group.finish();
}

fn perfect_table_build(c: &mut Criterion) {
    let mut group = c.benchmark_group("perfect");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    group.bench_function("table build", |b| {
        b.iter(|| perfect::build_table_uncached(Rules::Standard))
    });
    group.finish();
}

fn prove_all(c: &mut Criterion) {
    let memory = Memory::new();
    let mut group = c.benchmark_group("prove");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    group.bench_function("all opponents", |b| {
        b.iter(|| {
            for opponent in Opponent::COMPUTERS {
                for side in [Mark::X, Mark::O] {
                    black_box(prove(opponent, side, Rules::Standard, &memory));
                }
            }
        })
    });
    group.finish();
}

/// Whole processes: exec, parse, work, print, exit.
fn cold_start(c: &mut Criterion) {
    let exe = env!("CARGO_BIN_EXE_ttt");
    let data = std::env::temp_dir().join("ttt-bench-data");
    let mut group = c.benchmark_group("cold start");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    let commands: [&[&str]; 3] = [
        &["move", "--opponent", "logo", "x___o____"],
        &["move", "--opponent", "perfect", "x___o____"],
        &["prove", "--opponent", "all"],
    ];
    for args in commands {
        group.bench_function(format!("ttt {}", args.join(" ")), |b| {
            b.iter(|| {
                let out = Command::new(exe)
                    .args(args)
                    .env("TTT_DATA_DIR", &data)
                    .output()
                    .expect("ttt runs");
                assert!(out.status.success());
            })
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    choose_a_move,
    perfect_table_build,
    prove_all,
    cold_start
);
criterion_main!(benches);
