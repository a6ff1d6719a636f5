//! The sounds a game makes, as data: the cues a game emits in order (the
//! pen as the turtle draws, each mark, the result), a refusal's, none when
//! muted, and M and `--mute` remembered in the settings.

use crate::support::parse_window_options;
use crate::support::scratch::scratch_dir;
use ttt::core::board::{Board, Mark, Outcome};
use ttt::core::rng::Rng;
use ttt::game::input::{Command, Setting};
use ttt::game::outbox::Cue;
use ttt::game::Game;
use ttt::session::Session;
use ttt::settings::Settings;
use ttt::strategy::{Memory, Opponent};

/// A game against Dawson, playing X, animated, with sound `on`.
fn dawson(sound: bool) -> Game {
    let setup = Settings {
        opponent: Opponent::Dawson,
        side: Mark::X,
        sound,
        ..Settings::default()
    };
    Game::new(setup, Board::default(), Memory::new(), Rng::seeded(3))
}

/// Lets time pass until the player may move (or the game has ended),
/// frame by frame from `now`; the time reached.
fn settle(g: &mut Game, mut now: f64) -> f64 {
    for _ in 0..1000 {
        now += 1.0 / 60.0;
        g.update(now);
        if g.accepts_move(now) || (g.is_over() && !g.is_moving(now)) {
            break;
        }
    }
    now
}

/// Plays `squares` as X, letting Dawson answer; every cue in order.
fn play(g: &mut Game, squares: &[u8]) -> Vec<Cue> {
    let mut now = settle(g, 0.0);
    for &n in squares {
        g.handle(Command::Play(n), now);
        now = settle(g, now);
    }
    g.take_cues()
}

#[test]
fn a_game_against_dawson_sounds_pen_mark_and_the_win_in_order() {
    let mut g = dawson(true);
    // The line `ttt prove --opponent dawson` finds Dawson losing as O.
    let cues = play(&mut g, &[1, 8, 7, 9]);
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::X)), "{cues:?}");
    let mut expected = vec![Cue::Pen];
    expected.extend([Cue::Mark, Cue::Pen].repeat(7));
    expected.push(Cue::Won);
    assert_eq!(cues, expected);
}

#[test]
fn a_loss_and_a_refusal_have_their_sounds() {
    let mut g = dawson(true);
    let cues = play(&mut g, &[2, 2]);
    assert!(cues.contains(&Cue::Refused), "{cues:?}");
    // Dawson wins this one; the moves after its end are refused.
    let cues = play(&mut g, &[3, 4, 6, 7, 8, 9]);
    assert_eq!(g.outcome(), Some(Outcome::Won(Mark::O)));
    let ends: Vec<_> = cues
        .iter()
        .filter(|c| !matches!(c, Cue::Mark | Cue::Pen))
        .collect();
    assert_eq!(ends[0], &Cue::Lost, "{cues:?}");
    assert!(ends[1..].iter().all(|&&c| c == Cue::Refused), "{cues:?}");
}

#[test]
fn a_muted_game_makes_no_sound() {
    let mut g = dawson(false);
    assert_eq!(play(&mut g, &[1, 8, 1, 7, 9]), vec![]);
}

#[test]
fn m_mutes_and_unmutes_and_is_remembered() {
    let dir = scratch_dir("sound-m");
    let words = vec!["--data-dir".to_string(), dir.display().to_string()];
    let options = parse_window_options(&words).expect("valid");
    let mut session = Session::open(&options);
    let mut g = session.start(&options, Rng::seeded(1), true);
    assert!(g.settings().sound);
    g.update(0.0);
    assert_eq!(g.take_cues(), vec![Cue::Pen], "the board is drawn");
    g.handle(Command::Adjust(Setting::Sound), 0.0);
    assert!(!g.settings().sound);
    assert!(g.take_cues().is_empty(), "muting makes no sound");
    session.after_frame(&mut g, (800.0, 600.0), 0.0);
    session.close();
    let text = std::fs::read_to_string(dir.join("settings.toml")).expect("saved");
    assert!(text.contains("\nsound = false\n"), "{text}");
    let mut session = Session::open(&options);
    let g = session.start(&options, Rng::seeded(1), true);
    assert!(!g.settings().sound, "muted again next time");
}

#[test]
fn mute_on_the_command_line_mutes_and_is_remembered() {
    let dir = scratch_dir("sound-flag");
    let d = dir.display().to_string();
    let words = |extra: &[&str]| {
        let mut w = vec!["--data-dir".to_string(), d.clone()];
        w.extend(extra.iter().map(|s| s.to_string()));
        parse_window_options(&w).expect("valid")
    };
    let mut session = Session::open(&words(&["--mute"]));
    let mut g = session.start(&words(&["--mute"]), Rng::seeded(1), true);
    g.update(0.1);
    assert!(g.take_cues().is_empty(), "the board is drawn in silence");
    session.after_frame(&mut g, (800.0, 600.0), 0.1);
    session.close();
    let mut session = Session::open(&words(&[]));
    assert!(
        !session
            .start(&words(&[]), Rng::seeded(1), true)
            .settings()
            .sound
    );
    let mut session = Session::open(&words(&["--sound"]));
    assert!(
        session
            .start(&words(&["--sound"]), Rng::seeded(1), true)
            .settings()
            .sound
    );
}
