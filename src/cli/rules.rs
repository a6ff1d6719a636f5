//! `ttt rules`: the rule variants of Simply Scheme's exercise 10.4, what
//! wins each and who wins it with best play (searched, not typed in).

use crate::core::board::{Board, Rules};
use crate::strategy::perfect::{value_of, Outlook};
use serde_json::{json, Value};

/// Who wins `rules` with best play by both, and in how many moves.
pub fn value(rules: Rules) -> String {
    match value_of(&Board::empty_under(rules)) {
        (Outlook::Win, moves) => format!("X wins in {moves} moves"),
        (Outlook::Draw, _) => "a draw".to_string(),
        (Outlook::Loss, moves) => format!("O wins in {moves} moves"),
    }
}

fn combinations(rules: Rules) -> String {
    let words: Vec<String> = rules.combinations().iter().map(|c| c.to_string()).collect();
    words.join(" ")
}

/// A line per variant: its name, what wins, and its value with best play.
pub fn report() -> String {
    let width = Rules::ALL
        .iter()
        .map(|&r| combinations(r).len())
        .max()
        .unwrap_or(0);
    Rules::ALL
        .iter()
        .map(|&r| {
            format!(
                "{:<14} {:<width$}  {}\n",
                r.name(),
                combinations(r),
                value(r)
            )
        })
        .collect()
}

pub fn json() -> Value {
    let variants: Vec<Value> = Rules::ALL
        .iter()
        .map(|&r| {
            let (outlook, moves) = value_of(&Board::empty_under(r));
            let winner = match outlook {
                Outlook::Win => Some("x"),
                Outlook::Loss => Some("o"),
                Outlook::Draw => None,
            };
            json!({
                "name": r.name(),
                "combinations": r.combinations().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "describe": r.describe(),
                "winner": winner,
                "moves": winner.map(|_| moves),
            })
        })
        .collect();
    json!(variants)
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
