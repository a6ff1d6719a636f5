//! `samuel`: Logo's rules as weighted features, in the manner of Arthur
//! Samuel's checkers player (the Logo chapter's Further Explorations):
//! "instead of having the rules arranged in a particular priority sequence,
//! the program was able to learn how much weight to give each rule". The
//! best-scoring free square is played, ties at random. Weights are learned
//! by Samuel's second method ("Alpha" against "Beta"): a challenger, the
//! champion with one weight moved, replaces it if it lost fewer of
//! [`TRIAL_GAMES`] games (docs/learning.md). Train it against random play:
//! against the teacher every flawed weighting loses every game, so nothing
//! is learned.

use crate::core::board::{Board, GameResult, Mark, Rules, Square, SquareKind};
use crate::core::rng::Rng;
use crate::strategy::{Decision, Rule};

/// The features, in the order of the weights.
pub const FEATURES: [&str; 9] = [
    "win",
    "block",
    "fork",
    "block-fork",
    "advance",
    "safe-advance",
    "centre",
    "corner",
    "edge",
];
/// Games each weighting plays in one comparison.
pub const TRIAL_GAMES: u32 = 20;

/// Weights for the features, one set per rule variant.
pub type Weights = [i32; 9];

/// Samuel's weights and the comparison under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Samuel {
    champions: Box<[Weights; Rules::ALL.len()]>,
    trial: Option<Box<Trial>>,
    rounds: u64,
    adopted: u64,
}

/// A comparison under way: the challenger, and each side's games and losses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Trial {
    rules: Rules,
    challenger: Weights,
    played: [u32; 2],
    lost: [u32; 2],
}

impl Default for Samuel {
    /// Equal weights: no rule is preferred to another.
    fn default() -> Samuel {
        Samuel {
            champions: Box::new([[1; 9]; Rules::ALL.len()]),
            trial: None,
            rounds: 0,
            adopted: 0,
        }
    }
}

impl Samuel {
    /// The champion's weights under `rules`.
    pub fn weights(&self, rules: Rules) -> Weights {
        self.champions[rules as usize]
    }

    pub fn set_weights(&mut self, rules: Rules, weights: Weights) {
        self.champions[rules as usize] = weights;
    }

    /// How many challengers have replaced the champion (in this run).
    pub fn adopted(&self) -> u64 {
        self.adopted
    }

    /// The weights playing now: the challenger during its games.
    pub fn playing(&self, rules: Rules) -> Weights {
        match self.trial.as_deref() {
            Some(t) if t.rules == rules && t.played[0] >= TRIAL_GAMES => t.challenger,
            _ => self.weights(rules),
        }
    }

    /// Counts a training game under `rules`; returns 1 when the champion
    /// changed (the challenger lost fewer games), else 0.
    pub fn learn(&mut self, rules: Rules, result: GameResult) -> usize {
        let mut trial = match self.trial.as_deref() {
            Some(&t) if t.rules == rules => t,
            _ => self.new_trial(rules),
        };
        let who = usize::from(trial.played[0] >= TRIAL_GAMES);
        trial.played[who] += 1;
        trial.lost[who] += u32::from(result == GameResult::Lost);
        self.trial = Some(Box::new(trial));
        if trial.played[1] < TRIAL_GAMES {
            return 0;
        }
        self.trial = None;
        self.rounds += 1;
        let better = trial.lost[1] < trial.lost[0];
        if better {
            self.set_weights(rules, trial.challenger);
            self.adopted += 1;
        }
        usize::from(better)
    }

    /// The champion with one weight moved, chosen by the round's number.
    fn new_trial(&self, rules: Rules) -> Trial {
        let mut rng = Rng::seeded(self.rounds);
        let mut challenger = self.weights(rules);
        let k = rng.below(FEATURES.len());
        let step = 1 << rng.below(4);
        challenger[k] = match rng.below(2) {
            0 => challenger[k] + step,
            _ => (challenger[k] - step).max(0),
        };
        Trial {
            rules,
            challenger,
            played: [0; 2],
            lost: [0; 2],
        }
    }
}

/// The lines of `board` with two of `who`'s marks and the rest free: the
/// squares that would complete them.
fn threats(board: &Board, who: Mark) -> u32 {
    let mine = board.mask(who);
    let theirs = board.mask(who.opponent());
    board
        .combinations()
        .iter()
        .filter(|c| {
            theirs & c.mask() == 0 && (mine & c.mask()).count_ones() + 1 == c.squares().len() as u32
        })
        .count() as u32
}

/// The features of playing `sq` for `me` in `board`, each 0 or 1.
pub fn features(board: &Board, me: Mark, sq: Square) -> [i32; 9] {
    let you = me.opponent();
    let after = board.with(sq, me);
    let made = threats(&after, me);
    let safe = made > 0
        && after.completing_square(me).is_some_and(|t| {
            let blocked = after.with(t, you);
            !blocked.has_won(you) && threats(&blocked, you) < 2
        });
    let kind = sq.kind();
    [
        after.has_won(me),
        board.with(sq, you).has_won(you),
        made >= 2,
        threats(&board.with(sq, you), you) >= 2,
        made > 0,
        safe && made == 1,
        kind == SquareKind::Center,
        kind == SquareKind::Corner,
        kind == SquareKind::Edge,
    ]
    .map(i32::from)
}

/// The weighted sum of the features of playing `sq`.
fn score(board: &Board, me: Mark, sq: Square, weights: &Weights) -> i32 {
    let features = features(board, me, sq);
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

/// The free squares with the best weighted score.
pub fn best_squares(board: &Board, me: Mark, weights: &Weights) -> Vec<Square> {
    let scored: Vec<(Square, i32)> = board
        .free_squares()
        .map(|sq| (sq, score(board, me, sq, weights)))
        .collect();
    let best = scored.iter().map(|&(_, s)| s).max();
    scored
        .into_iter()
        .filter(|&(_, s)| Some(s) == best)
        .map(|(sq, _)| sq)
        .collect()
}

/// Samuel's move: a best-scoring square, at random among equals.
pub fn choose(board: &Board, me: Mark, samuel: &Samuel, rng: &mut Rng) -> Option<Decision> {
    let weights = samuel.playing(board.rules());
    let best = best_squares(board, me, &weights);
    let square = rng.pick(&best)?;
    let rule = Rule::Weighted {
        score: score(board, me, square, &weights).clamp(0, u16::MAX.into()) as u16,
        ties: best.len() as u8,
    };
    Some(Decision { square, rule })
}

/// The weights as `win 64, block 32, ...`, highest first.
pub fn describe(weights: &Weights) -> String {
    let mut named: Vec<(&str, i32)> = FEATURES.into_iter().zip(*weights).collect();
    crate::core::order::sort_by_key(&mut named, |&(_, w)| -w);
    named
        .iter()
        .map(|(n, w)| format!("{n} {w}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
#[path = "samuel_tests.rs"]
mod tests;
