//! Tests of the state machine: turns, pauses and drawing time, refusals
//! that come and go, results said in the Logo program's words and scored
//! once, undo and redo, the choosers and the question before abandoning a
//! game. The rest — scoring once, hints, the cursor, the choosers, the
//! review, the learner, a book that breaks, any sequence of commands — is
//! in `controls_tests.rs`; the helpers both use are in `shared_tests.rs`.

use crate::game::test_games::*;
use crate::settings::SettingChange;

#[test]
fn the_turtle_draws_the_board_first_and_logo_answers_after_a_pause() {
    let mut g = game(Opponent::Logo, Mark::X, true);
    g.update(0.0);
    assert!(g.is_drawing(0.3), "draw.board takes a moment");
    assert!(!g.scene(0.3).grid.is_empty() && g.scene(0.3).grid.len() < 4);
    g.handle(Command::Play(5), 0.3);
    assert_eq!(
        g.take_output(),
        Vec::<String>::new(),
        "no move while the board is drawn"
    );
    assert_eq!(g.status(0.3).turn, "The turtle draws the board...");
    g.update(1.0);
    assert_eq!(
        g.feedback(),
        None,
        "the refusal goes once a move is possible"
    );
    assert_eq!(g.scene(1.0).grid.len(), 4);
    g.handle(Command::Play(5), 1.0);
    assert_eq!(g.take_output(), ["x 5"]);
    g.update(1.6);
    assert_eq!(
        g.board().count(Mark::O),
        0,
        "the pause starts after the turtle is done"
    );
    g.update(2.5);
    assert_eq!(g.take_output(), ["o 1 corner"]);
    assert!(g.is_drawing(2.6));
    g.update(3.5);
    assert!(!g.is_moving(3.5), "idle on the human's turn");
    let quick = game(Opponent::Logo, Mark::X, false);
    assert!(
        !quick.is_drawing(0.0) && quick.scene(0.0).grid.len() == 4,
        "no animation: all at once"
    );
}

#[test]
fn a_whole_game_against_logo() {
    check(
        game(Opponent::Logo, Mark::X, true),
        "wait 5 wait 2 wait",
        "ox__x__o_",
        &["x 5", "o 1 corner", "x 2", "o 8 block"],
    );
}

#[test]
fn the_prompt_waits_for_the_turtle_and_refusals_go_when_they_no_longer_apply() {
    let mut g = game(Opponent::Logo, Mark::O, true);
    g.update(0.0);
    g.update(1.0);
    g.update(1.8);
    assert_eq!(g.take_output(), ["x 5 center"]);
    assert!(g.is_drawing(1.9));
    assert!(
        !g.status(1.9).turn.starts_with("Your move"),
        "{}",
        g.status(1.9).turn
    );
    // A key while the turtle draws is kept, said, and played after.
    g.handle(Command::Play(1), 1.9);
    assert!(feedback(&g).contains("turtle"), "{}", feedback(&g));
    assert!(g.board().is_free(sq(1)));
    g.update(3.0);
    assert_eq!(g.take_output(), ["o 1"]);
    assert_eq!(g.feedback(), None);
    let mut two = game(Opponent::Human, Mark::X, false);
    two.handle(Command::Play(5), 1.0);
    two.handle(Command::Play(9), 1.0);
    assert_eq!(
        two.take_output(),
        ["x 5"],
        "one move per frame even without animation"
    );
    two.update(1.1);
    assert_eq!(two.take_output(), ["o 9"], "the second, at the next frame");
    assert_eq!(two.feedback(), None);
    assert!(two.status(1.1).turn.starts_with("X to move"));
}

#[test]
fn a_move_that_cannot_be_played_says_why_and_changes_nothing() {
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait 5 1",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert_eq!(feedback(&g), "Not a valid move: square 1 is taken.");
    let g = check(
        game(Opponent::Dawson, Mark::X, false),
        "5 wait 1",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(feedback(&g).starts_with("Not a valid move: square 1 is taken. "));
}

#[test]
fn results_are_said_in_the_logo_words_and_shown_naming_the_winner() {
    let lines = [
        "x 5",
        "o 1 corner",
        "x 9",
        "o 3 advance",
        "x 2",
        "o 8 block",
        "x 4",
        "o 6 block",
        "Tie game!",
    ];
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait 9 wait 2 wait 4 wait 7",
        "oxoxxo_ox",
        &lines,
    );
    assert_eq!(feedback(&g), "Not a valid move: the game is over.");
    let banner = g.status(100.0).banner.expect("a result");
    assert_eq!(banner.0, "Tie game!");
    assert_eq!(
        banner.1, "No line can still be won by either player.",
        "an early tie says why"
    );
    let g = check(
        game(Opponent::Human, Mark::X, false),
        "1 wait 4 wait 2 wait 5 wait 3",
        "xxxoo____",
        &["x 1", "o 4", "x 2", "o 5", "x 3", "X wins!"],
    );
    assert_eq!(g.status(100.0).banner.map(|b| b.0), Some("X wins!".into()));
    let mut lost = game(Opponent::Perfect, Mark::X, false);
    let now = play_out(&mut lost, &[2, 8, 6, 7], 0.0);
    let (headline, detail) = lost.status(now).banner.expect("perfect wins");
    assert_eq!(headline, "Perfect wins");
    assert!(
        detail.starts_with("\u{201c}I win!\u{201d} says Perfect"),
        "{detail}"
    );
    assert_eq!(
        lost.take_output().last().map(String::as_str),
        Some("I win!")
    );
}

#[test]
fn choosing_o_in_a_new_game_lets_the_computer_open() {
    check(
        game(Opponent::Logo, Mark::X, false),
        "o wait",
        "____x____",
        &["x 5 center"],
    );
}

#[test]
fn leaving_a_game_in_progress_asks_first_and_does_not_score_it() {
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait o",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(matches!(
        g.overlay(),
        Some(Screen::Confirm(
            Question::Abandon(SettingChange::Side(Mark::O)),
            _
        ))
    ));
    g.handle(Command::Back, 10.0);
    assert_eq!(g.settings().side, Mark::X, "no keeps the game");
    assert_eq!(g.board().to_string(), "o___x____");
    g.handle(Command::Choose(Chooser::Opponent), 10.1);
    g.handle(Command::Play(4), 10.2);
    assert!(matches!(
        g.overlay(),
        Some(Screen::Confirm(
            Question::Abandon(SettingChange::Opponent(Opponent::Scheme)),
            _
        ))
    ));
    g.handle(Command::PlayCursor, 10.3);
    assert_eq!(g.settings().opponent, Opponent::Scheme);
    assert_eq!(g.board().to_string(), "_________");
    let events = g.take_events();
    assert!(
        events.iter().all(|e| matches!(e, Event::SettingChanged(_))),
        "not scored: {events:?}"
    );
    assert_eq!(g.take_output(), ["new game"]);
}

#[test]
fn undo_takes_back_your_move_and_the_reply_and_redo_plays_them_again() {
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait 9 wait undo",
        "o___x____",
        &[
            "x 5",
            "o 1 corner",
            "x 9",
            "o 3 advance",
            "undo o 3",
            "undo x 9",
        ],
    );
    assert!(!g.is_moving(100.0));
    assert!(g.can_redo());
    check(g, "redo", "o_o_x___x", &["x 9", "o 3 advance"]);
    check(
        game(Opponent::Logo, Mark::O, false),
        "wait undo",
        "____x____",
        &["x 5 center"],
    );
    check(
        game(Opponent::Human, Mark::X, false),
        "5 wait 1 wait undo",
        "____x____",
        &["x 5", "o 1", "undo o 1"],
    );
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait undo 9",
        "________x",
        &["x 5", "o 1 corner", "undo o 1", "undo x 5", "x 9"],
    );
    assert!(!g.can_redo(), "a new move drops what Undo took back");
}

#[test]
fn f11_asks_the_window_for_fullscreen_under_any_screen_and_changes_nothing() {
    use crate::game::input::Key;
    use crate::game::outbox::Request;
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::Play(5), 1.0);
    // Logo's reply comes after its pause; then nothing moves.
    g.update(2.0);
    g.update(3.0);
    assert_eq!(g.board().moves_made(), 2);
    let board = g.board();
    g.take_output();
    g.press(Key::F11, 3.0);
    assert_eq!(g.take_requests(), vec![Request::ToggleFullscreen]);
    assert_eq!(g.take_requests(), Vec::<Request>::new(), "taken once");
    g.handle(Command::Help, 3.1);
    g.press(Key::F11, 3.2);
    assert_eq!(g.take_requests(), vec![Request::ToggleFullscreen]);
    assert!(
        matches!(g.overlay(), Some(Screen::Help(_))),
        "the help stays open"
    );
    g.handle(Command::Back, 3.25);
    g.handle(Command::Choose(Chooser::Opponent), 3.3);
    g.press(Key::F11, 3.4);
    assert_eq!(g.take_requests(), vec![Request::ToggleFullscreen]);
    assert!(matches!(g.overlay(), Some(Screen::Chooser(..))));
    assert_eq!(g.board(), board);
    assert!(g.take_output().is_empty());
    assert!(g.take_events().is_empty());
}

#[test]
fn menace_pauses_a_second_longer_so_its_beads_can_be_read() {
    // Speed off: the others answer within 0.24 s; MENACE a second later.
    let reply_after = |opponent: Opponent| {
        let mut g = game(opponent, Mark::O, false);
        let mut now = 0.0;
        while g.history().is_empty() {
            g.update(now);
            now += 0.01;
            assert!(now < 5.0, "{opponent} never answered");
        }
        now
    };
    assert!(reply_after(Opponent::Logo) < 0.3);
    let menace = reply_after(Opponent::Menace);
    assert!((1.1..1.3).contains(&menace), "MENACE answered at {menace}");
}
