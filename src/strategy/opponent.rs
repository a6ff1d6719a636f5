//! Who plays the other side: every opponent by name, in the order the
//! game offers them, and the one place that asks each for its move.

use crate::core::board::{Board, Mark};
use crate::core::position::escaped_excerpt;
use crate::core::rng::Rng;
use crate::strategy::{
    dawson, hyde, learner, logo, menace, opening_book, perfect, samuel, scheme, Answer, Memory,
};
use std::fmt;

/// Who plays the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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

    /// The computer opponents: all but `human`, which [`Opponent::ALL`]
    /// lists last (a new opponent goes in one list, not two).
    pub const COMPUTERS: [Opponent; Opponent::ALL.len() - 1] = match Opponent::ALL.first_chunk() {
        Some(computers) => *computers,
        None => panic!("ALL lists the computers, then human"),
    };

    /// The name on the command line (`logo`), and in sentences and titles
    /// (`Logo`), in declaration order, which is [`Opponent::ALL`]'s.
    const NAMES: [(&'static str, &'static str); Opponent::ALL.len()] = [
        ("logo", "Logo"),
        ("scheme", "Scheme"),
        ("dawson", "Dawson"),
        ("hyde", "Hyde"),
        ("perfect", "Perfect"),
        ("learner", "Learner"),
        ("book", "Book"),
        ("menace", "MENACE"),
        ("samuel", "Samuel"),
        ("human", "Two players"),
    ];

    pub fn name(self) -> &'static str {
        Opponent::NAMES[self as usize].0
    }

    pub fn title(self) -> &'static str {
        Opponent::NAMES[self as usize].1
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

    pub fn next(self) -> Opponent {
        Opponent::ALL[(self as usize + 1) % Opponent::ALL.len()]
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
            Opponent::Book => return opening_book::choose(board, me),
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
            escaped_excerpt(name),
            Opponent::ALL.map(Opponent::name).join(", ")
        )
    })
}

#[cfg(test)]
#[path = "opponent_tests.rs"]
mod tests;
