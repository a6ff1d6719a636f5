//! What differs between the boards, as a type: the 3×3 `Board` and
//! Qubic's `Position` are each a [`Variant`]. What the game does alike on
//! both is written once over `Play<V>` (`play.rs`); what differs is here,
//! and in `tictactoe.rs` and `qubic.rs`.

use crate::core::board::{Board, Mark, Outcome, Square};
use crate::game::input::Dir;
use crate::game::moves::Playable;
use crate::game::turtle::{CubeTurtle, Drawing, Pen};
use crate::game::{Game, Move};
use crate::qubic::cell::Cell;
use crate::qubic::player::{Decision as QubicDecision, Reason};
use crate::qubic::position::Position;
use crate::record::Played;
use crate::strategy::learner::Choice;
use crate::strategy::{Decision, Rule};
use std::fmt::Debug;

/// A board the game is played on, and what the game keeps of it.
pub trait Variant: Playable + Sized + 'static {
    type Hint: Clone + PartialEq + Debug;
    type Turtle: Pen;
    /// How many digits name a cell: a square's one, Qubic's three.
    const DIGITS: usize;
    /// What the arrows do, in the feedback line when the cursor shows.
    const CURSOR_WORDS: &'static str;

    fn is_free(&self, cell: Self::Cell) -> bool;
    /// The cell the typed digits name.
    fn cell_at(digits: &[u8]) -> Option<Self::Cell>;
    /// The cell numbered `number` (1..9, 1..64).
    fn cell(number: u8) -> Option<Self::Cell>;
    /// The number of `cell`, as [`Variant::cell`] takes it.
    fn number(cell: Self::Cell) -> u8;
    /// How the game names a cell: `5`, `1-2-3`.
    fn words(cell: Self::Cell) -> String;
    /// Where the cursor first shows when nothing else says where.
    fn centre() -> Self::Cell;
    /// The cell next to `cell` towards `dir`, or (`plane`) on the plane
    /// above or below; the same cell at an edge.
    fn step(cell: Self::Cell, dir: Dir, plane: bool) -> Self::Cell;
    fn hint_cell(hint: &Self::Hint) -> Self::Cell;
    /// The line `mark` won along: `1 5 9`, `1-22-43-64`.
    fn line_words(&self, mark: Mark) -> Option<String>;
    /// Why a tie is one.
    fn tie_words(&self) -> &'static str;

    fn played(start: Self, moves: Vec<Self::Cell>) -> Played;

    /// Starts the turtle on move `played`, made at `now`.
    fn draw(game: &mut Game, played: &Move<Self>, now: f64);
    /// What follows the result the first time it comes, beside the
    /// record: the opponent's words.
    fn finish(_game: &mut Game, _outcome: Outcome) {}
    /// The computer's moves of `history` as the learner's choices.
    fn choices(_history: &[Move<Self>]) -> Vec<Choice> {
        Vec::new()
    }
}

impl Playable for Board {
    type Cell = Square;
    type Reason = Rule;
    fn to_move(&self) -> Mark {
        Board::to_move(self)
    }
    fn with_move(&self, cell: Square, mark: Mark) -> Board {
        self.with(cell, mark)
    }
    fn outcome(&self) -> Option<Outcome> {
        Board::outcome(self)
    }
}

impl Variant for Board {
    type Hint = Decision;
    type Turtle = Drawing;
    const DIGITS: usize = 1;
    const CURSOR_WORDS: &'static str = "Arrows move the cursor; Enter or Space plays its square.";

    fn is_free(&self, cell: Square) -> bool {
        Board::is_free(self, cell)
    }
    fn cell_at(digits: &[u8]) -> Option<Square> {
        match digits {
            [d] => Square::new(*d),
            _ => None,
        }
    }
    fn cell(number: u8) -> Option<Square> {
        Square::new(number)
    }
    fn number(cell: Square) -> u8 {
        cell.number()
    }
    fn words(cell: Square) -> String {
        cell.to_string()
    }
    fn centre() -> Square {
        Square::of(5)
    }
    fn step(cell: Square, dir: Dir, _plane: bool) -> Square {
        let (row, col) = cell.row_col();
        let (row, col) = match dir {
            Dir::Up => (row.saturating_sub(1), col),
            Dir::Down => ((row + 1).min(2), col),
            Dir::Left => (row, col.saturating_sub(1)),
            Dir::Right => (row, (col + 1).min(2)),
        };
        Square::at(row, col).unwrap_or(cell)
    }
    fn hint_cell(hint: &Decision) -> Square {
        hint.square
    }
    fn line_words(&self, mark: Mark) -> Option<String> {
        let line = self.winning_line(mark)?;
        let squares: Vec<String> = line.squares().iter().map(Square::to_string).collect();
        Some(squares.join(" "))
    }
    fn tie_words(&self) -> &'static str {
        match self.is_full() {
            true => "The board is full.",
            false => "No line can still be won by either player.",
        }
    }
    fn played(start: Board, moves: Vec<Square>) -> Played {
        Played::TicTacToe { start, moves }
    }
    fn draw(game: &mut Game, played: &Move<Board>, now: f64) {
        game.draw_square(played, now);
    }
    fn finish(game: &mut Game, outcome: Outcome) {
        game.finish_square_game(outcome);
    }
    fn choices(history: &[Move<Board>]) -> Vec<Choice> {
        let choice = |m: &Move<Board>| {
            let (square, rule) = (m.square, m.rule?);
            Some(Choice::from_decision(m.before, Decision { square, rule }))
        };
        history.iter().filter_map(choice).collect()
    }
}

impl Playable for Position {
    type Cell = Cell;
    type Reason = Reason;
    fn to_move(&self) -> Mark {
        Position::to_move(self)
    }
    fn with_move(&self, cell: Cell, mark: Mark) -> Position {
        self.with(cell, mark)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.winner()
            .map(Outcome::Won)
            .or(self.is_full().then_some(Outcome::Tie))
    }
}

impl Variant for Position {
    type Hint = QubicDecision;
    type Turtle = CubeTurtle;
    const DIGITS: usize = 3;
    const CURSOR_WORDS: &'static str =
        "Arrows move the cursor, Page Up and Down change the plane; Enter plays.";

    fn is_free(&self, cell: Cell) -> bool {
        self.get(cell).is_none()
    }
    fn cell_at(digits: &[u8]) -> Option<Cell> {
        match digits {
            [p, r, c] if [p, r, c].iter().all(|d| (1..=4).contains(*d)) => {
                Cell::new(16 * (p - 1) + 4 * (r - 1) + c)
            }
            _ => None,
        }
    }
    fn cell(number: u8) -> Option<Cell> {
        Cell::new(number)
    }
    fn number(cell: Cell) -> u8 {
        cell.number()
    }
    fn words(cell: Cell) -> String {
        cell.words()
    }
    fn centre() -> Cell {
        Position::cell_at(&[2, 2, 2]).expect("2-2-2 is a cell")
    }
    fn step(cell: Cell, dir: Dir, plane: bool) -> Cell {
        let (p, r, c) = cell.plane_row_column();
        let less = |v: u8| v.saturating_sub(1).max(1);
        let more = |v: u8| (v + 1).min(4);
        let (p, r, c) = match (plane, dir) {
            (true, Dir::Up | Dir::Left) => (less(p), r, c),
            (true, Dir::Down | Dir::Right) => (more(p), r, c),
            (false, Dir::Up) => (p, less(r), c),
            (false, Dir::Down) => (p, more(r), c),
            (false, Dir::Left) => (p, r, less(c)),
            (false, Dir::Right) => (p, r, more(c)),
        };
        Position::cell_at(&[p, r, c]).unwrap_or(cell)
    }
    fn hint_cell(hint: &QubicDecision) -> Cell {
        hint.cell
    }
    /// Each cell as plane-row-column, as the game says cells.
    fn line_words(&self, mark: Mark) -> Option<String> {
        let line = self.winning_line(mark)?;
        let cells: Vec<String> = line
            .cells()
            .map(|c| {
                let (p, r, col) = c.plane_row_column();
                format!("{p}-{r}-{col}")
            })
            .collect();
        Some(cells.join(", "))
    }
    fn tie_words(&self) -> &'static str {
        "All 64 cells are full."
    }
    fn played(start: Position, moves: Vec<Cell>) -> Played {
        Played::Qubic { start, moves }
    }
    fn draw(game: &mut Game, played: &Move<Position>, now: f64) {
        game.play_mut::<Position>().turtle.placed = Some((played.square, now));
    }
}
