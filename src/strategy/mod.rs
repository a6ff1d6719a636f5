//! The books' opponents (who they are: `opponent.rs`) and their shared
//! vocabulary: a [`Decision`] is a square and the [`Rule`] that chose it.
//! Memory and random generators are passed in, so every opponent is testable.

pub mod opening_book;
mod logo_scheme;
pub mod dawson;
pub mod hyde;
pub mod learner;
pub mod level;
pub mod learning;
pub mod logo;
mod opponent;
pub mod menace;
pub mod perfect;
pub mod prove;
pub mod review;
pub mod samuel;
pub mod scheme;
pub mod teacher;
pub mod train;

use crate::core::board::{Board, Mark, Square, SquareKind};
use crate::core::triples::Triple;
use std::fmt;

pub use learner::Memory;
pub use opponent::{parse_opponent, Opponent};
pub use perfect::{Outlook, Plan};

/// Why an opponent chose its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Completes a line now.
    Win,
    /// Takes the square the opponent would win on.
    Block,
    /// Makes two lines at once (Logo's and Scheme's rule 3).
    Fork,
    /// Makes two in a row without handing the opponent a fork (rule 4).
    Advance,
    /// `book`'s table of the first two moves of each side.
    Book,
    /// Nothing better to do: the centre, a corner, or an edge, in that order.
    Center,
    Corner,
    Edge,
    /// Hyde's pattern number N matched.
    Pattern(u8),
    /// Hyde's fallback: nothing matched in any orientation.
    FirstEmpty,
    /// `perfect`'s reading of the game tree.
    Perfect(Plan),
    /// `learner` picked at random among the moves it still allows.
    Chance {
        allowed: u8,
        avoided: u8,
    },
    /// `learner` has learned to avoid every move here; it picks at random.
    NoGoodMove,
    /// `menace` drew one of `drawn` beads of this square's colour from a
    /// box of `total`.
    Beads {
        drawn: u8,
        total: u16,
    },
    /// `samuel`'s weighted features scored `score`, best of the free
    /// squares (`ties` squares scored as well).
    Weighted {
        score: u16,
        ties: u8,
    },
}

impl Rule {
    /// The rule for taking `sq` because nothing better applied.
    pub fn for_free_square(sq: Square) -> Rule {
        match sq.kind() {
            SquareKind::Center => Rule::Center,
            SquareKind::Corner => Rule::Corner,
            SquareKind::Edge => Rule::Edge,
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Rule::Win => write!(f, "win"),
            Rule::Block => write!(f, "block"),
            Rule::Fork => write!(f, "fork"),
            Rule::Advance => write!(f, "advance"),
            Rule::Book => write!(f, "book"),
            Rule::Center => write!(f, "center"),
            Rule::Corner => write!(f, "corner"),
            Rule::Edge => write!(f, "edge"),
            Rule::Pattern(n) => write!(f, "pattern {n}"),
            Rule::FirstEmpty => write!(f, "first-empty"),
            Rule::Perfect(plan) => write!(f, "{plan}"),
            Rule::Chance {
                allowed,
                avoided: 0,
            } => write!(f, "random of {allowed}"),
            Rule::Chance { allowed, avoided } => {
                write!(f, "random of {allowed}, avoiding {avoided} learned")
            }
            Rule::NoGoodMove => write!(f, "random, every move here has lost"),
            Rule::Beads { drawn, total } => write!(f, "beads {drawn} of {total}"),
            Rule::Weighted { score, ties: 1 } => write!(f, "weighted {score}"),
            Rule::Weighted { score, ties } => write!(f, "weighted {score}, 1 of {ties}"),
        }
    }
}

/// One move a learning opponent made in a game, and whether it was its
/// own choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub before: Board,
    pub square: Square,
    /// Win and block are forced; a random pick is not.
    pub unforced: bool,
}

impl Choice {
    pub fn from_decision(before: Board, decision: Decision) -> Choice {
        let unforced = matches!(
            decision.rule,
            Rule::Chance { .. } | Rule::NoGoodMove | Rule::Beads { .. }
        );
        Choice {
            before,
            square: decision.square,
            unforced,
        }
    }
}

/// A square and the rule that chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub square: Square,
    pub rule: Rule,
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {}", self.square, self.rule)
    }
}

/// A book's program breaking under rules it was not written for (Simply
/// Scheme ex. 10.4): its win or block rule looks for a triple with two of
/// one player's marks and none of the other's and answers its free square —
/// but a variant's "triple" of four with two marks has two free squares,
/// and the program answers both at once, a word that is no square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The rule that answered it: win or block.
    pub rule: Rule,
    /// The "triple" it found, e.g. `x2x5` for combination 1245: its free
    /// squares are what the program answered.
    pub triple: Triple,
    /// Whose two marks it found.
    pub who: Mark,
}

impl Broken {
    /// What the program answered: the triple's free squares written
    /// together as its word, e.g. `25`.
    pub fn word(&self) -> String {
        self.triple.free().map(|sq| sq.to_string()).collect()
    }
}

/// The answer and why it is no move, in a few words.
impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let Broken { rule, triple, who } = self;
        let free = match triple.free().count() {
            2 => "two".to_string(),
            n => n.to_string(),
        };
        write!(
            f,
            "{} broken: {rule} found {} = {triple}, two {who}'s and {free} free squares; a move is one square",
            self.word(),
            triple.combination
        )
    }
}

/// What an opponent answers in a position: a move, or — a book's program
/// under a rule variant it was not written for — a word that is no square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Move(Decision),
    Broken(Broken),
}

impl Answer {
    /// The move, unless the program broke.
    pub fn decision(self) -> Option<Decision> {
        match self {
            Answer::Move(decision) => Some(decision),
            Answer::Broken(_) => None,
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Answer::Move(decision) => write!(f, "{decision}"),
            Answer::Broken(broken) => write!(f, "{broken}"),
        }
    }
}
