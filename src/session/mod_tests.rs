//! Tests of the session's decisions, without a data directory: the
//! settings a run opens with, what a finished game records, and when the
//! window's size is saved.

use super::*;
use crate::core::board::Outcome;
use crate::core::position::parse_board;

fn record(opponent: Opponent, side: Mark, start: &str, outcome: Outcome) -> GameRecord {
    GameRecord {
        settings: Settings {
            opponent,
            side,
            ..Settings::default()
        },
        played: crate::record::Played::TicTacToe {
            start: parse_board(start).expect("a position"),
            moves: Vec::new(),
        },
        outcome,
        choices: Vec::new(),
    }
}

/// What a game against `opponent` with the person on `side`, ending in
/// `outcome`, adds to the scores and to the learner's record.
fn check_recorded(
    opponent: Opponent,
    side: Mark,
    outcome: Outcome,
    scores: &[(Opponent, Mark, GameResult)],
    learner: Option<GameResult>,
) {
    let r = record(opponent, side, "_________", outcome);
    let scores: Vec<_> = scores
        .iter()
        .map(|&(o, s, g)| (Rival::TicTacToe(o), Rules::Standard, s, g))
        .collect();
    assert_eq!(score_entries(&r), scores, "{opponent} {side} {outcome:?}");
    assert_eq!(
        result_for(&r, Opponent::Learner),
        learner,
        "{opponent} {side} {outcome:?}"
    );
}

#[test]
fn a_finished_game_is_scored_for_the_persons_side() {
    use GameResult::*;
    use Opponent::*;
    let (x, o) = (Outcome::Won(Mark::X), Outcome::Won(Mark::O));
    check_recorded(Logo, Mark::X, x, &[(Logo, Mark::X, Won)], None);
    check_recorded(Logo, Mark::X, o, &[(Logo, Mark::X, Lost)], None);
    check_recorded(Logo, Mark::O, x, &[(Logo, Mark::O, Lost)], None);
    check_recorded(
        Perfect,
        Mark::O,
        Outcome::Tie,
        &[(Perfect, Mark::O, Tied)],
        None,
    );
    check_recorded(Dawson, Mark::O, o, &[(Dawson, Mark::O, Won)], None);
    for opponent in [Scheme, Hyde] {
        check_recorded(opponent, Mark::X, x, &[(opponent, Mark::X, Won)], None);
    }
}

#[test]
fn the_learners_games_count_for_both_sides_of_the_board() {
    use GameResult::*;
    use Opponent::*;
    let (x, o) = (Outcome::Won(Mark::X), Outcome::Won(Mark::O));
    check_recorded(Learner, Mark::X, x, &[(Learner, Mark::X, Won)], Some(Lost));
    check_recorded(Learner, Mark::X, o, &[(Learner, Mark::X, Lost)], Some(Won));
    check_recorded(Learner, Mark::O, x, &[(Learner, Mark::O, Lost)], Some(Won));
    check_recorded(
        Learner,
        Mark::O,
        Outcome::Tie,
        &[(Learner, Mark::O, Tied)],
        Some(Tied),
    );
}

#[test]
fn two_players_are_both_scored() {
    use GameResult::*;
    use Opponent::Human;
    let x_wins = [(Human, Mark::X, Won), (Human, Mark::O, Lost)];
    check_recorded(Human, Mark::X, Outcome::Won(Mark::X), &x_wins, None);
    check_recorded(Human, Mark::O, Outcome::Won(Mark::X), &x_wins, None);
    let tie = [(Human, Mark::X, Tied), (Human, Mark::O, Tied)];
    check_recorded(Human, Mark::X, Outcome::Tie, &tie, None);
}

#[test]
fn a_game_from_a_set_position_is_not_scored_but_the_learner_learns() {
    let r = record(Opponent::Logo, Mark::X, "x___o____", Outcome::Won(Mark::O));
    assert_eq!(score_entries(&r), []);
    let r = record(
        Opponent::Learner,
        Mark::X,
        "x___o____",
        Outcome::Won(Mark::X),
    );
    assert_eq!(score_entries(&r), []);
    assert_eq!(result_for(&r, Opponent::Learner), Some(GameResult::Lost));
}

#[test]
fn window_sizes_are_whole_pixels_in_range() {
    assert_eq!(saved_size(800.0, 600.0), (800, 600));
    assert_eq!(saved_size(640.4, 479.6), (640, 480));
    assert_eq!(saved_size(0.0, -3.0), (1, 1));
    assert_eq!(saved_size(f32::NAN, f32::INFINITY), (1, 1));
    assert_eq!(saved_size(1e9, 200.0), (65_535, 200));
}

/// Feeds `steps` of (seconds, width) with height 600 to a keeper that
/// saved 800x600, and checks the widths it saves along the way.
fn check_resizes(steps: &[(f64, u32)], expected: &[u32]) {
    let mut keeper = SizeKeeper::new((800, 600));
    let saved: Vec<u32> = steps
        .iter()
        .filter_map(|&(now, w)| keeper.observe((w, 600), now))
        .map(|(w, _)| w)
        .collect();
    assert_eq!(saved, expected, "{steps:?}");
}

#[test]
fn a_new_size_is_saved_once_it_settles() {
    let s = RESIZE_SETTLE_SECONDS;
    check_resizes(&[(0.0, 800), (5.0, 800)], &[]);
    check_resizes(&[(1.0, 700), (1.0 + s / 2.0, 700)], &[]);
    check_resizes(&[(1.0, 700), (1.0 + s, 700), (9.0, 700)], &[700]);
    // A drag: every frame a new width; saved once, at the end.
    let mut drag: Vec<(f64, u32)> = (0..60).map(|i| (i as f64 / 60.0, 800 - i)).collect();
    drag.extend([(1.0 + s, 741), (2.0 + s, 741)]);
    check_resizes(&drag, &[741]);
    // Back to the saved size before it settled: nothing to save.
    check_resizes(&[(1.0, 700), (1.1, 800), (9.0, 800)], &[]);
    check_resizes(
        &[(1.0, 700), (1.0 + s, 700), (2.0, 800), (2.0 + s, 800)],
        &[700, 800],
    );
}

#[test]
fn an_unsaved_size_is_pending_and_saved_at_the_end() {
    let mut keeper = SizeKeeper::new((800, 600));
    assert!(!keeper.pending());
    assert_eq!(keeper.observe((500, 400), 1.0), None);
    assert!(keeper.pending());
    assert_eq!(keeper.flush(), Some((500, 400)));
    assert!(!keeper.pending());
    assert_eq!(keeper.flush(), None);
}

#[test]
fn the_about_page_is_told_where_the_data_is_kept() {
    let dir = std::path::PathBuf::from("/home/ada/.local/share/ttt");
    assert_eq!(
        data_place(&Store::new(Some(dir.clone()))),
        dir.display().to_string()
    );
    assert!(data_place(&Store::new(None)).starts_with("nowhere"));
    // A directory that does not exist: only read, never made.
    let (game, _) = still_game(&RunOptions {
        changes: Vec::new(),
        data_dir: Some(dir.clone()),
        position: crate::core::board::Board::default(),
        cube_position: None,
        screenshot: None,
        desktop_theme: crate::settings::Theme::Light,
        friend: None,
        server: None,
        name: String::new(),
    });
    assert_eq!(game.data_place(), dir.display().to_string());
}
