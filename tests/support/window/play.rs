//! Playing in the real window: one window at a time, a move by key or
//! click checked against logo's reply, the output lines and the pixels.

use super::board::{wait_for_board, Grid};
use super::Game;
use crate::support::sq;
use std::sync::Mutex;
use std::time::Duration;
use ttt::core::board::{Board, Mark, Outcome};
use ttt::strategy::logo;

/// Software OpenGL on two cores: one window at a time keeps timing honest.
pub static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

pub const SETTLE: Duration = Duration::from_secs(8);

/// Plays `n` as the human, by `press` (a key name) or by a click on the
/// grid found in the window; then waits for the mark and logo's reply,
/// checks the output lines and the pixels, and returns the new board.
pub fn play(game: &Game, board: Board, human: Mark, n: u8, by_key: Option<&str>) -> Board {
    let before = game.lines().len();
    match by_key {
        Some(key) => game.key(key),
        None => {
            let grid = Grid::find(&game.shot()).expect("a grid on screen");
            let (x, y) = grid.centre(sq(n));
            game.click(x, y);
        }
    }
    let (board, expected) = answer(board, human, n);
    let lines = game.wait_for_lines(before + expected.len(), SETTLE);
    assert_eq!(lines[before..], expected[..], "output after playing {n}");
    wait_for_board(game, &board, SETTLE);
    board
}

/// What the human's `n` on `board` leads to against logo: the board after
/// it and logo's reply, and the lines the game writes for them.
pub fn answer(board: Board, human: Mark, n: u8) -> (Board, Vec<String>) {
    let mut board = board.with(sq(n), human);
    let mut expected = vec![format!("{human} {n}")];
    if board.outcome().is_none() {
        let reply = logo::choose(&board, human.opponent())
            .and_then(|a| a.decision())
            .expect("a move is due");
        board = board.with(reply.square, human.opponent());
        expected.push(format!("{} {reply}", human.opponent()));
    }
    if let Some(outcome) = board.outcome() {
        expected.push(result_line(outcome, human).to_string());
    }
    (board, expected)
}

fn result_line(outcome: Outcome, human: Mark) -> &'static str {
    match outcome {
        Outcome::Tie => "Tie game!",
        Outcome::Won(m) if m == human => "You win!",
        Outcome::Won(_) => "I win!",
    }
}
