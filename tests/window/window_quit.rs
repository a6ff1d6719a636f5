//! The window's close button in the middle of a game (a real
//! `WM_DELETE_WINDOW`, as a title bar's button sends it): the window stays
//! and asks "Quit now?" in the game's own words, read from its pixels
//! against the library's picture of the question; a second close, or
//! Enter, quits, says that the game is not scored, and the scores file
//! has no game. (After a game, the close button quits at once:
//! `window_timing.rs`.)

use crate::support::window::board::wait_for_board;
use crate::support::window::compare::matched_nearby;
use crate::support::window::play::{play, ONE_AT_A_TIME, SETTLE};
use crate::support::window::wait::wait_until;
use crate::support::window::{Game, Shot, Xvfb};
use ttt::core::board::{Board, Mark, Rules};
use ttt::game::input::Command;
use ttt::game::messages::UNSCORED;
use ttt::picture::geometry::Rect;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::strategy::Opponent;
use ttt::view::compose::display_list;
use ttt::view::frame::Frame;
use ttt::view::layout::Layout;
use ttt::view::{palette, raster};

const ARGS: [&str; 4] = ["--theme", "light", "--no-animation", "--mute"];

/// What the library draws for the question, at the window's size: the
/// same options, X plays 5, the reply comes, the close request (Quit)
/// asks. The picture, and the box round the question's words and answers.
fn question_picture(game: &Game) -> (Shot, Rect) {
    let mut words: Vec<String> = ARGS.iter().map(|s| s.to_string()).collect();
    words.extend(["--data-dir".into(), game.data_dir.display().to_string()]);
    let options = crate::support::parse_window_options(&words).expect("the test's options");
    let (mut model, _) = ttt::session::still_game(&options);
    model.handle(Command::Play(5), 0.0);
    let mut now = 0.0;
    while model.board().count(Mark::O) < 1 && now < 30.0 {
        now += 0.1;
        model.update(now);
    }
    model.handle(Command::Quit, now);
    assert!(model.overlay().is_some(), "the model asks before quitting");
    let (w, h) = game.size();
    let layout = Layout::new(w as f32, h as f32);
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0).expect("the font");
    let frame = Frame {
        layout: &layout,
        glyphs: &glyphs,
        now,
        mouse: None,
        pressed: false,
        palette: &palette::LIGHT,
    };
    let list = display_list(&model, &frame);
    // The question is the top layer's text: its words, then its answers.
    let top = list.layers.last().expect("a layer");
    let first = top.texts.first().expect("the question's words");
    assert!(first.text.starts_with("Quit now?"), "{:?}", top.texts);
    let bounds = top.texts.iter().map(|t| t.bounds());
    let around = bounds.reduce(union).expect("some text");
    let file = game.data_dir.with_extension("question.png");
    let png = raster::png(&list, &glyphs, &atlas).expect("it paints");
    std::fs::write(&file, png).expect("the picture is written");
    let shot = Shot::load(&file);
    let _ = std::fs::remove_file(&file);
    (shot, around)
}

/// The smallest rectangle holding `a` and `b`.
fn union(a: Rect, b: Rect) -> Rect {
    let (x, y) = (a.x.min(b.x), a.y.min(b.y));
    let right = (a.x + a.w).max(b.x + b.w);
    let bottom = (a.y + a.h).max(b.y + b.h);
    Rect {
        x,
        y,
        w: right - x,
        h: bottom - y,
    }
}

/// How many pixels of `rect` differ between the window and `expected`.
fn differing_in(live: &Shot, expected: &Shot, rect: Rect) -> usize {
    let (x0, y0) = (rect.x.max(0.0) as usize, rect.y.max(0.0) as usize);
    let x1 = ((rect.x + rect.w).ceil() as usize).min(live.width);
    let y1 = ((rect.y + rect.h).ceil() as usize).min(live.height);
    let mut differ = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let i = y * live.width + x;
            if !matched_nearby(live, expected, i) || !matched_nearby(expected, live, i) {
                differ += 1;
            }
        }
    }
    differ
}

/// Waits (up to `SETTLE`) for the window to show the question as the
/// library draws it: fewer than 40 pixels of its words differ, as the
/// screenshot test allows over a whole frame. Fails at once if the game
/// exits instead.
fn assert_asks(game: &mut Game, expected: &(Shot, Rect)) {
    let (picture, around) = expected;
    wait_until("the window to ask \"Quit now?\"", SETTLE, || {
        if !game.alive() {
            panic!("the window closed without asking");
        }
        let live = game.shot();
        let differ = differing_in(&live, picture, *around);
        if differ < 40 {
            return Ok(());
        }
        let kept = std::env::temp_dir().join("ttt-e2e-quit-live.png");
        live.save(&kept);
        let model = std::env::temp_dir().join("ttt-e2e-quit-model.png");
        picture.save(&model);
        Err(format!(
            "{differ} pixels of the question differ (window {}, the library's {})",
            kept.display(),
            model.display()
        ))
    });
}

/// Plays 5 (and takes logo's reply), then sends the close request: the
/// window must still be there, asking, with nothing more printed. The
/// game, the board, and the question as the library draws it.
fn close_mid_game(x: &Xvfb) -> (Game, Board, (Shot, Rect)) {
    let mut game = Game::launch(x, &ARGS);
    wait_for_board(&game, &Board::default(), SETTLE);
    let board = play(&game, Board::default(), Mark::X, 5, Some("5"));
    let printed = game.lines();
    let question = question_picture(&game);
    // The comparison sees the question: the game without it differs.
    let playing = differing_in(&game.shot(), &question.0, question.1);
    assert!(
        playing >= 400,
        "only {playing} pixels tell the question apart"
    );
    game.close_button();
    assert_asks(&mut game, &question);
    assert_eq!(game.lines(), printed, "nothing printed while it asks");
    (game, board, question)
}

/// The window exits with status 0 after saying the game is not scored,
/// and the scores file holds no game.
fn assert_quit_unscored(mut game: Game) {
    let status = game.wait_exit(SETTLE).expect("the window closes");
    assert!(status.success(), "{status}");
    assert_eq!(game.lines().last().map(String::as_str), Some(UNSCORED));
    let store = ttt::data::store::Store::new(Some(game.data_dir.clone()));
    let (scores, warnings) = store.load::<ttt::record::scores::Scores>();
    assert_eq!(warnings, []);
    let tally = scores.get(Rules::Standard, Opponent::Logo, Mark::X);
    assert_eq!((tally.won, tally.lost, tally.tied), (0, 0, 0));
}

/// The close button mid-game asks; a second close request confirms.
#[test]
fn the_close_button_mid_game_asks_and_a_second_close_quits_unscored() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let (game, _, _) = close_mid_game(&x);
    game.close_button();
    assert_quit_unscored(game);
}

/// The close button mid-game asks; Esc keeps playing (the board is back,
/// the window open); asked again, Enter confirms.
#[test]
fn the_close_button_mid_game_asks_esc_keeps_playing_and_enter_quits() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let (mut game, board, question) = close_mid_game(&x);
    game.key("Escape");
    wait_for_board(&game, &board, SETTLE);
    assert!(game.alive(), "Esc closed the window");
    game.close_button();
    assert_asks(&mut game, &question);
    game.key("Return");
    assert_quit_unscored(game);
}
