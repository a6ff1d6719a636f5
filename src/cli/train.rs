//! `ttt train [--games N] [--against NAME|random] [--rules RULES] [--seed S]
//! [--save-every N] [--until-proven]`: teaches the learner by playing it,
//! saving as it goes. Exits 1 if its lessons could not be saved: the
//! command's purpose failed.

use crate::cli::args::TrainArgs;
use crate::cli::data::print_warnings;
use crate::core::board::{Mark, Rules};
use crate::core::rng::Rng;
use crate::data::lessons::Lessons;
use crate::data::store::Store;
use crate::strategy::prove::prove;
use crate::strategy::scores::Tally;
use crate::strategy::train::{is_proven, play_game, side_for_game, Partner};
use crate::strategy::{Memory, Opponent};
use std::io::Write;
use std::path::Path;

/// Training games when `--games` is not given.
pub const DEFAULT_GAMES: u64 = 1000;
/// The most games `--until-proven` plays when `--games` is not given.
pub const DEFAULT_MAX_GAMES: u64 = 1_000_000;

/// The options of `ttt train`, checked.
struct TrainOptions {
    games: u64,
    until_proven: bool,
    save_every: u64,
    partner: Partner,
    rules: Rules,
    rng: Rng,
}

impl TrainOptions {
    fn of(args: &TrainArgs) -> TrainOptions {
        let most = match args.until_proven {
            true => DEFAULT_MAX_GAMES,
            false => DEFAULT_GAMES,
        };
        TrainOptions {
            games: args.games.unwrap_or(most),
            until_proven: args.until_proven,
            save_every: args.save_every,
            partner: args.against,
            rules: args.rules,
            rng: args.seed.map_or_else(Rng::from_entropy, Rng::seeded),
        }
    }
}

pub fn run(
    args: &TrainArgs,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, String> {
    let mut options = TrainOptions::of(args);
    let (store, warnings) = Store::open(data_dir);
    print_warnings(err, &warnings);
    let (mut lessons, warnings) = store.load_lessons();
    print_warnings(err, &warnings);
    let rules = options.rules;
    let before = lessons.memory.lessons_under(rules);
    let run = train_and_save(&store, &mut lessons, &mut options, err);
    let now = lessons.memory.lessons_under(rules);
    let partner = options.partner.name();
    let under = match rules {
        Rules::Standard => String::new(),
        _ => format!(" under {rules}"),
    };
    let _ = writeln!(
        out,
        "trained {} games against {partner}{under}: the learner {}",
        run.played, run.results
    );
    let new = now.saturating_sub(before);
    let _ = writeln!(
        out,
        "lessons{under}: {now} ({new} new); all its games: {}",
        lessons.record
    );
    let _ = writeln!(
        out,
        "{}",
        proof_summary(&lessons.memory, rules, run.proven_at)
    );
    if !run.saved {
        let _ = writeln!(err, "error: the lessons were not saved");
        return Ok(crate::cli::FAILED);
    }
    Ok(0)
}

/// What a training run did.
struct TrainingRun {
    played: u64,
    /// How its games went for the learner.
    results: Tally,
    /// The number of games after which no line of play beat the learner any
    /// more (0: none before the run did either).
    proven_at: Option<u64>,
    /// Whether every save succeeded.
    saved: bool,
}

/// Plays the training games, saving every `save_every` games and at the
/// end; `lessons` ends as saved, with what other runs saved meanwhile.
fn train_and_save(
    store: &Store,
    lessons: &mut Lessons,
    options: &mut TrainOptions,
    err: &mut dyn Write,
) -> TrainingRun {
    let rules = options.rules;
    let mut memory = lessons.memory.clone();
    let mut unsaved = Tally::default();
    let mut run = TrainingRun {
        played: 0,
        results: Tally::default(),
        proven_at: is_proven(&memory, rules).then_some(0),
        saved: true,
    };
    let mut save =
        |lessons: &mut Lessons, memory: &Memory, unsaved: Tally, run: &mut TrainingRun| {
            let (saved, warnings) = store.save_training(lessons, memory, unsaved);
            print_warnings(err, &warnings);
            run.saved &= saved;
        };
    while run.played < options.games && !(options.until_proven && run.proven_at.is_some()) {
        let side = side_for_game(run.played);
        let (result, learned) =
            play_game(&mut memory, side, options.partner, rules, &mut options.rng);
        run.played += 1;
        unsaved.add(result);
        run.results.add(result);
        if run.proven_at.is_none() && learned > 0 && is_proven(&memory, rules) {
            run.proven_at = Some(run.played);
        }
        if run.played.is_multiple_of(options.save_every) {
            save(lessons, &memory, unsaved, &mut run);
            unsaved = Tally::default();
            memory = lessons.memory.clone();
        }
    }
    if unsaved.games() > 0 {
        save(lessons, &memory, unsaved, &mut run);
    }
    run
}

/// What `ttt prove --opponent learner` would say, and since when it holds.
fn proof_summary(memory: &Memory, rules: Rules, proven_at: Option<u64>) -> String {
    let mut text: Vec<String> = [Mark::X, Mark::O]
        .iter()
        .filter_map(|&side| prove(Opponent::Learner, side, rules, memory))
        .map(|proof| proof.to_string())
        .collect();
    text.push(match proven_at {
        _ if !is_proven(memory, rules) => "not proven yet: some line of play still beats it".into(),
        Some(0) => "proven: no line of play beats it as x or as o (already before this run)".into(),
        Some(n) => {
            format!("proven: no line of play beats it as x or as o, since game {n} of this run")
        }
        None => "proven: no line of play beats it as x or as o (with lessons saved by another run)"
            .into(),
    });
    text.join("\n")
}
