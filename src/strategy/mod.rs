//! The books' opponents and their shared vocabulary: a [`Decision`] is a
//! square and the [`Rule`] that chose it. Each opponent is a function of the
//! position and the side to move; `learner` also reads its memory and a
//! random generator, passed in so it stays testable.

pub mod book;
mod books;
pub mod dawson;
pub mod hyde;
pub mod learner;
pub mod learning;
pub mod logo;
pub mod menace;
pub mod perfect;
pub mod prove;
pub mod review;
pub mod samuel;
pub mod scheme;
pub mod teacher;
pub mod train;

use crate::core::board::{Board, Mark, Square, SquareKind};
use crate::core::position::shown;
use crate::core::rng::Rng;
use crate::core::triples::Triple;
use std::fmt;

pub use learner::Memory;
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

/// The squares a book's program answered when its answer is no square: the
/// free squares of a "triple" of four, written together as the program's
/// word (`25`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digits {
    squares: [Option<Square>; 4],
}

impl Digits {
    /// The word's digits, in order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares.iter().flatten().copied()
    }

    /// The one square, if the word is a single digit.
    pub fn square(&self) -> Option<Square> {
        match self.squares {
            [Some(square), None, ..] => Some(square),
            _ => None,
        }
    }
}

impl FromIterator<Square> for Digits {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Digits {
        let mut digits = Digits { squares: [None; 4] };
        for (slot, sq) in digits.squares.iter_mut().zip(squares) {
            *slot = Some(sq);
        }
        digits
    }
}

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.squares().try_for_each(|sq| write!(f, "{sq}"))
    }
}

/// A book's program breaking under rules it was not written for (Simply
/// Scheme ex. 10.4): its win or block rule looks for a triple with two of
/// one player's marks and none of the other's and answers its free square —
/// but a variant's "triple" of four with two marks has two free squares,
/// and the program answers both at once, a word that is no square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken {
    /// What the program answered, e.g. `25`.
    pub word: Digits,
    /// The rule that answered it: win or block.
    pub rule: Rule,
    /// The "triple" it found, e.g. `x2x5` for combination 1245.
    pub triple: Triple,
    /// Whose two marks it found.
    pub who: Mark,
}

impl Broken {
    /// Why the answer is no move, in a few words.
    pub fn reason(&self) -> String {
        let free = match self.word.squares().count() {
            2 => "two".to_string(),
            n => n.to_string(),
        };
        format!(
            "{} found {} = {}, two {}'s and {free} free squares; a move is one square",
            self.rule, self.triple.combination, self.triple, self.who
        )
    }
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} broken: {}", self.word, self.reason())
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

/// Who plays the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    Logo,
    Scheme,
    Dawson,
    Hyde,
    Perfect,
    Learner,
    Book,
    Menace,
    Samuel,
    Human,
}

impl Opponent {
    /// Every opponent, in the order the game cycles through them.
    pub const ALL: [Opponent; 10] = [
        Opponent::Logo,
        Opponent::Scheme,
        Opponent::Dawson,
        Opponent::Hyde,
        Opponent::Perfect,
        Opponent::Learner,
        Opponent::Book,
        Opponent::Menace,
        Opponent::Samuel,
        Opponent::Human,
    ];

    /// The computer opponents (all but `human`).
    pub const COMPUTERS: [Opponent; 9] = [
        Opponent::Logo,
        Opponent::Scheme,
        Opponent::Dawson,
        Opponent::Hyde,
        Opponent::Perfect,
        Opponent::Learner,
        Opponent::Book,
        Opponent::Menace,
        Opponent::Samuel,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Opponent::Logo => "logo",
            Opponent::Book => "book",
            Opponent::Menace => "menace",
            Opponent::Samuel => "samuel",
            Opponent::Scheme => "scheme",
            Opponent::Dawson => "dawson",
            Opponent::Hyde => "hyde",
            Opponent::Perfect => "perfect",
            Opponent::Learner => "learner",
            Opponent::Human => "human",
        }
    }

    /// The name in sentences and titles: `Logo`, `Dawson`, ... (the
    /// command line keeps the lower-case [`Opponent::name`]).
    pub fn title(self) -> &'static str {
        match self {
            Opponent::Logo => "Logo",
            Opponent::Book => "Book",
            Opponent::Menace => "MENACE",
            Opponent::Samuel => "Samuel",
            Opponent::Scheme => "Scheme",
            Opponent::Dawson => "Dawson",
            Opponent::Hyde => "Hyde",
            Opponent::Perfect => "Perfect",
            Opponent::Learner => "Learner",
            Opponent::Human => "Two players",
        }
    }

    /// The name on the opponent button: `vs Logo`, `vs Human`.
    pub fn title_short(self) -> &'static str {
        match self {
            Opponent::Human => "Human",
            other => other.title(),
        }
    }

    /// One line on where the opponent comes from.
    pub fn describe(self) -> &'static str {
        match self {
            Opponent::Logo => "Harvey's Logo program (Computer Science Logo Style, ch. 6)",
            Opponent::Book => {
                "Harvey's opening book for two moves, then Logo's rules diagonals first"
            }
            Opponent::Scheme => "Harvey & Wright's ttt (Simply Scheme, ch. 10)",
            Opponent::Dawson => "Dawson's Python game: win, block, else the best square",
            Opponent::Hyde => "Hyde's pattern matcher (Tic-Tac-Toe to death!)",
            Opponent::Perfect => "the whole game tree: the best move, and the most traps",
            Opponent::Learner => "learns from every game it loses",
            Opponent::Menace => "Michie's matchboxes: beads drawn from a box per position",
            Opponent::Samuel => "Logo's rules as weighted features, the weights learned in play",
            Opponent::Human => "a second person at the same keyboard",
        }
    }

    pub fn parse(name: &str) -> Option<Opponent> {
        Opponent::ALL.into_iter().find(|o| o.name() == name)
    }

    /// The next opponent in [`Opponent::ALL`], wrapping round.
    pub fn next(self) -> Opponent {
        let i = Opponent::ALL.iter().position(|&o| o == self).unwrap_or(0);
        Opponent::ALL[(i + 1) % Opponent::ALL.len()]
    }

    pub fn is_computer(self) -> bool {
        self != Opponent::Human
    }

    /// What this opponent answers for `me` in `board`: a move, or a book's
    /// program breaking under the board's rules. `None` for `human` or when
    /// no square is free. `memory` and `rng` are read only by `learner`.
    pub fn decide(self, board: &Board, me: Mark, memory: &Memory, rng: &mut Rng) -> Option<Answer> {
        let decision = match self {
            Opponent::Logo => return logo::choose(board, me),
            Opponent::Book => return book::choose(board, me),
            Opponent::Scheme => return scheme::choose(board, me),
            Opponent::Dawson => dawson::choose(board, me),
            Opponent::Hyde => hyde::choose(board, me),
            Opponent::Perfect => perfect::choose(board, me),
            Opponent::Learner => learner::choose(board, me, memory, rng),
            Opponent::Menace => menace::choose(board, me, &memory.menace, rng),
            Opponent::Samuel => samuel::choose(board, me, &memory.samuel, rng),
            Opponent::Human => None,
        };
        decision.map(Answer::Move)
    }
}

impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parses an opponent name, with the message a person needs if it is wrong.
pub fn parse_opponent(name: &str) -> Result<Opponent, String> {
    Opponent::parse(name).ok_or_else(|| {
        format!(
            "unknown opponent '{}' (choose one of: {})",
            shown(name),
            opponent_names()
        )
    })
}

/// The names, for messages: `logo, scheme, ...`.
pub fn opponent_names() -> String {
    Opponent::ALL.map(Opponent::name).join(", ")
}
