//! The scene at moments: the turtle's dance after a person's win — when it
//! starts and ends, what it shows, that a key skips it — and that there is
//! none with animation off or on a loss.

use crate::game::input::Key;
use crate::game::scene::RIBBON_LENGTH;
use crate::game::test_games::*;
use crate::game::turtle::DANCE_SECONDS;
use crate::picture::speed;
use crate::picture::turtle::path_length;

/// Two players; X wins on 1 2 3 (O plays 4 5). Returns the game and the
/// time X's winning move was played.
fn x_wins_two_players(animate: bool) -> (Game, f64) {
    let mut g = game(Opponent::Human, Mark::X, animate);
    let mut now = 0.0;
    for n in [1, 4, 2, 5, 3] {
        now += 2.0;
        g.update(now - 1.0);
        g.update(now);
        g.handle(Command::Play(n), now);
    }
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::X)));
    (g, now)
}

/// When the dance starts: after the winning mark and its strike.
fn dance_start(played: f64) -> f64 {
    // The test games draw at the slow speed (shared_tests.rs).
    played + speed::mark_seconds(Speed::Slow) + speed::strike_seconds(Speed::Slow)
        - crate::game::turtle::FIRST_STROKE_LEAD
}

#[test]
fn after_a_win_the_turtle_dances_along_the_struck_line_for_about_a_second() {
    let (mut g, played) = x_wins_two_players(true);
    let start = dance_start(played);
    // While the strike is drawn: no dance yet.
    g.update(start - 0.05);
    assert!(g.scene(start - 0.05).ribbon.is_empty());
    assert!(g.is_moving(start - 0.05));
    // During the dance: the turtle is out, a ribbon behind it, the strike
    // whole, and the window keeps drawing frames.
    let strike = g.scene(start + 10.0).strike;
    for t in [0.1, 0.5, 0.9] {
        let now = start + t * DANCE_SECONDS;
        g.update(now);
        let scene = g.scene(now);
        assert!(scene.turtle.is_some(), "turtle at {t}");
        assert!(!scene.ribbon.is_empty(), "ribbon at {t}");
        assert!(path_length(&scene.ribbon) <= RIBBON_LENGTH + 0.01);
        assert_eq!(scene.strike, strike, "the strike stays whole");
        assert!(g.is_moving(now), "frames keep coming at {t}");
    }
    // The turtle moves: it is somewhere else half a second later.
    let early = g.scene(start + 0.2).turtle.map(|p| p.at);
    let late = g.scene(start + 0.7).turtle.map(|p| p.at);
    assert_ne!(early, late);
    // After it: the picture at rest, nothing moving.
    let after = start + DANCE_SECONDS + 0.01;
    g.update(after);
    let scene = g.scene(after);
    assert_eq!(scene.turtle, None);
    assert!(scene.ribbon.is_empty());
    assert!(!g.is_moving(after));
}

#[test]
fn any_key_skips_the_dance_and_still_does_what_it_does() {
    let (mut g, played) = x_wins_two_players(true);
    let now = dance_start(played) + 0.3;
    g.update(now);
    assert!(g.scene(now).turtle.is_some());
    // A key with no command skips it too, and says so as it always does.
    g.press(Key::Letter('b'), now);
    assert_eq!(g.scene(now).turtle, None);
    assert!(g.scene(now).ribbon.is_empty());
    assert!(!g.is_moving(now));
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::X)));

    let (mut g, played) = x_wins_two_players(true);
    let now = dance_start(played) + 0.3;
    g.update(now);
    g.handle(Command::NewGame, now);
    assert_eq!(g.board(), Board::default(), "N still starts a new game");
    assert!(g.scene(now + 2.0).ribbon.is_empty());
}

#[test]
fn no_dance_with_animation_off() {
    let (mut g, played) = x_wins_two_players(false);
    for t in [0.0, 0.3, 0.6, 0.9, 1.2] {
        let now = played + t;
        g.update(now);
        let scene = g.scene(now);
        assert_eq!(scene.turtle, None, "at {t}");
        assert!(scene.ribbon.is_empty());
        assert!(!g.is_moving(now));
    }
}

#[test]
fn no_dance_when_the_computer_wins() {
    // X plays 1, then 2, then 6 against Perfect, which wins.
    let mut g = game(Opponent::Perfect, Mark::X, true);
    let now = play_out(&mut g, &[1, 2, 6, 8], 0.0);
    assert_eq!(
        g.outcome().and_then(|o| match o {
            Outcome::Won(m) => Some(m),
            Outcome::Tie => None,
        }),
        Some(Mark::O),
        "{}",
        g.board()
    );
    let mut t = now - 3.0;
    while t < now + 3.0 {
        assert!(g.scene(t).ribbon.is_empty(), "at {t}");
        t += 0.05;
    }
    assert!(!g.is_moving(now));
}

#[test]
fn the_person_who_beats_the_computer_gets_the_dance() {
    // From X 1 2, O 4 5, X to move against Logo: 3 wins.
    let start = crate::core::position::parse_board("xx.oo....").expect("a position");
    let mut g = Game::new(
        setup(Opponent::Logo, Mark::X, true),
        start,
        Memory::new(),
        Rng::seeded(1),
    );
    g.update(1.0);
    g.update(3.0);
    g.handle(Command::Play(3), 3.0);
    let start = dance_start(3.0);
    g.update(start + 0.5);
    assert!(!g.scene(start + 0.5).ribbon.is_empty());
}
