//! Qubic in a real window (Xvfb, xdotool, real pixels): a game between two
//! players to a win, X's moves by keys alone (three digits; the cursor
//! with Enter, Page Up and the arrows) and O's by the mouse alone (a click
//! on each cell where the library's cube layout puts it). The output lines
//! say each move; the pixels show X's blue and O's orange in the cells
//! played and nothing in a cell not played, and the review shows an
//! earlier move's position. Then against the computer:
//! its reply comes while the window keeps answering.

use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::wait::wait_until;
use crate::support::window::{Game, Shot, Xvfb};
use ttt::qubic::cell::Cell;
use ttt::view::cube::CubeLayout;
use ttt::view::layout::{Layout, WindowPoint};

fn cube(game: &Game) -> CubeLayout {
    let (w, h) = game.size();
    CubeLayout::for_window(&Layout::new(w as f32, h as f32))
}

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell 1..64")
}

/// Clicks the centre of cell `n`, as the library lays the cube out.
fn click_cell(game: &Game, n: u8) {
    let centre = cube(game).cell_centre(cell(n));
    game.click(centre.x as i32, centre.y as i32);
}

/// Waits until the output's lines end with `last`; all of them.
fn wait_for_line(game: &Game, last: &str) -> Vec<String> {
    wait_until(&format!("the line {last:?}"), SETTLE, || {
        let lines = game.lines();
        match lines.last().is_some_and(|l| l == last) {
            true => Ok(lines),
            false => Err(format!("the output: {lines:?}")),
        }
    })
}

/// The window pixel halfway between `a` and `b`.
fn middle(a: WindowPoint, b: WindowPoint) -> (usize, usize) {
    (((a.x + b.x) / 2.0) as usize, ((a.y + b.y) / 2.0) as usize)
}

/// The cube's grid pen on the light paper, anti-aliased: much darker than
/// the paper (#FAF7ED), though not always as dark as `is_ink`'s (a thin
/// slanted line shows #68696E).
fn grid_pen(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c < 200)
}

/// Waits until the window shows the whole cube, empty, where the
/// library's layout puts it: the grid's pen on each of the four planes'
/// three inner column lines and three inner row lines, and none in any
/// cell's middle (so a window not drawn yet, all black, is not taken for
/// it). Returns that shot.
fn wait_for_cube(game: &Game) -> Shot {
    let layout = cube(game);
    game.wait_for_pixels("the empty cube's four planes", |shot| {
        let ink_near = |(x, y): (usize, usize), r: usize| {
            shot.count(
                x.saturating_sub(r),
                y.saturating_sub(r),
                x + r + 1,
                y + r + 1,
                grid_pen,
            )
        };
        for plane in 0..4u8 {
            for k in 0..3u8 {
                // Cell 16p + 4r + c + 1 is plane p, row r, column c (from 0).
                let [_, top_right, bottom_right, _] = layout.cell_corners(cell(16 * plane + k + 1));
                let column_line = middle(top_right, bottom_right);
                let [_, _, bottom_right, bottom_left] =
                    layout.cell_corners(cell(16 * plane + 4 * k + 1));
                let row_line = middle(bottom_right, bottom_left);
                for at in [column_line, row_line] {
                    if ink_near(at, 3) == 0 {
                        return Err(format!("no grid line at {at:?} on plane {}", plane + 1));
                    }
                }
            }
        }
        for n in 1..=64 {
            let centre = layout.cell_centre(cell(n));
            if ink_near((centre.x as usize, centre.y as usize), 1) > 0 {
                return Err(format!("the pen in cell {n}'s middle"));
            }
        }
        Ok(())
    })
}

fn x_blue(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    b > r + 50 && b > g + 20
}

fn o_orange(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > b + 60 && g > b + 20 && g < r - 30
}

/// Pixels of `colour` newly in cell `n`'s middle (a box half its size)
/// since `before`.
fn new_in(
    before: &Shot,
    after: &Shot,
    layout: &CubeLayout,
    n: u8,
    colour: fn([u8; 3]) -> bool,
) -> usize {
    let centre = layout.cell_centre(cell(n));
    let (w, h) = layout.cell_size();
    let (x0, y0) = ((centre.x - w / 2.5) as usize, (centre.y - h / 2.5) as usize);
    let (x1, y1) = ((centre.x + w / 2.5) as usize, (centre.y + h / 2.5) as usize);
    let mut count = 0;
    for y in y0..y1.min(after.height) {
        for x in x0..x1.min(after.width) {
            if colour(after.pixel(x, y)) && !colour(before.pixel(x, y)) {
                count += 1;
            }
        }
    }
    count
}

/// Whether `shot` shows, against the `empty` cube, X's blue in the cells
/// `blue`, O's orange in `orange`, and neither in `clear`; the first
/// difference if not.
fn shows(
    empty: &Shot,
    shot: &Shot,
    blue: &[u8],
    orange: &[u8],
    clear: &[u8],
) -> Result<(), String> {
    let layout = CubeLayout::for_window(&Layout::new(shot.width as f32, shot.height as f32));
    for &n in blue {
        let seen = new_in(empty, shot, &layout, n, x_blue);
        if seen <= 20 {
            return Err(format!("X's blue in cell {n}: {seen} pixels"));
        }
    }
    for &n in orange {
        let seen = new_in(empty, shot, &layout, n, o_orange);
        if seen <= 20 {
            return Err(format!("O's orange in cell {n}: {seen} pixels"));
        }
    }
    for &n in clear {
        let any =
            new_in(empty, shot, &layout, n, x_blue) + new_in(empty, shot, &layout, n, o_orange);
        if any > 0 {
            return Err(format!("{any} pixels of a mark in cell {n}, where none is"));
        }
    }
    Ok(())
}

#[test]
fn qubic_by_keys_and_by_mouse_to_a_win() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let args = [
        "--game",
        "qubic",
        "--opponent",
        "human",
        "--theme",
        "light",
        "--no-animation",
    ];
    let game = Game::launch(&x, &args);
    let empty = wait_for_cube(&game);
    // X 1-1-1 by its three digits; O by clicks.
    for key in ["1", "1", "1"] {
        game.key(key);
    }
    wait_for_line(&game, "x 1");
    click_cell(&game, 17);
    wait_for_line(&game, "o 17");
    // X 1-1-2 by the cursor: Enter shows it on 2-1-1 (the last move),
    // Page Up takes it to plane 1, Right to column 2, Enter plays.
    for key in ["Return", "Prior", "Right", "Return"] {
        game.key(key);
    }
    wait_for_line(&game, "x 2");
    click_cell(&game, 18);
    wait_for_line(&game, "o 18");
    // A refused digit changes nothing; then X 1-1-3.
    for key in ["7", "1", "1", "3"] {
        game.key(key);
    }
    wait_for_line(&game, "x 3");
    click_cell(&game, 19);
    wait_for_line(&game, "o 19");
    // A click on a taken cell is refused; then X wins at 1-1-4 by a click.
    click_cell(&game, 19);
    for key in ["1", "1", "4"] {
        game.key(key);
    }
    let lines = wait_for_line(&game, "X wins!");
    assert_eq!(
        lines,
        ["x 1", "o 17", "x 2", "o 18", "x 3", "o 19", "x 4", "X wins!"]
    );
    game.hover(2, 2);
    game.wait_for_pixels("the won game's marks", |done| {
        shows(&empty, done, &[1, 2, 3, 4], &[17, 18, 19], &[20, 43, 64])
    });
    // The review: V at the win, then Left twice to move 5 (X 1-1-3): the
    // cube shows X's 1, 2, 3 and O's 17, 18, and neither 4 nor 19 yet.
    for key in ["v", "Left", "Left"] {
        game.key(key);
    }
    game.wait_for_pixels("the review at move 5", |review| {
        shows(&empty, review, &[1, 2, 3], &[17, 18], &[4, 19])
    });
    let settings = std::fs::read_to_string(game.data_dir.join("settings.toml")).expect("settings");
    assert!(settings.contains("game = \"qubic\""), "{settings}");
}

#[test]
fn the_computer_s_qubic_reply_comes_while_the_window_answers() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let x = Xvfb::start();
    let args = [
        "--game",
        "qubic",
        "--level",
        "hard",
        "--side",
        "x",
        "--theme",
        "light",
        "--no-animation",
    ];
    let game = Game::launch(&x, &args);
    wait_for_cube(&game);
    click_cell(&game, 22);
    let lines = wait_until("the computer's reply", SETTLE, || {
        let lines = game.lines();
        match lines.len() >= 2 {
            true => Ok(lines),
            false => Err(format!("the output: {lines:?}")),
        }
    });
    assert_eq!(lines[0], "x 22");
    assert!(lines[1].starts_with("o "), "{lines:?}");
}
