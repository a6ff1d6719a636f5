//! Saves survive crashes and company: a process killed with SIGKILL in the
//! middle of repeated saves never leaves a partial or empty file, and
//! processes (or windows) saving at the same time never lose each other's
//! updates.

use crate::support::scratch::{names_in, scratch_dir, stderr, ttt_in};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use ttt::core::board::{GameResult, Mark, Rules};
use ttt::core::rng::Rng;
use ttt::data::format::parse_file;
use ttt::data::lessons::Lessons;
use ttt::data::store::Store;
use ttt::record::scores::Scores;
use ttt::settings::Settings;
use ttt::strategy::Opponent;

/// The saved lessons, which must be a whole file if the file is there.
fn saved_lessons(dir: &Path) -> Option<Lessons> {
    let bytes = std::fs::read(dir.join("learner.json")).ok()?;
    assert!(!bytes.is_empty(), "learner.json is empty");
    match parse_file::<Lessons>(&bytes) {
        Ok(lessons) => Some(lessons),
        Err(damage) => panic!(
            "learner.json is not whole ({damage}):\n{}",
            String::from_utf8_lossy(&bytes)
        ),
    }
}

fn training(dir: &Path, games: &str, seed: u64) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ttt"));
    command
        .args([
            "train",
            "--games",
            games,
            "--save-every",
            "1",
            "--seed",
            &seed.to_string(),
        ])
        .arg("--data-dir")
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    command
}

fn temporaries(dir: &Path) -> usize {
    names_in(dir).iter().filter(|n| n.contains(".tmp-")).count()
}

#[test]
fn sigkill_in_the_middle_of_saving_never_leaves_a_partial_file() {
    let dir = scratch_dir("sigkill");
    let mut delays = Rng::seeded(20);
    let (mut games_before, mut interrupted_writes) = (0, 0);
    for round in 0..30 {
        // Training saves after every game: about a thousand saves a second.
        let mut child = training(&dir, "100000000", round)
            .spawn()
            .expect("ttt runs");
        // Wait for the event, not a fixed time: the child has saved a game
        // more than the last round left (a loaded machine may take long to
        // start it), then let it run on a little, a different time a round.
        let started = std::time::Instant::now();
        while saved_lessons(&dir).unwrap_or_default().record.games() <= games_before {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "round {round}: the child saved no game in 30 s"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
        std::thread::sleep(Duration::from_millis(delays.below(120) as u64));
        // Every other round, aim: kill as soon as a write is seen under
        // way (its temporary file is there), which a save's parse and merge
        // otherwise make a small share of the time.
        if round % 2 == 1 {
            let aim = std::time::Instant::now();
            while temporaries(&dir) == 0 && aim.elapsed() < Duration::from_millis(200) {}
        }
        child.kill().expect("SIGKILL"); // On Unix, kill() is SIGKILL.
        let status = child.wait().expect("reaped");
        assert!(
            !status.success(),
            "round {round}: it was killed, not finished"
        );
        interrupted_writes += temporaries(&dir);
        let lessons = saved_lessons(&dir).unwrap_or_default();
        let games = lessons.record.games();
        assert!(
            games >= games_before,
            "round {round}: {games} games saved, {games_before} before"
        );
        games_before = games;
        let damaged: Vec<String> = names_in(&dir)
            .into_iter()
            .filter(|n| n.contains("damaged"))
            .collect();
        assert!(damaged.is_empty(), "round {round}: {damaged:?}");
    }
    assert!(
        interrupted_writes > 0,
        "no kill landed in the middle of a write: the test proved nothing"
    );
    let last = ttt_in(&dir, &["train", "--games", "1"]);
    assert!(
        stderr(&last).is_empty(),
        "a whole file, no warnings: {}",
        stderr(&last)
    );
    assert_eq!(
        temporaries(&dir),
        0,
        "the next run clears what killed writers left"
    );
}

#[test]
fn two_processes_training_at_once_keep_every_game() {
    let dir = scratch_dir("two-trainers");
    let games = 150;
    let children: Vec<_> = (0..2)
        .map(|seed| {
            training(&dir, &games.to_string(), seed)
                .spawn()
                .expect("ttt runs")
        })
        .collect();
    for child in children {
        let output = child.wait_with_output().expect("finished");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            output.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let lessons = saved_lessons(&dir).expect("saved");
    assert_eq!(lessons.record.games(), 2 * games);
}

/// Runs `work` on two threads at once, each with its own [`Store`] (and so
/// its own handle on the lock), as two windows would.
fn two_windows(dir: &Path, work: fn(&Store, usize)) {
    let stores = [0, 1].map(|_| Store::new(Some(PathBuf::from(dir))));
    std::thread::scope(|scope| {
        for (n, store) in stores.iter().enumerate() {
            scope.spawn(move || work(store, n));
        }
    });
}

const RESULTS: usize = 100;

#[test]
fn two_windows_recording_results_at_once_keep_every_result() {
    let dir = scratch_dir("two-windows-scores");
    two_windows(&dir, |store, n| {
        let side = [Mark::X, Mark::O][n];
        let (mut scores, _) = store.load::<Scores>();
        for _ in 0..RESULTS {
            assert_eq!(
                store.apply(&mut scores, |s| s.add(
                    ttt::record::Rival::TicTacToe(Opponent::Learner),
                    Rules::Standard,
                    side,
                    GameResult::Won
                )),
                vec![]
            );
        }
    });
    let (scores, warnings) = Store::new(Some(dir.to_path_buf())).load::<Scores>();
    assert_eq!(warnings, vec![]);
    let won = |side| scores.get(Rules::Standard, Opponent::Learner, side).won as usize;
    assert_eq!((won(Mark::X), won(Mark::O)), (RESULTS, RESULTS));
    let mut expected = Scores::default();
    for side in [Mark::X, Mark::O] {
        (0..RESULTS).for_each(|_| {
            expected.add(
                ttt::record::Rival::TicTacToe(Opponent::Learner),
                Rules::Standard,
                side,
                GameResult::Won,
            )
        });
    }
    assert_eq!(scores, expected);
}

#[test]
fn two_windows_changing_different_settings_keep_both_changes() {
    let dir = scratch_dir("two-windows-settings");
    two_windows(&dir, |store, n| {
        let (mut settings, _) = store.load::<Settings>();
        for _ in 0..RESULTS {
            let warnings = if n == 0 {
                store.apply(&mut settings, |s| s.window_width += 1)
            } else {
                store.apply(&mut settings, |s| s.window_height += 1)
            };
            assert_eq!(warnings, vec![]);
        }
    });
    let (settings, _) = Store::new(Some(dir.to_path_buf())).load::<Settings>();
    let default = Settings::default();
    let expected = (
        default.window_width + RESULTS as u32,
        default.window_height + RESULTS as u32,
    );
    assert_eq!((settings.window_width, settings.window_height), expected);
}

#[test]
fn what_is_saved_survives_a_restart() {
    let dir = scratch_dir("restart");
    let (store, warnings) = Store::open(Some(&dir));
    assert_eq!(warnings, vec![]);
    let (mut scores, _) = store.load::<Scores>();
    let (mut settings, _) = store.load::<Settings>();
    let (mut lessons, _) = store.load::<Lessons>();
    store.apply(&mut scores, |s| {
        s.add(
            ttt::record::Rival::TicTacToe(Opponent::Hyde),
            Rules::Standard,
            Mark::X,
            GameResult::Won,
        )
    });
    store.apply(&mut settings, |s| {
        *s = Settings {
            opponent: Opponent::Hyde,
            keypad_layout: true,
            ..*s
        }
    });
    let mut rng = Rng::seeded(9);
    let mut trained = lessons.memory.clone();
    for n in 0..500 {
        let side = ttt::strategy::train::side_for_game(n);
        ttt::strategy::train::play_game(
            &mut trained,
            Opponent::Learner,
            side,
            ttt::strategy::train::Partner::Random,
            Rules::Standard,
            &mut rng,
        );
    }
    store.save_training(&mut lessons, &trained, Default::default());
    let (again, warnings) = Store::open(Some(&dir));
    assert_eq!(warnings, vec![]);
    assert_eq!(again.load::<Scores>(), (scores, vec![]));
    assert_eq!(again.load::<Settings>(), (settings, vec![]));
    assert_eq!(again.load::<Lessons>().0.memory, trained);
}
