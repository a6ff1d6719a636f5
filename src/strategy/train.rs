//! Training a learning opponent without a window: games against a sparring
//! partner, learning from each, and the check that it has learned enough —
//! that no line of play beats it any more, as `ttt prove` would show.

use crate::core::board::{Board, GameResult, Mark, Outcome, Rules, Square};
use crate::core::rng::Rng;
use crate::strategy::learner::Choice;
use crate::strategy::{learning, parse_opponent, teacher, Answer, Memory, Opponent};
use std::collections::HashMap;

/// Who the learning opponent trains against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Partner {
    /// Moves uniformly at random among the free squares, so every line of
    /// play turns up sooner or later: the partner that teaches everything.
    Random,
    /// Plays the reply that gives the learning side the highest chance to
    /// lose, knowing its memory and how it chooses: every game teaches.
    Teacher,
    /// One of the game's computer opponents (a learning opponent trains
    /// against itself with both sides learning).
    Computer(Opponent),
}

impl Partner {
    /// `random`, `teacher` or a computer opponent's name.
    pub fn parse(name: &str) -> Result<Partner, String> {
        match (name, parse_opponent(name)) {
            ("random", _) => Ok(Partner::Random),
            ("teacher", _) => Ok(Partner::Teacher),
            (_, Ok(Opponent::Human)) => {
                Err("the learner cannot train against 'human' without a window".into())
            }
            (_, Ok(opponent)) => Ok(Partner::Computer(opponent)),
            (_, Err(e)) => Err(format!("{e}, or random, or teacher")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Partner::Random => "random",
            Partner::Teacher => "teacher",
            Partner::Computer(opponent) => opponent.name(),
        }
    }
}

/// One training game of `trainee` as `side` against `partner`, ended as
/// the window ends it, and learned from: how it went for `side`, and the
/// new lessons. A partner whose program breaks ends the game as a tie.
pub fn play_game(
    memory: &mut Memory,
    trainee: Opponent,
    side: Mark,
    partner: Partner,
    rules: Rules,
    rng: &mut Rng,
) -> (GameResult, usize) {
    let mut board = Board::empty_under(rules);
    let mut choices: [Vec<Choice>; 2] = [Vec::new(), Vec::new()];
    let both_learn = partner == Partner::Computer(trainee);
    let outcome = loop {
        if let Some(outcome) = board.outcome() {
            break outcome;
        }
        let mover = board.to_move();
        let square = if mover == side || both_learn {
            let decision = trainee.decide(&board, mover, memory, rng);
            let Some(decision) = decision.and_then(Answer::decision) else {
                break Outcome::Tie;
            };
            choices[mover as usize].push(Choice::from_decision(board, decision));
            decision.square
        } else {
            let Some(square) = partner_move(&board, mover, trainee, partner, memory, rng) else {
                break Outcome::Tie;
            };
            square
        };
        board = board.with(square, mover);
    };
    let mut learned = 0;
    for mark in [Mark::X, Mark::O] {
        if mark == side || both_learn {
            let moves = &choices[mark as usize];
            let result = GameResult::for_side(outcome, mark);
            learned += learning::learn(trainee, memory, moves, result);
        }
    }
    (GameResult::for_side(outcome, side), learned)
}

fn partner_move(
    board: &Board,
    me: Mark,
    trainee: Opponent,
    partner: Partner,
    memory: &Memory,
    rng: &mut Rng,
) -> Option<Square> {
    match partner {
        Partner::Random => rng.pick(&board.free_squares().collect::<Vec<_>>()),
        Partner::Teacher => {
            let chances = |b: &Board, m: Mark| learning::chances(trainee, b, m, memory);
            teacher::choose(board, me, &chances, rng)
        }
        Partner::Computer(opponent) => opponent
            .decide(board, me, memory, rng)
            .and_then(Answer::decision)
            .map(|d| d.square),
    }
}

/// Whether some line of play under `rules` still beats `trainee` playing
/// `side`: its opponent may play any free square, and it any move it might
/// make — the same tree `prove` walks, searched only until a loss turns
/// up, each position once.
pub fn can_lose(memory: &Memory, trainee: Opponent, side: Mark, rules: Rules) -> bool {
    fn lost_below(
        board: &Board,
        side: Mark,
        moves: &dyn Fn(&Board, Mark) -> Vec<Square>,
        seen: &mut HashMap<Board, bool>,
    ) -> bool {
        if let Some(outcome) = board.outcome() {
            return outcome == Outcome::Won(side.opponent());
        }
        if let Some(&known) = seen.get(board) {
            return known;
        }
        let mover = board.to_move();
        let squares: Vec<Square> = match mover == side {
            true => moves(board, mover),
            false => board.free_squares().collect(),
        };
        let lost = squares
            .into_iter()
            .any(|sq| lost_below(&board.with(sq, mover), side, moves, seen));
        seen.insert(*board, lost);
        lost
    }
    let moves =
        |b: &Board, m: Mark| learning::might_play(trainee, b, m, memory).unwrap_or_default();
    let empty = Board::empty_under(rules);
    lost_below(&empty, side, &moves, &mut HashMap::new())
}

/// The side the learner plays in training game `n` (from 0): X, O, X, ...
pub fn side_for_game(n: u64) -> Mark {
    [Mark::X, Mark::O][(n % 2) as usize]
}

/// The side for game `n`: X and O in turn, but only the side still to
/// learn once the other is `proven` (a game on a proven side teaches
/// nothing); while both learn, the teacher picks where a loss is likelier.
pub fn side_to_play(
    n: u64,
    proven: [bool; 2],
    partner: Partner,
    trainee: Opponent,
    memory: &Memory,
    rules: Rules,
) -> Mark {
    match proven {
        [true, false] => return Mark::O,
        [false, true] => return Mark::X,
        [false, false] if partner == Partner::Teacher => {}
        _ => return side_for_game(n),
    }
    let chances = |b: &Board, m: Mark| learning::chances(trainee, b, m, memory);
    let empty = Board::empty_under(rules);
    let [x, o] = [Mark::X, Mark::O]
        .map(|side| teacher::losing_chance(&empty, side, &chances, &mut HashMap::new()));
    match x.partial_cmp(&o) {
        Some(std::cmp::Ordering::Greater) => Mark::X,
        Some(std::cmp::Ordering::Less) => Mark::O,
        _ => side_for_game(n),
    }
}

#[cfg(test)]
#[path = "train_tests.rs"]
mod tests;
