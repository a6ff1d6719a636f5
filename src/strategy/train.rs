//! Training the learner without a window: games against a sparring partner,
//! learning from each loss, and the check that it has learned enough —
//! that no line of play beats it any more, as `ttt prove` would show.

use crate::core::board::{Board, GameResult, Mark, Outcome, Rules, Square};
use crate::core::rng::Rng;
use crate::strategy::learner::{self, Choice};
use crate::strategy::{parse_opponent, Answer, Memory, Opponent};
use std::collections::HashMap;

/// Who the learner trains against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Partner {
    /// Moves uniformly at random among the free squares, so every line of
    /// play turns up sooner or later: the partner that teaches everything.
    Random,
    /// One of the game's computer opponents (`learner` trains against
    /// itself, both sides learning).
    Computer(Opponent),
}

impl Partner {
    /// The default partner's name.
    pub const DEFAULT: &'static str = "random";

    /// `random` or a computer opponent's name.
    pub fn parse(name: &str) -> Result<Partner, String> {
        if name == "random" {
            return Ok(Partner::Random);
        }
        match parse_opponent(name) {
            Ok(Opponent::Human) => {
                Err("the learner cannot train against 'human' without a window".into())
            }
            Ok(opponent) => Ok(Partner::Computer(opponent)),
            Err(e) => Err(format!("{e}, or random")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Partner::Random => Partner::DEFAULT,
            Partner::Computer(opponent) => opponent.name(),
        }
    }
}

/// One training game: the learner plays `side` against `partner` from the
/// empty board under `rules`, until the game ends as the window's does (a
/// win, or no line open to anyone). Learns from the game if the learner
/// lost. Returns how the game went for the learner playing `side`, and how
/// many new lessons it learned. A partner whose program breaks under the
/// rules (a book's program answering no square) ends the game untaught,
/// counted as a tie.
pub fn play_game(
    memory: &mut Memory,
    side: Mark,
    partner: Partner,
    rules: Rules,
    rng: &mut Rng,
) -> (GameResult, usize) {
    let mut board = Board::empty_under(rules);
    let mut choices: [Vec<Choice>; 2] = [Vec::new(), Vec::new()];
    let outcome = loop {
        if let Some(outcome) = board.outcome() {
            break outcome;
        }
        let mover = board.to_move();
        let learning = mover == side || partner == Partner::Computer(Opponent::Learner);
        let square = if learning {
            let Some(decision) = learner::choose(&board, mover, memory, rng) else {
                break Outcome::Tie;
            };
            choices[usize::from(mover == Mark::O)].push(Choice::from_decision(board, decision));
            decision.square
        } else {
            let Some(square) = partner_move(&board, mover, partner, memory, rng) else {
                break Outcome::Tie;
            };
            square
        };
        board = board.with(square, mover);
    };
    // Only a learning side that lost has anything to learn.
    let loser = match outcome {
        Outcome::Won(winner) => &choices[usize::from(winner == Mark::X)],
        Outcome::Tie => &choices[0][..0],
    };
    let learned = if loser.is_empty() {
        0
    } else {
        memory.learn_from_loss(loser)
    };
    (GameResult::for_side(outcome, side), learned)
}

fn partner_move(
    board: &Board,
    me: Mark,
    partner: Partner,
    memory: &Memory,
    rng: &mut Rng,
) -> Option<Square> {
    match partner {
        Partner::Random => rng.pick(&board.free_squares().collect::<Vec<_>>()),
        Partner::Computer(opponent) => opponent
            .decide(board, me, memory, rng)
            .and_then(Answer::decision)
            .map(|d| d.square),
    }
}

/// Whether some line of play under `rules` still beats the learner playing
/// `side`: its opponent may play any free square, and it any move its
/// `memory` still allows — the same tree `prove` walks, searched only until
/// a loss turns up, each position once.
pub fn can_lose(memory: &Memory, side: Mark, rules: Rules) -> bool {
    fn lost_below(
        board: &Board,
        side: Mark,
        memory: &Memory,
        seen: &mut HashMap<Board, bool>,
    ) -> bool {
        if let Some(outcome) = board.outcome() {
            return outcome == Outcome::Won(side.opponent());
        }
        if let Some(&known) = seen.get(board) {
            return known;
        }
        let mover = board.to_move();
        let squares: Vec<Square> = if mover == side {
            learner::possible_moves(board, mover, memory)
                .iter()
                .map(|d| d.square)
                .collect()
        } else {
            board.free_squares().collect()
        };
        let lost = squares
            .into_iter()
            .any(|sq| lost_below(&board.with(sq, mover), side, memory, seen));
        seen.insert(*board, lost);
        lost
    }
    lost_below(
        &Board::empty_under(rules),
        side,
        memory,
        &mut HashMap::new(),
    )
}

/// Whether the learner can no longer lose under `rules`, as X or as O.
pub fn is_proven(memory: &Memory, rules: Rules) -> bool {
    !can_lose(memory, Mark::X, rules) && !can_lose(memory, Mark::O, rules)
}

/// The side the learner plays in training game `n` (from 0): X, O, X, ...
pub fn side_for_game(n: u64) -> Mark {
    if n.is_multiple_of(2) {
        Mark::X
    } else {
        Mark::O
    }
}

/// Trains from `memory` until it is proven or `max_games` have been played;
/// returns the number of games played. With `rng` seeded, the same every
/// time: this is the measure docs/learner.md quotes.
pub fn games_until_proven(
    memory: &mut Memory,
    partner: Partner,
    rules: Rules,
    rng: &mut Rng,
    max_games: u64,
) -> Option<u64> {
    if is_proven(memory, rules) {
        return Some(0);
    }
    for n in 0..max_games {
        let (_, learned) = play_game(memory, side_for_game(n), partner, rules, rng);
        if learned > 0 && is_proven(memory, rules) {
            return Some(n + 1);
        }
    }
    None
}

#[cfg(test)]
#[path = "train_tests.rs"]
mod tests;
