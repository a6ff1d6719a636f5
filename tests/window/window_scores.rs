//! The scores page in a real window: S opens it over the game, the arrows
//! and Enter open a past game in the review (its final position on the
//! board, read from the pixels), Esc comes back to the page, and a click on
//! another game's row — found where the library draws it — opens that one.
//! The game on the board is untouched throughout.

use crate::support::sq;
use crate::support::window::board::wait_for_board;
use crate::support::window::lit::{count_in, rgb, wait_for_question};
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::{Game, Xvfb};
use std::time::{Duration, Instant};
use ttt::core::board::{Board, GameResult, Mark, Rules};
use ttt::data::format::format_file;
use ttt::game::input::Command;
use ttt::picture::geometry::Rect;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::record::scores::{PastGame, Scores};
use ttt::record::{Played, Rival};
use ttt::strategy::Opponent;
use ttt::view::compose::display_list;
use ttt::view::frame::Frame;
use ttt::view::layout::{Layout, WindowPoint};
use ttt::view::palette;

const ARGS: [&str; 6] = [
    "--theme",
    "light",
    "--no-animation",
    "--mute",
    "--opponent",
    "logo",
];

/// Two finished games, oldest first: X wins the top row against Dawson;
/// O wins the middle column against Hyde (the person played O).
fn past_games() -> Vec<PastGame> {
    [
        (
            Opponent::Dawson,
            Mark::X,
            vec![1, 4, 2, 5, 3],
            1_795_000_000,
        ),
        (
            Opponent::Hyde,
            Mark::O,
            vec![1, 2, 4, 5, 9, 8],
            1_795_000_600,
        ),
    ]
    .into_iter()
    .map(|(opponent, side, squares, finished)| {
        let moves: Vec<_> = squares.into_iter().map(sq).collect();
        let board = final_board(&moves);
        PastGame {
            finished,
            rival: Rival::TicTacToe(opponent),
            side,
            played: Played::TicTacToe {
                start: Board::default(),
                moves,
            },
            outcome: board.outcome().expect("finished"),
            names: Default::default(),
        }
    })
    .collect()
}

/// The squares a past 3×3 game played.
fn squares(past: &PastGame) -> Vec<ttt::core::board::Square> {
    match &past.played {
        Played::TicTacToe { moves, .. } => moves.clone(),
        Played::Qubic { .. } => Vec::new(),
    }
}

fn final_board(moves: &[ttt::core::board::Square]) -> Board {
    moves
        .iter()
        .fold(Board::default(), |b, &square| b.with(square, b.to_move()))
}

/// Where the library draws the scores page's row of past game `n` (0 the
/// newest) in a window of `size`, with the page opened on `data_dir`.
fn row_centre(data_dir: &std::path::Path, size: (usize, usize), n: usize) -> (i32, i32) {
    let mut words: Vec<String> = ARGS.iter().map(|s| s.to_string()).collect();
    words.extend(["--data-dir".into(), data_dir.display().to_string()]);
    let options = crate::support::parse_window_options(&words).expect("the test's options");
    let (mut model, _) = ttt::session::still_game(&options);
    model.handle(Command::Scores, 0.0);
    let layout = Layout::new(size.0 as f32, size.1 as f32);
    let (glyphs, _) = Glyphs::new(FONT, 1.0).expect("the font");
    let frame = Frame::still(&layout, &glyphs, &palette::LIGHT);
    let list = display_list(&model, &frame);
    let hit = list
        .hits
        .iter()
        .find(|h| h.command == Some(Command::Pick(n)))
        .expect("the page draws the game's row");
    let c = hit.rect.centre();
    assert_eq!(
        list.command_at(WindowPoint::new(c.x, c.y)),
        Some(Command::Pick(n))
    );
    (c.x as i32, c.y as i32)
}

/// Waits until the scores page's sheet shows, read from the pixels: with
/// two games listed, the sheet's lower half is its colour alone (where the
/// game shows paper and the grid, or the review's board).
fn wait_for_sheet(game: &Game) {
    let deadline = Instant::now() + SETTLE;
    let sheet = rgb(palette::LIGHT.sheet);
    let (w, h) = game.size();
    let area = Rect {
        x: w as f32 * 0.15,
        y: h as f32 * 0.5,
        w: w as f32 * 0.6,
        h: h as f32 * 0.25,
    };
    let inside = ((area.w - 8.0) * (area.h - 8.0)) as usize;
    loop {
        let shot = game.shot();
        if count_in(&shot, area, sheet) * 100 >= inside * 95 {
            return;
        }
        if Instant::now() > deadline {
            let path = std::env::temp_dir().join("ttt-e2e-scores-fail.png");
            shot.save(&path);
            panic!("the scores page is not shown: {}", path.display());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_past_game_opens_in_the_review_from_the_scores_page_by_keys_and_by_click() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let data_dir = std::env::temp_dir().join(format!("ttt-e2e-scores-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    std::fs::create_dir_all(&data_dir).expect("a scratch directory");
    let games = past_games();
    let mut scores = Scores::default();
    for past in &games {
        let result = GameResult::for_side(past.outcome, past.side);
        scores.add(past.rival, Rules::Standard, past.side, result);
        scores.keep_game(past.clone());
    }
    std::fs::write(data_dir.join("scores.json"), format_file(&scores)).expect("writable");
    let game = Game::launch_with_data(&x, &ARGS, data_dir.clone());
    wait_for_board(&game, &Board::default(), SETTLE);

    game.key("s");
    wait_for_sheet(&game);
    // Down to the older game (Dawson's), and Enter reviews it.
    game.key("Down");
    game.key("Return");
    wait_for_board(&game, &final_board(&squares(&games[0])), SETTLE);
    // Esc comes back to the page; a click on the newest game's row
    // reviews Hyde's game.
    game.key("Escape");
    wait_for_sheet(&game);
    let (cx, cy) = row_centre(&data_dir, game.size(), 0);
    game.click(cx, cy);
    wait_for_board(&game, &final_board(&squares(&games[1])), SETTLE);
    // Esc twice: the page, then the game, as it was.
    game.key("Escape");
    wait_for_sheet(&game);
    game.key("Escape");
    wait_for_board(&game, &Board::default(), SETTLE);
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// The names are typed in a real window: the window's own characters
/// (capitals and a space too), not its key codes; the P that opens the
/// screen types nothing; Enter keeps them, and they are saved.
#[test]
fn the_players_names_are_typed_in_the_window_and_saved() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let mut game = Game::launch(
        &x,
        &[
            "--theme",
            "light",
            "--no-animation",
            "--mute",
            "--opponent",
            "human",
        ],
    );
    wait_for_board(&game, &Board::default(), SETTLE);
    game.key("p");
    // The names screen: a question of five lines (its Keep button).
    wait_for_question(&game, 5, &palette::LIGHT);
    game.xdotool(&["type", "--delay", "120", "Ann Q"]);
    game.key("Tab");
    game.xdotool(&["type", "--delay", "120", "Bob"]);
    game.key("BackSpace");
    game.key("Return");
    wait_for_board(&game, &Board::default(), SETTLE);
    game.key("q");
    let status = game.wait_exit(SETTLE).expect("the window closes");
    assert!(status.success(), "{status}");
    let settings = std::fs::read_to_string(game.data_dir.join("settings.toml")).expect("saved");
    assert!(settings.contains("name_x = \"Ann Q\"\n"), "{settings}");
    assert!(settings.contains("name_o = \"Bo\"\n"), "{settings}");
}
