//! The screens over the game: the help's pages, the choosers, the question
//! before abandoning a game, and the review. They stack, and the top one
//! takes each command first; as in Zemeroth, it answers with what becomes
//! of it, and may hand the command on to the game (`screen_answers.rs`).

use crate::game::input::Command;
use crate::game::screen_parts::{Chooser, HelpPage, Question, Review};

/// A screen over the game.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Help(HelpPage),
    /// A chooser, and the row the keyboard has reached.
    Chooser(Chooser, usize),
    /// Leave the game in progress unscored?
    Confirm(Question),
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
