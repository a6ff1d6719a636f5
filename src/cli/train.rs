//! `ttt train`: teaches learning opponents by playing them and says how it
//! went, drawing their learning curves for `--plot`. Exits 1 if what they
//! learned could not be saved (or the curve not drawn).

use crate::cli::args::TrainArgs;
use crate::cli::training::{lessons, train_and_save, Point, TrainingRun};
use crate::core::board::{Mark, Rules};
use crate::data::backend::print_warnings;
use crate::data::store::Store;
use crate::strategy::prove::prove;
use crate::strategy::train::{can_lose, is_proven};
use crate::strategy::{Memory, Opponent};
use std::io::Write;
use std::path::Path;

pub fn run(
    args: &TrainArgs,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, String> {
    let mut code = 0;
    let mut curves = Vec::new();
    for &trainee in &args.opponent {
        let (done, curve) = train_one(args, trainee, data_dir, out, err);
        code = code.max(done);
        curves.push((trainee.name().to_string(), curve));
    }
    if let Some(path) = &args.plot {
        let title = format!("learning against {}", args.against.name());
        match draw_curves(path, &title, &curves) {
            Ok(()) => {
                let _ = writeln!(out, "learning curve: {}", path.display());
            }
            Err(e) => {
                let _ = writeln!(err, "error: the learning curve was not drawn: {e}");
                code = crate::cli::FAILED;
            }
        }
    }
    Ok(code)
}

/// Trains one learning opponent, says how it went; the exit code and curve.
fn train_one(
    args: &TrainArgs,
    trainee: Opponent,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> (i32, Vec<Point>) {
    let (store, warnings) = Store::open(data_dir);
    print_warnings(err, &warnings);
    let (mut kept, warnings) = store.load_learned();
    print_warnings(err, &warnings);
    let rules = args.rules;
    let before = lessons(&kept.memory(), trainee, rules);
    let run = train_and_save(&store, &mut kept, args, trainee, err);
    let memory = kept.memory();
    let now = lessons(&memory, trainee, rules);
    let partner = args.against.name();
    let under = match rules {
        Rules::Standard => String::new(),
        _ => format!(" under {rules}"),
    };
    let _ = writeln!(
        out,
        "trained {} games against {partner}{under}: {trainee} {}",
        run.played, run.results
    );
    let new = now.saturating_sub(before);
    let _ = match trainee {
        Opponent::Menace => writeln!(
            out,
            "moves out of beads{under}: {now} ({new} new)\n{}",
            boxes_summary(&memory, rules)
        ),
        Opponent::Samuel => writeln!(
            out,
            "challengers adopted{under}: {}\nweights{under}: {}",
            run.lessons,
            crate::strategy::samuel::describe(&memory.samuel.weights(rules))
        ),
        _ => writeln!(
            out,
            "lessons{under}: {now} ({new} new); all its games: {}",
            kept.lessons.record
        ),
    };
    let _ = writeln!(out, "{}", proof_summary(&memory, trainee, rules, &run));
    if !run.saved {
        let what = match trainee {
            Opponent::Menace => "MENACE's boxes were",
            Opponent::Samuel => "Samuel's weights were",
            _ => "the lessons were",
        };
        let _ = writeln!(err, "error: {what} not saved");
        return (crate::cli::FAILED, run.curve);
    }
    (0, run.curve)
}

/// MENACE's first box, as beads per square: what it learned to open with.
fn boxes_summary(memory: &Memory, rules: Rules) -> String {
    let beads = memory
        .menace
        .beads(&crate::core::board::Board::empty_under(rules));
    let words: Vec<String> = beads.iter().map(|b| b.to_string()).collect();
    format!("first box (squares 1-9): {}", words.join(" "))
}

/// What `ttt prove --opponent NAME` would say, and since when it holds.
fn proof_summary(memory: &Memory, trainee: Opponent, rules: Rules, run: &TrainingRun) -> String {
    let mut text: Vec<String> = [Mark::X, Mark::O]
        .iter()
        .filter_map(|&side| prove(trainee, side, rules, memory))
        .map(|proof| proof.to_string())
        .collect();
    let since = |at: Option<u64>| match at {
        Some(0) => "already before this run".to_string(),
        Some(n) => format!("after {n} games"),
        None => "with lessons saved by another run".to_string(),
    };
    text.push(match run.proven_at {
        _ if !is_proven(memory, trainee, rules) => {
            let not = [Mark::X, Mark::O]
                .iter()
                .filter(|&&side| can_lose(memory, trainee, side, rules))
                .map(|side| format!("as {side}"))
                .collect::<Vec<_>>()
                .join(" or ");
            format!(
                "not proven within {} games: some line of play still beats it {not}",
                run.played
            )
        }
        [x, o] => format!(
            "proven: no line of play beats it as x ({}) or as o ({}); {} games lost on the way",
            since(x),
            since(o),
            run.lost_on_the_way
        ),
    });
    text.join("\n")
}

#[cfg(not(target_arch = "wasm32"))]
fn draw_curves(path: &Path, title: &str, curves: &[(String, Vec<Point>)]) -> Result<(), String> {
    crate::cli::plot::draw(path, title, curves)
}

#[cfg(target_arch = "wasm32")]
fn draw_curves(_: &Path, _: &str, _: &[(String, Vec<Point>)]) -> Result<(), String> {
    Err("the page does not draw plots".into())
}
