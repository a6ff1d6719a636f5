//! The screens over the game. They stack, and the top one takes each
//! command first; as in Zemeroth, it answers with what becomes of it, and
//! may hand the command on to the game (`screen_commands.rs`).

use crate::core::board::Mark;
use crate::qubic::cell::Cell;
use crate::qubic::position::Position;
use crate::qubic::review::{play, verdict};
use crate::record::scores::PastGame;
use crate::settings::{GameKind, Name, SettingChange};
use crate::strategy::review::Reviewed;

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// Leave the game in progress unscored? And whether the keys point at
    /// yes (else at no).
    Confirm(Question, bool),
    Review(Review),
    /// The scores page, and the past game chosen (0 for the newest).
    Scores(usize),
    Names(NamesEditor),
    /// Play a friend: host a room, or join one by its code.
    Friend(FriendScreen),
}

/// The friend screen: the code typed so far, and whether the keys are on
/// it (joining) or on hosting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FriendScreen {
    pub code: String,
    pub joining: bool,
}

/// Both names as typed so far, and which is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamesEditor {
    pub editing: Mark,
    pub x: Name,
    pub o: Name,
}

/// What becomes of the top screen after a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Transition {
    Stay,
    Pop,
    Replace(Screen),
}

/// What the question before leaving a game in progress asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Abandon it for a new game with this change?
    Abandon(SettingChange),
    /// Abandon it for a new game as it is set up (N)?
    NewGame,
    /// Quit?
    Quit,
}

impl Question {
    /// The answers, yes then no, with their keys (Enter answers the one
    /// the arrows point at).
    pub fn answers(self) -> [&'static str; 2] {
        let yes = match self {
            Question::Abandon(_) | Question::NewGame => "Yes, start over (Y)",
            Question::Quit => "Yes, quit (Y or Q)",
        };
        [yes, "No, keep playing (N)"]
    }
}

impl Screen {
    /// The question asked, the keys pointing at yes.
    pub fn confirm(question: Question) -> Screen {
        Screen::Confirm(question, true)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HelpPage {
    #[default]
    Keys,
    Settings,
    Rules,
    About,
}

impl HelpPage {
    pub const ALL: [HelpPage; 4] = [
        HelpPage::Keys,
        HelpPage::Settings,
        HelpPage::Rules,
        HelpPage::About,
    ];

    pub fn title(self) -> &'static str {
        ["Keys", "Settings", "Why it moved", "About"][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The opponent, and (against the computer) your side.
    Opponent,
    Rules,
}

impl Chooser {
    pub fn heading(self) -> &'static str {
        match self {
            Chooser::Opponent => "Choose your opponent (and your side)",
            Chooser::Rules => "Choose the rules: which lines win",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChooserRow {
    /// What picking it does.
    pub pick: Pick,
    pub title: Title,
    pub detail: String,
    pub current: bool,
}

/// What a chooser's row does when picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Changes the opponent, the side or the rules.
    Change(SettingChange),
    /// Opens the friend screen.
    Friend,
}

/// A chooser row's title, shown `Easy: Hyde — you can beat it` (the
/// subtitle may be empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title {
    pub name: String,
    pub subtitle: String,
}

impl std::fmt::Display for Title {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.subtitle.as_str() {
            "" => f.write_str(&self.name),
            subtitle => write!(f, "{} \u{2014} {subtitle}", self.name),
        }
    }
}

/// A game reviewed move by move, on its own board; the board shows the
/// position after the move under review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub(super) moves: ReviewedMoves,
    pub(super) at: usize,
    /// The past game reviewed, or `None` for the game on the board.
    pub(super) past: Option<PastGame>,
}

/// The moves under review: the 3×3 moves valued by `strategy::review`,
/// Qubic's with the solver's verdict on the one under review.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewedMoves {
    TicTacToe(Vec<Reviewed>),
    Qubic {
        start: Position,
        moves: Vec<Cell>,
        /// The solver's verdict after the move under review, if it knows one.
        verdict: Option<String>,
    },
}

impl Review {
    /// The review of `moves` (not empty), at move `at` (1 for the first;
    /// the last if `None`).
    pub fn new(moves: ReviewedMoves, at: Option<usize>) -> Review {
        let mut review = Review {
            moves,
            at: 0,
            past: None,
        };
        review.go_to(at.unwrap_or(usize::MAX));
        review
    }

    /// Goes to move `n` (1 for the first), within the game; at Qubic, asks
    /// the solver about it.
    pub(crate) fn go_to(&mut self, n: usize) {
        self.at = n.clamp(1, self.total().max(1)) - 1;
        let said = self
            .cube_move()
            .and_then(|(before, cell)| verdict(&before, cell));
        if let ReviewedMoves::Qubic { verdict, .. } = &mut self.moves {
            *verdict = said;
        }
    }

    /// The move under review, 1 for the first.
    pub fn number(&self) -> usize {
        self.at + 1
    }

    pub fn total(&self) -> usize {
        match &self.moves {
            ReviewedMoves::TicTacToe(moves) => moves.len(),
            ReviewedMoves::Qubic { moves, .. } => moves.len(),
        }
    }

    pub fn game(&self) -> GameKind {
        match &self.moves {
            ReviewedMoves::TicTacToe(_) => GameKind::TicTacToe,
            ReviewedMoves::Qubic { .. } => GameKind::Qubic,
        }
    }

    pub fn past(&self) -> Option<&PastGame> {
        self.past.as_ref()
    }

    /// A Qubic review's move: the position before it and the cell played.
    pub fn cube_move(&self) -> Option<(Position, Cell)> {
        let ReviewedMoves::Qubic { start, moves, .. } = &self.moves else {
            return None;
        };
        let cell = *moves.get(self.at)?;
        Some((play(*start, &moves[..self.at]), cell))
    }

    /// The solver's verdict on a Qubic move under review.
    pub fn verdict(&self) -> Option<&str> {
        match &self.moves {
            ReviewedMoves::Qubic { verdict, .. } => verdict.as_deref(),
            ReviewedMoves::TicTacToe(_) => None,
        }
    }
}
