use super::*;
use crate::core::board::Mark;
use crate::core::rng::Rng;
use crate::game::input::Key;
use crate::settings::{GameKind, QubicOpponent, Settings, Speed};
use crate::strategy::Memory;
use std::time::{Duration, Instant};

fn qubic_game() -> Game {
    let settings = Settings {
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Hard,
        side: Mark::X,
        speed: Speed::Off,
        ..Settings::default()
    };
    Game::new(
        settings,
        Default::default(),
        Memory::default(),
        Rng::seeded(1),
    )
}

#[test]
fn the_worker_answers_on_a_later_step_and_the_step_never_waits() {
    let mut game = qubic_game();
    for d in [2, 2, 2] {
        game.press(Key::Digit(d), 0.0);
    }
    game.update(0.0);
    let mut searcher = Searcher::start();
    // The step that starts the search returns before it is done.
    searcher.step(&mut game, 5.0);
    assert!(searcher.busy());
    assert_eq!(
        game.play::<crate::qubic::position::Position>()
            .history()
            .len(),
        1
    );
    let start = Instant::now();
    while game
        .play::<crate::qubic::position::Position>()
        .history()
        .len()
        < 2
    {
        assert!(start.elapsed() < Duration::from_secs(20), "an answer");
        std::thread::sleep(Duration::from_millis(5));
        game.update(5.0);
        searcher.step(&mut game, 5.0);
    }
    assert!(!searcher.busy());
    assert_eq!(
        game.play::<crate::qubic::position::Position>().history()[1].mark,
        Mark::O
    );
}

#[test]
fn inline_answers_in_the_step() {
    let mut game = qubic_game();
    for d in [1, 1, 1] {
        game.press(Key::Digit(d), 0.0);
    }
    game.update(0.0);
    // No worker: the search runs in the frame that wants it, as in a page.
    let mut searcher = Searcher {
        worker: None,
        running: None,
    };
    searcher.step(&mut game, 5.0);
    assert_eq!(
        game.play::<crate::qubic::position::Position>()
            .history()
            .len(),
        2
    );
}
