//! The screens over the game: the help's pages, the choosers and their
//! rows, the question before a game in progress is left, and the move
//! under review. They stack, and the top one takes each command first; as
//! in Zemeroth, it answers with what becomes of it, and may hand the
//! command on to the game. How each answers is here too: the help turns
//! its pages and toggles settings, a chooser moves its highlight and
//! picks, the question says yes or no, a review steps through the moves.

use crate::core::board::Mark;
use crate::game::input::{Command, Dir};
use crate::game::names::names_answers;
use crate::game::past_games::scores_answers;
pub use crate::game::qubic_review::QubicReview;
use crate::game::{Game, Tone};
use crate::settings::{Name, SettingChange};
use crate::strategy::review::Reviewed;
use crate::strategy::scores::PastGame;

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// Leave the game in progress unscored?
    Confirm(Question),
    Review(Review),
    /// Qubic's game reviewed move by move.
    QubicReview(QubicReview),
    /// The scores and the past games, one of them chosen.
    Scores(ScoresPage),
    /// The players' names being typed.
    Names(NamesEditor),
}

/// The names screen: both names as typed so far, and which is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamesEditor {
    pub editing: Mark,
    pub x: Name,
    pub o: Name,
}

/// The scores page: the past game chosen (0 for the newest), which Enter
/// or a click opens in the review.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScoresPage {
    pub(super) at: usize,
}

impl ScoresPage {
    /// The chosen past game, 0 for the newest.
    pub fn chosen(self) -> usize {
        self.at
    }
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
    /// The answers, yes then no.
    pub fn answers(self) -> [&'static str; 2] {
        let yes = match self {
            Question::Abandon(_) | Question::NewGame => "Yes, start over (Enter)",
            Question::Quit => "Yes, quit (Q or Enter)",
        };
        [yes, "No, keep playing (Esc)"]
    }
}

/// The help's pages, in order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HelpPage {
    #[default]
    Keys,
    Settings,
    Rules,
    /// The version, the books, the licence, where the data is kept.
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
    /// The rule variant.
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
pub struct Entry {
    /// What picking it changes: the opponent, the side or the rules.
    pub pick: SettingChange,
    pub title: Title,
    pub detail: String,
    pub current: bool,
}

/// A chooser row's title: its name (`Easy: Hyde`, `standard`) and what it
/// says of it (`you can beat it`, `a draw with best play`; may be empty).
/// Shown whole as `Easy: Hyde — you can beat it`.
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

/// The game reviewed move by move (`strategy::review`), and the move under
/// review; the board shows the position after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub(super) moves: Vec<Reviewed>,
    /// The index of the move under review.
    pub(super) at: usize,
    /// The past game reviewed (from the scores page), or `None` for the
    /// game on the board.
    pub(super) past: Option<PastGame>,
}

impl Review {
    /// The review of `moves` (not empty), at move `at` (1 for the first;
    /// the last if `None`).
    pub fn new(moves: Vec<Reviewed>, at: Option<usize>) -> Review {
        let mut review = Review {
            moves,
            at: 0,
            past: None,
        };
        review.go_to(at.unwrap_or(usize::MAX));
        review
    }

    /// Goes to move `n` (1 for the first), within the game.
    pub(crate) fn go_to(&mut self, n: usize) {
        self.at = n.clamp(1, self.moves.len().max(1)) - 1;
    }
}

/// A screen's answer: what becomes of it, and the command it hands on to
/// the game beneath, if any.
pub(crate) type Answer = (Transition, Option<Command>);

impl Game {
    /// `screen`'s answer to `command`, acting on the game.
    pub(crate) fn screen_answers(&mut self, screen: &mut Screen, command: Command) -> Answer {
        match screen {
            Screen::Help(page) => help(page, command, self),
            Screen::Chooser(kind, at) => chooser(*kind, at, command, self),
            Screen::Confirm(question) => confirm(*question, command, self),
            Screen::Review(r) => review_answers(r.at + 1, |n| r.go_to(n), true, command, self),
            Screen::QubicReview(r) => {
                review_answers(r.number(), |n| r.go_to(n), false, command, self)
            }
            Screen::Scores(page) => scores_answers(page, command, self),
            Screen::Names(editor) => names_answers(editor, command, self),
        }
    }
}

fn help(page: &mut HelpPage, command: Command, game: &mut Game) -> Answer {
    match command {
        Command::Help | Command::MoveCursor(Dir::Right) => {
            match HelpPage::ALL.get(*page as usize + 1) {
                Some(next) => *page = *next,
                None => return (Transition::Pop, None),
            }
        }
        Command::MoveCursor(Dir::Left) => *page = HelpPage::ALL[(*page as usize).saturating_sub(1)],
        Command::Pick(i) => *page = HelpPage::ALL.get(i).copied().unwrap_or(*page),
        Command::Adjust(setting) => game.adjust(setting),
        Command::ResetScores | Command::Scores | Command::Names => {
            return (Transition::Pop, Some(command))
        }
        Command::Quit => return (Transition::Stay, Some(Command::Quit)),
        _ => return (Transition::Pop, None),
    }
    (Transition::Stay, None)
}

fn chooser(kind: Chooser, at: &mut usize, command: Command, game: &mut Game) -> Answer {
    let entries = game.entries(kind);
    let last = entries.len().saturating_sub(1);
    let pick = |i: usize| entries.get(i).map(|e| e.pick);
    let chosen = match command {
        Command::MoveCursor(Dir::Up | Dir::Left) => {
            *at = at.saturating_sub(1);
            return (Transition::Stay, None);
        }
        Command::MoveCursor(Dir::Down | Dir::Right) => {
            *at = (*at + 1).min(last);
            return (Transition::Stay, None);
        }
        Command::PlayCursor => pick(*at),
        Command::Pick(i) => pick(i),
        Command::Play(sq) => pick(sq.index()),
        Command::Digit(d @ 1..=9) => pick(d as usize - 1),
        Command::Choose(other) if other != kind => {
            return (Transition::Replace(game.chooser(other)), None);
        }
        Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => None,
    };
    if let Some(change) = chosen {
        game.ask_change(change);
    }
    (Transition::Pop, None)
}

/// Yes (Enter, or Q to quit) leaves the game; anything else keeps it.
fn confirm(question: Question, command: Command, game: &mut Game) -> Answer {
    let yes = matches!(command, Command::PlayCursor | Command::Answer(true));
    match question {
        Question::Abandon(change) if yes => game.change_and_restart(change),
        Question::NewGame if yes => game.new_game(),
        Question::Quit if yes || command == Command::Quit => game.quit = true,
        _ if command == Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => game.say(Tone::Info, "Kept playing this game."),
    }
    (Transition::Pop, None)
}

/// Steps through the moves with the arrows (Page Up and Down too), Undo
/// and Redo (the buttons Prev and Next), or to a move clicked or keyed;
/// closes on V, Esc or Enter. The settings, the help and quitting are the
/// game's, over the review; any other command closes it and goes to the
/// game. A step puts away what the feedback line said. Either game's
/// review: at move `number` (1 for the first), it steps with `go_to`;
/// a square's digit goes to that move in the 3×3 game (`digits`).
fn review_answers(
    number: usize,
    mut go_to: impl FnMut(usize),
    digits: bool,
    command: Command,
    game: &mut Game,
) -> Answer {
    match command {
        Command::MoveCursor(Dir::Left | Dir::Up) | Command::Undo | Command::Plane(Dir::Up) => {
            go_to(number.saturating_sub(1))
        }
        Command::MoveCursor(Dir::Right | Dir::Down) | Command::Redo | Command::Plane(Dir::Down) => {
            go_to(number + 1)
        }
        Command::Play(sq) if digits => go_to(sq.number() as usize),
        Command::ReviewMove(n) => go_to(n),
        Command::Review | Command::Back | Command::PlayCursor => {
            game.say(Tone::Info, "Review closed: back to the game.");
            return (Transition::Pop, None);
        }
        Command::Help | Command::Quit | Command::Adjust(_) | Command::ResetScores => {
            return (Transition::Stay, Some(command))
        }
        // Digits and clicks on cells mean nothing while reviewing Qubic.
        Command::Digit(_) | Command::PlayCell(_) | Command::Play(_) => {}
        _ => return (Transition::Pop, Some(command)),
    }
    game.notices.feedback = None;
    (Transition::Stay, None)
}
