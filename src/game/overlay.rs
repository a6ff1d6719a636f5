//! What can be shown over the game — the help's pages, the two choosers
//! (opponent and side, rules) and the question before a game in progress
//! is abandoned — and a chooser's rows. Only one is open at a time; while
//! it is, the board takes no move. The screens themselves are `screens.rs`;
//! how each answers a command, `answers.rs`.

use crate::core::board::{Mark, Rules};
use crate::settings::SettingChange;
use crate::strategy::Opponent;

/// What is shown over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// A question before the game in progress is left unscored.
    Confirm(Question),
}

/// What the question before leaving a game in progress asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Abandon it for a new game with this change?
    Abandon(SettingChange),
    /// Quit?
    Quit,
}

impl Question {
    /// The answers, yes then no.
    pub fn answers(self) -> [&'static str; 2] {
        match self {
            Question::Abandon(_) => CONFIRM_ANSWERS,
            Question::Quit => QUIT_ANSWERS,
        }
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
        match self {
            HelpPage::Keys => "Keys",
            HelpPage::Settings => "Settings",
            HelpPage::Rules => "Why it moved",
            HelpPage::About => "About",
        }
    }

    pub fn index(self) -> usize {
        HelpPage::ALL.iter().position(|&p| p == self).unwrap_or(0)
    }
}

/// What a chooser chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The opponent, and (against the computer) your side.
    Opponent,
    /// The rule variant.
    Rules,
}

impl Chooser {
    /// The chooser's heading, in the window and in the terminal.
    pub fn heading(self) -> &'static str {
        match self {
            Chooser::Opponent => "Choose your opponent (and your side)",
            Chooser::Rules => "Choose the rules: which lines win",
        }
    }
}

/// The answers to the question before abandoning a game: yes, then no.
pub const CONFIRM_ANSWERS: [&str; 2] = ["Yes, start over (Enter)", "No, keep playing (Esc)"];
/// The answers to the question before quitting mid-game.
pub const QUIT_ANSWERS: [&str; 2] = ["Yes, quit (Q or Enter)", "No, keep playing (Esc)"];

/// A row of a chooser: what it chooses, its name and strength, one line
/// about it, and whether it is the current choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub pick: Pick,
    pub title: String,
    pub detail: String,
    pub current: bool,
}

impl Entry {
    /// The title's name, before its dash: `Easy: Hyde` of `Easy: Hyde —
    /// you can beat it`, `standard` of `standard — a draw with best play`.
    pub fn name(&self) -> &str {
        self.title.split(TITLE_DASH).next().unwrap_or(&self.title)
    }

    /// The title after its dash (empty when it has none).
    pub fn rest(&self) -> &str {
        self.title
            .split_once(TITLE_DASH)
            .map_or("", |(_, rest)| rest)
    }
}

/// What every chooser title puts between a row's name and what it says
/// of it (messages.rs writes them so).
pub const TITLE_DASH: &str = " \u{2014} ";

/// What a chooser's row chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Opponent(Opponent),
    Side(Mark),
    Rules(Rules),
}
