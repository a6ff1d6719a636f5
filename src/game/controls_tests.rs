//! Tests of the game's controls: a game scored once, hints, the cursor and
//! the mouse, the choosers, taking turns, the review, the learner, a book
//! that breaks under a variant, and any sequence of commands keeping the
//! game legal. The helpers are in `shared_tests.rs`.

use crate::game::input::Key;
use crate::game::play::{Play, Round};
use crate::game::test_games::*;
use crate::game::variant::Variant;
use crate::settings::{GameKind, QubicOpponent, SettingChange, Starts};
use proptest::prelude::{
    any, prop, prop_assert, prop_assert_eq, prop_oneof, proptest, Just, Strategy, TestCaseError,
};

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

/// The hint `g` gives after `squares` are played, at rest.
fn hint_after(mut g: Game, squares: &[u8]) -> String {
    let now = play_out(&mut g, squares, 0.0);
    for i in 1..=4 {
        g.update(now + i as f64);
    }
    g.handle(Command::Hint, now + 10.0);
    feedback(&g)
}

#[test]
fn a_hint_speaks_to_the_player_about_their_opponent() {
    // The two games: against Dawson as X, 9 (Dawson 5) and 1
    // (Dawson 3) leave X a forced win; against Logo, 4 (Logo 5).
    let said = hint_after(game(Opponent::Dawson, Mark::X, false), &[9, 1]);
    assert!(
        said.contains("whatever Dawson does, you win within 3 moves"),
        "{said}"
    );
    let said = hint_after(game(Opponent::Logo, Mark::X, false), &[4]);
    assert!(said.contains("of Logo's replies lose"), "{said}");
}

#[test]
fn a_hint_is_in_the_player_s_voice_for_every_outlook_and_side() {
    use crate::core::position::reachable_positions_under;
    use crate::strategy::Outlook;
    let positions = reachable_positions_under(Rules::Standard);
    for side in [Mark::X, Mark::O] {
        for (outlook, words) in [
            (Outlook::Win, "you win"),
            (Outlook::Draw, "a draw"),
            (Outlook::Loss, "you cannot stop Hyde winning"),
        ] {
            let board = positions
                .iter()
                .copied()
                .find(|b| {
                    b.outcome().is_none()
                        && b.to_move() == side
                        && perfect::value_of(b).0 == outlook
                })
                .expect("such a position");
            let setup = setup(Opponent::Hyde, side, false);
            let mut g = Game::new(setup, board, Memory::new(), Rng::seeded(7));
            g.handle(Command::Hint, 0.0);
            let said = feedback(&g);
            assert!(
                said.starts_with("Hint: play ") && said.contains(words),
                "{board} {said}"
            );
            for wrong in ["it wins", "it is lost", "your replies", "whatever you do"] {
                assert!(!said.contains(wrong), "{board}: {said}");
            }
        }
    }
    // Between two players the other player is named by their mark.
    let said = hint_after(game(Opponent::Human, Mark::X, false), &[5, 2]);
    assert!(said.contains("whatever O does, you win"), "{said}");
}

#[test]
fn the_review_of_a_finished_game_says_which_move_it_shows() {
    let mut g = game(Opponent::Dawson, Mark::X, false);
    let now = play_out(&mut g, &[1, 8, 7, 9], 0.0);
    assert!(g.is_over());
    g.handle(Command::Review, now + 1.0);
    let status = g.status(now + 1.0);
    assert!(status.banner.is_some());
    assert!(
        status.turn.starts_with("Reviewing move 7 of 7"),
        "{status:?}"
    );
}

#[test]
fn a_move_made_while_the_turtle_draws_is_played_when_it_ends() {
    // Two players: O's key while X's mark is drawn waits, then plays.
    let mut g = game(Opponent::Human, Mark::X, true);
    g.update(0.0);
    g.update(2.0);
    g.handle(Command::Play(5), 2.0);
    g.handle(Command::Play(1), 2.1);
    assert!(g.board().is_free(sq(1)), "not yet: the turtle draws");
    assert!(g.is_moving(2.2));
    g.update(3.0);
    assert_eq!(g.board().to_string(), "o___x____");
    assert_eq!(g.take_output(), ["x 5", "o 1"]);
    // A kept move that can no longer be played is refused then.
    g.update(5.0);
    g.handle(Command::Play(9), 5.0);
    g.handle(Command::Play(9), 5.1);
    g.update(6.0);
    assert_eq!(g.board().to_string(), "o___x___x");
    assert!(
        feedback(&g).contains("square 9 is taken"),
        "{}",
        feedback(&g)
    );
    // Against the computer: a key while its mark is drawn is kept too.
    let mut g = game(Opponent::Logo, Mark::X, true);
    let mut now = 2.0;
    g.update(now);
    g.handle(Command::Play(5), now);
    while g.board().moves_made() < 2 {
        now += 0.01;
        g.update(now);
    }
    g.handle(Command::Play(9), now + 0.01);
    g.update(now + 2.0);
    assert_eq!(g.board().to_string(), "o___x___x");
}

#[test]
fn quitting_mid_game_asks_first() {
    // At the start, and once the game is over, Q quits at once.
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::Quit, 0.0);
    assert!(g.quit_requested());
    // Mid-game it asks; Esc keeps playing, a second Q or Enter quits.
    for (answer, quits) in [
        (Command::Back, false),
        (Command::Quit, true),
        (Command::PlayCursor, true),
        (Command::Answer(false), false),
    ] {
        let mut g = game(Opponent::Logo, Mark::X, false);
        let now = play_out(&mut g, &[5], 0.0);
        g.handle(Command::Quit, now + 1.0);
        assert!(!g.quit_requested(), "it asks first");
        assert_eq!(g.overlay(), Some(&Screen::confirm(Question::Quit)));
        g.handle(answer, now + 2.0);
        assert_eq!(g.quit_requested(), quits, "{answer:?}");
        assert_eq!(g.overlay(), None);
    }
}

#[test]
fn a_new_game_mid_game_asks_first() {
    // Before the first move, and once the game is over, N starts at once.
    let mut g = game(Opponent::Dawson, Mark::X, false);
    g.handle(Command::NewGame, 0.0);
    assert_eq!(g.overlay(), None);
    let now = play_out(&mut g, &[1, 8, 7, 9], 0.0);
    assert!(g.is_over());
    g.handle(Command::NewGame, now);
    assert_eq!((g.overlay(), g.board()), (None, Board::default()));
    // Mid-game it asks, as Q does; Esc keeps the game, Enter starts over.
    for (answer, starts_over) in [
        (Command::Back, false),
        (Command::Answer(false), false),
        (Command::PlayCursor, true),
        (Command::Answer(true), true),
    ] {
        let mut g = game(Opponent::Logo, Mark::X, false);
        let now = play_out(&mut g, &[5], 0.0);
        let board = g.board();
        g.handle(Command::NewGame, now + 1.0);
        assert_eq!(g.board(), board, "it asks first");
        assert_eq!(g.overlay(), Some(&Screen::confirm(Question::NewGame)));
        assert!(g
            .confirm_question(Question::NewGame)
            .starts_with("Abandon this game?"));
        g.handle(answer, now + 2.0);
        let expected = if starts_over { Board::default() } else { board };
        assert_eq!(g.board(), expected, "{answer:?}");
        assert_eq!(g.overlay(), None);
    }
}

#[test]
fn each_setting_s_line_describes_its_value_now() {
    let mut g = game(Opponent::Logo, Mark::X, true);
    let line = |g: &Game, key: char| {
        let labels = g.setting_labels();
        labels
            .into_iter()
            .find(|(k, _)| *k == key)
            .map(|(_, l)| l)
            .unwrap_or_default()
    };
    assert_eq!(
        line(&g, 'A'),
        "Turtle: slow (the books' pace: a mark in half a second)"
    );
    g.handle(Command::Adjust(Setting::Speed), 1.0);
    assert_eq!(
        line(&g, 'A'),
        "Turtle: normal (a whole turn in under a second)"
    );
    for _ in 0..2 {
        g.handle(Command::Adjust(Setting::Speed), 1.0);
    }
    assert_eq!(line(&g, 'A'), "Turtle: off (marks appear at once)");
    assert_eq!(line(&g, 'K'), "Keypad: by digits (each plays its number)");
    g.handle(Command::Adjust(Setting::Keypad), 2.0);
    assert!(
        line(&g, 'K').starts_with("Keypad: by layout"),
        "{}",
        line(&g, 'K')
    );
}

#[test]
fn the_review_speaks_of_you_and_names_the_computer() {
    let mut g = game(Opponent::Hyde, Mark::X, false);
    let now = play_out(&mut g, &[5], 0.0);
    g.update(now + 5.0);
    g.handle(Command::Review, now + 6.0);
    let lines = g.review_lines();
    assert!(
        lines[0].starts_with("Hyde played 1 (O): before it, a draw;"),
        "{lines:?}"
    );
    g.handle(Command::MoveCursor(Dir::Left), now + 7.0);
    let lines = g.review_lines();
    assert_eq!(
        lines[0],
        "You played 5 (X): before it, a draw; after it, a draw."
    );
    assert_eq!(
        lines[1],
        "No mistake: Perfect plays 1 (draw, 7 replies lose)."
    );
    assert!(
        lines.contains(&"Logo would play 5 (center).".to_string()),
        "{lines:?}"
    );
}

#[test]
fn hint_shows_its_rule_in_words_and_esc_clears_it() {
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait hint",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(g.hint().is_some());
    let said = feedback(&g);
    assert!(
        said.starts_with("Hint: play ") && said.contains("a draw if both play their best"),
        "{said}"
    );
    g.handle(Command::Back, 50.0);
    assert!(g.hint().is_none() && g.feedback().is_none());
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
    g.hide_cursor();
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
fn the_cursor_starts_on_the_hint_and_the_first_arrow_moves_it() {
    // Logo answers 5 with 1; the hint is then 9, the far corner.
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait hint",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    let hinted = g.hint().map(|d| d.square).expect("a hint");
    g.handle(Command::PlayCursor, 50.0);
    assert_eq!(g.cursor(), Some(hinted), "Enter shows it on the hint");
    // Without a hint it starts on the last move, and an arrow moves it at
    // once: after 5 and Logo's 1, Right lands on 2.
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait right",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert_eq!(g.cursor(), Some(sq(2)));
    g.handle(Command::Back, 60.0);
    // With nothing played it starts at the centre: Up, Left, Enter plays
    // 1, the square two presses away, not 4.
    check(
        game(Opponent::Human, Mark::X, false),
        "up left enter",
        "x________",
        &["x 1"],
    );
}

#[test]
fn the_choosers_pick_by_keys_and_say_each_opponents_strength() {
    let entries = game(Opponent::Logo, Mark::X, false).entries(Chooser::Opponent);
    let titles: Vec<String> = entries.iter().map(|e| e.title.to_string()).collect();
    // Easiest first, each led by its level.
    assert!(
        titles[0].starts_with("Easy: Hyde \u{2014} you can beat it: it loses"),
        "{titles:?}"
    );
    assert!(
        titles[1].starts_with("Medium: Dawson \u{2014} you can beat it: it loses 12 of"),
        "{titles:?}"
    );
    assert_eq!(titles[2], "Hard: Logo \u{2014} never loses");
    assert_eq!(
        titles[5],
        "Unbeatable: Perfect \u{2014} perfect play: never loses, sets the most traps"
    );
    assert_eq!(
        entries.len(),
        Opponent::ALL.len() + 3,
        "the opponents, two sides and a friend"
    );
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "opponents down enter",
        "_________",
        &[],
    );
    assert_eq!(g.settings().opponent, Opponent::Scheme);
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "rules down down enter",
        "_________",
        &[],
    );
    assert_eq!(g.settings().rules, Rules::CornerL);
    assert!(g.title().contains("corner-L"));
    let rules = g.entries(Chooser::Rules);
    assert_eq!(
        rules[0].title.to_string(),
        "standard \u{2014} a draw with best play"
    );
    assert_eq!(
        rules[2].title.to_string(),
        "corner-L \u{2014} X wins with best play"
    );
    assert!(rules[2].current);
    let sides = g.entries(Chooser::Opponent);
    assert_eq!(
        sides[Opponent::ALL.len() + 1].pick,
        crate::game::screens::Pick::Change(crate::settings::SettingChange::Side(Mark::O))
    );
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        &format!(
            "opponents{} enter wait",
            " down".repeat(Opponent::ALL.len() + 1) + " up"
        ),
        "____x____",
        &["x 5 center"],
    );
    assert_eq!(g.settings().side, Mark::O, "above a friend: you play O");
}

#[test]
fn taking_turns_swaps_sides_after_each_game() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::Adjust(Setting::Starts), 0.0);
    assert_eq!(g.settings().starts, Starts::Alternate);
    let now = play_out(&mut g, &[5, 9, 2, 4, 7], 0.0);
    assert!(g.is_over());
    g.handle(Command::NewGame, now);
    assert_eq!(g.settings().side, Mark::O);
    g.update(now + 2.0);
    g.update(now + 4.0);
    assert_eq!(g.board().count(Mark::X), 1, "Logo opens this time");
}

#[test]
fn a_coin_toss_gives_either_side_and_every_computer_opens_when_it_plays_x() {
    for opponent in Opponent::ALL.into_iter().filter(|o| o.is_computer()) {
        let settings = setup(opponent, Mark::X, false).with(SettingChange::Starts(Starts::Coin));
        let mut g = Game::new(settings, Board::default(), Memory::new(), Rng::seeded(11));
        let mut sides = Vec::new();
        let mut now = 0.0;
        for _ in 0..12 {
            g.handle(Command::NewGame, now);
            if g.overlay().is_some() {
                // Abandon the game the computer opened.
                g.handle(Command::Answer(true), now);
            }
            let side = g.settings().side;
            let said = g.feedback().map(|f| f.text.clone()).unwrap_or_default();
            assert!(said.starts_with("The coin says"), "{opponent}: {said}");
            for _ in 0..3 {
                now += 1.0;
                g.update(now);
            }
            let computer_opened = g.board().count(Mark::X) == 1;
            assert_eq!(computer_opened, side == Mark::O, "{opponent} as {side:?}");
            assert!(g.is_human_turn(), "{opponent}: your move after its opening");
            sides.push(side);
            now += 1.0;
        }
        assert!(
            sides.contains(&Mark::X) && sides.contains(&Mark::O),
            "{opponent}: {sides:?}"
        );
    }
}

#[test]
fn x_always_starts_keeps_the_side_and_taking_turns_keeps_it_after_an_abandoned_game() {
    let mut g = game(Opponent::Dawson, Mark::O, false);
    for _ in 0..3 {
        g.handle(Command::NewGame, 0.0);
        assert_eq!(g.settings().side, Mark::O);
    }
    g.handle(Command::Adjust(Setting::Starts), 0.0);
    g.handle(Command::NewGame, 0.0);
    assert_eq!(g.settings().side, Mark::O, "no game was finished");
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
        g.shown_board().to_string(),
        "o___xo__x",
        "the board as it was after the move"
    );
    assert_eq!(g.scene(20.0).reviewed, Some(sq(6)));
    assert!(g
        .review_lines()
        .iter()
        .any(|l| l.starts_with("A mistake: Perfect plays")));
    assert!(g.history_entries()[3].mistake && g.history_entries()[3].selected);
    g.handle(Command::Play(9), 20.1);
    g.handle(Command::Back, 20.2);
    assert!(g.reviewed().is_none());
    assert_eq!(g.board().to_string(), "o___xo_xx", "the game is as it was");
}

#[test]
fn a_lost_game_reports_the_learners_choices() {
    let mut g = game(Opponent::Learner, Mark::X, false);
    let mut now = 0.0;
    while g.outcome().is_none() && now < 100.0 {
        now += 0.05;
        g.update(now);
        let choice = perfect::choose(&g.board(), g.board().to_move()).map(|d| d.square);
        if let (true, Some(sq)) = (g.is_human_turn(), choice) {
            g.handle(Command::Play(sq.number()), now);
        }
    }
    let finished: Vec<Event> = g.take_events();
    let Some(Event::Finished(record)) = finished.last() else {
        panic!("no record: {finished:?}")
    };
    // The game reports the learner's unforced choices; its memory learns
    // from them only when the session says so (tests/pure/session.rs).
    if record.outcome == Outcome::Won(Mark::X) {
        assert!(record.choices.iter().any(|c| c.unforced), "{record:?}");
        assert_eq!(g.memory().lessons(), 0, "the game itself learns nothing");
    }
}

#[test]
fn a_book_that_breaks_under_a_variant_ends_the_game_unscored() {
    // prove finds scheme as X breaking after x 5, o 1, x 2, o 8 under
    // corner-square: 2356 is x3x6, and win answers 36.
    let setup = Settings {
        rules: Rules::CornerSquare,
        ..setup(Opponent::Scheme, Mark::O, false)
    };
    let g = Game::new(setup, Board::default(), Memory::new(), Rng::seeded(7));
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
    assert_eq!(g.broken().map(|b| b.word()), Some("36".into()));
    assert_eq!(
        g.take_events(),
        [],
        "neither won nor lost: nothing to score"
    );
    let status = g.status(100.0);
    assert_eq!(status.banner.map(|b| b.0), Some("Scheme broke".into()));
    assert!(feedback(&g).contains("Scheme's program answered 36, which is no square"));
    assert!(g.title().contains("corner-square"), "{}", g.title());
    g.handle(Command::Play(9), 100.0);
    assert_eq!(g.board().to_string(), "ox__x__o_", "nothing more is played");
    g.handle(Command::NewGame, 100.1);
    assert!(!g.is_over() && g.broken().is_none());
    assert_eq!(g.board().rules(), Rules::CornerSquare);
}

fn command() -> impl Strategy<Value = Command> {
    let dir = || {
        prop_oneof![
            Just(Dir::Up),
            Just(Dir::Down),
            Just(Dir::Left),
            Just(Dir::Right)
        ]
    };
    prop_oneof![
        (1u8..=9).prop_map(Command::Play),
        // Qubic's: a cell clicked, a digit typed, a plane, the other game.
        (0u8..=70).prop_map(Command::Play),
        (0u8..=9).prop_map(Command::Digit),
        dir().prop_map(Command::Plane),
        Just(Command::SwitchGame),
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
        Just(Command::Adjust(Setting::Speed)),
        Just(Command::Adjust(Setting::Keypad)),
        Just(Command::Adjust(Setting::Starts)),
        Just(Command::Help),
        Just(Command::Scores),
        Just(Command::Names),
        Just(Command::Scroll(10)),
        Just(Command::Scroll(-3)),
        Just(Command::Back),
    ]
}

/// The moves of `play` replay from its start to its position: each by the
/// side to move, on a free cell, before any result.
fn replays<V: Variant>(play: &Play<V>) -> Result<(), TestCaseError> {
    let mut replay = play.start();
    for m in play.history() {
        prop_assert!(replay.outcome().is_none(), "a move after the game was over");
        prop_assert_eq!(m.mark, replay.to_move());
        prop_assert!(replay.is_free(m.square));
        replay = replay.with_move(m.square, m.mark);
    }
    prop_assert_eq!(replay, play.position());
    Ok(())
}

proptest! {
    /// On either board (G switches between them mid-sequence): no
    /// sequence of commands, with the computer answering (Qubic's search
    /// at once), breaks the position or its history.
    #[test]
    fn any_commands_keep_the_game_legal(steps in prop::collection::vec((command(), 0.0f64..1.5), 0..60), seed in any::<u64>(), qubic in any::<bool>()) {
        let settings = Settings {
            game: if qubic { GameKind::Qubic } else { GameKind::TicTacToe },
            qubic_opponent: QubicOpponent::Easy,
            ..Settings::default()
        };
        let mut g = Game::new(settings, Board::default(), Memory::new(), Rng::seeded(seed));
        let mut now = 0.0;
        for (command, dt) in steps {
            now += dt;
            g.update(now);
            g.think(now);
            let (before, round) = (g.board(), g.round().game());
            g.handle(command, now);
            let board = g.board();
            prop_assert!(board.counts_are_legal());
            prop_assert!(!(board.has_won(Mark::X) && board.has_won(Mark::O)));
            let restarted = board.moves_made() == 0 || g.round().game() != round;
            prop_assert!(board.moves_made() <= before.moves_made() + 2 || restarted);
            match g.round() {
                Round::TicTacToe(play) => replays(play)?,
                Round::Qubic(play) => replays(play)?,
            }
            let cube = g.cube_scene(now, None);
            let _ = (g.scene(now), cube, g.status(now), g.title(), g.history_entries(), g.review_lines());
        }
    }
}

/// Seconds from a key to the computer's mark fully drawn, at `speed`
/// against Logo with the pause's dice seeded `seed`.
fn turn_seconds(speed: Speed, seed: u64) -> f64 {
    let setup = Settings {
        speed,
        ..setup(Opponent::Logo, Mark::X, false)
    };
    let mut g = Game::new(setup, Board::default(), Memory::new(), Rng::seeded(seed));
    let mut now = 0.0;
    while g.is_drawing(now) || now < 0.01 {
        now += 0.001;
        g.update(now);
    }
    let pressed = now;
    g.handle(Command::Play(5), now);
    while g.board().moves_made() < 2 || g.is_drawing(now) {
        now += 0.001;
        g.update(now);
    }
    now - pressed
}

#[test]
fn a_turn_at_the_normal_speed_takes_at_most_0_8_seconds() {
    let worst = |speed| {
        (0..20)
            .map(|seed| turn_seconds(speed, seed))
            .fold(0.0, f64::max)
    };
    let (slow, normal, fast, off) = (
        worst(Speed::Slow),
        worst(Speed::Normal),
        worst(Speed::Fast),
        worst(Speed::Off),
    );
    assert!(normal <= 0.8, "normal: {normal:.3} s");
    assert!(fast < normal && normal < slow, "{fast} {normal} {slow}");
    assert!(off <= 0.25, "off: only the pause, {off:.3} s");
}

#[test]
fn the_first_t_from_system_shows_another_theme() {
    use crate::settings::{Theme, ThemeChoice};
    for (desktop, shown) in [(Theme::Light, Theme::Dark), (Theme::Dark, Theme::Light)] {
        let mut g = game(Opponent::Logo, Mark::X, false);
        assert_eq!(g.settings().theme, ThemeChoice::System);
        g.set_desktop_theme(desktop);
        g.handle(Command::Adjust(Setting::Theme), 0.0);
        assert_eq!(g.settings().theme, ThemeChoice::Fixed(shown), "{desktop:?}");
    }
}

/// Tab in the help goes round its pages and never closes it (elsewhere
/// it opens the opponent chooser).
#[test]
fn tab_turns_the_help_s_pages_round() {
    use crate::game::input::Key;
    use crate::game::screens::HelpPage;
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::Help, 0.0);
    for page in HelpPage::ALL.into_iter().cycle().skip(1).take(5) {
        g.press(Key::Tab, 1.0);
        assert_eq!(g.overlay(), Some(&Screen::Help(page)));
    }
    g.handle(Command::Back, 2.0);
    g.press(Key::Tab, 3.0);
    assert!(matches!(
        g.overlay(),
        Some(Screen::Chooser(Chooser::Opponent, _))
    ));
}

#[test]
fn a_question_is_answered_by_y_n_or_the_arrows_and_other_keys_do_nothing() {
    let asked = |g: &mut Game| {
        let now = play_out(g, &[5], 0.0);
        g.press(Key::Letter('n'), now + 1.0);
        assert_eq!(g.overlay(), Some(&Screen::confirm(Question::NewGame)));
        now + 2.0
    };
    // C, a digit and H are not taken for "no", and not played after it.
    let mut g = game(Opponent::Logo, Mark::X, false);
    let now = asked(&mut g);
    let board = g.board();
    for key in [Key::Letter('c'), Key::Digit(2), Key::Letter('h')] {
        g.press(key, now);
        assert_eq!(
            g.overlay(),
            Some(&Screen::confirm(Question::NewGame)),
            "{key:?}"
        );
        assert_eq!(g.board(), board, "{key:?}");
    }
    // The arrows point at no, Enter answers it.
    g.press(Key::Arrow(Dir::Right), now);
    assert_eq!(
        g.overlay(),
        Some(&Screen::Confirm(Question::NewGame, false))
    );
    g.press(Key::Enter, now);
    assert_eq!((g.overlay(), g.board()), (None, board));
    // Y starts over; N keeps the game.
    g.press(Key::Letter('n'), now + 1.0);
    g.press(Key::Letter('y'), now + 1.0);
    assert_eq!((g.overlay(), g.board()), (None, Board::default()));
    let mut g = game(Opponent::Logo, Mark::X, false);
    let now = asked(&mut g);
    let board = g.board();
    g.press(Key::Letter('n'), now);
    assert_eq!((g.overlay(), g.board()), (None, board));
}

#[test]
fn choosing_an_opponent_keeps_the_chooser_open_for_the_side() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.handle(Command::Choose(Chooser::Opponent), 0.0);
    let row = |g: &Game, pick| {
        g.entries(Chooser::Opponent)
            .iter()
            .position(|e| e.pick == crate::game::screens::Pick::Change(pick))
    };
    let hyde = row(&g, SettingChange::Opponent(Opponent::Hyde)).expect("Hyde's row");
    g.handle(Command::Pick(hyde), 0.1);
    assert_eq!(g.settings().opponent, Opponent::Hyde);
    // Still open, on your side's row: the next key chooses the side.
    let x = row(&g, SettingChange::Side(Mark::X)).expect("a side row");
    assert_eq!(g.overlay(), Some(&Screen::Chooser(Chooser::Opponent, x)));
    g.handle(Command::MoveCursor(Dir::Down), 0.2);
    g.handle(Command::PlayCursor, 0.3);
    assert_eq!(g.settings().side, Mark::O);
    assert_eq!(g.overlay(), None, "a side chosen closes it");
    // Two players have no side to choose: the chooser closes.
    g.handle(Command::Choose(Chooser::Opponent), 0.4);
    let human = row(&g, SettingChange::Opponent(Opponent::Human)).expect("two players");
    g.handle(Command::Pick(human), 0.5);
    assert_eq!(g.overlay(), None);
}

#[test]
fn h_in_the_review_keeps_it_open_and_says_hints_are_for_the_game() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    let now = play_out(&mut g, &[5], 0.0);
    g.handle(Command::Review, now);
    g.press(Key::Letter('h'), now);
    assert!(g.review().is_some(), "the review stays open");
    assert_eq!(g.hint(), None);
    assert!(
        feedback(&g).starts_with("Hints are for your move"),
        "{}",
        feedback(&g)
    );
}
