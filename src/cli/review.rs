//! `ttt review MOVES`: each move's value before and after it for the
//! mover, the mistakes (moves that made it worse), and each side's first.
//! Moves are `5 1 9` or `x5 o1 x9`, or with `-` the window's printed lines.

use crate::cli::args::ReviewArgs;
use crate::cli::{print, Io};
use crate::core::board::{Board, Mark, Rules};
use crate::strategy::review::{
    early_tie, first_mistakes, parse_moves, review, ReviewError, Reviewed,
};
use serde_json::{json, Value};
use std::io::Read;

/// The most standard input `ttt review -` reads: a window's whole printed
/// log of many games is far less.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &ReviewArgs, io: &mut Io) -> Result<i32, String> {
    let moves = match args.moves.as_slice() {
        [dash] if dash == "-" => {
            let mut bytes = Vec::new();
            (&mut io.input)
                .take(MAX_INPUT)
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            let moves = moves_from_transcript(&String::from_utf8_lossy(&bytes));
            if moves.is_empty() {
                return Err("no moves in standard input (lines like 'x 5' or 'o 1 corner')".into());
            }
            moves
        }
        words => words.to_vec(),
    };
    let reviewed = review_words(&moves, args.rules).map_err(|e| e.to_string())?;
    print(
        io.out,
        args.json,
        || report(&reviewed),
        || json(&reviewed, args.rules),
    )
}

/// What a review's columns say, above them: "win in 3" is a win within
/// three moves of both sides, counting the one about to be made.
pub const REPORT_HEAD: &str =
    "each move, and its value for the mover with best play by both: before it -> after it\n";

/// The review as text: what the columns say, a line per move, then the
/// first mistakes.
pub fn report(reviewed: &[Reviewed]) -> String {
    let mut text = String::from(REPORT_HEAD);
    for r in reviewed {
        let mut line = format!(
            "{:>2}  {} {}  {} -> {}",
            r.number, r.mark, r.square, r.before, r.after
        );
        if r.is_mistake() {
            line += &format!(
                "  mistake (perfect plays {}: {})",
                r.best.square, r.best.rule
            );
        }
        text += line.trim_end();
        text.push('\n');
    }
    if let Some(n) = early_tie(reviewed) {
        text += &format!("early tie after move {n}: no line can still be won");
        if n < reviewed.len() {
            text += "; the moves after it change nothing";
        }
        text.push('\n');
    }
    let said = first_mistakes(reviewed).map(|m| match m {
        Some(r) => format!("move {} ({} {})", r.number, r.mark, r.square),
        None => "none".to_string(),
    });
    text += &format!("first mistakes: x {}; o {}\n", said[0], said[1]);
    text
}

pub fn json(reviewed: &[Reviewed], rules: Rules) -> Value {
    let moves: Vec<Value> = reviewed
        .iter()
        .map(|r| {
            let books: serde_json::Map<String, Value> = r
                .books
                .iter()
                .map(|(o, a)| (o.name().to_string(), json!(a.to_string())))
                .collect();
            json!({
                "number": r.number,
                "mark": r.mark.to_string(),
                "square": r.square.number(),
                "before": r.before.to_string(),
                "after": r.after.to_string(),
                "mistake": r.is_mistake(),
                "perfect": { "square": r.best.square.number(), "rule": r.best.rule.to_string() },
                "books": books,
            })
        })
        .collect();
    let first = first_mistakes(reviewed).map(|m| m.map(|r| r.number));
    json!({
        "rules": rules.name(),
        "moves": moves,
        "early_tie": early_tie(reviewed),
        "first_mistakes": { "x": first[0], "o": first[1] },
    })
}

pub fn review_words<S: AsRef<str>>(
    words: &[S],
    rules: Rules,
) -> Result<Vec<Reviewed>, ReviewError> {
    let moves = parse_moves(words, rules)?;
    review(Board::empty_under(rules), &moves)
}

/// The moves of the last game the window printed (`x 5`, `o 1 corner`;
/// `undo x 5`, `new game`), as `x5 o1 ...` words.
pub fn moves_from_transcript(text: &str) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["new", "game", ..] => moves.clear(),
            ["undo", mark, square, ..] if is_move(mark, square) => {
                moves.pop();
            }
            [mark, square, ..] if is_move(mark, square) => moves.push(format!("{mark}{square}")),
            _ => {}
        }
    }
    moves
}

fn is_move(mark: &str, square: &str) -> bool {
    Mark::parse(mark).is_some()
        && square.len() == 1
        && square.chars().all(|c| ('1'..='9').contains(&c))
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
