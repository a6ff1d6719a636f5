//! `ttt train [--opponent NAME[,NAME]] [--games N] [--against
//! NAME|random|teacher] [--rules RULES] [--seed S] [--save-every N]
//! [--until-proven]`: teaches a learning opponent by playing it, saving as
//! it goes. Exits 1 if its lessons could not be saved: the
//! command's purpose failed.

use crate::cli::args::TrainArgs;
use crate::cli::data::print_warnings;
use crate::core::board::{GameResult, Mark, Rules};
use crate::core::rng::Rng;
use crate::data::lessons::Lessons;
use crate::data::store::Store;
use crate::game::scores::Tally;
use crate::strategy::prove::prove;
use crate::strategy::train::{can_lose, is_proven, play_game, side_to_train, Partner};
use crate::strategy::{Memory, Opponent};
use std::io::Write;
use std::path::Path;

/// Training games when `--games` is not given.
pub const DEFAULT_GAMES: u64 = 1000;
/// The most games `--until-proven` plays when `--games` is not given.
pub const DEFAULT_MAX_GAMES: u64 = 1_000_000;

/// The options of `ttt train`, checked.
struct TrainOptions {
    trainee: Opponent,
    games: u64,
    until_proven: bool,
    save_every: u64,
    partner: Partner,
    rules: Rules,
    rng: Rng,
}

impl TrainOptions {
    fn of(args: &TrainArgs, trainee: Opponent) -> TrainOptions {
        let most = match args.until_proven {
            true => DEFAULT_MAX_GAMES,
            false => DEFAULT_GAMES,
        };
        TrainOptions {
            trainee,
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
    let mut code = 0;
    for &trainee in &args.opponent {
        code = code.max(train_one(args, trainee, data_dir, out, err));
    }
    Ok(code)
}

/// Trains one learning opponent and says how it went; the exit code.
fn train_one(
    args: &TrainArgs,
    trainee: Opponent,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let mut options = TrainOptions::of(args, trainee);
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
        "trained {} games against {partner}{under}: {trainee} {}",
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
        proof_summary(&lessons.memory, trainee, rules, &run)
    );
    if !run.saved {
        let _ = writeln!(err, "error: the lessons were not saved");
        return crate::cli::FAILED;
    }
    0
}

/// What a training run did.
struct TrainingRun {
    played: u64,
    /// How its games went for the learner.
    results: Tally,
    /// The number of games after which no line of play beat it as X, and
    /// as O (0: none before the run did either).
    proven_at: [Option<u64>; 2],
    /// Games lost until it was proven on both sides (or in all).
    lost_on_the_way: u64,
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
    let trainee = options.trainee;
    let mut memory = lessons.memory.clone();
    let mut unsaved = Tally::default();
    let mut run = TrainingRun {
        played: 0,
        results: Tally::default(),
        proven_at: [Mark::X, Mark::O]
            .map(|side| (!can_lose(&memory, trainee, side, rules)).then_some(0)),
        lost_on_the_way: 0,
        saved: true,
    };
    let mut save =
        |lessons: &mut Lessons, memory: &Memory, unsaved: Tally, run: &mut TrainingRun| {
            let (saved, warnings) = store.save_training(lessons, memory, unsaved);
            print_warnings(err, &warnings);
            run.saved &= saved;
        };
    let proven = |run: &TrainingRun| run.proven_at.iter().all(Option::is_some);
    while run.played < options.games && !(options.until_proven && proven(&run)) {
        let side = side_to_train(run.played, run.proven_at.map(|at| at.is_some()));
        let (result, learned) = play_game(
            &mut memory,
            trainee,
            side,
            options.partner,
            rules,
            &mut options.rng,
        );
        run.played += 1;
        unsaved.add(result);
        run.results.add(result);
        if !proven(&run) {
            run.lost_on_the_way += u64::from(result == GameResult::Lost);
        }
        for (at, side) in run.proven_at.iter_mut().zip([Mark::X, Mark::O]) {
            if at.is_none() && learned > 0 && !can_lose(&memory, trainee, side, rules) {
                *at = Some(run.played);
            }
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
