//! `ttt review MOVES`: a game reviewed move by move from the command line —
//! each move's value before and after it for the mover, `mistake` on
//! exactly the moves that made the mover's outcome worse, then the first
//! mistake of each side. Moves are squares in play order (`5 1 9`), with
//! or without their marks (`x5 o1 x9`), or the lines the window printed
//! (`x 5`, `o 1 corner`, ...), read from standard input with `-`.

use crate::cli::args::ReviewArgs;
use crate::core::board::{Board, Mark, Rules};
use crate::strategy::review::{
    early_tie, first_mistakes, parse_moves, review, ReviewError, Reviewed,
};
use serde_json::{json, Value};
use std::io::{BufRead, Read, Write};

/// The most standard input `ttt review -` reads: a window's whole printed
/// log of many games is far less.
const MAX_INPUT: u64 = 1 << 20;

pub fn run(args: &ReviewArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<i32, String> {
    let moves = match args.moves.as_slice() {
        [dash] if dash == "-" => {
            let mut text = String::new();
            let mut bytes = Vec::new();
            input
                .take(MAX_INPUT)
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            text.push_str(&String::from_utf8_lossy(&bytes));
            let moves = moves_from_transcript(&text);
            if moves.is_empty() {
                return Err("no moves in standard input (lines like 'x 5' or 'o 1 corner')".into());
            }
            moves
        }
        words => words.to_vec(),
    };
    let reviewed = review_words(&moves, args.rules).map_err(|e| e.to_string())?;
    let _ = match args.json {
        true => writeln!(out, "{:#}", json(&reviewed, args.rules)),
        false => write!(out, "{}", report(&reviewed)),
    };
    Ok(0)
}

/// The review as text: a line per move, then the first mistakes.
pub fn report(reviewed: &[Reviewed]) -> String {
    let mut text = String::new();
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
    match early_tie(reviewed) {
        Some(n) if n < reviewed.len() => {
            text += &format!(
                "early tie after move {n}: no line can still be won; the moves after it change nothing\n"
            )
        }
        Some(n) => text += &format!("early tie after move {n}: no line can still be won\n"),
        None => {}
    }
    let said = first_mistakes(reviewed).map(|m| match m {
        Some(r) => format!("move {} ({} {})", r.number, r.mark, r.square),
        None => "none".to_string(),
    });
    text += &format!("first mistakes: x {}; o {}\n", said[0], said[1]);
    text
}

/// The review as JSON, for scripts.
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

/// Reviews `words` (moves in either spelling) under `rules`.
pub fn review_words<S: AsRef<str>>(
    words: &[S],
    rules: Rules,
) -> Result<Vec<Reviewed>, ReviewError> {
    let moves = parse_moves(words, rules)?;
    review(Board::empty_under(rules), &moves)
}

/// The moves of the last game in what the window printed: `x 5` and
/// `o 1 corner` lines are moves, `undo x 5` takes one back, `new game`
/// starts afresh; results and anything else are passed over. Returns them
/// as `x5 o1 ...` words for [`review_words`].
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
