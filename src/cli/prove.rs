//! `ttt prove [--opponent NAME|all]`: plays every line of play against an
//! opponent, on both sides, and counts its wins, draws and losses.
//! `ttt prove --game qubic [--book FILE]` checks from scratch the opening
//! book that proves X wins Qubic: exit 0 only if X wins from the empty
//! board, 1 if the book proves less (it says how much), 2 for bad input.

use crate::cli::args::{ProveArgs, Proved};
use crate::cli::{print, Io, FAILED};
use crate::core::board::Mark;
use crate::qubic::book::{decode, encode_book, shipped, Book};
use crate::qubic::cell::Cell;
use crate::qubic::position::Position;
use crate::qubic::prove::{verify_by_replies, OpeningChecked};
use crate::strategy::prove::prove;
use crate::strategy::Opponent;
use serde_json::{json, Value};
use std::io::Write;
use std::time::Instant;

pub fn run(args: &ProveArgs, io: &mut Io) -> Result<i32, String> {
    let opponents = match args.opponent {
        Proved::All => Opponent::COMPUTERS.to_vec(),
        Proved::One(opponent) => vec![opponent],
    };
    let memory = io.memory_for(&opponents);
    let mut proofs = Vec::new();
    for opponent in opponents {
        for side in [Mark::X, Mark::O] {
            proofs.push(
                prove(opponent, side, args.rules, &memory)
                    .ok_or("opponent 'human' is not a strategy to prove")?,
            );
        }
    }
    let text = || proofs.iter().map(|proof| format!("{proof}\n")).collect();
    print(io.out, args.json, text, || json!(proofs))
}

/// Checks the book; `given` says whether a 3×3 option (`--opponent`,
/// `--rules`) was typed, which Qubic refuses.
pub fn run_qubic(args: &ProveArgs, given: bool, out: &mut dyn Write) -> Result<i32, String> {
    if given {
        return Err("--opponent and --rules are 3×3's; Qubic's proof is of X's win".into());
    }
    let (book, bytes, name) = match &args.book {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| format!("cannot read the book {}: {e}", path.display()))?;
            let book = decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            (book, bytes.len(), path.display().to_string())
        }
        None => {
            let book = shipped()
                .clone()
                .map_err(|e| format!("the shipped book: {e}"))?;
            let bytes = encode_book(&book).len();
            (book, bytes, "assets/qubic-book.bin".to_string())
        }
    };
    let started = Instant::now();
    let checked = verify_by_replies(book.root, &book.moves);
    let seconds = started.elapsed().as_secs_f64();
    let proved = checked.proved() && book.root == (0, 0);
    let text = || qubic_report(&book, &checked, (&name, bytes), seconds, proved);
    print(out, args.json, text, || {
        qubic_json(&book, &checked, bytes, seconds, proved)
    })?;
    Ok(if proved { 0 } else { FAILED })
}

fn cell_number(index: u8) -> u8 {
    Cell::from_index(index as usize).map_or(0, Cell::number)
}

fn position_text(key: (u64, u64)) -> String {
    let place = |p: Position, mask: u64, mark| Cell::in_mask(mask).fold(p, |p, c| p.with(c, mark));
    place(place(Position::default(), key.0, Mark::X), key.1, Mark::O).to_string()
}

fn qubic_report(
    book: &Book,
    checked: &OpeningChecked,
    (name, bytes): (&str, usize),
    seconds: f64,
    proved: bool,
) -> String {
    let mut text = String::new();
    let mut say = |line: String| text += &(line + "\n");
    say(format!(
        "Qubic: checking the opening book {name} ({bytes} bytes, {} positions with X's move) from scratch",
        book.moves.len()
    ));
    if book.root != (0, 0) {
        say(format!(
            "the book starts from {}, not the empty board",
            position_text(book.root)
        ));
    }
    let tree = format!("{} positions walked in {seconds:.2} s", checked.positions());
    let Some(first) = checked.first else {
        say(format!(
            "not proved: the book has no first move for X on a free cell; {tree}"
        ));
        return text;
    };
    say(format!(
        "X opens at cell {}; O has {} replies up to symmetry",
        cell_number(first),
        checked.replies.len()
    ));
    for reply in &checked.replies {
        let verdict = match reply.failure {
            None => "X wins".to_string(),
            Some((at, why)) => format!("not proved: {why} at {}", position_text(at)),
        };
        let new = match reply.positions {
            1 => "1 new position".to_string(),
            n => format!("{n} new positions"),
        };
        say(format!(
            "  O at cell {:>2}: {verdict} ({new})",
            cell_number(reply.cell)
        ));
    }
    let won = checked
        .replies
        .iter()
        .filter(|r| r.failure.is_none())
        .count();
    match proved {
        true => say(format!("proved: X wins Qubic from the empty board; {tree}")),
        false => say(format!(
            "not proved: the book proves X's win after {won} of O's {} replies only; {tree}",
            checked.replies.len()
        )),
    }
    text
}

fn qubic_json(
    book: &Book,
    checked: &OpeningChecked,
    bytes: usize,
    seconds: f64,
    proved: bool,
) -> Value {
    let replies: Vec<Value> = checked
        .replies
        .iter()
        .map(|r| {
            json!({
                "cell": cell_number(r.cell),
                "proved": r.failure.is_none(),
                "positions": r.positions,
                "failure": r.failure.map(|(at, why)| json!({
                    "position": position_text(at),
                    "why": why,
                })),
            })
        })
        .collect();
    json!({
        "game": "qubic",
        "proved": proved,
        "root": position_text(book.root),
        "book_bytes": bytes,
        "book_positions": book.moves.len(),
        "first": checked.first.map(cell_number),
        "replies": replies,
        "positions": checked.positions(),
        "seconds": seconds,
    })
}
