//! The tests that need nothing but the crate and its built binary: the
//! books' examples, every-position proofs, the command line and its
//! conventions, the data files, the past games, `--screenshot` painted in software, the
//! window's session without a window, `ttt text` through a pipe, and the
//! architecture read from the sources.
//! One test binary (`cargo test --test pure`); each file below was its own
//! binary before, and its name still filters its tests
//! (`cargo test --test pure every_position::`).

#[path = "../support/mod.rs"]
mod support;

mod architecture;
mod books;
mod busy_lock;
mod cli;
mod cli_conventions;
mod crash_and_concurrency;
mod damaged_files;
mod every_position;
mod games;
mod exercise_10_4;
mod newer_files;
mod no_panic;
mod qubic_cli;
mod qubic_solver;
mod review;
mod review_and_rules_cli;
mod screenshot;
mod session;
mod sound;
mod stats_and_train;
mod text;
mod text_data;
mod text_no_panic;
mod text_qubic;
