//! End-to-end: the built `ttt` binary in a real window on a private Xvfb,
//! driven by real X key presses and clicks (XTEST, through xdotool), checked
//! by the pixels it shows and the lines it writes to standard output.

use crate::support::sq;
use crate::support::window::board::{read_board, turtle_visible, wait_for_board, Grid};
use crate::support::window::lit::wait_for_question;
use crate::support::window::play::{answer, play, ONE_AT_A_TIME, SETTLE};
use crate::support::window::wait::wait_until;
use crate::support::window::{Game, Shot, Xvfb};
use ttt::core::board::{Board, Mark};
use ttt::strategy::{logo, Opponent};
use ttt::view::layout::Button;
use ttt::view::layout::Layout;
use ttt::view::palette;

#[test]
fn a_whole_game_with_digit_keys_against_logo() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &[]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let mut board = Board::default();
    // Top-row digits and keypad digits both play squares in reading order.
    for (n, key) in [(5, "5"), (9, "KP_9"), (8, "8"), (4, "KP_4"), (3, "3")] {
        if board.outcome().is_some() {
            break;
        }
        if board.is_free(sq(n)) {
            board = play(&game, board, Mark::X, n, Some(key));
        }
    }
    assert!(
        board.outcome().is_some(),
        "the game should be over: {board}"
    );
    let last = game.lines().last().cloned().unwrap_or_default();
    assert!(
        ["I win!", "Tie game!"].contains(&last.as_str()),
        "logo never loses; last line {last:?}"
    );
}

/// Clicks the centre of `button` in a window of the given size.
fn click_button(game: &Game, button: Button) {
    let (w, h) = game.size();
    let layout = Layout::new(w as f32, h as f32);
    let found = layout.buttons.iter().find(|(b, _)| *b == button);
    let c = found.expect("the bar is shown").1.centre();
    game.click(c.x as i32, c.y as i32);
}

#[test]
fn a_whole_game_with_the_mouse_only_including_new_game_and_sides() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &[]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let board = play(&game, Board::default(), Mark::X, 1, None);
    play(&game, board, Mark::X, 9, None);
    // New game by its button, mid-game, asks first: "Yes, start over"
    // (the question's first answer) empties the board.
    click_button(&game, Button::NewGame);
    wait_for_question(&game, 3, &palette::LIGHT);
    let (w, h) = game.size();
    let yes = Layout::new(w as f32, h as f32).dialog(3).rows[0].centre();
    game.click(yes.x as i32, yes.y as i32);
    wait_for_board(&game, &Board::default(), SETTLE);
    // Choose O in the opponent chooser (the row above Play a friend: "You
    // play O"): the computer (X) opens in the centre.
    click_button(&game, Button::Opponent);
    let (w, h) = game.size();
    let rows = Opponent::ALL.len() + 3;
    let row = Layout::new(w as f32, h as f32).chooser(rows, 2).rows[rows - 2].centre();
    game.click(row.x as i32, row.y as i32);
    let opening = logo::choose(&Board::default(), Mark::X)
        .and_then(|a| a.decision())
        .expect("an opening");
    let mut board = Board::default().with(opening.square, Mark::X);
    wait_for_board(&game, &board, SETTLE);
    while board.outcome().is_none() {
        let n = board.free_squares().last().expect("a free square").number();
        board = play(&game, board, Mark::O, n, None);
    }
    assert!(
        game.lines().iter().any(|l| l == "x 5 center"),
        "{:?}",
        game.lines()
    );
}

#[test]
fn playing_o_the_computer_opens_in_the_centre() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &["--side", "o"]);
    let lines = game.wait_for_lines(1, SETTLE);
    assert_eq!(lines[0], "x 5 center");
    let board = Board::default().with(sq(5), Mark::X);
    wait_for_board(&game, &board, SETTLE);
    play(&game, board, Mark::O, 1, Some("1"));
}

#[test]
fn invalid_input_changes_nothing_and_the_game_lives() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let mut game = Game::launch(&x, &["--no-animation"]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let board = play(&game, Board::default(), Mark::X, 5, Some("5"));
    let before = game.lines().len();
    let grid = Grid::find(&game.shot()).expect("a grid");
    // Occupied squares, zero, keys that mean nothing.
    for key in ["5", "1", "0", "KP_0", "b", "z", "period", "minus"] {
        game.key(key);
    }
    // Clicks on the grid lines, outside the board, on the title text.
    let (cx, cy) = grid.centre(sq(5));
    let (w, h) = game.size();
    for (px, py) in [
        (grid.xs[1].round() as i32, cy),
        (cx, grid.ys[2].round() as i32),
        (grid.xs[0] as i32 - 30, cy),
        (grid.xs[3] as i32 + 30, cy),
        (w as i32 / 2, 20),
        (5, h as i32 / 2),
    ] {
        game.click(px, py);
    }
    // Nothing is waited for here: X delivers events in order, so a line
    // from any of those would come before the burst's lines below, which
    // must be exactly the burst's first key and the reply.
    wait_for_board(&game, &board, SETTLE);
    // A burst of keys: the first plays; the rest land while the turtle
    // draws or the computer thinks, and are refused, never played later.
    let mut free: Vec<String> = board.free_squares().map(|s| s.to_string()).collect();
    free.reverse();
    let burst: Vec<&str> = free.iter().map(String::as_str).collect();
    let first = burst[0].parse::<u8>().expect("a digit");
    game.mash(&burst);
    let (after, burst_lines) = answer(board, Mark::X, first);
    let lines = game.wait_for_lines(before + burst_lines.len(), SETTLE);
    assert_eq!(
        lines[before..],
        burst_lines[..],
        "nothing played by the refused input, then the burst's first key"
    );
    // One more key, sent once the reply is in: a mashed key kept and
    // played later would be played before it.
    let next = after.free_squares().next().expect("a free square").number();
    game.key(&next.to_string());
    let (end, next_lines) = answer(after, Mark::X, next);
    let lines = game.wait_for_lines(before + burst_lines.len() + next_lines.len(), SETTLE);
    assert_eq!(
        lines[before + burst_lines.len()..],
        next_lines[..],
        "a mashed key was played: {lines:?}"
    );
    wait_for_board(&game, &end, SETTLE);
    assert!(game.alive(), "the game must survive bad input");
}

#[test]
fn a_resized_window_maps_clicks_and_draws_inside() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &["--no-animation"]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let mut board = play(&game, Board::default(), Mark::X, 1, None);
    // The sizes the game is looked at, down to the smallest it allows.
    for (w, h) in [(420, 700), (1000, 360), (360, 360), (1280, 1000)] {
        game.resize(w, h);
        let shot = wait_for_board_at(&game, &board, (w as usize, h as usize));
        let grid = Grid::find(&shot).expect("a grid");
        assert!(
            grid.inside(shot.width, shot.height),
            "grid {grid:?} leaves the {w}x{h} window"
        );
        if board.outcome().is_none() {
            let n = board.free_squares().next().expect("free").number();
            board = play(&game, board, Mark::X, n, None);
        }
    }
}

/// Waits until the window, `size` pixels, shows `expected` in a frame
/// drawn for that size: its grid centred where the library's layout puts
/// the board (a frame from before the resize is not).
fn wait_for_board_at(game: &Game, expected: &Board, size: (usize, usize)) -> Shot {
    let board = Layout::new(size.0 as f32, size.1 as f32).board;
    let (cx, cy) = (board.x + board.w / 2.0, board.y + board.h / 2.0);
    let what = format!("{expected} drawn for {}x{}", size.0, size.1);
    game.wait_for_pixels(&what, |shot| {
        if (shot.width, shot.height) != size {
            return Err(format!("the window is {}x{}", shot.width, shot.height));
        }
        let seen = read_board(shot)?;
        let grid = Grid::find(shot)?;
        let (gx, gy) = (
            (grid.xs[0] + grid.xs[3]) / 2.0,
            (grid.ys[0] + grid.ys[3]) / 2.0,
        );
        let off = (gx - f64::from(cx)).abs().max((gy - f64::from(cy)).abs());
        match (
            seen == expected.to_string(),
            off <= 0.05 * f64::from(board.w),
        ) {
            (true, true) if !turtle_visible(shot) => Ok(()),
            _ => Err(format!(
                "shows {seen}, grid {grid:?} centred {off:.0} px from the layout's board {board:?}"
            )),
        }
    })
}

/// `--screenshot` paints in software (tiny-skia) what the window paints on
/// the GPU. The two anti-alias edges differently (and may place an edge
/// a pixel apart), so a pixel counts as different only when its colour is
/// outside the range of the colours within one pixel of it in the other
/// picture, either way round. Here 2 of the 480,000 are; one faint square
/// number left out makes 96; fewer than 40 may differ.
#[test]
fn the_screenshot_option_matches_the_window() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let position = "x_o_x_o__";
    let file = std::env::temp_dir().join(format!("ttt-e2e-shot-{}.png", std::process::id()));
    // No display: the screenshot needs none.
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["--position", position, "--no-animation", "--screenshot"])
        .arg(&file)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env(
            "TTT_DATA_DIR",
            std::env::temp_dir().join("ttt-e2e-shot-data"),
        )
        .status()
        .expect("ttt runs");
    assert!(status.success());
    let saved = Shot::load(&file);
    assert_eq!(read_board(&saved).as_deref(), Ok(position));
    let game = Game::launch(&x, &["--position", position, "--no-animation"]);
    game.hover(1, 1);
    let expected = ttt::core::position::parse_board(position).expect("legal");
    let live = wait_for_board(&game, &expected, SETTLE);
    assert_eq!((live.width, live.height), (saved.width, saved.height));
    let differ = crate::support::window::compare::differing_pixels(&live, &saved);
    if differ >= 40 {
        let kept = std::env::temp_dir().join("ttt-e2e-shot-live.png");
        live.save(&kept);
        panic!(
            "{differ} pixels differ between window ({}) and screenshot ({})",
            kept.display(),
            file.display()
        );
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn the_window_is_named_ttt_with_its_icon_and_keeps_its_smallest_size() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let game = Game::launch(&x, &["--no-animation"]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let props = game.xprop(&["WM_CLASS", "_NET_WM_ICON"]);
    assert!(
        props.contains("WM_CLASS(STRING) = \"ttt\", \"ttt\""),
        "{props}"
    );
    // The window manager is told the smallest size and whose window it is.
    let hints = game.xprop(&["WM_NORMAL_HINTS", "_NET_WM_PID", "WM_CLIENT_MACHINE"]);
    assert!(
        hints.contains("program specified minimum size: 360 by 360"),
        "{hints}"
    );
    assert!(
        hints.contains(&format!("_NET_WM_PID(CARDINAL) = {}\n", game.pid())),
        "{hints}"
    );
    assert!(hints.contains("WM_CLIENT_MACHINE(STRING) = "), "{hints}");
    for size in ["Icon (16 x 16)", "Icon (32 x 32)", "Icon (64 x 64)"] {
        assert!(
            props.contains(size),
            "no {size} in the window's _NET_WM_ICON"
        );
    }
    // Where no window manager reads the hint (this bare X server), the
    // game itself goes back to the smallest size.
    game.resize(200, 150);
    wait_until(
        "the smallest size everything can be read at",
        SETTLE,
        || match game.size() {
            (360, 360) => Ok(()),
            other => Err(format!("the window is {other:?}, not 360x360")),
        },
    );
}
