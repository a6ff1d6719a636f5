//! `ttt stats [--reset] [--json]`: your scores against each opponent you
//! played, per side, with totals.

use crate::cli::args::StatsArgs;
use crate::cli::data::print_warnings;
use crate::core::board::{Mark, Rules};
use crate::data::store::Store;
use crate::strategy::scores::{Scores, Tally};
use crate::strategy::Opponent;
use serde_json::{json, Value};
use std::io::Write;
use std::path::Path;

pub fn run(
    args: &StatsArgs,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, String> {
    let store = Store::locate(data_dir);
    if args.reset || store.dir().is_none() {
        print_warnings(err, &store.prepare());
    }
    let (mut scores, warnings) = store.load_scores();
    print_warnings(err, &warnings);
    if args.reset {
        print_warnings(err, &store.reset_scores(&mut scores));
        // Show what is saved now, which is not zero if the reset could not be saved.
        (scores, _) = store.load_scores();
    }
    let _ = match args.json {
        true => writeln!(out, "{:#}", json(&scores)),
        false => write!(out, "{}", report(&scores)),
    };
    if args.reset && scores != Scores::default() {
        let _ = writeln!(err, "error: the scores could not be reset");
        return Ok(crate::cli::FAILED);
    }
    Ok(0)
}

/// The games played: each (rules, opponent, side) with at least one game.
fn played(scores: &Scores) -> Vec<(Rules, Opponent, Mark, Tally)> {
    scores.iter().filter(|s| s.3.games() > 0).collect()
}

/// The text of `ttt stats`: a line per opponent and side played, an
/// opponent's total when both sides were played (under those rules), and
/// the total against the computer under every rule variant — each line says
/// what it counts; `no games yet` before the first.
pub fn report(scores: &Scores) -> String {
    let played = played(scores);
    if played.is_empty() {
        return "no games yet\n".into();
    }
    let mut text = String::new();
    let mut total = Tally::default();
    for group in played.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let (rules, opponent) = (group[0].0, group[0].1);
        let under = match rules {
            Rules::Standard => String::new(),
            _ => format!(" under {rules}"),
        };
        let name = opponent.name();
        let mut both = Tally::default();
        for &(_, _, side, tally) in group {
            text += &format!("against {name:<8} as {side}{under}: {tally}\n");
            both.absorb(tally);
        }
        if group.len() > 1 {
            text += &format!("against {name:<8} as x and o{under}: {both}\n");
        }
        if opponent.is_computer() {
            total.absorb(both);
        }
    }
    if total.games() > 0 {
        text += &format!("against the computer, every opponent and rules: {total}\n");
    }
    text
}

/// `ttt stats --json`.
pub fn json(scores: &Scores) -> Value {
    let games: Vec<Value> = played(scores)
        .into_iter()
        .map(|(rules, opponent, side, t)| {
            json!({
                "rules": rules.name(), "opponent": opponent.name(), "side": side.to_string(),
                "won": t.won, "lost": t.lost, "tied": t.tied,
            })
        })
        .collect();
    let mut total = Tally::default();
    played(scores)
        .iter()
        .filter(|p| p.1.is_computer())
        .for_each(|p| total.absorb(p.3));
    json!({
        "games": games,
        "against_the_computer": { "won": total.won, "lost": total.lost, "tied": total.tied },
    })
}

#[cfg(test)]
#[path = "stats_tests.rs"]
mod tests;
