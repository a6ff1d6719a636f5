//! `ttt games [--review N | --clear] [--json]`: the past games the scores
//! file keeps (the last 200, both boards), newest first; one reviewed move
//! by move (3×3 as `ttt review` does, Qubic by the solver); or all removed.

use crate::cli::args::GamesArgs;
use crate::cli::{print, review, under, Io};
use crate::core::board::{GameResult, Outcome};
use crate::data::store::{print_warnings, Store};
use crate::qubic::review::{play, verdict};
use crate::record::scores::{utc_time, PastGame, Scores};
use crate::record::{Played, Rival};
use crate::strategy::review::review as review_game;
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
        return match &past.played {
            Played::TicTacToe { start, moves } => {
                let reviewed = review_game(*start, moves).map_err(|e| e.to_string())?;
                let json = || review::json(&reviewed, start.rules());
                print(io.out, args.json, || review::report(&reviewed), json)
            }
            Played::Qubic { start, moves } => {
                let verdicts = cube_review(*start, moves);
                let text = || verdicts.iter().map(|(l, _)| format!("{l}\n")).collect();
                print(io.out, args.json, text, || {
                    let moves: Vec<Value> = verdicts
                        .iter()
                        .map(|(line, verdict)| json!({"move": line, "verdict": verdict}))
                        .collect();
                    json!({"game": "qubic", "start": start.to_string(), "moves": moves})
                })
            }
        };
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

/// A Qubic game's moves from `start`, each with what the solver knows
/// after it: `3. x 2-2-2 (22)` and its verdict, if any.
fn cube_review(
    start: crate::qubic::position::Position,
    moves: &[crate::qubic::cell::Cell],
) -> Vec<(String, Option<String>)> {
    moves
        .iter()
        .enumerate()
        .map(|(i, &cell)| {
            let before = play(start, &moves[..i]);
            let line = format!("{}. {} {}", i + 1, before.to_move(), cell.words());
            let said = verdict(&before, cell);
            let line = match &said {
                Some(words) => format!("{line}: {words}"),
                None => line,
            };
            (line, said)
        })
        .collect()
}

/// How the game ended, in plain words: for the person against the
/// computer, for the winning side between two players.
fn result_words(past: &PastGame) -> String {
    match (past.outcome, past.rival.is_computer()) {
        (Outcome::Tie, _) => "a tie".to_string(),
        (Outcome::Won(mark), false) => format!("{mark} won"),
        (outcome, true) => match GameResult::for_side(outcome, past.side) {
            GameResult::Won => "you won".to_string(),
            _ => "you lost".to_string(),
        },
    }
}

/// The moves as `ttt review` reads them: `x5 o1 x9`; Qubic's by number:
/// `x22 o43`.
fn move_words(past: &PastGame) -> Vec<String> {
    let first = match &past.played {
        Played::TicTacToe { start, .. } => start.to_move(),
        Played::Qubic { start, .. } => start.to_move(),
    };
    std::iter::successors(Some(first), |m| Some(m.opponent()))
        .zip(past.played.numbers())
        .map(|(mark, n)| format!("{mark}{n}"))
        .collect()
}

/// A line per game, numbered from 1 (the newest), or "No games yet.".
fn report<'a>(games: impl Iterator<Item = &'a PastGame>) -> String {
    let mut text = String::new();
    for (i, past) in games.enumerate() {
        let mut who = match (past.rival, &past.names) {
            (Rival::Qubic(level), _) if level.is_computer() => {
                format!("Qubic against {} as {}", level.name(), past.side)
            }
            (Rival::Qubic(_), _) => "Qubic, two players".to_string(),
            (Rival::TicTacToe(o), _) if o.is_computer() => format!("against {o} as {}", past.side),
            (_, [x, o]) if x.is_empty() && o.is_empty() => "two players".to_string(),
            (_, [x, o]) => format!("two players ({x} as x, {o} as o)"),
        };
        if let Rival::TicTacToe(_) = past.rival {
            who += &under(past.played.rules());
        }
        if !past.played.from_empty() {
            who += &format!(" from {}", past.played.start_text());
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
                "game": past.rival.game().name(),
                "rules": past.played.rules().name(),
                "opponent": match past.rival {
                    Rival::TicTacToe(o) => o.name(),
                    Rival::Qubic(o) => o.name(),
                },
                "side": past.side.to_string(),
                "start": past.played.start_text(),
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
