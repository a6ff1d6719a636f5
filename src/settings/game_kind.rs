//! Which game is played: the 3×3 game or Qubic (4×4×4). Whom Qubic is
//! played against is `qubic::opponent::QubicOpponent`.

/// The game on the board.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// 3×3 tic-tac-toe, under the rules setting.
    #[default]
    TicTacToe,
    /// 4×4×4 tic-tac-toe: 64 cells, four in a line wins.
    Qubic,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::TicTacToe, GameKind::Qubic];

    /// The name in the settings file and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::TicTacToe => "tic-tac-toe",
            GameKind::Qubic => "qubic",
        }
    }

    /// The game as a player reads it.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::TicTacToe => "Tic-tac-toe (3×3)",
            GameKind::Qubic => "Qubic (4×4×4)",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            GameKind::TicTacToe => "3×3 tic-tac-toe",
            GameKind::Qubic => "4×4×4 tic-tac-toe: cells 1..64, four in a line wins",
        }
    }

    /// The other game: what G switches to.
    pub fn other(self) -> GameKind {
        match self {
            GameKind::TicTacToe => GameKind::Qubic,
            GameKind::Qubic => GameKind::TicTacToe,
        }
    }
}
