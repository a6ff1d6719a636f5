//! `ttt stats [--reset] [--json]`: your scores against each opponent you
//! played, per side, with totals.

use crate::cli::args::StatsArgs;
use crate::cli::{print, under, Io};
use crate::core::board::{Mark, Rules};
use crate::data::store::print_warnings;
use crate::record::scores::{Scores, Tally};
use crate::strategy::Opponent;
use serde_json::{json, Value};

pub fn run(args: &StatsArgs, io: &mut Io) -> Result<i32, String> {
    let (store, mut scores) = io.scores(args.reset);
    let removed = args.reset.then(|| what_is_kept(&scores)).flatten();
    if let (Some(removed), false) = (&removed, args.yes) {
        if !io.confirm("reset", &format!("the scores of {removed}"))? {
            return Ok(0);
        }
    }
    if args.reset {
        print_warnings(io.err, &store.apply(&mut scores, Scores::reset_tallies));
        // Show what is saved now, which is not zero if the reset could not be saved.
        (scores, _) = store.load();
    }
    let reset = args.reset && scores.no_tallies();
    if let (true, Some(removed)) = (reset, &removed) {
        let said = format!(
            "Removed the scores of {removed}. Past games are kept ('ttt games --clear' removes them)."
        );
        let _ = match args.json {
            true => writeln!(io.err, "{said}"),
            false => writeln!(io.out, "{said}"),
        };
    }
    print(io.out, args.json, || report(&scores), || json(&scores))?;
    if args.reset && !reset {
        let _ = writeln!(io.err, "error: the scores could not be reset");
        return Ok(crate::cli::FAILED);
    }
    Ok(0)
}

/// What the scores hold, in a line: `12 games: logo 5, dawson 7`; `None`
/// when they hold no game.
fn what_is_kept(scores: &Scores) -> Option<String> {
    let mut per_opponent: Vec<(&str, u64)> = Vec::new();
    for (_, opponent, side, tally) in played(scores) {
        // Two players' games are kept for both sides: count each once.
        if opponent == Opponent::Human && side == Mark::O {
            continue;
        }
        match per_opponent.iter_mut().find(|(o, _)| *o == opponent.name()) {
            Some((_, games)) => *games += tally.games(),
            None => per_opponent.push((opponent.name(), tally.games())),
        }
    }
    per_opponent.push(("qubic", qubic_games(scores)));
    per_opponent.retain(|&(_, games)| games > 0);
    let each: Vec<String> = per_opponent
        .iter()
        .map(|(o, n)| format!("{o} {n}"))
        .collect();
    let total: u64 = per_opponent.iter().map(|(_, games)| games).sum();
    let noun = if total == 1 { "game" } else { "games" };
    (total > 0).then(|| format!("{total} {noun}: {}", each.join(", ")))
}

/// Qubic's games, each once (two players' are kept for both sides).
fn qubic_games(scores: &Scores) -> u64 {
    scores
        .qubic_played()
        .filter(|(o, side, _)| o.is_computer() || *side == Mark::X)
        .map(|(_, _, tally)| tally.games())
        .sum()
}

/// The games played: each (rules, opponent, side) with at least one game.
fn played(scores: &Scores) -> Vec<(Rules, Opponent, Mark, Tally)> {
    scores.iter().filter(|s| s.3.games() > 0).collect()
}

/// The text of `ttt stats`: a line per opponent and side played, their
/// total when both were, and the total against the computer.
pub fn report(scores: &Scores) -> String {
    let played = played(scores);
    if played.is_empty() && qubic_games(scores) == 0 {
        return "no games yet\n".into();
    }
    let mut text = String::new();
    let mut total = Tally::default();
    for group in played.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let (rules, opponent) = (group[0].0, group[0].1);
        let under = under(rules);
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
    // Qubic's, apart: its opponents are its own.
    for (opponent, side, tally) in scores.qubic_played() {
        text += &format!("Qubic against {:<10} as {side}: {tally}\n", opponent.name());
    }
    text
}

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
    for p in played(scores).iter().filter(|p| p.1.is_computer()) {
        total.absorb(p.3);
    }
    let qubic: Vec<Value> = scores
        .qubic_played()
        .map(|(opponent, side, t)| {
            json!({
                "opponent": opponent.name(), "side": side.to_string(),
                "won": t.won, "lost": t.lost, "tied": t.tied,
            })
        })
        .collect();
    json!({
        "games": games,
        "against_the_computer": total,
        "qubic": qubic,
    })
}

#[cfg(test)]
#[path = "stats_tests.rs"]
mod tests;
