//! The screens over the game: the help's pages, the choosers, the question
//! before abandoning a game, and the review. They stack (the help over the
//! review, say), and the top one takes each command first. Like
//! Zemeroth's screen stack, a screen answers with what becomes of it — it
//! stays, goes, or gives way to another — and it may hand the command on
//! to the game beneath (`screen_answers.rs` says how each answers;
//! screens change the game only through its methods).

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
