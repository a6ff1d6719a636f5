//! The screens over the game: the help's pages, the choosers, the question
//! before abandoning a game, and the review. They stack (the help over the
//! review, say), and the top one takes each command first. Like
//! Zemeroth's screen stack, a screen answers with what becomes of it — it
//! stays, goes, or gives way to another — and it may hand the command on
//! to the game beneath. Screens change the game only through its methods.

use crate::core::board::Square;
use crate::game::input::{Command, Dir};
use crate::game::overlay::{Chooser, HelpPage, Overlay, Pick};
use crate::game::{Game, Setup, Tone};
use crate::strategy::review::Reviewed;

/// A screen over the game.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// Abandon the game in progress for this setup?
    Confirm(Setup),
    Review(Review),
}

/// What becomes of the top screen after a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Transition {
    Stay,
    Pop,
    Replace(Screen),
}

/// A screen's answer: what becomes of it, and the command it hands on to
/// the game beneath, if any.
pub type Answer = (Transition, Option<Command>);

impl Screen {
    /// What the view draws over the game for this screen; the review is
    /// drawn on the game itself.
    pub fn overlay(&self) -> Option<Overlay> {
        match self {
            Screen::Help(page) => Some(Overlay::Help(*page)),
            Screen::Chooser(kind, at) => Some(Overlay::Chooser(*kind, *at)),
            Screen::Confirm(setup) => Some(Overlay::Confirm(*setup)),
            Screen::Review(_) => None,
        }
    }

    /// Answers `command`, acting on `game`.
    pub fn handle(&mut self, command: Command, game: &mut Game) -> Answer {
        match self {
            Screen::Help(page) => help(page, command, game),
            Screen::Chooser(kind, at) => chooser(*kind, at, command, game),
            Screen::Confirm(setup) => confirm(*setup, command, game),
            Screen::Review(review) => review.handle(command, game),
        }
    }
}

fn help(page: &mut HelpPage, command: Command, game: &mut Game) -> Answer {
    let stay = (Transition::Stay, None);
    match command {
        Command::Help | Command::MoveCursor(Dir::Right) => {
            match HelpPage::ALL.get(page.index() + 1) {
                Some(next) => *page = *next,
                None => return (Transition::Pop, None),
            }
        }
        Command::MoveCursor(Dir::Left) => *page = HelpPage::ALL[page.index().saturating_sub(1)],
        Command::Pick(i) => *page = HelpPage::ALL.get(i).copied().unwrap_or(*page),
        Command::ToggleAnimation => game.toggle_animation(),
        Command::ToggleKeypad => game.toggle_keypad(),
        Command::ToggleAlternate => game.toggle_alternate(),
        Command::ResetScores => return (Transition::Pop, Some(Command::ResetScores)),
        Command::Quit => return (Transition::Stay, Some(Command::Quit)),
        _ => return (Transition::Pop, None),
    }
    stay
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
        Command::Choose(other) if other != kind => {
            return (Transition::Replace(game.chooser(other)), None);
        }
        Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => None,
    };
    let setup = game.setup();
    match chosen {
        Some(Pick::Opponent(opponent)) => game.ask_setup(Setup { opponent, ..setup }),
        Some(Pick::Side(side)) => game.ask_setup(Setup { side, ..setup }),
        Some(Pick::Rules(rules)) => game.ask_setup(Setup { rules, ..setup }),
        None => {}
    }
    (Transition::Pop, None)
}

fn confirm(setup: Setup, command: Command, game: &mut Game) -> Answer {
    match command {
        Command::PlayCursor | Command::Answer(true) => game.change_setup(setup),
        Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => game.say(Tone::Info, "Kept playing this game."),
    }
    (Transition::Pop, None)
}

/// The game reviewed move by move (`strategy::review`), and the move under
/// review; the board shows the position after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    moves: Vec<Reviewed>,
    at: usize,
}

impl Review {
    /// The review of `moves` (not empty), at move `at` (1 for the first;
    /// the last if `None`).
    pub fn new(moves: Vec<Reviewed>, at: Option<usize>) -> Review {
        let mut review = Review { moves, at: 0 };
        review.go_to(at.unwrap_or(usize::MAX));
        review
    }

    /// The move under review.
    pub fn current(&self) -> Option<&Reviewed> {
        self.moves.get(self.at)
    }

    /// Every move of the game, reviewed.
    pub fn moves(&self) -> &[Reviewed] {
        &self.moves
    }

    /// Goes to move `n` (1 for the first), within the game.
    fn go_to(&mut self, n: usize) {
        self.at = n.clamp(1, self.moves.len().max(1)) - 1;
    }

    /// Steps through the moves with the arrows, Undo and Redo, or to a
    /// move clicked or keyed; closes on V, Esc or Enter. The settings,
    /// the help and quitting are the game's, over the review; any other
    /// command closes it and goes to the game.
    fn handle(&mut self, command: Command, game: &mut Game) -> Answer {
        let number = self.at + 1;
        match command {
            Command::MoveCursor(Dir::Left | Dir::Up) | Command::Undo => {
                self.go_to(number.saturating_sub(1))
            }
            Command::MoveCursor(Dir::Right | Dir::Down) | Command::Redo => self.go_to(number + 1),
            Command::Play(sq) => self.go_to(Square::number(sq) as usize),
            Command::ReviewMove(n) => self.go_to(n),
            Command::Review | Command::Back | Command::PlayCursor => {
                game.say(Tone::Info, "Review closed: back to the game.");
                return (Transition::Pop, None);
            }
            Command::Help
            | Command::Quit
            | Command::ToggleAnimation
            | Command::ToggleKeypad
            | Command::ToggleAlternate
            | Command::ResetScores => return (Transition::Stay, Some(command)),
            _ => return (Transition::Pop, Some(command)),
        }
        (Transition::Stay, None)
    }
}
