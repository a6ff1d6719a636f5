//! `ttt train`: teaches learning opponents by playing them, says how it
//! went and draws their learning curves for `--plot`. Exits 1 if what they
//! learned could not be saved (or the curve not drawn).

use crate::cli::args::TrainArgs;
use crate::cli::plot::{self, Point};
use crate::cli::{under, Io};
use crate::core::board::{Board, GameResult, Mark, Rules};
use crate::core::rng::Rng;
use crate::data::lessons::Learned;
use crate::data::store::{print_warnings, Store};
use crate::record::scores::Tally;
use crate::strategy::prove::prove;
use crate::strategy::train::{can_lose, play_game, side_to_play};
use crate::strategy::{Memory, Opponent};
use std::io::Write;

pub fn run(args: &TrainArgs, io: &mut Io) -> Result<i32, String> {
    let mut code = 0;
    let mut curves = Vec::new();
    for &trainee in &args.opponent {
        let (done, curve) = train_one(args, trainee, io);
        code = code.max(done);
        curves.push((trainee.name().to_string(), curve));
    }
    if let Some(path) = &args.plot {
        let title = format!("learning against {}", args.against.name());
        let _ = match plot::draw(path, &title, args.block, &curves) {
            Ok(()) => writeln!(io.out, "learning curve: {}", path.display()),
            Err(e) => {
                code = crate::cli::FAILED;
                writeln!(io.err, "error: the learning curve was not drawn: {e}")
            }
        };
    }
    Ok(code)
}

/// Trains one learning opponent, says how it went; the exit code and curve.
fn train_one(args: &TrainArgs, trainee: Opponent, io: &mut Io) -> (i32, Vec<Point>) {
    let (out, err) = (&mut *io.out, &mut *io.err);
    let (store, warnings) = Store::open(io.data_dir);
    print_warnings(err, &warnings);
    let (mut kept, warnings) = store.load_learned();
    print_warnings(err, &warnings);
    let rules = args.rules;
    let before = lessons(&kept.memory(), trainee, rules);
    let run = train_and_save(&store, &mut kept, args, trainee, err);
    let memory = kept.memory();
    let now = lessons(&memory, trainee, rules);
    let partner = args.against.name();
    let under = under(rules);
    let _ = writeln!(
        out,
        "trained {} games against {partner}{under}: {trainee} {}",
        run.played, run.results
    );
    let new = now.saturating_sub(before);
    let _ = match trainee {
        Opponent::Menace => {
            // MENACE's first box, as beads per square: what it learned to open with.
            let beads = memory.menace.beads(&Board::empty_under(rules));
            writeln!(
                out,
                "moves out of beads{under}: {now} ({new} new)\nfirst box (squares 1-9): {}",
                beads.map(|b| b.to_string()).join(" ")
            )
        }
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
    let beaten: Vec<String> = [Mark::X, Mark::O]
        .into_iter()
        .filter(|&side| can_lose(memory, trainee, side, rules))
        .map(|side| format!("as {}", side.upper()))
        .collect();
    text.push(match run.proven_at {
        _ if !beaten.is_empty() => format!(
            "not proven within {} games: some line of play still beats it {}",
            run.played,
            beaten.join(" or ")
        ),
        [x, o] => format!(
            "proven: no line of play beats it as X ({}) or as O ({}); {} games lost on the way",
            since(x),
            since(o),
            run.lost_on_the_way
        ),
    });
    text.join("\n")
}

const DEFAULT_GAMES: u64 = 1000;
/// The most games `--until-proven` plays when `--games` is not given.
const DEFAULT_MAX_GAMES: u64 = 1_000_000;

/// What `trainee` has learned under `rules`, as a count: the learner's
/// lessons (moves forbidden), MENACE's moves whose beads are all gone.
fn lessons(memory: &Memory, trainee: Opponent, rules: Rules) -> usize {
    match trainee {
        Opponent::Menace => memory.menace.emptied_moves(rules),
        Opponent::Samuel => memory.samuel.adopted() as usize,
        _ => memory.lessons_under(rules),
    }
}

struct TrainingRun {
    played: u64,
    results: Tally,
    /// The number of games after which no line of play beat it as X, and
    /// as O (0: none before the run did either).
    proven_at: [Option<u64>; 2],
    /// Games lost until it was proven on both sides (or in all).
    lost_on_the_way: u64,
    saved: bool,
    curve: Vec<Point>,
    /// What it had learned at the end of the run (not of a block).
    lessons: usize,
}

impl TrainingRun {
    fn proven(&self) -> bool {
        self.proven_at.iter().all(Option::is_some)
    }
}

/// Plays the training games, saving every `save_every` games and at the
/// end; `kept` ends as saved, with what other runs saved meanwhile.
fn train_and_save(
    store: &Store,
    kept: &mut Learned,
    args: &TrainArgs,
    trainee: Opponent,
    err: &mut dyn Write,
) -> TrainingRun {
    let rules = args.rules;
    let most = match args.until_proven {
        true => DEFAULT_MAX_GAMES,
        false => DEFAULT_GAMES,
    };
    let games = args.games.unwrap_or(most);
    let mut rng = args.seed.map_or_else(Rng::from_entropy, Rng::seeded);
    let mut memory = kept.memory();
    let mut unsaved = Tally::default();
    let mut run = TrainingRun {
        played: 0,
        results: Tally::default(),
        proven_at: [Mark::X, Mark::O]
            .map(|side| (!can_lose(&memory, trainee, side, rules)).then_some(0)),
        lost_on_the_way: 0,
        saved: true,
        curve: vec![Point {
            games: 0,
            lost: 0,
            lessons: lessons(&memory, trainee, rules),
        }],
        lessons: 0,
    };
    let mut lost_in_block = 0;
    while run.played < games && !(args.until_proven && run.proven()) {
        let proven = run.proven_at.map(|at| at.is_some());
        let side = side_to_play(run.played, proven, args.against, trainee, &memory, rules);
        let (result, learned) =
            play_game(&mut memory, trainee, side, args.against, rules, &mut rng);
        run.played += 1;
        unsaved.add(result);
        run.results.add(result);
        let lost = u64::from(result == GameResult::Lost);
        lost_in_block += lost;
        if !run.proven() {
            run.lost_on_the_way += lost;
        }
        // MENACE's refilled boxes and Samuel's new champion can lose a
        // proof again: each change is checked afresh.
        for (at, side) in run.proven_at.iter_mut().zip([Mark::X, Mark::O]) {
            match learned > 0 && can_lose(&memory, trainee, side, rules) {
                true => *at = None,
                false if learned > 0 && at.is_none() => *at = Some(run.played),
                false => {}
            }
        }
        if run.played.is_multiple_of(args.block) {
            run.curve.push(Point {
                games: run.played,
                lost: lost_in_block,
                lessons: lessons(&memory, trainee, rules),
            });
            lost_in_block = 0;
        }
        if run.played.is_multiple_of(args.save_every) {
            run.saved &= save(kept, store, (trainee, rules), &memory, unsaved, err);
            unsaved = Tally::default();
            if trainee == Opponent::Learner {
                // With the lessons other runs saved meanwhile.
                memory = kept.memory();
            }
        }
    }
    if unsaved.games() > 0 {
        run.saved &= save(kept, store, (trainee, rules), &memory, unsaved, err);
    }
    run.lessons = lessons(&memory, trainee, rules);
    run
}

/// Saves what `trainee` learned in `memory` (and, for the learner, the
/// games in `unsaved`), its warnings to `err`; whether it was saved.
fn save(
    kept: &mut Learned,
    store: &Store,
    (trainee, rules): (Opponent, Rules),
    memory: &Memory,
    unsaved: Tally,
    err: &mut dyn Write,
) -> bool {
    // MENACE's beads and Samuel's weights go up and down, so the run's
    // replace the saved ones; the learner's lessons only add up.
    let (saved, warnings) = match trainee {
        Opponent::Menace => store.apply_saved(&mut kept.boxes, |f| f.boxes = memory.menace.clone()),
        Opponent::Samuel => store.apply_saved(&mut kept.weights, |f| {
            f.samuel.set_weights(rules, memory.samuel.weights(rules))
        }),
        _ => store.save_training(&mut kept.lessons, memory, unsaved),
    };
    print_warnings(err, &warnings);
    saved
}
