//! `perfect`: the whole game tree, solved once per rule variant into a
//! table indexed by position. Never loses, wins as fast and loses (if
//! forced) as late as it can, and among equal moves leaves the opponent the
//! most ways to go wrong; remaining ties go to the lowest square.

use super::{Decision, Rule};
use crate::core::board::{Board, Mark, Rules, Square, INDEX_COUNT};
use std::fmt;
use std::sync::OnceLock;

/// How the game ends with best play from here, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outlook {
    Loss,
    Draw,
    Win,
}

/// What `perfect` sees when it moves: the outlook, how many moves (both
/// sides', counting this one) until the game ends, and how many of the
/// opponent's replies would make their outlook worse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    pub outlook: Outlook,
    pub moves: u8,
    pub traps: u8,
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.outlook {
            Outlook::Win if self.moves == 1 => write!(f, "win"),
            Outlook::Win => write!(f, "forces a win in {} moves", self.moves),
            Outlook::Draw if self.traps == 0 => write!(f, "draw"),
            Outlook::Draw if self.traps == 1 => write!(f, "draw, 1 reply loses"),
            Outlook::Draw => write!(f, "draw, {} replies lose", self.traps),
            Outlook::Loss => write!(f, "loses in {} moves at the latest", self.moves),
        }
    }
}

/// A score for the side to move: `WIN - n` for a win in `n` moves, `n - WIN`
/// for a loss in `n`, 0 for a draw.
type Score = i8;
const WIN: Score = 20;
const UNKNOWN: Score = i8::MIN;

/// The score of every position reachable from the empty board, and the
/// move chosen in each playable one, by [`Board::index`].
struct Table {
    scores: Vec<Score>,
    choices: Vec<Option<Decision>>,
}

/// The table for `rules`, built on first use (one per variant).
fn table(rules: Rules) -> &'static Table {
    static TABLES: [OnceLock<Table>; Rules::ALL.len()] =
        [const { OnceLock::new() }; Rules::ALL.len()];
    TABLES[rules as usize].get_or_init(|| build_table(rules))
}

fn build_table(rules: Rules) -> Table {
    let mut scores = vec![UNKNOWN; INDEX_COUNT];
    solve(&Board::empty_under(rules), &mut scores);
    let choices = (0..INDEX_COUNT)
        .map(|index| {
            Board::from_index(index, rules)
                .filter(|board| scores[index] != UNKNOWN && !board.is_finished())
                .and_then(|board| compute_choice(&board, board.to_move(), &scores))
        })
        .collect();
    Table { scores, choices }
}

/// Builds a fresh table for `rules`, as the first use does, and returns
/// how many positions have a move in it (4520 under the standard rules).
/// For measuring the one-time cost.
pub fn build_table_uncached(rules: Rules) -> usize {
    build_table(rules)
        .choices
        .iter()
        .filter(|c| c.is_some())
        .count()
}

/// Negamax with memo: the score of `board` for the side to move.
fn solve(board: &Board, scores: &mut [Score]) -> Score {
    let index = board.index();
    if scores[index] != UNKNOWN {
        return scores[index];
    }
    let me = board.to_move();
    let score = if board.has_won(me.opponent()) {
        -WIN
    } else if board.is_full() {
        0
    } else {
        board
            .free_squares()
            .map(|sq| one_move_earlier(-solve(&board.with(sq, me), scores)))
            .max()
            .unwrap_or(0)
    };
    scores[index] = score;
    score
}

/// A score seen one move earlier: wins and losses are one move further off.
fn one_move_earlier(score: Score) -> Score {
    score - score.signum()
}

/// The score of `board` for its side to move, from `scores` (or a fresh
/// search for a position the walk from the empty board never met).
fn score_in(scores: &[Score], board: &Board) -> Score {
    let known = scores[board.index()];
    if known != UNKNOWN {
        return known;
    }
    let mut scratch = vec![UNKNOWN; INDEX_COUNT];
    solve(board, &mut scratch)
}

fn outlook(score: Score) -> Outlook {
    match score.signum() {
        1 => Outlook::Win,
        -1 => Outlook::Loss,
        _ => Outlook::Draw,
    }
}

/// The value of moving to `sq` for `me`: outlook and moves until the end.
pub fn value_of_move(board: &Board, me: Mark, sq: Square) -> (Outlook, u8) {
    let score = one_move_earlier(-score_in(&table(board.rules()).scores, &board.with(sq, me)));
    value(score)
}

/// The outlook for the side to move in `board` with best play by both,
/// and how many moves (both sides', counting the next) until the end.
pub fn value_of(board: &Board) -> (Outlook, u8) {
    value(score_in(&table(board.rules()).scores, board))
}

/// The outlook of `score`, and how many moves until the end.
fn value(score: Score) -> (Outlook, u8) {
    let moves = if score == 0 { 0 } else { WIN - score.abs() };
    (outlook(score), moves as u8)
}

/// The best move for `me`, read from the table built on first use.
pub fn choose(board: &Board, me: Mark) -> Option<Decision> {
    let table = table(board.rules());
    let known = table.choices[board.index()].filter(|_| me == board.to_move());
    known.or_else(|| compute_choice(board, me, &table.scores))
}

/// Highest score, then most traps, then lowest square.
fn compute_choice(board: &Board, me: Mark, scores: &[Score]) -> Option<Decision> {
    let mut best: Option<(Score, u8, Square)> = None;
    for sq in board.free_squares() {
        let after = board.with(sq, me);
        let score = one_move_earlier(-score_in(scores, &after));
        let traps = traps(&after, scores);
        if best.is_none_or(|(s, t, _)| (score, traps) > (s, t)) {
            best = Some((score, traps, sq));
        }
    }
    let (score, traps, square) = best?;
    let (outlook, moves) = value(score);
    let plan = Plan {
        outlook,
        moves,
        traps,
    };
    Some(Decision {
        square,
        rule: Rule::Perfect(plan),
    })
}

/// How many of the opponent's replies in `after` worsen their outlook.
fn traps(after: &Board, scores: &[Score]) -> u8 {
    if after.is_finished() {
        return 0;
    }
    let you = after.to_move();
    let best = outlook(score_in(scores, after));
    let worse = after
        .free_squares()
        .filter(|&sq| outlook(one_move_earlier(-score_in(scores, &after.with(sq, you)))) < best)
        .count();
    worse as u8
}
