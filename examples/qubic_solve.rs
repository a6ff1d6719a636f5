//! Runs Qubic's proof-number search (support/qubic_solver.rs) and writes the
//! opening book it proves.
//!
//! - `qubic_solve position NODES SECONDS POSITION`: one position, under a
//!   node and time limit, with progress; checks the book it proves.
//! - `qubic_solve easiest SECONDS BOOK`: X opens at cell 1 (a corner; the
//!   16 cells on seven lines are all alike under the symmetries), then
//!   one search with one table for all of O's replies up to symmetry,
//!   working at each step on the reply whose proof number is least
//!   (nearest to proved), so what time there is goes to the replies most
//!   likely to be proved; the book of every reply proved goes to BOOK,
//!   marked complete when all are.
//!
//! Run under `nice -n 19 cargo run --release --example qubic_solve -- ...`.

use std::collections::HashMap;
use std::time::{Duration, Instant};
use ttt::core::square::Mark;
use ttt::qubic::book::{encode_book, Book};
use ttt::qubic::position::Position;
use ttt::qubic::prove::{children, normal, verify, Masks};

#[path = "support/qubic_solver.rs"]
mod solver;
use solver::{Proof, Solver};

fn progress(s: &Solver) {
    eprintln!(
        "{:>8.1}s expanded {:>9} positions {:>10}",
        s.elapsed().as_secs_f64(),
        s.expanded,
        s.positions()
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).cloned().unwrap_or_default();
    match arg(0).as_str() {
        "position" => {
            let position = Position::parse(&arg(3)).expect("a position");
            let key = (position.mask(Mark::X), position.mask(Mark::O));
            let nodes = arg(1).parse().expect("NODES");
            let seconds = arg(2).parse().expect("SECONDS");
            one(key, nodes, Duration::from_secs(seconds));
        }
        "easiest" => easiest(arg(1).parse().expect("SECONDS"), &arg(2)),
        _ => {
            eprintln!("usage: qubic_solve position NODES SECONDS POSITION | openings SECONDS BOOK")
        }
    }
}

/// Solves one position; returns its book if proved.
fn one(key: Masks, nodes: u64, time: Duration) -> Option<HashMap<Masks, u8>> {
    let mut solver = Solver::new(nodes, Some(time)).with_progress(progress);
    let outcome = solver.solve(key);
    let root = normal(key);
    println!(
        "{outcome:?} after {:.1}s: expanded {}, positions {}, root numbers {:?}",
        solver.elapsed().as_secs_f64(),
        solver.expanded,
        solver.positions(),
        solver.numbers(root)
    );
    if outcome != Proof::Proved {
        return None;
    }
    let entries = solver.book(root)?;
    let start = Instant::now();
    let verified = verify(key, &entries);
    println!(
        "book {} entries; verified in {:.2}s: {} positions, failure {:?}",
        entries.len(),
        start.elapsed().as_secs_f64(),
        verified.positions,
        verified.failure
    );
    verified.failure.is_none().then_some(entries)
}

fn easiest(seconds: u64, path: &str) {
    let opened: Masks = (1, 0);
    let replies = children(opened, !1);
    println!(
        "X opens at cell 1; O has {} replies up to symmetry",
        replies.len()
    );
    let time = Duration::from_secs(seconds);
    let mut solver = Solver::new(0, Some(time)).with_progress(|_| {});
    let mut book = Book::default();
    book.moves.insert((0, 0), 0);
    let mut left: Vec<(Masks, u8)> = replies.clone();
    let mut proved = Vec::new();
    const STEP: u64 = 20_000;
    while !left.is_empty() && solver.elapsed() < time {
        // Least proof number first; a reply never searched counts as 1.
        let pn = |k: &Masks| solver.numbers(normal(*k)).map_or(1, |n| n.0);
        left.sort_by_key(|(k, _)| pn(k));
        let (key, cell) = left[0];
        solver.allow(STEP, Some(time));
        let outcome = solver.solve(key);
        println!(
            "{:>7.1}s O at {:>2}: {outcome:?}, numbers {:?}; expanded {}, positions {}",
            solver.elapsed().as_secs_f64(),
            cell + 1,
            solver.numbers(normal(key)),
            solver.expanded,
            solver.positions()
        );
        match outcome {
            Proof::Proved => {
                let entries = solver.book(normal(key)).expect("a proved book");
                let verified = verify(key, &entries);
                println!(
                    "  proved; book {} entries; verified: {verified:?}",
                    entries.len()
                );
                if verified.failure.is_none() {
                    book.moves.extend(entries);
                    std::fs::write(path, encode_book(&book)).expect("write the book");
                    proved.push(cell + 1);
                }
                left.remove(0);
            }
            Proof::Disproved => {
                println!("  DISPROVED: X does not win after this reply by this search");
                left.remove(0);
            }
            Proof::Unfinished => {}
        }
    }
    book.complete = left.is_empty() && proved.len() == replies.len();
    std::fs::write(path, encode_book(&book)).expect("write the book");
    let numbers: Vec<(u8, Option<(u32, u32)>)> = left
        .iter()
        .map(|(k, c)| (c + 1, solver.numbers(normal(*k))))
        .collect();
    println!(
        "{:.0}s: proved after O at {proved:?}; not proved (cell, numbers): {numbers:?}",
        solver.elapsed().as_secs_f64()
    );
}
