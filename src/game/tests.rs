//! Tests of the state machine: turns, pauses and drawing time, refusals
//! that come and go, results said in the Logo program's words and scored
//! once, undo and redo, the choosers and the question before abandoning a
//! game, the review, and any sequence of commands keeping the game legal.

use super::*;
use crate::core::board::{Mark, Rules};
use crate::core::rng::Rng;
use crate::game::clicks::Input;
use crate::game::input::{Dir, Key};
use crate::game::overlay::{Chooser, Overlay, Pick};
use crate::picture::layout::Layout;
use crate::strategy::Opponent;
use crate::strategy::{perfect, Outlook};
use proptest::prelude::*;

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn setup(opponent: Opponent, side: Mark, animate: bool) -> Setup {
    Setup {
        opponent,
        side,
        animate,
        ..Setup::default()
    }
}

fn game(opponent: Opponent, side: Mark, animate: bool) -> Game {
    Game::new(
        setup(opponent, side, animate),
        Board::empty(),
        Memory::new(),
        Rng::seeded(7),
    )
}

/// Runs `steps` ("5" plays square 5, "wait" lets 3 seconds pass, other
/// words are commands), 0.01 s apart, and checks the board and the printed
/// lines.
fn check(mut g: Game, steps: &str, board: &str, output: &[&str]) -> Game {
    let mut now = 0.0;
    for step in steps.split_whitespace() {
        now += 0.01;
        let command = match step {
            "wait" => {
                for _ in 0..300 {
                    now += 0.01;
                    g.update(now);
                }
                continue;
            }
            "undo" => Command::Undo,
            "redo" => Command::Redo,
            "new" => Command::NewGame,
            "hint" => Command::Hint,
            "esc" => Command::Back,
            "o" => Command::ChooseSide(Mark::O),
            "x" => Command::ChooseSide(Mark::X),
            "opponents" => Command::Choose(Chooser::Opponent),
            "rules" => Command::Choose(Chooser::Rules),
            "down" => Command::MoveCursor(Dir::Down),
            "right" => Command::MoveCursor(Dir::Right),
            "left" => Command::MoveCursor(Dir::Left),
            "enter" => Command::PlayCursor,
            "yes" => Command::Answer(true),
            "no" => Command::Answer(false),
            "anim" => Command::ToggleAnimation,
            "review" => Command::Review,
            "turns" => Command::ToggleAlternate,
            digit => Command::Play(sq(digit.parse().expect("a square"))),
        };
        g.handle(command, now);
    }
    assert_eq!(g.board().text(), board, "after {steps}");
    assert_eq!(g.take_output(), output, "after {steps}");
    g
}

fn feedback(g: &Game) -> String {
    g.feedback().map(|f| f.text.clone()).unwrap_or_default()
}

#[test]
fn the_turtle_draws_the_board_first_and_logo_answers_after_a_pause() {
    let mut g = game(Opponent::Logo, Mark::X, true);
    g.update(0.0);
    assert!(g.is_drawing(0.3), "draw.board takes a moment");
    assert!(!g.scene(0.3).grid.is_empty() && g.scene(0.3).grid.len() < 4);
    g.handle(Command::Play(sq(5)), 0.3);
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
    g.handle(Command::Play(sq(5)), 1.0);
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
    g.handle(Command::Play(sq(1)), 1.9);
    assert!(feedback(&g).contains("turtle"), "{}", feedback(&g));
    g.update(3.0);
    assert!(g.status(3.0).turn.starts_with("Your move (O)"));
    assert_eq!(g.feedback(), None);
    let mut two = game(Opponent::Human, Mark::X, false);
    two.handle(Command::Play(sq(5)), 1.0);
    two.handle(Command::Play(sq(9)), 1.0);
    assert_eq!(
        two.take_output(),
        ["x 5"],
        "one move per frame even without animation"
    );
    two.update(1.1);
    assert_eq!(two.feedback(), None);
    assert!(two.status(1.1).turn.starts_with("O to move"));
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
    assert_eq!(
        feedback(&g),
        "Not a valid move: the game is over. N starts a new one."
    );
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
    assert!(matches!(g.overlay(), Some(Overlay::Confirm(s)) if s.side == Mark::O));
    g.handle(Command::Back, 10.0);
    assert_eq!(g.setup().side, Mark::X, "no keeps the game");
    assert_eq!(g.board().text(), "o___x____");
    g.handle(Command::Choose(Chooser::Opponent), 10.1);
    g.handle(Command::Play(sq(2)), 10.2);
    assert!(matches!(g.overlay(), Some(Overlay::Confirm(s)) if s.opponent == Opponent::Scheme));
    g.handle(Command::PlayCursor, 10.3);
    assert_eq!(g.setup().opponent, Opponent::Scheme);
    assert_eq!(g.board().text(), "_________");
    let events = g.take_events();
    assert!(
        events.iter().all(|e| matches!(e, Event::SetupChanged(_))),
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

/// Plays `squares` as the person, each after the computer has had a
/// couple of seconds to reply; returns the time after the last.
fn play_out(g: &mut Game, squares: &[u8], mut now: f64) -> f64 {
    for &n in squares {
        for _ in 0..3 {
            now += 1.0;
            g.update(now);
        }
        now += 0.5;
        g.handle(Command::Play(sq(n)), now);
    }
    for _ in 0..3 {
        now += 1.0;
        g.update(now);
    }
    now
}

#[test]
fn a_game_counts_once_even_when_undone_and_finished_again() {
    let mut g = game(Opponent::Dawson, Mark::X, false);
    // Dawson as O falls to this fork (see tests/every_position.rs).
    let now = play_out(&mut g, &[1, 8, 7, 9], 0.0);
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::X)), "{}", g.board());
    let finished = |g: &mut Game| {
        g.take_events()
            .into_iter()
            .filter(|e| matches!(e, Event::Finished(_)))
            .count()
    };
    assert_eq!(finished(&mut g), 1);
    g.handle(Command::Undo, now + 1.0);
    g.handle(Command::Undo, now + 2.0);
    let now = play_out(&mut g, &[7, 9], now + 3.0);
    assert!(g.is_over());
    assert_eq!(finished(&mut g), 0, "already counted");
    assert!(feedback(&g).contains("already counted"), "{}", feedback(&g));
    g.handle(Command::NewGame, now);
    play_out(&mut g, &[1, 8, 7, 9], now);
    assert_eq!(finished(&mut g), 1, "a new game counts again");
}

#[test]
fn hint_shows_its_rule_in_words_and_esc_clears_it() {
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait hint",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(g.hint.is_some());
    let said = feedback(&g);
    assert!(
        said.starts_with("Hint: Perfect would play") && said.contains("best play ties"),
        "{said}"
    );
    g.handle(Command::Back, 50.0);
    assert!(g.hint.is_none() && g.feedback().is_none());
}

#[test]
fn the_cursor_plays_its_square_and_the_mouse_hides_it() {
    let mut g = check(
        game(Opponent::Human, Mark::X, false),
        "enter right enter",
        "_____x___",
        &["x 6"],
    );
    assert_eq!(g.cursor(), Some(sq(6)));
    g.input(Input::MouseMoved, &Layout::new(800.0, 600.0), 1.0);
    assert_eq!(g.cursor(), None);
    let mut g = check(
        game(Opponent::Human, Mark::X, false),
        "enter",
        "_________",
        &[],
    );
    g.handle(Command::NewGame, 1.0);
    assert_eq!(g.cursor(), None, "a new game starts without it");
}

#[test]
fn the_choosers_pick_by_keys_and_say_each_opponents_strength() {
    let entries = game(Opponent::Logo, Mark::X, false).entries(Chooser::Opponent);
    let titles: Vec<&str> = entries.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(titles[0], "Logo \u{2014} never loses");
    assert!(
        titles[2].starts_with("Dawson \u{2014} beatable: loses 12 of"),
        "{titles:?}"
    );
    assert!(
        titles[3].starts_with("Hyde \u{2014} beatable"),
        "{titles:?}"
    );
    assert_eq!(titles[4], "Perfect \u{2014} perfect play: never loses");
    assert_eq!(entries.len(), 9, "seven opponents and two sides");
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "opponents down enter",
        "_________",
        &[],
    );
    assert_eq!(g.setup().opponent, Opponent::Scheme);
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "rules down down enter",
        "_________",
        &[],
    );
    assert_eq!(g.setup().rules, Rules::CornerL);
    assert!(g.title().contains("corner-l"));
    let rules = g.entries(Chooser::Rules);
    assert_eq!(rules[0].title, "standard \u{2014} a draw with best play");
    assert_eq!(rules[2].title, "corner-l \u{2014} X wins with best play");
    assert!(rules[2].current);
    let sides = g.entries(Chooser::Opponent);
    assert_eq!(sides[8].pick, Pick::Side(Mark::O));
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "opponents 9 wait",
        "____x____",
        &["x 5 center"],
    );
    assert_eq!(g.setup().side, Mark::O, "the ninth row: you play O");
}

#[test]
fn taking_turns_swaps_sides_after_each_game() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::ToggleAlternate, 0.0);
    assert!(g.setup().alternate);
    let now = play_out(&mut g, &[5, 9, 2, 4, 7], 0.0);
    assert!(g.is_over());
    g.handle(Command::NewGame, now);
    assert_eq!(g.setup().side, Mark::O);
    g.update(now + 2.0);
    g.update(now + 4.0);
    assert_eq!(g.board().count(Mark::X), 1, "Logo opens this time");
}

#[test]
fn the_review_steps_through_the_game_with_values_and_mistakes() {
    // The Logo chapter's game: after x 5, o 1, x 9, o blocks a fork at 6,
    // and x forks at 8 anyway. O's 6 is the mistake.
    let mut g = check(
        game(Opponent::Human, Mark::X, false),
        "5 wait 1 wait 9 wait 6 wait 8 review",
        "o___xo_xx",
        &["x 5", "o 1", "x 9", "o 6", "x 8"],
    );
    assert_eq!(g.reviewed().map(|r| r.number), Some(5));
    g.handle(Command::MoveCursor(Dir::Left), 20.0);
    let r = g.reviewed().expect("reviewing").clone();
    assert_eq!((r.number, r.mark, r.square), (4, Mark::O, sq(6)));
    assert!(r.is_mistake());
    assert_eq!(
        (r.before.outlook, r.after.outlook),
        (Outlook::Draw, Outlook::Loss)
    );
    assert_eq!(
        g.shown_board().text(),
        "o___xo__x",
        "the board as it was after the move"
    );
    assert_eq!(g.scene(20.0).reviewed, Some(sq(6)));
    assert!(g
        .review_lines()
        .iter()
        .any(|l| l.starts_with("A mistake. Perfect plays")));
    assert!(g.history_entries()[3].mistake && g.history_entries()[3].selected);
    g.handle(Command::Play(sq(9)), 20.1);
    g.handle(Command::Back, 20.2);
    assert!(g.reviewed().is_none());
    assert_eq!(g.board().text(), "o___xo_xx", "the game is as it was");
}

#[test]
fn learner_learns_from_a_loss_once() {
    let mut g = game(Opponent::Learner, Mark::X, false);
    let mut now = 0.0;
    while g.outcome().is_none() && now < 100.0 {
        now += 0.05;
        g.update(now);
        let choice = perfect::choose(&g.board(), g.board().to_move()).map(|d| d.square);
        if let (true, Some(sq)) = (g.is_human_turn(), choice) {
            g.handle(Command::Play(sq), now);
        }
    }
    let finished: Vec<Event> = g.take_events();
    let Some(Event::Finished(record)) = finished.last() else {
        panic!("no record: {finished:?}")
    };
    if record.outcome == Outcome::Won(Mark::X) {
        assert!(record.lessons > 0 && g.memory().lessons() > 0);
    }
}

#[test]
fn a_book_that_breaks_under_a_variant_ends_the_game_unscored() {
    // prove finds scheme as X breaking after x 5, o 1, x 2, o 8 under
    // corner-square: 2356 is x3x6, and win answers 36.
    let setup = Setup {
        rules: Rules::CornerSquare,
        ..setup(Opponent::Scheme, Mark::O, false)
    };
    let g = Game::new(setup, Board::empty(), Memory::new(), Rng::seeded(7));
    let mut g = check(
        g,
        "wait 1 wait 8 wait",
        "ox__x__o_",
        &[
            "x 5 center",
            "o 1",
            "x 2 fork",
            "o 8",
            "x 36 broken: win found 2356 = x3x6, two x's and two free squares; a move is one square",
        ],
    );
    assert!(g.is_over() && g.outcome().is_none());
    assert_eq!(g.broken().map(|b| b.word.to_string()), Some("36".into()));
    assert_eq!(
        g.take_events(),
        [],
        "neither won nor lost: nothing to score"
    );
    let status = g.status(100.0);
    assert_eq!(status.banner.map(|b| b.0), Some("Scheme broke".into()));
    assert!(feedback(&g).contains("Scheme's program answered 36, which is no square"));
    assert!(g.title().contains("corner-square"), "{}", g.title());
    g.handle(Command::Play(sq(9)), 100.0);
    assert_eq!(g.board().text(), "ox__x__o_", "nothing more is played");
    g.handle(Command::NewGame, 100.1);
    assert!(!g.is_over() && g.broken().is_none());
    assert_eq!(g.board().rules(), Rules::CornerSquare);
}

fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        (1u8..=9).prop_map(|n| Command::Play(sq(n))),
        prop_oneof![
            Just(Dir::Up),
            Just(Dir::Down),
            Just(Dir::Left),
            Just(Dir::Right)
        ]
        .prop_map(Command::MoveCursor),
        Just(Command::PlayCursor),
        Just(Command::NewGame),
        Just(Command::Undo),
        Just(Command::Redo),
        Just(Command::Hint),
        Just(Command::Review),
        (0usize..12).prop_map(Command::ReviewMove),
        prop_oneof![Just(Mark::X), Just(Mark::O)].prop_map(Command::ChooseSide),
        prop_oneof![Just(Chooser::Opponent), Just(Chooser::Rules)].prop_map(Command::Choose),
        (0usize..12).prop_map(Command::Pick),
        any::<bool>().prop_map(Command::Answer),
        Just(Command::ToggleAnimation),
        Just(Command::ToggleKeypad),
        Just(Command::ToggleAlternate),
        Just(Command::Help),
        Just(Command::Back),
    ]
}

proptest! {
    #[test]
    fn any_commands_keep_the_game_legal(steps in prop::collection::vec((command(), 0.0f64..1.5), 0..60), seed in any::<u64>()) {
        let mut g = Game::new(Setup::default(), Board::empty(), Memory::new(), Rng::seeded(seed));
        let mut now = 0.0;
        for (command, dt) in steps {
            now += dt;
            g.update(now);
            let before = g.board();
            g.handle(command, now);
            let board = g.board();
            prop_assert!(board.counts_are_legal());
            prop_assert!(!(board.has_won(Mark::X) && board.has_won(Mark::O)));
            let restarted = board.moves_made() == 0;
            prop_assert!(board.moves_made() <= before.moves_made() + 2 || restarted);
            let mut replay = g.start;
            for m in g.history() {
                prop_assert!(replay.outcome().is_none(), "a move after the game was over");
                prop_assert_eq!(m.mark, replay.to_move());
                prop_assert!(replay.is_free(m.square));
                replay = replay.with(m.square, m.mark);
            }
            prop_assert_eq!(replay, board);
            let _ = (g.scene(now), g.status(now), g.title(), g.history_entries(), g.review_lines());
        }
    }

    #[test]
    fn any_keys_and_clicks_are_taken_without_panic(inputs in prop::collection::vec((0u8..40, 0.0f32..900.0, 0.0f32..700.0), 0..80)) {
        let mut g = Game::new(Setup::default(), Board::empty(), Memory::new(), Rng::seeded(3));
        let layout = Layout::new(800.0, 600.0);
        for (i, (k, x, y)) in inputs.into_iter().enumerate() {
            let input = match k {
                0..=9 => Input::Key(Key::Digit(k)),
                10..=35 => Input::Key(Key::Letter((b'a' + k - 10) as char)),
                36 => Input::Key(Key::Escape),
                37 => Input::Key(Key::Enter),
                38 => Input::MouseMoved,
                _ => Input::Click(crate::picture::layout::WindowPoint::new(x, y)),
            };
            if input == Input::Key(Key::Letter('q')) {
                continue;
            }
            g.input(input, &layout, i as f64 * 0.3);
        }
        prop_assert!(g.board().counts_are_legal());
    }
}
