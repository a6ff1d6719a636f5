//! Tests of the game's state machine, driven by commands and a fake clock,
//! and a property test that no sequence of commands breaks the rules.

use super::*;
use crate::core::position::parse_board;
use crate::core::rng::Rng;
use crate::game::input::Dir;
use crate::strategy::perfect;
use proptest::prelude::*;

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn game(opponent: Opponent, side: Mark, animate: bool) -> Game {
    Game::new(
        Setup {
            opponent,
            side,
            animate,
            rules: Rules::Standard,
        },
        Board::empty(),
        Memory::new(),
        Rng::seeded(7),
    )
}

/// Runs `steps` ("5" plays square 5, "wait" lets 3 seconds pass, other
/// words are commands) and checks the board and the printed lines.
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
            "new" => Command::NewGame,
            "hint" => Command::Hint,
            "o" => Command::ChooseSide(Mark::O),
            "next" => Command::NextOpponent,
            "anim" => Command::ToggleAnimation,
            "right" => Command::MoveCursor(Dir::Right),
            "enter" => Command::PlayCursor,
            digit => Command::Play(sq(digit.parse().expect("a square"))),
        };
        g.handle(command, now);
    }
    assert_eq!(g.board().text(), board, "after {steps}");
    assert_eq!(g.take_output(), output, "after {steps}");
    g
}

#[test]
fn you_are_x_and_logo_answers_after_a_pause() {
    let mut g = game(Opponent::Logo, Mark::X, true);
    g.handle(Command::Play(sq(5)), 1.0);
    assert_eq!(g.take_output(), ["x 5"]);
    g.update(1.2);
    assert!(g.is_drawing(1.2) && g.is_moving(1.2));
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
}

#[test]
fn a_whole_game_against_logo() {
    check(
        game(Opponent::Logo, Mark::X, true),
        "5 wait 2 wait",
        "ox__x__o_",
        &["x 5", "o 1 corner", "x 2", "o 8 block"],
    );
}

#[test]
fn input_while_busy_is_refused_not_misplaced() {
    let g = check(
        game(Opponent::Logo, Mark::X, true),
        "5 9",
        "____x____",
        &["x 5"],
    );
    assert!(g.status_lines()[2].contains("Wait"));
    let g = check(
        game(Opponent::Human, Mark::X, true),
        "5 9",
        "____x____",
        &["x 5"],
    );
    assert!(g.status_lines()[2].contains("turtle"));
    let mut g = game(Opponent::Human, Mark::X, false);
    g.handle(Command::Play(sq(5)), 1.0);
    g.handle(Command::Play(sq(9)), 1.0);
    assert_eq!(
        g.take_output(),
        ["x 5"],
        "one move per frame even without animation"
    );
}

#[test]
fn occupied_squares_are_not_valid_and_change_nothing() {
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait 5 1",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert_eq!(g.status_lines()[2], "not a valid move.");
    let g = check(
        game(Opponent::Dawson, Mark::X, false),
        "5 wait 1",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(g.status_lines()[2].starts_with("not a valid move. "));
}

#[test]
fn results_use_the_logo_words_and_are_printed() {
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
        g.status_lines()[2],
        "not a valid move. The game is over: N starts a new one."
    );
    let g = check(
        game(Opponent::Human, Mark::X, false),
        "1 wait 4 wait 2 wait 5 wait 3",
        "xxxoo____",
        &["x 1", "o 4", "x 2", "o 5", "x 3", "X wins!"],
    );
    assert!(g.status_lines()[0].starts_with("X wins!"));
}

#[test]
fn the_tie_is_called_as_soon_as_no_line_is_open() {
    let mut g = Game::new(
        Setup {
            opponent: Opponent::Human,
            side: Mark::X,
            animate: false,
            rules: Rules::Standard,
        },
        parse_board("xoxxoo_x_").expect("legal"),
        Memory::new(),
        Rng::seeded(1),
    );
    g.handle(Command::Play(sq(7)), 1.0);
    assert_eq!(g.take_output(), ["o 7", "Tie game!"]);
    assert_eq!(g.board().free_squares().count(), 1);
}

#[test]
fn choosing_o_lets_the_computer_open() {
    check(
        game(Opponent::Logo, Mark::X, true),
        "o wait",
        "____x____",
        &["x 5 center"],
    );
}

#[test]
fn undo_takes_back_your_move_and_the_reply() {
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
    check(
        game(Opponent::Logo, Mark::X, true),
        "5 undo wait",
        "_________",
        &["x 5", "undo x 5"],
    );
}

#[test]
fn hint_shows_but_does_not_play() {
    let g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 wait hint",
        "o___x____",
        &["x 5", "o 1 corner"],
    );
    assert!(g.hint.is_some());
    assert!(g.status_lines()[2].starts_with("Hint: perfect would play"));
}

#[test]
fn the_cursor_plays_its_square() {
    check(
        game(Opponent::Human, Mark::X, false),
        "enter right enter",
        "_____x___",
        &["x 6"],
    );
}

#[test]
fn new_game_and_next_opponent_start_again() {
    let mut g = check(
        game(Opponent::Logo, Mark::X, false),
        "5 next",
        "_________",
        &["x 5", "new game"],
    );
    assert_eq!(g.setup().opponent, Opponent::Scheme);
    assert_eq!(
        g.take_events(),
        [Event::SetupChanged(Setup {
            opponent: Opponent::Scheme,
            side: Mark::X,
            animate: false,
            rules: Rules::Standard,
        })]
    );
}

#[test]
fn learner_learns_from_a_loss() {
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
        Just(Command::Hint),
        prop_oneof![Just(Mark::X), Just(Mark::O)].prop_map(Command::ChooseSide),
        Just(Command::NextOpponent),
        Just(Command::ToggleAnimation),
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
            prop_assert!(board.moves_made() <= before.moves_made() + 1 || command == Command::NewGame);
            let mut replay = g.start;
            for m in g.history() {
                prop_assert!(replay.outcome().is_none(), "a move after the game was over");
                prop_assert_eq!(m.mark, replay.to_move());
                prop_assert!(replay.is_free(m.square));
                replay = replay.with(m.square, m.mark);
            }
            prop_assert_eq!(replay, board);
            let _ = (g.scene(now), g.status_lines(), g.title());
        }
    }
}

#[test]
fn a_book_that_breaks_under_a_variant_ends_the_game_unscored() {
    // prove finds scheme as X breaking after x 5, o 1, x 2, o 8 under
    // corner-square: 2356 is x3x6, and win answers 36.
    let setup = Setup {
        opponent: Opponent::Scheme,
        side: Mark::O,
        animate: false,
        rules: Rules::CornerSquare,
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
    let status = g.status_lines();
    assert!(
        status[0].starts_with("scheme broke: no result."),
        "{status:?}"
    );
    assert!(
        status[2].contains("scheme's program answered 36, which is no square"),
        "{status:?}"
    );
    assert!(g.title().contains("corner-square"), "{}", g.title());
    // Nothing more is played; a new game starts afresh under the rules.
    g.handle(Command::Play(sq(9)), 100.0);
    assert_eq!(g.board().text(), "ox__x__o_");
    g.handle(Command::NewGame, 100.1);
    assert!(!g.is_over() && g.broken().is_none());
    assert_eq!(g.board().rules(), Rules::CornerSquare);
}
