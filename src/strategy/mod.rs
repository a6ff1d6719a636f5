//! The books' opponents and their shared vocabulary: a [`Decision`] is a
//! square and the [`Rule`] that chose it. Each opponent is a function of the
//! position and the side to move; `learner` also reads its memory and a
//! random generator, passed in so it stays testable.

pub mod dawson;
pub mod hyde;
pub mod learner;
pub mod logo;
pub mod perfect;
pub mod prove;
pub mod scheme;
pub mod train;

use crate::core::board::{Board, Mark, Square, SquareKind, Triple};
use crate::core::position::shown;
use crate::core::rng::Rng;
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

/// Who plays the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    Logo,
    Scheme,
    Dawson,
    Hyde,
    Perfect,
    Learner,
    Human,
}

impl Opponent {
    /// Every opponent, in the order the game cycles through them.
    pub const ALL: [Opponent; 7] = [
        Opponent::Logo,
        Opponent::Scheme,
        Opponent::Dawson,
        Opponent::Hyde,
        Opponent::Perfect,
        Opponent::Learner,
        Opponent::Human,
    ];

    /// The computer opponents (all but `human`).
    pub const COMPUTERS: [Opponent; 6] = [
        Opponent::Logo,
        Opponent::Scheme,
        Opponent::Dawson,
        Opponent::Hyde,
        Opponent::Perfect,
        Opponent::Learner,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Opponent::Logo => "logo",
            Opponent::Scheme => "scheme",
            Opponent::Dawson => "dawson",
            Opponent::Hyde => "hyde",
            Opponent::Perfect => "perfect",
            Opponent::Learner => "learner",
            Opponent::Human => "human",
        }
    }

    /// One line on where the opponent comes from.
    pub fn describe(self) -> &'static str {
        match self {
            Opponent::Logo => "Harvey's Logo program (Computer Science Logo Style, ch. 6)",
            Opponent::Scheme => "Harvey & Wright's ttt (Simply Scheme, ch. 10)",
            Opponent::Dawson => "Dawson's Python game: win, block, else the best square",
            Opponent::Hyde => "Hyde's pattern matcher (Tic-Tac-Toe to death!)",
            Opponent::Perfect => "full game-tree search: never loses, sets traps",
            Opponent::Learner => "learns from every game it loses",
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

    /// The move this opponent makes for `me` in `board`. `None` for `human`
    /// or when no square is free. `memory` and `rng` are read only by
    /// `learner`.
    pub fn decide(
        self,
        board: &Board,
        me: Mark,
        memory: &Memory,
        rng: &mut Rng,
    ) -> Option<Decision> {
        match self {
            Opponent::Logo => logo::choose(board, me),
            Opponent::Scheme => scheme::choose(board, me),
            Opponent::Dawson => dawson::choose(board, me),
            Opponent::Hyde => hyde::choose(board, me),
            Opponent::Perfect => perfect::choose(board, me),
            Opponent::Learner => learner::choose(board, me, memory, rng),
            Opponent::Human => None,
        }
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

// The helpers below mirror procedures both books share.

/// The free square of the first triple holding two of `who`'s marks and a
/// free square (Logo's `find.win`, Scheme's `choose-win`).
pub(crate) fn find_win(triples: &[Triple; 8], who: Mark) -> Option<Square> {
    triples
        .iter()
        .find(|t| t.count(who) == 2 && t.count(who.opponent()) == 0)
        .and_then(|t| t.free().next())
}

/// Whether a triple holds one of `who`'s marks and two free squares.
pub(crate) fn is_single(t: &Triple, who: Mark) -> bool {
    t.count(who) == 1 && t.count(who.opponent()) == 0
}

/// The free squares of `who`'s singles, concatenated in combination order:
/// the digits of Logo's `reduce "word singles`.
pub(crate) fn single_digits(triples: &[Triple; 8], who: Mark) -> Vec<Square> {
    triples
        .iter()
        .filter(|t| is_single(t, who))
        .flat_map(|t| t.free())
        .collect()
}

/// The first free square of `5 1 3 7 9 2 4 6 8`: centre, corners, edges.
pub(crate) fn best_free_square(board: &Board) -> Option<Decision> {
    const PREFERENCE: [u8; 9] = [5, 1, 3, 7, 9, 2, 4, 6, 8];
    PREFERENCE
        .iter()
        .filter_map(|&n| Square::new(n))
        .find(|&sq| board.is_free(sq))
        .map(|square| Decision {
            square,
            rule: Rule::for_free_square(square),
        })
}
