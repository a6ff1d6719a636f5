//! Tests of the game's controls: a game scored once, hints, the cursor and
//! the mouse, the choosers, taking turns, the review, the learner, a book
//! that breaks under a variant, and any sequence of commands keeping the
//! game legal. The helpers are the state machine tests' (`tests.rs`).

use super::*;

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
    assert_eq!(
        entries.len(),
        Opponent::ALL.len() + 2,
        "the opponents and two sides"
    );
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
    assert_eq!(sides[Opponent::ALL.len() + 1].pick, Pick::Side(Mark::O));
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        &format!(
            "opponents{} enter wait",
            " down".repeat(Opponent::ALL.len() + 1)
        ),
        "____x____",
        &["x 5 center"],
    );
    assert_eq!(g.setup().side, Mark::O, "the last row: you play O");
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
