use super::*;
use crate::core::board::GameResult;
use crate::core::board::{Mark, Rules};
use crate::record::scores::Tally;
use crate::strategy::Opponent;
use std::path::PathBuf;

/// An empty scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ttt-saver-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn saver_in(dir: &std::path::Path, threaded: bool) -> Saver {
    Saver::new(
        Store::new(Some(dir.to_path_buf())),
        Files::default(),
        threaded,
    )
}

fn score(opponent: Opponent, result: GameResult) -> Change {
    Change::Scores(Box::new(move |s: &mut Scores| {
        s.add(
            crate::record::Rival::TicTacToe(opponent),
            Rules::Standard,
            Mark::X,
            result,
        )
    }))
}

fn on_disk(dir: &std::path::Path) -> Scores {
    Store::new(Some(dir.to_path_buf())).load::<Scores>().0
}

fn tally(won: u64, lost: u64, tied: u64) -> Tally {
    Tally { won, lost, tied }
}

/// Sends `results` against logo, takes them back after they are saved, and
/// checks what comes back and what the file holds.
fn check_saved_in_order(threaded: bool) {
    let dir = scratch(if threaded {
        "order-thread"
    } else {
        "order-inline"
    });
    let mut saver = saver_in(&dir, threaded);
    for result in [GameResult::Won, GameResult::Tied, GameResult::Won] {
        saver.send(score(Opponent::Logo, result));
    }
    assert!(saver.busy());
    let taken = saver.take(true);
    assert!(!saver.busy());
    assert_eq!(taken.warnings, []);
    let [Saved::Scores(scores)] = &taken.saved[..] else {
        panic!("one value for the one file: {:?}", taken.saved)
    };
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Logo, Mark::X),
        tally(2, 0, 1)
    );
    assert_eq!(on_disk(&dir), **scores);
}

#[test]
fn changes_are_saved_in_order_on_the_worker_thread() {
    check_saved_in_order(true);
}

#[test]
fn changes_are_saved_in_order_without_a_thread() {
    check_saved_in_order(false);
}

#[test]
fn another_windows_saves_are_kept() {
    let dir = scratch("other");
    let mut saver = saver_in(&dir, true);
    let store = Store::new(Some(dir.clone()));
    let mut theirs = Scores::default();
    store.apply(&mut theirs, |s| {
        s.add(
            crate::record::Rival::TicTacToe(Opponent::Hyde),
            Rules::Standard,
            Mark::O,
            GameResult::Lost,
        )
    });
    saver.send(score(Opponent::Logo, GameResult::Tied));
    let taken = saver.take(true);
    let [Saved::Scores(scores)] = &taken.saved[..] else {
        panic!("{:?}", taken.saved)
    };
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Hyde, Mark::O),
        tally(0, 1, 0)
    );
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Logo, Mark::X),
        tally(0, 0, 1)
    );
}

#[test]
fn each_file_comes_back_once_with_its_last_value() {
    let dir = scratch("kinds");
    let mut saver = saver_in(&dir, true);
    saver.send(score(Opponent::Logo, GameResult::Won));
    saver.send(Change::Settings(Box::new(|s: &mut Settings| {
        s.window_width = 640
    })));
    saver.send(score(Opponent::Logo, GameResult::Lost));
    saver.send(Change::Lessons(Box::new(|l: &mut Lessons| {
        l.record.add(GameResult::Tied)
    })));
    let mut taken = saver.take(true).saved;
    taken.sort_by_key(|saved| match saved {
        Saved::Scores(_) => 0,
        Saved::Settings(_) => 1,
        Saved::Lessons(_) => 2,
        Saved::Menace(_) => 3,
    });
    let [Saved::Scores(scores), Saved::Settings(settings), Saved::Lessons(lessons)] = &taken[..]
    else {
        panic!("{taken:?}")
    };
    assert_eq!(
        scores.get(Rules::Standard, Opponent::Logo, Mark::X),
        tally(1, 1, 0)
    );
    assert_eq!(settings.window_width, 640);
    assert_eq!(lessons.record, tally(0, 0, 1));
    assert_eq!(saver.take(false).saved, [], "nothing comes back twice");
}

#[test]
fn dropping_the_saver_saves_everything_sent() {
    let dir = scratch("drop");
    let mut saver = saver_in(&dir, true);
    for _ in 0..25 {
        saver.send(score(Opponent::Dawson, GameResult::Tied));
    }
    drop(saver);
    assert_eq!(
        on_disk(&dir).get(Rules::Standard, Opponent::Dawson, Mark::X),
        tally(0, 0, 25)
    );
}

#[test]
fn a_change_that_cannot_be_saved_comes_back_in_memory_with_a_warning() {
    let dir = scratch("unwritable");
    let file = dir.join("not-a-directory");
    std::fs::write(&file, "").expect("writable");
    for threaded in [true, false] {
        let mut saver = saver_in(&file, threaded);
        saver.send(score(Opponent::Perfect, GameResult::Tied));
        saver.send(score(Opponent::Perfect, GameResult::Tied));
        let taken = saver.take(true);
        assert!(!taken.warnings.is_empty(), "threaded {threaded}");
        let [Saved::Scores(scores)] = &taken.saved[..] else {
            panic!("{:?}", taken.saved)
        };
        assert_eq!(
            scores.get(Rules::Standard, Opponent::Perfect, Mark::X),
            tally(0, 0, 2)
        );
    }
}

#[test]
fn held_changes_wait_for_the_hand_over_then_save_in_order() {
    let dir = scratch("held");
    let mut saver = saver_in(&dir, true);
    saver.hold();
    saver.send(score(Opponent::Logo, GameResult::Won));
    saver.send(score(Opponent::Logo, GameResult::Tied));
    assert!(saver.busy(), "held changes count as being saved");
    // Not handed over: nothing reaches the file however long it waits.
    std::thread::sleep(std::time::Duration::from_millis(50));
    assert!(saver.take(false).saved.is_empty());
    assert_eq!(on_disk(&dir), Scores::default());
    saver.hand_over();
    saver.send(score(Opponent::Logo, GameResult::Won));
    // Taking with `wait` hands over the last one too.
    let taken = saver.take(true);
    assert!(!saver.busy());
    let [Saved::Scores(scores)] = &taken.saved[..] else {
        panic!("one value for the one file: {:?}", taken.saved)
    };
    let logo = scores.get(Rules::Standard, Opponent::Logo, Mark::X);
    assert_eq!(logo, tally(2, 0, 1));
    assert_eq!(
        on_disk(&dir).get(Rules::Standard, Opponent::Logo, Mark::X),
        logo
    );
}

#[test]
fn held_changes_are_saved_when_the_saver_goes() {
    let dir = scratch("held-drop");
    let mut saver = saver_in(&dir, true);
    saver.hold();
    saver.send(score(Opponent::Logo, GameResult::Lost));
    drop(saver);
    let logo = on_disk(&dir).get(Rules::Standard, Opponent::Logo, Mark::X);
    assert_eq!(logo, tally(0, 1, 0));
}

#[test]
fn without_a_thread_nothing_is_held() {
    let dir = scratch("held-inline");
    let mut saver = saver_in(&dir, false);
    saver.hold();
    saver.send(score(Opponent::Logo, GameResult::Won));
    let logo = on_disk(&dir).get(Rules::Standard, Opponent::Logo, Mark::X);
    assert_eq!(logo, tally(1, 0, 0));
}

#[test]
fn a_change_that_panics_is_dropped_and_the_next_ones_are_saved() {
    let dir = scratch("panic");
    for threaded in [true, false] {
        let mut saver = saver_in(&dir, threaded);
        saver.send(Change::Scores(Box::new(|_: &mut Scores| panic!("a bug"))));
        saver.send(score(Opponent::Logo, GameResult::Won));
        let taken = saver.take(true);
        assert!(!saver.busy(), "threaded {threaded}");
        let [Saved::Scores(scores)] = &taken.saved[..] else {
            panic!("{:?}", taken.saved)
        };
        assert_eq!(**scores, on_disk(&dir), "threaded {threaded}");
    }
    let logo = on_disk(&dir).get(Rules::Standard, Opponent::Logo, Mark::X);
    assert_eq!(logo, tally(2, 0, 0));
}
