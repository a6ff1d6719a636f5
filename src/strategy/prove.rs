//! Proofs by exhaustion: play an opponent against every possible sequence
//! of replies, under a rule variant, and count how the games end — won,
//! drawn, lost, or broken where a book's program answers no square.

use crate::core::board::{Board, Mark, Outcome, Rules, Square};
use crate::strategy::learning::{is_learning, might_play};
use crate::strategy::{Broken, Memory, Opponent};
use std::fmt;

/// How one opponent fares, playing one side, against every line of play;
/// its JSON for `ttt prove --json` (games as lists of `[mark, square]`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Proof {
    pub opponent: Opponent,
    pub side: Mark,
    pub rules: Rules,
    pub games: u64,
    pub won: u64,
    pub drawn: u64,
    pub lost: u64,
    /// Games that ended when the opponent's program answered no square.
    pub broken: u64,
    /// The first lost game found, move by move.
    pub losing_game: Option<Vec<(Mark, Square)>>,
    /// The first game that broke: the moves before it, and the answer.
    #[serde(serialize_with = "breaking_game")]
    pub breaking_game: Option<(Vec<(Mark, Square)>, Broken)>,
}

/// A broken game as `{"moves": [...], "answer": "..."}`.
fn breaking_game<S: serde::Serializer>(
    game: &Option<(Vec<(Mark, Square)>, Broken)>,
    s: S,
) -> Result<S::Ok, S::Error> {
    let game = game
        .as_ref()
        .map(|(moves, broken)| serde_json::json!({ "moves": moves, "answer": broken.to_string() }));
    serde::Serialize::serialize(&game, s)
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{} as {}: {} games, {} won, {} drawn, {} lost",
            self.opponent, self.side, self.games, self.won, self.drawn, self.lost
        )?;
        if self.broken > 0 {
            write!(f, ", {} broken", self.broken)?;
        }
        if let Some(game) = &self.losing_game {
            write!(f, "\n  a lost game: {}", game_text(game))?;
        }
        if let Some((game, broken)) = &self.breaking_game {
            let at = if game.is_empty() {
                "at the start".to_string()
            } else {
                format!("after {}", game_text(game))
            };
            let opponent = self.opponent;
            write!(f, "\n  a broken game: {at}, {opponent} answered {broken}")?;
        }
        Ok(())
    }
}

/// Moves as `x 5, o 1, x 9`.
pub fn game_text(moves: &[(Mark, Square)]) -> String {
    moves
        .iter()
        .map(|(m, sq)| format!("{m} {sq}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Plays `opponent` (`None` for `human`) as `side` under `rules` against
/// every sequence of replies, each game ended as the window ends it or when
/// its program breaks; a learning opponent down every move it might make.
pub fn prove(opponent: Opponent, side: Mark, rules: Rules, memory: &Memory) -> Option<Proof> {
    if !opponent.is_computer() {
        return None;
    }
    let mut proof = Proof {
        opponent,
        side,
        rules,
        games: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        broken: 0,
        losing_game: None,
        breaking_game: None,
    };
    let mut line = Vec::new();
    walk(&Board::empty_under(rules), memory, &mut line, &mut proof);
    Some(proof)
}

fn walk(board: &Board, memory: &Memory, line: &mut Vec<(Mark, Square)>, proof: &mut Proof) {
    if let Some(outcome) = board.outcome() {
        proof.games += 1;
        match outcome {
            Outcome::Won(m) if m == proof.side => proof.won += 1,
            Outcome::Won(_) => {
                proof.lost += 1;
                proof.losing_game.get_or_insert_with(|| line.clone());
            }
            Outcome::Tie => proof.drawn += 1,
        }
        return;
    }
    let mover = board.to_move();
    let squares: Vec<Square> = if mover != proof.side {
        board.free_squares().collect()
    } else {
        match might_play(proof.opponent, board, mover, memory) {
            Ok(squares) => squares,
            Err(broken) => {
                proof.games += 1;
                proof.broken += 1;
                proof
                    .breaking_game
                    .get_or_insert_with(|| (line.clone(), broken));
                return;
            }
        }
    };
    for sq in squares {
        line.push((mover, sq));
        walk(&board.with(sq, mover), memory, line, proof);
        line.pop();
    }
}

/// How an opponent fares under a variant, both sides together: what the
/// window's chooser says of its strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub games: u64,
    pub lost: u64,
    pub broken: u64,
}

/// What [`prove`] finds for `opponent` under `rules`, X and O together;
/// worked out once a run for each variant (a few milliseconds). `None` for
/// `human`, and for the learning opponents, whose proofs depend on what
/// they have learned.
pub fn standing(opponent: Opponent, rules: Rules) -> Option<Standing> {
    use std::sync::OnceLock;
    static CACHE: [OnceLock<[Option<Standing>; Opponent::ALL.len()]>; Rules::ALL.len()] =
        [const { OnceLock::new() }; Rules::ALL.len()];
    CACHE[rules as usize].get_or_init(|| {
        Opponent::ALL.map(|o| {
            if !o.is_computer() || is_learning(o) {
                return None;
            }
            let proofs = [Mark::X, Mark::O].map(|side| prove(o, side, rules, &Memory::new()));
            let sum = |f: fn(&Proof) -> u64| proofs.iter().flatten().map(f).sum();
            Some(Standing {
                games: sum(|p| p.games),
                lost: sum(|p| p.lost),
                broken: sum(|p| p.broken),
            })
        })
    })[opponent as usize]
}
