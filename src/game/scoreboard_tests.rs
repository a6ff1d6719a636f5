//! Tests of what the game shows about the saved data: the scores line
//! and its wins in a row, the two-step reset, warnings, and the learner's
//! lesson count in the title.

use super::*;
use crate::core::board::GameResult;
use crate::core::board::Mark;
use crate::core::board::{Board, Outcome, Rules, Square};
use crate::core::rng::Rng;
use crate::game::Feedback;
use crate::record::scores::Scores;
use crate::record::Rival;
use crate::settings::Settings;
use crate::settings::Speed;
use crate::strategy::Memory;
use crate::strategy::Opponent;

fn game(opponent: Opponent, side: Mark) -> Game {
    let setup = Settings {
        opponent,
        side,
        speed: Speed::Off,
        ..Settings::default()
    };
    Game::new(setup, Board::default(), Memory::new(), Rng::seeded(3))
}

fn scores(entries: &[(Opponent, Mark, GameResult)]) -> Scores {
    let mut scores = Scores::default();
    for &(opponent, side, result) in entries {
        scores.add(Rival::TicTacToe(opponent), Rules::Standard, side, result);
    }
    scores
}

fn check_line(opponent: Opponent, side: Mark, shown: Option<Scores>, expected: &str) {
    let mut g = game(opponent, side);
    if let Some(s) = shown {
        g.set_scores(s.clone());
    }
    assert_eq!(g.scores_line(false), expected, "{opponent} as {side}");
}

#[test]
fn the_scores_line_is_for_this_opponent_and_side() {
    use GameResult::*;
    let s = scores(&[
        (Opponent::Logo, Mark::X, Won),
        (Opponent::Logo, Mark::X, Lost),
        (Opponent::Logo, Mark::X, Tied),
        (Opponent::Logo, Mark::X, Tied),
        (Opponent::Logo, Mark::O, Lost),
        (Opponent::Human, Mark::X, Won),
        (Opponent::Human, Mark::O, Lost),
    ]);
    let logo_x = "vs Logo as X: 1 won, 1 lost, 2 tied";
    check_line(Opponent::Logo, Mark::X, Some(s.clone()), logo_x);
    let logo_o = "vs Logo as O: 0 won, 1 lost, 0 tied";
    check_line(Opponent::Logo, Mark::O, Some(s.clone()), logo_o);
    let hyde = "vs Hyde as X: 0 won, 0 lost, 0 tied";
    check_line(Opponent::Hyde, Mark::X, Some(s.clone()), hyde);
    let two = "Two players: X won 1, O won 0, 0 tied";
    check_line(Opponent::Human, Mark::O, Some(s), two);
    check_line(Opponent::Logo, Mark::X, None, "");
}

/// Runs `keys` ("z" reset, "n" new game, "?" help, "5" a square) and checks
/// the events, the scores shown and the feedback line afterwards.
fn check_reset(keys: &str, reset_events: usize, pending: bool, feedback: &str) {
    let mut g = game(Opponent::Logo, Mark::X);
    g.set_scores(scores(&[(Opponent::Logo, Mark::X, GameResult::Won)]));
    let mut now = 0.0;
    for key in keys.split_whitespace() {
        now += 0.1;
        let command = match key {
            "z" => Command::ResetScores,
            "n" => Command::NewGame,
            "?" => Command::Help,
            n => Command::Play(n.parse().expect("1-9")),
        };
        g.handle(command, now);
    }
    let resets = g
        .take_events()
        .iter()
        .filter(|e| **e == Event::ScoresReset)
        .count();
    assert_eq!(resets, reset_events, "{keys}: resets");
    assert_eq!(g.reset_pending(), pending, "{keys}: pending");
    let said = g
        .feedback()
        .map(|f: &Feedback| f.text.as_str())
        .unwrap_or_default();
    assert_eq!(said, feedback, "{keys}: feedback");
    let zero = "vs Logo as X: 0 won, 0 lost, 0 tied";
    let one = "vs Logo as X: 1 won, 0 lost, 0 tied";
    let expected = match (pending, reset_events) {
        (true, _) => "Reset all scores to zero? Z or click here again: yes; else no.",
        (false, 0) => one,
        (false, _) => zero,
    };
    assert_eq!(g.scores_line(false), expected, "{keys}: line");
}

#[test]
fn reset_asks_first_and_anything_else_keeps_the_scores() {
    let greeting = "You play X and move first against Logo.";
    let reset =
        "Scores reset: every opponent, side and rules start from zero. Past games are kept.";
    check_reset("", 0, false, greeting);
    check_reset("z", 0, true, greeting);
    check_reset("z z", 1, false, reset);
    check_reset("z n", 0, false, greeting);
    check_reset("z 5", 0, false, "");
    check_reset("z ?", 0, false, "Scores kept.");
    check_reset("z z z", 1, true, reset);
    check_reset("z n z z", 1, false, reset);
}

#[test]
fn a_warning_shows_until_an_action_after_a_moment_and_stays_in_the_help() {
    let mut g = game(Opponent::Logo, Mark::X);
    let text = "Your saved settings were damaged; a copy was kept aside and the game goes on with the usual ones.";
    g.warn(text, 10.0);
    assert!(g.status(10.0).warning.is_some());
    assert_eq!(g.status(10.0).warning, Some(format!("Warning: {text}")));
    g.handle(Command::Play(5), 10.5);
    let shown = g.status(10.5).warning.is_some();
    assert!(shown, "a key on its way does not hide it");
    g.handle(Command::Hint, 10.0 + super::WARNING_SECONDS);
    assert_eq!(g.status(20.0).warning, None);
    assert_eq!(g.status(20.0).last, "You played X 5.");
    assert_eq!(g.warnings(), [text], "kept for the help's settings page");
}

#[test]
fn two_warnings_join() {
    let mut g = game(Opponent::Logo, Mark::X);
    g.warn("Cannot lock.", 0.0);
    g.warn("Cannot save.", 0.0);
    assert_eq!(
        g.status(0.0).warning.as_deref(),
        Some("Warning: Cannot lock. Cannot save.")
    );
    assert_eq!(g.warnings().len(), 2);
}

#[test]
fn the_title_counts_the_learners_lessons() {
    let mut memory = Memory::new();
    let check = |memory: &Memory, expected: &str| {
        let mut g = game(Opponent::Learner, Mark::X);
        g.take_lessons(memory.clone());
        assert_eq!(g.title(), expected);
    };
    check(&memory, "You (X) vs Learner (O, 0 lessons)  ·  ? help");
    memory.forbid(Board::default(), Square::new(5).expect("5"));
    check(&memory, "You (X) vs Learner (O, 1 lesson)  ·  ? help");
    memory.forbid(
        Board::default().under(Rules::CornerL),
        Square::new(5).expect("5"),
    );
    check(&memory, "You (X) vs Learner (O, 1 lesson)  ·  ? help");
    // An edge of the empty board is the same move as the three others.
    memory.forbid(Board::default(), Square::new(4).expect("4"));
    check(&memory, "You (X) vs Learner (O, 5 lessons)  ·  ? help");
    assert_eq!(
        game(Opponent::Logo, Mark::O).title(),
        "You (O) vs Logo (X)  ·  ? help"
    );
}

#[test]
fn a_finished_game_carries_the_computers_choices() {
    let mut g = game(Opponent::Logo, Mark::X);
    let mut now = 0.0;
    for n in [5, 9, 3, 7, 2, 4, 6, 8] {
        for _ in 0..40 {
            now += 0.1;
            g.update(now);
        }
        g.handle(Command::Play(n), now);
    }
    let events = g.take_events();
    let Some(Event::Finished(record)) = events.last() else {
        panic!("no result: {events:?}")
    };
    assert_eq!(record.outcome, Outcome::Won(Mark::O));
    let computer: Vec<u8> = record.choices.iter().map(|c| c.square.number()).collect();
    assert_eq!(computer, [1, 3, 2]);
    assert!(record.choices.iter().all(|c| !c.unforced), "logo's rules");
}

/// Plays two players' games to the end, each won by `winners[i]` (on the
/// top row, the loser on the middle row; `None`: a tie).
fn two_player_games(g: &mut Game, winners: &[Option<Mark>]) {
    let mut now = 0.0;
    for winner in winners {
        let moves: &[u8] = match winner {
            Some(Mark::X) => &[1, 4, 2, 5, 3],
            Some(Mark::O) => &[7, 1, 4, 2, 9, 3],
            None => &[1, 2, 3, 5, 4, 6, 8, 7, 9],
        };
        for &n in moves {
            now += 1.0;
            g.handle(Command::Play(n), now);
        }
        assert!(g.outcome().is_some(), "{}", g.board());
        g.handle(Command::NewGame, now);
    }
}

#[test]
fn the_scores_line_says_wins_in_a_row_and_a_loss_ends_them() {
    let mut g = game(Opponent::Human, Mark::X);
    g.set_scores(Scores::default());
    two_player_games(&mut g, &[Some(Mark::X)]);
    assert!(
        !g.scores_line(false).contains("in a row"),
        "{}",
        g.scores_line(false)
    );
    two_player_games(&mut g, &[Some(Mark::X), Some(Mark::X)]);
    assert!(
        g.scores_line(false).ends_with("\u{b7} X: 3 wins in a row"),
        "{}",
        g.scores_line(false)
    );
    two_player_games(&mut g, &[None]);
    assert!(
        !g.scores_line(false).contains("in a row"),
        "{}",
        g.scores_line(false)
    );
    two_player_games(&mut g, &[Some(Mark::O), Some(Mark::O)]);
    assert!(g.scores_line(false).ends_with("O: 2 wins in a row"));
    // A confirmed reset ends every streak.
    g.handle(Command::ResetScores, 500.0);
    g.handle(Command::ResetScores, 500.1);
    assert!(
        !g.scores_line(false).contains("in a row"),
        "{}",
        g.scores_line(false)
    );
}

#[test]
fn against_the_computer_the_streak_is_the_persons() {
    // A win from a set position is not scored, so it makes no streak.
    let start = crate::core::position::parse_board("xx.oo....").expect("a position");
    let setup = Settings {
        opponent: Opponent::Logo,
        speed: Speed::Off,
        ..Settings::default()
    };
    let mut g = Game::new(setup, start, Memory::new(), Rng::seeded(1));
    g.set_scores(Scores::default());
    g.handle(Command::Play(3), 1.0);
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::X)));
    assert_eq!(
        g.scoreboard
            .streak(Rival::TicTacToe(Opponent::Logo), Rules::Standard, Mark::X),
        0
    );
    // Scored games count: the person's wins, not the computer's.
    count_streak(&mut g, Outcome::Won(Mark::O));
    assert_eq!(
        g.scoreboard
            .streak(Rival::TicTacToe(Opponent::Logo), Rules::Standard, Mark::X),
        0
    );
    g.restart(Board::default());
    count_streak(&mut g, Outcome::Won(Mark::X));
    count_streak(&mut g, Outcome::Won(Mark::X));
    assert!(
        g.scores_line(false).ends_with("\u{b7} 2 wins in a row"),
        "{}",
        g.scores_line(false)
    );
}

#[test]
fn the_short_scores_line_keeps_the_figures_and_the_streak() {
    let mut g = game(Opponent::Human, Mark::X);
    g.set_scores(Scores::default());
    two_player_games(&mut g, &[Some(Mark::X), Some(Mark::X)]);
    assert_eq!(
        g.scores_line(true),
        "X won 0, O won 0, 0 tied \u{b7} X: 2 in a row"
    );
    let mut g = game(Opponent::Logo, Mark::O);
    g.set_scores(Scores::default());
    assert_eq!(g.scores_line(true), "as O: 0 won, 0 lost, 0 tied");
    assert_eq!(g.scores_line(false), "vs Logo as O: 0 won, 0 lost, 0 tied");
}

// The wins in a row the scores line shows.

const STD: Rules = Rules::Standard;

#[test]
fn wins_add_up_and_a_loss_or_a_tie_ends_the_row() {
    let mut s = Scoreboard::default();
    for _ in 0..3 {
        s.record(
            Rival::TicTacToe(Opponent::Logo),
            STD,
            &[Mark::X],
            Outcome::Won(Mark::X),
        );
    }
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::X), 3);
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::X],
        Outcome::Tie,
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::X), 0);
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::X],
        Outcome::Won(Mark::X),
    );
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::X],
        Outcome::Won(Mark::O),
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::X), 0);
}

#[test]
fn each_opponent_side_and_rules_has_its_own_row() {
    let mut s = Scoreboard::default();
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::X],
        Outcome::Won(Mark::X),
    );
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::X],
        Outcome::Won(Mark::X),
    );
    s.record(
        Rival::TicTacToe(Opponent::Dawson),
        STD,
        &[Mark::X],
        Outcome::Won(Mark::O),
    );
    s.record(
        Rival::TicTacToe(Opponent::Logo),
        STD,
        &[Mark::O],
        Outcome::Tie,
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::X), 2);
    assert_eq!(
        s.streak(Rival::TicTacToe(Opponent::Dawson), STD, Mark::X),
        0
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::O), 0);
    assert_ne!(Rules::ALL[1], STD);
    assert_eq!(
        s.streak(Rival::TicTacToe(Opponent::Logo), Rules::ALL[1], Mark::X),
        0
    );
    s.press_reset();
    s.press_reset();
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Logo), STD, Mark::X), 0);
}

#[test]
fn between_two_players_each_mark_keeps_its_own_row() {
    let mut s = Scoreboard::default();
    let both = [Mark::X, Mark::O];
    s.record(
        Rival::TicTacToe(Opponent::Human),
        STD,
        &both,
        Outcome::Won(Mark::O),
    );
    s.record(
        Rival::TicTacToe(Opponent::Human),
        STD,
        &both,
        Outcome::Won(Mark::O),
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Human), STD, Mark::O), 2);
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Human), STD, Mark::X), 0);
    s.record(
        Rival::TicTacToe(Opponent::Human),
        STD,
        &both,
        Outcome::Won(Mark::X),
    );
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Human), STD, Mark::O), 0);
    assert_eq!(s.streak(Rival::TicTacToe(Opponent::Human), STD, Mark::X), 1);
}

#[test]
fn a_streak_is_said_from_two_wins() {
    assert_eq!(streak_words(0, false), None);
    assert_eq!(streak_words(1, true), None);
    assert_eq!(streak_words(3, false).as_deref(), Some("3 wins in a row"));
    assert_eq!(streak_words(3, true).as_deref(), Some("3 in a row"));
}

/// Counts a scored 3×3 game's result against Logo into the streaks, as a
/// finished game does.
fn count_streak(g: &mut Game, outcome: Outcome) {
    let rival = Rival::TicTacToe(Opponent::Logo);
    let sides = [g.settings().side];
    g.scoreboard.record(rival, Rules::Standard, &sides, outcome);
}

#[test]
fn named_players_who_change_seats_are_counted_by_name() {
    use crate::record::scores::PastGame;
    use crate::record::Played;
    use crate::settings::name::Name;
    // Ann (X) wins on the top row; then Bob plays X, and Ann (O) wins
    // down the middle column; then a tie with Ann as X again.
    let game_of = |squares: &[u8], names: [&str; 2], finished| {
        let mut board = Board::default();
        let moves: Vec<_> = squares.iter().map(|&n| Square::of(n)).collect();
        for &square in &moves {
            board = board.with(square, board.to_move());
        }
        PastGame {
            finished,
            rival: Rival::TicTacToe(Opponent::Human),
            side: Mark::X,
            played: Played::TicTacToe {
                start: Board::default(),
                moves,
            },
            outcome: board.outcome().expect("finished"),
            names: names.map(str::to_string),
        }
    };
    let mut s = Scores::default();
    s.keep_game(game_of(&[1, 4, 2, 5, 3], ["Ann", "Bob"], 1));
    s.keep_game(game_of(&[1, 2, 4, 5, 9, 8], ["Bob", "Ann"], 2));
    s.keep_game(game_of(&[5, 1, 9, 3, 2, 8, 4, 6, 7], ["Ann", "Bob"], 3));
    // Someone else's game between two others is not theirs.
    s.keep_game(game_of(&[1, 4, 2, 5, 3], ["Cy", "Bob"], 4));
    let mut g = game(Opponent::Human, Mark::X);
    let mut setup = g.settings();
    (setup.name_x, setup.name_o) = (
        Name::new("Bob").expect("a name"),
        Name::new("Ann").expect("a name"),
    );
    g = Game::new(setup, Board::default(), Memory::new(), Rng::seeded(3));
    g.set_scores(s.clone());
    assert_eq!(
        g.scores_line(false),
        "Two players: Bob won 0, Ann won 2, 1 tied"
    );
    assert_eq!(g.scores_line(true), "Bob won 0, Ann won 2, 1 tied");
    // Without names, the marks are all there is to count by.
    let mut unnamed = game(Opponent::Human, Mark::X);
    unnamed.set_scores(s);
    assert_eq!(
        unnamed.scores_line(false),
        "Two players: X won 0, O won 0, 0 tied"
    );
}
