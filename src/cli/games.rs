//! `ttt games [--review N | --clear] [--json]`: the past games the scores
//! file keeps (the last 200), newest first; one reviewed move by move, as
//! `ttt review` reviews a game typed in; or all of them removed.

use crate::cli::args::GamesArgs;
use crate::cli::{print, review, under, Io};
use crate::core::board::{GameResult, Outcome};
use crate::data::store::{print_warnings, Store};
use crate::strategy::review::review as review_game;
use crate::strategy::scores::{utc_time, PastGame, Scores};
use crate::strategy::Opponent;
use serde_json::{json, Value};

pub fn run(args: &GamesArgs, io: &mut Io) -> Result<i32, String> {
    let (store, scores) = io.scores(args.clear);
    // Newest first: game 1 is the last one played.
    let newest_first = || scores.games().iter().rev();
    if let Some(n) = args.review {
        let count = scores.games().len();
        let Some(past) = newest_first().nth(n as usize - 1) else {
            return Err(format!(
                "there is no past game {n}: {} ('ttt games' lists them)",
                match count {
                    0 => "no game is kept yet".to_string(),
                    1 => "one game is kept".to_string(),
                    _ => format!("{count} games are kept"),
                }
            ));
        };
        let reviewed = review_game(past.start, &past.moves).map_err(|e| e.to_string())?;
        let text = || review::report(&reviewed);
        return print(io.out, args.json, text, || {
            review::json(&reviewed, past.start.rules())
        });
    }
    if args.clear {
        return clear(args, &store, scores, io);
    }
    let text = || report(newest_first());
    print(io.out, args.json, text, || json(newest_first()))
}

/// `--clear`: asks (unless `--yes`), removes the past games and says how
/// many went; the scores stay.
fn clear(args: &GamesArgs, store: &Store, mut scores: Scores, io: &mut Io) -> Result<i32, String> {
    let count = scores.games().len();
    let games = match count {
        0 => {
            let _ = writeln!(io.out, "No games yet: nothing to remove.");
            return Ok(0);
        }
        1 => "the one past game".to_string(),
        _ => format!("the {count} past games"),
    };
    if !args.yes && !io.confirm("clear", &games)? {
        return Ok(0);
    }
    print_warnings(io.err, &store.apply(&mut scores, Scores::clear_games));
    // What is saved now: the games are still there if the change could not be saved.
    let (scores, _) = store.load::<Scores>();
    if !scores.games().is_empty() {
        let _ = writeln!(io.err, "error: the past games could not be removed");
        return Ok(crate::cli::FAILED);
    }
    let _ = writeln!(
        io.out,
        "Removed {games}. The scores are kept ('ttt stats --reset' resets them)."
    );
    Ok(0)
}

/// How the game ended, in plain words: for the person against the
/// computer, for the winning side between two players.
fn result_words(past: &PastGame) -> String {
    match (past.outcome, past.opponent) {
        (Outcome::Tie, _) => "a tie".to_string(),
        (Outcome::Won(mark), Opponent::Human) => format!("{mark} won"),
        (outcome, _) => match GameResult::for_side(outcome, past.side) {
            GameResult::Won => "you won".to_string(),
            _ => "you lost".to_string(),
        },
    }
}

/// The moves as `ttt review` reads them: `x5 o1 x9`.
fn move_words(past: &PastGame) -> Vec<String> {
    let mut board = past.start;
    let mut word = |&square| {
        let mark = board.to_move();
        board = board.with(square, mark);
        format!("{mark}{square}")
    };
    past.moves.iter().map(&mut word).collect()
}

/// A line per game, numbered from 1 (the newest), or "No games yet.".
fn report<'a>(games: impl Iterator<Item = &'a PastGame>) -> String {
    let mut text = String::new();
    for (i, past) in games.enumerate() {
        let mut who = match past.opponent {
            Opponent::Human => match &past.names {
                [x, o] if x.is_empty() && o.is_empty() => "two players".to_string(),
                [x, o] => format!("two players ({x} as x, {o} as o)"),
            },
            opponent => format!("against {opponent} as {}", past.side),
        };
        who += &under(past.start.rules());
        if past.start.moves_made() > 0 {
            who += &format!(" from {}", past.start);
        }
        text += &format!(
            "{:>3}  {} UTC  {who}: {}; moves {}\n",
            i + 1,
            past.when(),
            result_words(past),
            move_words(past).join(" ")
        );
    }
    if text.is_empty() {
        text += "No games yet.\n";
    }
    text
}

fn json<'a>(games: impl Iterator<Item = &'a PastGame>) -> Value {
    let games: Vec<Value> = games
        .enumerate()
        .map(|(i, past)| {
            let [year, month, day, hour, minute, second] = utc_time(past.finished);
            let utc = format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}Z");
            let winner = match past.outcome {
                Outcome::Won(mark) => json!(mark.to_string()),
                Outcome::Tie => Value::Null,
            };
            json!({
                "number": i + 1,
                "finished": past.finished,
                "finished_utc": utc,
                "rules": past.start.rules().name(),
                "opponent": past.opponent.name(),
                "side": past.side.to_string(),
                "start": past.start.to_string(),
                "moves": move_words(past),
                "winner": winner,
                "result": result_words(past),
                "names": past.names,
            })
        })
        .collect();
    json!({ "games": games })
}

#[cfg(test)]
#[path = "games_tests.rs"]
mod tests;
