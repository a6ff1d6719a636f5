//! Qubic's opponents by level, each move with its reason in the player's
//! voice ("blocks your line 1-22-43-64"):
//!
//! - easy wins if it can, else blocks, else plays at random;
//! - medium also makes a fork (two threats at once) and blocks yours;
//! - hard searches the threats (`threats`) for a forced win and for yours,
//!   then for a move that prepares one, and otherwise takes the cell whose
//!   lines count most;
//! - unbeatable as X plays the proof (`prove`): its opening book, forced
//!   blocks and sequences of threats, when the shipped book proves X wins
//!   from the empty board; otherwise, and as O, it is hard looking
//!   further, and says that no proof backs it.

use crate::core::rng::Rng;
use crate::core::square::Mark;
use crate::qubic::book::shipped;
use crate::qubic::cell::{Cell, Line};
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::position::{lines, Position};
use crate::qubic::prove::{image, preimage_of, threat_win, Masks, SYMMETRIES};
use crate::qubic::threats::{lines_with, search, threat_makers, ForcedWin, Verdict};
use std::fmt;

/// How many positions each of hard's searches may visit: its moves stay
/// in milliseconds (docs/qubic.md).
const HARD_BUDGET: u64 = 20_000;

/// How hard the search works: positions each search may visit, and of
/// the best cells by lines how many are tried for a plan — unbeatable ten
/// times hard's budget, and four times the cells.
fn effort(level: QubicOpponent) -> (u64, usize) {
    match level {
        QubicOpponent::Unbeatable => (10 * HARD_BUDGET, 32),
        _ => (HARD_BUDGET, 8),
    }
}

/// Why a move was chosen, said to the other player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Wins(Line),
    Blocks(Line),
    /// Blocks one of the other side's two lines; the other wins.
    BlocksOneOfTwo(Line),
    Forks(Line, Line),
    BlocksFork(Cell),
    /// A forced win by this many threats in a row.
    Forces(u32),
    /// Stops the other side's forced win of this many threats: `surely`
    /// if the search then finds none, else as far as the budget could tell.
    Stops {
        threats: u32,
        surely: bool,
    },
    /// Could not find how to stop a forced win of this many threats.
    CannotStop(u32),
    /// A move after which, were it to move again, it would win by this
    /// many threats: the other side must find the defence.
    Prepares(u32),
    /// The best cell by the lines through it, and how many of them are
    /// still open.
    BestByLines(u32),
    Random,
    /// The proof's move from the opening book.
    Book,
    /// Unbeatable as X where the proof has no move: a position the proof
    /// does not reach (X did not play by it), never one it does.
    OffTheProof(Box<Reason>),
    /// Unbeatable's move: hard's search, and the honest words about it.
    NoProof {
        reason: Box<Reason>,
        side: Mark,
    },
}

/// Whom a reason speaks to: the other side, as "you" in the computer's
/// own voice, or by its mark when a hint speaks for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addressee {
    You,
    Side(Mark),
}

impl Reason {
    /// The reason in words, the other side named as `them` says: "blocks
    /// your line 1-2-3-4" to the player it plays against, "blocks O's
    /// line 1-2-3-4" in a hint for X.
    pub fn words_to(&self, them: Addressee) -> String {
        // The other side's lines, and the verbs that agree with it.
        let (their, they, have, reply) = match them {
            Addressee::You => ("your".to_string(), "you".to_string(), "have", "reply"),
            Addressee::Side(mark) => (
                format!("{}'s", mark.upper()),
                mark.upper().to_string(),
                "has",
                "replies",
            ),
        };
        match self {
            Reason::Wins(line) => format!("wins: {line}"),
            Reason::Blocks(line) => format!("blocks {their} line {line}"),
            Reason::BlocksOneOfTwo(line) => {
                format!("blocks {their} line {line}, but {they} {have} another")
            }
            Reason::Forks(a, b) => format!("forks: two threats at once, {a} and {b}"),
            Reason::BlocksFork(cell) => format!("blocks {their} fork at {cell}"),
            Reason::Forces(1) => "forces: two threats at once".to_string(),
            Reason::Forces(n) => format!("forces: {} threats in a row", words(*n)),
            Reason::Stops { threats, surely } => {
                let verb = if *surely { "stops" } else { "tries to stop" };
                format!("{verb} {their} win by {} threats", words(*threats))
            }
            Reason::CannotStop(n) => format!(
                "cannot stop {their} win by {} threats; plays its best cell",
                words(*n)
            ),
            Reason::Prepares(n) => format!(
                "prepares a win by {} threats: stop it if {they} can",
                words(*n)
            ),
            Reason::BestByLines(n) => {
                format!("builds: the best cell by its lines, {n} of them open")
            }
            Reason::Random => "plays at random".to_string(),
            Reason::Book => format!("book: the proof's move here; it wins whatever {they} {reply}"),
            Reason::OffTheProof(reason) => format!(
                "{}; the proof has no move here, so this is hard's search",
                reason.words_to(them)
            ),
            Reason::NoProof { reason, side } => {
                let why = match side {
                    Mark::X => {
                        "no proof backs unbeatable yet, so this is hard's search, run longer"
                    }
                    Mark::O => "as O nothing is unbeatable, for X can always win at Qubic",
                };
                format!("{}; {why}", reason.words_to(them))
            }
        }
    }
}

impl fmt::Display for Reason {
    /// In the computer's own voice, to the player it plays against.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.words_to(Addressee::You))
    }
}

/// A number as a word, up to ten: "three threats".
fn words(n: u32) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n as usize)
        .map_or(n.to_string(), |w| w.to_string())
}

/// A move and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub cell: Cell,
    pub reason: Reason,
}

impl Decision {
    fn new(cell: Cell, reason: Reason) -> Decision {
        Decision { cell, reason }
    }

    /// The same move, its reason wrapped in unbeatable's words.
    fn wrapped(self, wrap: impl FnOnce(Box<Reason>) -> Reason) -> Decision {
        Decision::new(self.cell, wrap(Box::new(self.reason)))
    }
}

/// The move of the computer at `level` for the side to move in
/// `position`, or `None` if the game is over (or `level` is `human`).
pub fn decide(position: &Position, level: QubicOpponent, rng: &mut Rng) -> Option<Decision> {
    if position.is_finished() {
        return None;
    }
    let me = position.to_move();
    let decision = match level {
        QubicOpponent::Human => return None,
        QubicOpponent::Easy => win_or_block(position, me).unwrap_or_else(|| random(position, rng)),
        QubicOpponent::Medium => win_or_block(position, me)
            .or_else(|| {
                let (cell, a, b) = fork_for(position, me)?;
                Some(Decision::new(cell, Reason::Forks(a, b)))
            })
            .or_else(|| {
                let (cell, ..) = fork_for(position, me.opponent())?;
                Some(Decision::new(cell, Reason::BlocksFork(cell)))
            })
            .unwrap_or_else(|| random(position, rng)),
        QubicOpponent::Hard => hard(position, me, level, rng),
        QubicOpponent::Unbeatable if me == Mark::X && proof_is_complete() => proved(position)
            .unwrap_or_else(|| hard(position, me, level, rng).wrapped(Reason::OffTheProof)),
        QubicOpponent::Unbeatable => {
            hard(position, me, level, rng).wrapped(|reason| Reason::NoProof { reason, side: me })
        }
    };
    Some(decision)
}

/// Whether the shipped book proves that X wins from the empty board (its
/// maker says so; `ttt prove --game qubic` and the tests check it).
pub fn proof_is_complete() -> bool {
    shipped()
        .as_ref()
        .is_ok_and(|b| b.complete && b.root == (0, 0))
}

/// X's move in the shipped book for `position` (looked up in each of its
/// 192 images), if the book has it: X can force a win from there.
pub fn book_move(position: &Position) -> Option<Cell> {
    let key: Masks = (position.mask(Mark::X), position.mask(Mark::O));
    let book = shipped().as_ref().ok()?;
    let cell = (0..SYMMETRIES).find_map(|s| {
        let cell = *book.moves.get(&image(s, key))?;
        Some(preimage_of(s, cell))
    })?;
    Cell::from_index(cell as usize)
}

/// X's move by the proof: win, block, the book's move (the position is
/// looked up in each of its 192 images) or the first move of a sequence
/// of threats. `None` off the proof: a position X reached without
/// playing by it (`ttt move` can ask any position).
fn proved(position: &Position) -> Option<Decision> {
    if let Some(decision) = win_or_block(position, Mark::X) {
        return Some(decision);
    }
    if let Some(cell) = book_move(position) {
        return Some(Decision::new(cell, Reason::Book));
    }
    let key: Masks = (position.mask(Mark::X), position.mask(Mark::O));
    // Hard's search looks for the shortest sequence first; the proof's
    // own search, depth first, finds the one the check found.
    let (cell, threats) = match search(position, Mark::X, HARD_BUDGET / 4) {
        Verdict::Wins(win) => (win.first, win.threats),
        _ => {
            let moves = threat_win(key)?;
            (Cell::from_index(moves[0] as usize)?, moves.len() as u32)
        }
    };
    Some(Decision::new(cell, Reason::Forces(threats)))
}

/// The lines `mark` could complete now, with the cell each needs.
fn open_threes(position: &Position, mark: Mark) -> Vec<(Cell, Line)> {
    let mine = position.mask(mark);
    let theirs = position.mask(mark.opponent());
    let needing = |l: u64| Cell::lowest(l & !mine).map(|c| (c, Line(l)));
    lines_with(mine, theirs, 3).filter_map(needing).collect()
}

/// Wins if `me` can; else blocks the other side's line.
fn win_or_block(position: &Position, me: Mark) -> Option<Decision> {
    if let Some(&(cell, line)) = open_threes(position, me).first() {
        return Some(Decision::new(cell, Reason::Wins(line)));
    }
    let theirs = open_threes(position, me.opponent());
    let &(cell, line) = theirs.first()?;
    let reason = match theirs.iter().any(|&(other, _)| other != cell) {
        true => Reason::BlocksOneOfTwo(line),
        false => Reason::Blocks(line),
    };
    Some(Decision::new(cell, reason))
}

/// A move that makes two threats at once for `mark`, and their lines.
fn fork_for(position: &Position, mark: Mark) -> Option<(Cell, Line, Line)> {
    let mine = position.mask(mark);
    let theirs = position.mask(mark.opponent());
    Cell::in_mask(threat_makers(mine, theirs) & position.free()).find_map(|cell| {
        let after = position.with(cell, mark);
        let threes = open_threes(&after, mark);
        let (_, first) = *threes.first()?;
        let other = threes.iter().find(|&&(c, _)| c != threes[0].0)?;
        Some((cell, first, other.1))
    })
}

fn random(position: &Position, rng: &mut Rng) -> Decision {
    let free: Vec<Cell> = position.free_cells().collect();
    Decision::new(rng.pick(&free).unwrap_or(free[0]), Reason::Random)
}

/// How many of its best cells hard tries to stop a forced win with,
/// before the cell the win starts on.
const DEFENCES_TRIED: usize = 12;

fn hard(position: &Position, me: Mark, level: QubicOpponent, rng: &mut Rng) -> Decision {
    let (budget, _) = effort(level);
    if let Some(decision) = win_or_block(position, me) {
        return decision;
    }
    if let Verdict::Wins(win) = search(position, me, budget) {
        return Decision::new(win.first, Reason::Forces(win.threats));
    }
    let ranked = ranked(position, me, rng);
    let best = ranked[0];
    let Verdict::Wins(theirs) = search(position, me.opponent(), budget) else {
        return plan(position, me, &ranked, level).unwrap_or_else(|| {
            Decision::new(best, Reason::BestByLines(open_lines(position, best)))
        });
    };
    defend(position, me, &ranked, theirs, budget)
}

/// A move against the other side's forced win `theirs`: the first of
/// `me`'s best cells, then the cell the win starts on, after which the
/// search finds no win for them (or cannot tell, in its budget).
fn defend(
    position: &Position,
    me: Mark,
    ranked: &[Cell],
    theirs: ForcedWin,
    budget: u64,
) -> Decision {
    let stops = |&cell: &Cell| {
        let after = position.with(cell, me);
        search(&after, me.opponent(), budget / 4)
    };
    let candidates = ranked.iter().take(DEFENCES_TRIED);
    let tried: Vec<(Cell, Verdict)> = candidates
        .chain(std::iter::once(&theirs.first))
        .map(|cell| (*cell, stops(cell)))
        .collect();
    let surely = tried.iter().find(|(_, v)| *v == Verdict::NoThreatWin);
    let maybe = tried.iter().find(|(_, v)| *v == Verdict::Unknown);
    let threats = theirs.threats;
    match surely.or(maybe) {
        Some(&(cell, verdict)) => {
            let surely = verdict == Verdict::NoThreatWin;
            Decision::new(cell, Reason::Stops { threats, surely })
        }
        None => Decision::new(ranked[0], Reason::CannotStop(threats)),
    }
}

/// The first of `level`'s best few cells (`effort`) after which `me`,
/// were it to move again, would have a forced win: the other side must
/// spend its move on the defence. (A cell that makes a threat at once is not a plan:
/// the search before it already tried that.)
fn plan(position: &Position, me: Mark, ranked: &[Cell], level: QubicOpponent) -> Option<Decision> {
    let (budget, plans) = effort(level);
    ranked.iter().take(plans).find_map(|&cell| {
        let after = position.with(cell, me);
        match search(&after, me, budget / 4) {
            Verdict::Wins(win) if win.threats > 0 => {
                Some(Decision::new(cell, Reason::Prepares(win.threats)))
            }
            _ => None,
        }
    })
}

/// Open lines through `cell`: those with no mark of one side or the other.
fn open_lines(position: &Position, cell: Cell) -> u32 {
    let (x, o) = (position.mask(Mark::X), position.mask(Mark::O));
    let through = lines().through[cell.index()].iter();
    through.filter(|&&l| l & x == 0 || l & o == 0).count() as u32
}

/// The free cells, best first by a line count: each line through a cell
/// that only one side holds counts more the more it holds (a line of
/// mine more than one of yours), an empty line a little; ties in random
/// order.
fn ranked(position: &Position, me: Mark, rng: &mut Rng) -> Vec<Cell> {
    const MINE: [u32; 4] = [1, 4, 16, 0];
    const YOURS: [u32; 4] = [1, 3, 12, 0];
    let mine = position.mask(me);
    let yours = position.mask(me.opponent());
    let score = |cell: Cell| -> u32 {
        let through = lines().through[cell.index()].iter();
        through
            .map(
                |&l| match ((l & mine).count_ones(), (l & yours).count_ones()) {
                    (0, 0) => MINE[0] + YOURS[0],
                    (m, 0) => MINE[m as usize],
                    (0, y) => YOURS[y as usize],
                    _ => 0,
                },
            )
            .sum()
    };
    let mut cells: Vec<(u32, u64, Cell)> = position
        .free_cells()
        .map(|c| (score(c), rng.next_u64(), c))
        .collect();
    // Highest first; no two alike (the cells differ).
    crate::core::order::sort_by(&mut cells, |a, b| b.cmp(a));
    cells.into_iter().map(|(_, _, c)| c).collect()
}

#[cfg(test)]
#[path = "player_tests.rs"]
mod tests;
