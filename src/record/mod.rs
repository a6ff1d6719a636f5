//! What a finished game leaves behind, on either board: its record, the
//! scores, and the past games kept. Below the game, which makes records,
//! and the data files, which keep them.

pub mod scores;

use crate::core::board::{Board, Mark, Outcome, Rules, Square};
use crate::qubic::cell::Cell;
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::position::Position;
use crate::settings::{GameKind, Settings};
use crate::strategy::learner::Choice;
use crate::strategy::Opponent;

/// Whom a game is played against: a books' opponent at 3×3, or a Qubic
/// level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rival {
    TicTacToe(Opponent),
    Qubic(QubicOpponent),
}

impl Rival {
    pub fn of(settings: &Settings) -> Rival {
        match settings.game {
            GameKind::TicTacToe => Rival::TicTacToe(settings.opponent),
            GameKind::Qubic => Rival::Qubic(settings.qubic_opponent),
        }
    }

    pub fn is_computer(self) -> bool {
        match self {
            Rival::TicTacToe(o) => o.is_computer(),
            Rival::Qubic(o) => o.is_computer(),
        }
    }

    /// How the game names it against the person playing `side`: Qubic's
    /// unbeatable is that only as X, so as O it is "Unbeatable as O".
    pub fn title_for(self, side: Mark) -> &'static str {
        match (self, side) {
            (Rival::Qubic(QubicOpponent::Unbeatable), Mark::X) => "Unbeatable as O",
            _ => self.title(),
        }
    }

    /// How the game names it: `Logo`, `Hard`, `Two players`.
    pub fn title(self) -> &'static str {
        match self {
            Rival::TicTacToe(o) => o.title(),
            Rival::Qubic(o) => o.title(),
        }
    }

    pub fn game(self) -> GameKind {
        match self {
            Rival::TicTacToe(_) => GameKind::TicTacToe,
            Rival::Qubic(_) => GameKind::Qubic,
        }
    }
}

/// The moves of a game from its start, on its own board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    TicTacToe { start: Board, moves: Vec<Square> },
    Qubic { start: Position, moves: Vec<Cell> },
}

impl Played {
    pub fn len(&self) -> usize {
        self.numbers().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the game began from the empty board (not `--position`).
    pub fn from_empty(&self) -> bool {
        match self {
            Played::TicTacToe { start, .. } => start.moves_made() == 0,
            Played::Qubic { start, .. } => *start == Position::default(),
        }
    }

    /// The 3×3 rules it was played under (Qubic has one set).
    pub fn rules(&self) -> Rules {
        match self {
            Played::TicTacToe { start, .. } => start.rules(),
            Played::Qubic { .. } => Rules::Standard,
        }
    }

    /// The cells played, as numbers: 1..9 or 1..64.
    pub fn numbers(&self) -> Vec<u8> {
        match self {
            Played::TicTacToe { moves, .. } => moves.iter().map(|s| s.number()).collect(),
            Played::Qubic { moves, .. } => moves.iter().map(|c| c.number()).collect(),
        }
    }

    pub fn start_text(&self) -> String {
        match self {
            Played::TicTacToe { start, .. } => start.to_string(),
            Played::Qubic { start, .. } => start.to_string(),
        }
    }

    /// The moves from `start`, read from their numbers: each must be free
    /// in a game still going.
    pub fn read(
        game: GameKind,
        start: &str,
        rules: Rules,
        numbers: &[u8],
    ) -> Result<Played, String> {
        match game {
            GameKind::TicTacToe => {
                let start = crate::core::position::parse_board(start)
                    .map_err(|e| e.to_string())?
                    .under(rules);
                let mut board = start;
                let mut moves = Vec::with_capacity(numbers.len());
                for &number in numbers {
                    let square = Square::new(number).filter(|&sq| board.is_free(sq));
                    let Some(square) = square.filter(|_| board.winner().is_none()) else {
                        return Err(format!("move {number} cannot be played in {board}"));
                    };
                    board = board.with(square, board.to_move());
                    moves.push(square);
                }
                Ok(Played::TicTacToe { start, moves })
            }
            GameKind::Qubic => {
                let start = Position::parse(start).map_err(|e| e.to_string())?;
                let mut position = start;
                let mut moves = Vec::with_capacity(numbers.len());
                for &number in numbers {
                    let cell = Cell::new(number).filter(|&c| position.get(c).is_none());
                    let Some(cell) = cell.filter(|_| position.winner().is_none()) else {
                        return Err(format!("move {number} cannot be played in {position}"));
                    };
                    position = position.with(cell, position.to_move());
                    moves.push(cell);
                }
                Ok(Played::Qubic { start, moves })
            }
        }
    }
}

/// A game that reached its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub settings: Settings,
    pub played: Played,
    pub outcome: Outcome,
    /// The computer's moves as the learner's choices (none at Qubic).
    pub choices: Vec<Choice>,
}

/// Whose scores (and wins in a row) a finished game counts for: the
/// person's side, or both players'; no one's from a set position.
pub fn scored_sides(settings: &Settings, played: &Played) -> Vec<Mark> {
    match (played.from_empty(), Rival::of(settings).is_computer()) {
        (false, _) => Vec::new(),
        (true, false) => vec![Mark::X, Mark::O],
        (true, true) => vec![settings.side],
    }
}
