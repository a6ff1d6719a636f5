//! How each screen answers a command. Apart from `screens.rs` because it
//! imports the scores page's and the names screen's answers, which import
//! the screens' types.

use crate::game::friend_screen::friend_answers;
use crate::game::input::{Command, Dir};
use crate::game::names::names_answers;
use crate::game::past_games::scores_answers;
use crate::game::screens::{
    Chooser, FriendScreen, HelpPage, Pick, Question, Review, Screen, Transition,
};
use crate::game::{Game, Tone};
use crate::settings::{GameKind, SettingChange};

/// A screen's answer: what becomes of it, and the command it hands on to
/// the game beneath, if any.
type Answer = (Transition, Option<Command>);

impl Game {
    pub(crate) fn screen_commands(&mut self, screen: &mut Screen, command: Command) -> Answer {
        match screen {
            Screen::Help(page) => help(page, command, self),
            Screen::Chooser(kind, at) => chooser(*kind, at, command, self),
            Screen::Confirm(question, yes) => confirm(*question, yes, command, self),
            Screen::Review(r) => review_answers(r, command, self),
            Screen::Scores(page) => scores_answers(page, command, self),
            Screen::Names(editor) => names_answers(editor, command, self),
            Screen::Friend(screen) => friend_answers(screen, command, self),
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
        Command::Play(n) => pick(usize::from(n).wrapping_sub(1)),
        Command::Digit(d @ 1..=9) => pick(d as usize - 1),
        Command::Choose(other) if other != kind => {
            return (Transition::Replace(game.chooser(other)), None);
        }
        Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => None,
    };
    let change = match chosen {
        None => return (Transition::Pop, None),
        Some(Pick::Friend) => {
            return (
                Transition::Replace(Screen::Friend(FriendScreen::default())),
                None,
            )
        }
        Some(Pick::Change(change)) => change,
    };
    // A computer (or the rules) chosen in a friend's room leaves it.
    game.leave_room();
    game.ask_change(change);
    // An opponent chosen against the computer, the side comes next: the
    // chooser stays (under the question, if one was asked), on your side.
    let opponent = matches!(
        change,
        SettingChange::Opponent(_) | SettingChange::QubicOpponent(_)
    );
    let side = game.settings().side;
    let entries = game.entries(kind);
    match entries
        .iter()
        .position(|e| e.pick == Pick::Change(SettingChange::Side(side)))
    {
        Some(row) if opponent => {
            *at = row;
            (Transition::Stay, None)
        }
        _ => (Transition::Pop, None),
    }
}

/// Y (or a click on yes, or Enter while the arrows point at yes) leaves
/// the game, Q too when quitting is asked; N, Esc or Enter on no keeps it;
/// the arrows move between the answers; any other key does nothing, so it
/// is not taken for a move.
fn confirm(question: Question, pointed: &mut bool, command: Command, game: &mut Game) -> Answer {
    let yes = match command {
        Command::Answer(yes) => yes,
        Command::PlayCursor => *pointed,
        Command::Back => false,
        Command::MoveCursor(dir) => {
            *pointed = matches!(dir, Dir::Left | Dir::Up);
            return (Transition::Stay, None);
        }
        Command::Quit if question == Question::Quit => true,
        Command::Quit => return (Transition::Pop, Some(Command::Quit)),
        _ => return (Transition::Stay, None),
    };
    match question {
        Question::Abandon(change) if yes => game.change_and_restart(change),
        Question::NewGame if yes => game.new_game(),
        Question::Quit if yes => game.quit = true,
        _ => game.say(Tone::Info, "Kept playing this game."),
    }
    (Transition::Pop, None)
}

/// Steps through the moves (Undo and Redo are the buttons Prev and
/// Next); the settings, the help and quitting are the game's, over the
/// review; any other command closes it and goes to the game.
fn review_answers(review: &mut Review, command: Command, game: &mut Game) -> Answer {
    let number = review.number();
    let digits = review.game() == GameKind::TicTacToe;
    let mut go_to = |n| review.go_to(n);
    match command {
        Command::MoveCursor(Dir::Left | Dir::Up) | Command::Undo | Command::Plane(Dir::Up) => {
            go_to(number.saturating_sub(1))
        }
        Command::MoveCursor(Dir::Right | Dir::Down) | Command::Redo | Command::Plane(Dir::Down) => {
            go_to(number + 1)
        }
        Command::Play(n) if digits => go_to(usize::from(n)),
        Command::ReviewMove(n) => go_to(n),
        // A hint is for the game on the board, not a move reviewed.
        Command::Hint => {
            let words = "Hints are for your move in the game: V or Esc returns to it.";
            game.say(Tone::Info, words);
            return (Transition::Stay, None);
        }
        Command::Review | Command::Back | Command::PlayCursor => {
            game.say(Tone::Info, "Review closed: back to the game.");
            return (Transition::Pop, None);
        }
        Command::Help | Command::Quit | Command::Adjust(_) | Command::ResetScores => {
            return (Transition::Stay, Some(command))
        }
        // Digits and clicks on cells mean nothing while reviewing Qubic.
        Command::Digit(_) | Command::Play(_) => {}
        _ => return (Transition::Pop, Some(command)),
    }
    game.notices.feedback = None;
    (Transition::Stay, None)
}
