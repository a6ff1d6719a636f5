//! The loop of `ttt train`: games against the partner, each side's proof
//! checked as the learning opponent learns, saves every so often, and the
//! learning curve (games lost per block, lessons learned).

use crate::cli::args::TrainArgs;
use crate::core::board::{GameResult, Mark, Rules};
use crate::core::rng::Rng;
use crate::data::backend::print_warnings;
use crate::data::learned::Learned;
use crate::data::store::Store;
use crate::strategy::scores::Tally;
use crate::strategy::train::{can_lose, play_game, side_to_play};
use crate::strategy::{Memory, Opponent};
use std::io::Write;

pub const DEFAULT_GAMES: u64 = 1000;
/// The most games `--until-proven` plays when `--games` is not given.
pub const DEFAULT_MAX_GAMES: u64 = 1_000_000;

/// What `trainee` has learned under `rules`, as a count: the learner's
/// lessons (moves forbidden), MENACE's moves whose beads are all gone.
pub fn lessons(memory: &Memory, trainee: Opponent, rules: Rules) -> usize {
    match trainee {
        Opponent::Menace => memory.menace.emptied_moves(rules),
        Opponent::Samuel => memory.samuel.adopted() as usize,
        _ => memory.lessons_under(rules),
    }
}

/// One point of the learning curve: after `games`, the games lost in the
/// block that ended there, and the lessons learned so far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub games: u64,
    pub lost: u64,
    pub lessons: usize,
}

/// What a training run did.
pub struct TrainingRun {
    pub played: u64,
    /// How its games went for the learning opponent.
    pub results: Tally,
    /// The number of games after which no line of play beat it as X, and
    /// as O (0: none before the run did either).
    pub proven_at: [Option<u64>; 2],
    /// Games lost until it was proven on both sides (or in all).
    pub lost_on_the_way: u64,
    /// Whether every save succeeded.
    pub saved: bool,
    pub curve: Vec<Point>,
    /// What it had learned at the end of the run (not of a block).
    pub lessons: usize,
}

impl TrainingRun {
    fn proven(&self) -> bool {
        self.proven_at.iter().all(Option::is_some)
    }
}

/// Plays the training games, saving every `save_every` games and at the
/// end; `kept` ends as saved, with what other runs saved meanwhile.
pub fn train_and_save(
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
    let (saved, warnings) = match trainee {
        Opponent::Menace => store.save_menace(&mut kept.boxes, &memory.menace),
        Opponent::Samuel => store.save_samuel(&mut kept.weights, &memory.samuel, rules),
        _ => store.save_training(&mut kept.lessons, memory, unsaved),
    };
    print_warnings(err, &warnings);
    saved
}
