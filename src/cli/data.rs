//! The subcommands that read and write the data directory — `ttt stats`
//! and `ttt train` — and loading the learner's memory for the others.
//! Warnings about the data go to the error stream as `warning: ...` lines;
//! the command goes on.

use crate::cli::args::Args;
use crate::core::board::Rules;
use crate::core::position::shown;
use crate::core::rng::Rng;
use crate::data::lessons::Lessons;
use crate::data::store::{Store, Warning};
use crate::game::scores::{Scores, Tally};
use crate::strategy::prove::prove;
use crate::strategy::train::{is_proven, play_game, side_for_game, Partner};
use crate::strategy::{Memory, Opponent};
use std::io::Write;
use std::path::Path;

/// Training games when `--games` is not given.
pub const DEFAULT_GAMES: u64 = 1000;
/// The most games `--until-proven` plays when `--games` is not given.
pub const DEFAULT_MAX_GAMES: u64 = 1_000_000;
/// How often training saves when `--save-every` is not given, in games.
pub const DEFAULT_SAVE_EVERY: u64 = 1000;

/// Prints each warning as a `warning: ...` line.
pub fn print_warnings(err: &mut dyn Write, warnings: &[Warning]) {
    for warning in warnings {
        let _ = writeln!(err, "warning: {warning}");
    }
}

/// The value of `--data-dir` in a command line, if any (the command's own
/// parser checks the rest).
pub fn data_dir_arg(words: &[String]) -> Option<&Path> {
    let mut words = words.iter();
    while let Some(word) = words.next() {
        if word == "--data-dir" {
            return words.next().map(Path::new);
        }
        if let Some(dir) = word.strip_prefix("--data-dir=") {
            return Some(Path::new(dir));
        }
    }
    None
}

/// The learner's memory for `move`, `analyze` and `prove`, read from the
/// data directory; an empty memory for other commands.
pub fn memory_for(words: &[String], err: &mut dyn Write) -> Memory {
    let reads_memory = words
        .first()
        .is_some_and(|w| ["move", "analyze", "prove"].contains(&w.as_str()));
    if !reads_memory {
        return Memory::new();
    }
    let (lessons, warnings) = Store::locate(data_dir_arg(words)).load_lessons();
    print_warnings(err, &warnings);
    lessons.memory
}

/// `ttt stats [--reset] [--data-dir DIR]`: one line per opponent and side.
pub fn run_stats(
    words: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, String> {
    let args = Args::parse(words, &["data-dir"], &["reset"])?;
    if let Some(extra) = args.positional.first() {
        return Err(format!(
            "stats takes no arguments ('{}' given)",
            shown(extra)
        ));
    }
    let store = Store::locate(args.option("data-dir").map(Path::new));
    if args.flag("reset") || store.dir().is_none() {
        print_warnings(err, &store.prepare());
    }
    let (mut scores, warnings) = store.load_scores();
    print_warnings(err, &warnings);
    if args.flag("reset") {
        print_warnings(err, &store.reset_scores(&mut scores));
        // Show what is saved now, which is not zero if the reset could not be saved.
        (scores, _) = store.load_scores();
    }
    for line in scores.lines() {
        let _ = writeln!(out, "{line}");
    }
    if args.flag("reset") && scores != Scores::default() {
        let _ = writeln!(err, "error: the scores could not be reset");
        return Ok(1);
    }
    Ok(0)
}

/// The options of `ttt train`, checked.
struct TrainOptions {
    games: u64,
    until_proven: bool,
    save_every: u64,
    partner: Partner,
    rng: Rng,
}

fn count(args: &Args, name: &str, default: u64) -> Result<u64, String> {
    match args.option(name) {
        None => Ok(default),
        Some(text) => text
            .parse()
            .map_err(|_| format!("--{name} needs a whole number, not '{}'", shown(text))),
    }
}

fn train_options(args: &Args) -> Result<TrainOptions, String> {
    if let Some(extra) = args.positional.first() {
        return Err(format!(
            "train takes no arguments ('{}' given)",
            shown(extra)
        ));
    }
    let until_proven = args.flag("until-proven");
    let games = count(
        args,
        "games",
        if until_proven {
            DEFAULT_MAX_GAMES
        } else {
            DEFAULT_GAMES
        },
    )?;
    let save_every = count(args, "save-every", DEFAULT_SAVE_EVERY)?;
    if save_every == 0 {
        return Err("--save-every needs at least 1".into());
    }
    let partner = Partner::parse(args.option("against").unwrap_or(Partner::DEFAULT))?;
    let rng = match args.option("seed") {
        None => Rng::from_entropy(),
        Some(text) => Rng::seeded(
            text.parse()
                .map_err(|_| format!("--seed needs a whole number, not '{}'", shown(text)))?,
        ),
    };
    Ok(TrainOptions {
        games,
        until_proven,
        save_every,
        partner,
        rng,
    })
}

/// `ttt train [--games N] [--against NAME] [--seed S] [--save-every N]
/// [--until-proven] [--data-dir DIR]`.
pub fn run_train(
    words: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, String> {
    let valued = ["games", "against", "seed", "save-every", "data-dir"];
    let args = Args::parse(words, &valued, &["until-proven"])?;
    let mut options = train_options(&args)?;
    let (store, warnings) = Store::open(args.option("data-dir").map(Path::new));
    print_warnings(err, &warnings);
    let (mut lessons, warnings) = store.load_lessons();
    print_warnings(err, &warnings);
    let before = lessons.memory.lessons();
    let run = train_and_save(&store, &mut lessons, &mut options, err);
    let now = lessons.memory.lessons();
    let partner = options.partner.name();
    let _ = writeln!(
        out,
        "trained {} games against {partner}: the learner {}",
        run.played, run.results
    );
    let new = now.saturating_sub(before);
    let _ = writeln!(
        out,
        "lessons: {now} ({new} new); all its games: {}",
        lessons.record
    );
    let _ = writeln!(out, "{}", proof_summary(&lessons.memory, run.proven_at));
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
}

/// Plays the training games, saving every `save_every` games and at the
/// end; `lessons` ends as saved, with what other runs saved meanwhile.
fn train_and_save(
    store: &Store,
    lessons: &mut Lessons,
    options: &mut TrainOptions,
    err: &mut dyn Write,
) -> TrainingRun {
    let mut memory = lessons.memory.clone();
    let mut unsaved = Tally::default();
    let proven_at = is_proven(&memory, Rules::Standard).then_some(0);
    let mut run = TrainingRun {
        played: 0,
        results: Tally::default(),
        proven_at,
    };
    while run.played < options.games && !(options.until_proven && run.proven_at.is_some()) {
        let side = side_for_game(run.played);
        let (result, learned) = play_game(
            &mut memory,
            side,
            options.partner,
            Rules::Standard,
            &mut options.rng,
        );
        run.played += 1;
        unsaved.add(result);
        run.results.add(result);
        if run.proven_at.is_none() && learned > 0 && is_proven(&memory, Rules::Standard) {
            run.proven_at = Some(run.played);
        }
        if run.played.is_multiple_of(options.save_every) {
            print_warnings(err, &store.save_training(lessons, &memory, unsaved));
            unsaved = Tally::default();
            memory = lessons.memory.clone();
        }
    }
    if unsaved.games() > 0 {
        print_warnings(err, &store.save_training(lessons, &memory, unsaved));
    }
    run
}

/// What `ttt prove --opponent learner` would say, and since when it holds.
fn proof_summary(memory: &Memory, proven_at: Option<u64>) -> String {
    let mut text: Vec<String> = [crate::core::board::Mark::X, crate::core::board::Mark::O]
        .iter()
        .filter_map(|&side| prove(Opponent::Learner, side, Rules::Standard, memory))
        .map(|proof| proof.to_string())
        .collect();
    text.push(match proven_at {
        _ if !is_proven(memory, Rules::Standard) => {
            "not proven yet: some line of play still beats it".into()
        }
        Some(0) => "proven: no line of play beats it as x or as o (already before this run)".into(),
        Some(n) => {
            format!("proven: no line of play beats it as x or as o, since game {n} of this run")
        }
        None => "proven: no line of play beats it as x or as o (with lessons saved by another run)"
            .into(),
    });
    text.join("\n")
}
