//! The settings the game plays with and `settings.toml` keeps, and a
//! change to one of them, [`SettingChange`], which the game emits, the
//! session saves and the command line names. A new setting is a field here,
//! a flag (cli/args.rs) and a control (game/controls.rs).

pub mod name;
pub mod theme;

pub use crate::qubic::opponent::QubicOpponent;
pub use name::{Name, NAME_CHARS};
pub use theme::{Theme, ThemeChoice};

use crate::core::board::{Mark, Rules};
use crate::strategy::Opponent;
use serde::{Deserialize, Serialize};

/// Who plays what under which rules, and how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The person's side; X moves first. Ignored against `human`.
    pub side: Mark,
    pub opponent: Opponent,
    pub speed: Speed,
    /// Read the numeric keypad by its layout (7 8 9 on the top row plays
    /// squares 1 2 3) rather than by the digit on each key.
    pub keypad_layout: bool,
    pub rules: Rules,
    /// Who plays X, and so moves first, from game to game.
    pub starts: Starts,
    /// The players' names between two players, X's then O's (none: "X"
    /// and "O", as ever); not saved when there is none.
    #[serde(skip_serializing_if = "Name::is_empty")]
    pub name_x: Name,
    #[serde(skip_serializing_if = "Name::is_empty")]
    pub name_o: Name,
    /// Play the game's sounds (M mutes and unmutes).
    pub sound: bool,
    pub theme: ThemeChoice,
    /// Show the first-time hint: true until the player's first move, ever
    /// (a file without the key, an older ttt's, shows it once too).
    pub welcome: bool,
    /// The window's size in logical pixels.
    #[serde(deserialize_with = "window_side")]
    pub window_width: u32,
    #[serde(deserialize_with = "window_side")]
    pub window_height: u32,
    pub game: GameKind,
    /// Whom Qubic is played against (the 3×3 opponent is `opponent`).
    pub qubic_opponent: QubicOpponent,
}

/// Window sides (logical pixels) outside this range are damage in the file.
pub const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 1..=65_535;

fn window_side<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let side = <u32 as serde::Deserialize>::deserialize(d)?;
    if !WINDOW_SIDE_RANGE.contains(&side) {
        let why = format!("a window side of {side} is not in {WINDOW_SIDE_RANGE:?}");
        return Err(serde::de::Error::custom(why));
    }
    Ok(side)
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            side: Mark::X,
            opponent: Opponent::Logo,
            speed: Speed::Normal,
            keypad_layout: false,
            rules: Rules::Standard,
            starts: Starts::X,
            name_x: Name::default(),
            name_o: Name::default(),
            sound: true,
            theme: ThemeChoice::System,
            welcome: true,
            window_width: 800,
            window_height: 600,
            game: GameKind::TicTacToe,
            qubic_opponent: QubicOpponent::Hard,
        }
    }
}

/// One setting given a new value: what the game emits when the player
/// changes it, and what the command line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingChange {
    Opponent(Opponent),
    Side(Mark),
    Speed(Speed),
    Rules(Rules),
    KeypadLayout(bool),
    Starts(Starts),
    /// The name of the player of X, or of O, between two players.
    Name(Mark, Name),
    Sound(bool),
    Theme(ThemeChoice),
    /// The first-time hint shown (`true`) or put away for good.
    Welcome(bool),
    /// The window's width and height in logical pixels.
    WindowSize(u32, u32),
    Game(GameKind),
    QubicOpponent(QubicOpponent),
}

impl Settings {
    pub fn name(&self, mark: Mark) -> Name {
        match mark {
            Mark::X => self.name_x,
            Mark::O => self.name_o,
        }
    }

    pub fn apply(&mut self, change: SettingChange) {
        match change {
            SettingChange::Opponent(v) => self.opponent = v,
            SettingChange::Side(v) => self.side = v,
            SettingChange::Speed(v) => self.speed = v,
            SettingChange::Rules(v) => self.rules = v,
            SettingChange::KeypadLayout(v) => self.keypad_layout = v,
            SettingChange::Starts(v) => self.starts = v,
            SettingChange::Name(Mark::X, v) => self.name_x = v,
            SettingChange::Name(Mark::O, v) => self.name_o = v,
            SettingChange::Sound(v) => self.sound = v,
            SettingChange::Theme(v) => self.theme = v,
            SettingChange::Welcome(v) => self.welcome = v,
            SettingChange::WindowSize(w, h) => (self.window_width, self.window_height) = (w, h),
            SettingChange::Game(v) => self.game = v,
            SettingChange::QubicOpponent(v) => self.qubic_opponent = v,
        }
    }

    pub fn with(mut self, change: SettingChange) -> Settings {
        self.apply(change);
        self
    }
}

/// How fast the turtle draws: slow (the books' pace, a mark in half a
/// second), normal, fast, or off (marks appear at once). The seconds each
/// drawing takes are the turtle's (picture/speed.rs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Off,
}

impl Speed {
    /// In the order `A` cycles them.
    pub const ALL: [Speed; 4] = [Speed::Normal, Speed::Fast, Speed::Off, Speed::Slow];

    pub fn animates(self) -> bool {
        self != Speed::Off
    }

    pub fn next(self) -> Speed {
        next_in(&Speed::ALL, self)
    }

    /// The name in the settings file and on the command line.
    pub fn name(self) -> &'static str {
        ["slow", "normal", "fast", "off"][self as usize]
    }
}

/// Who plays X, and so moves first, from game to game: X always (the
/// books' way, sides kept from game to game), turns, or a coin toss before
/// each game. X always moves first on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Starts {
    /// Sides stay as chosen: whoever plays X starts every game.
    #[default]
    X,
    /// After each finished game the players swap sides.
    Alternate,
    /// A coin decides who plays X before each new game.
    Coin,
}

impl Starts {
    /// In the order `F` steps through them.
    pub const ALL: [Starts; 3] = [Starts::X, Starts::Alternate, Starts::Coin];

    pub fn name(self) -> &'static str {
        ["x", "alternate", "coin"][self as usize]
    }

    pub fn next(self) -> Starts {
        next_in(&Starts::ALL, self)
    }
}

/// The game on the board: the 3×3 game or Qubic (4×4×4). Whom Qubic is
/// played against is `qubic::opponent::QubicOpponent`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
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

    pub fn name(self) -> &'static str {
        ["tic-tac-toe", "qubic"][self as usize]
    }

    pub fn title(self) -> &'static str {
        ["Tic-tac-toe (3×3)", "Qubic (4×4×4)"][self as usize]
    }

    pub fn describe(self) -> &'static str {
        [
            "3×3 tic-tac-toe",
            "4×4×4 tic-tac-toe: cells 1..64, four in a line wins",
        ][self as usize]
    }

    /// The other game: what G switches to.
    pub fn other(self) -> GameKind {
        GameKind::ALL[1 - self as usize]
    }
}

/// The value after `current` in `all`, wrapping round.
fn next_in<T: Copy + PartialEq>(all: &[T], current: T) -> T {
    let i = all.iter().position(|&v| v == current).unwrap_or(0);
    all[(i + 1) % all.len()]
}

#[cfg(test)]
#[path = "mod_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "starts_tests.rs"]
mod starts_tests;
