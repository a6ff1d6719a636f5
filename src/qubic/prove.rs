//! The proof that X wins Qubic, after Allis (1994): the
//! checker of an opening book (`verify`, `verify_by_replies`), which
//! trusts nothing the search that made the book said, and what it stands
//! on — the cube's 192 symmetries as byte tables and canonical positions,
//! and a quick threat search whose moves `replay` checks under the rules
//! (docs/qubic.md gives the figures). The proof-number search that made
//! the book is the example's (`examples/support/qubic_solver.rs`).
//!
//! Positions with few marks are taken up to the cube's 192 symmetries
//! (`normal`: the least of its images), so a position and its mirror
//! images are one. A position where X is to move is won when X completes
//! a line, or when a sequence of threats wins (`threat_win`); if O has a
//! line to complete, X's only move is the block. A position where O is to
//! move is won when X has two lines to complete, and otherwise O's replies
//! that matter are those that spoil X's threat sequence were O to pass:
//! each other reply is answered by that same sequence, and `replay` checks
//! it move by move (`look`).

use crate::core::shape::Shape;
use crate::qubic::position::lines;
use crate::qubic::threats::{completions, threat_makers, threats_made};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// A position as two bitboards: X's cells and O's (bit `i` for cell `i+1`).
pub type Masks = (u64, u64);

/// A quick hash for bitboards (the standard one is built to resist
/// attacks, which a search's own positions do not need).
#[derive(Default)]
pub struct MasksHasher(u64);

impl Hasher for MasksHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A set of positions, with the quick hash.
pub type MasksSet = HashSet<Masks, BuildHasherDefault<MasksHasher>>;

/// Each symmetry as eight tables, one per byte of a bitboard.
fn symmetries() -> &'static Vec<[[u64; 256]; 8]> {
    static SYMMETRIES: OnceLock<Vec<[[u64; 256]; 8]>> = OnceLock::new();
    SYMMETRIES.get_or_init(|| {
        let shape = Shape::cube();
        let table = |permutation: &Vec<u8>| {
            let mut table = [[0u64; 256]; 8];
            for (byte, row) in table.iter_mut().enumerate() {
                for (value, image) in row.iter_mut().enumerate() {
                    *image = (0..8)
                        .filter(|bit| value & (1 << bit) != 0)
                        .fold(0, |m, bit| m | 1 << permutation[8 * byte + bit]);
                }
            }
            table
        };
        shape.symmetries().iter().map(table).collect()
    })
}

fn apply(table: &[[u64; 256]; 8], mask: u64) -> u64 {
    (0..8).fold(0, |m, byte| {
        m | table[byte][((mask >> (8 * byte)) & 0xff) as usize]
    })
}

/// How many symmetries the cube has.
pub const SYMMETRIES: usize = 192;

/// The least image of a position under the 192 symmetries, and the index
/// of a symmetry that gives it.
pub fn canonical(key: Masks) -> (Masks, usize) {
    let mut best = (key, 0);
    for (s, table) in symmetries().iter().enumerate().skip(1) {
        let x = apply(table, key.0);
        if x > best.0 .0 {
            continue;
        }
        let image = (x, apply(table, key.1));
        if image < best.0 {
            best = (image, s);
        }
    }
    best
}

/// Up to how many marks a position is taken up to symmetry
/// ([`normal`]).
pub const SYMMETRIC_MARKS: u32 = 8;

/// The form a position is searched and booked in: canonical while it has
/// at most [`SYMMETRIC_MARKS`] marks, where mirror images are common and
/// few marks make canonical forms cheap to share; as it is after that
/// (a deeper position is kept in the orientation of its canonical
/// ancestor), which saves the 192 images at every step, where they were
/// most of the search's time.
pub fn normal(key: Masks) -> Masks {
    match (key.0 | key.1).count_ones() <= SYMMETRIC_MARKS {
        true => canonical(key).0,
        false => key,
    }
}

/// The image of a position under symmetry `s`.
pub fn image(s: usize, key: Masks) -> Masks {
    let table = &symmetries()[s];
    (apply(table, key.0), apply(table, key.1))
}

/// The cell index that symmetry `s` sends to `cell`.
pub fn preimage_of(s: usize, cell: u8) -> u8 {
    (0..64)
        .find(|&i| image(s, (1 << i, 0)).0 == 1 << cell)
        .unwrap_or(0)
}

/// How many positions one threat-space search may visit. The verifier
/// uses the same budget, so it finds what the solver found.
pub const THREAT_BUDGET: u64 = 4_000;

/// X's moves of a sequence of threats that wins for X, to move in `key`:
/// each makes a threat (or blocks O's, threatening in turn) and the last
/// completes a line or makes two threats at once. `None` if the search,
/// at most [`THREAT_BUDGET`] positions, finds none.
pub fn threat_win(key: Masks) -> Option<Vec<u8>> {
    let (x, o) = key;
    let mine = completions(x, o);
    if mine != 0 {
        return Some(vec![mine.trailing_zeros() as u8]);
    }
    let mut moves = Vec::new();
    let mut search = ThreatSearch::default();
    search
        .attack(x, o, completions(o, x), &mut moves)
        .then_some(moves)
}

#[derive(Default)]
struct ThreatSearch {
    nodes: u64,
    failed: MasksSet,
    out_of_budget: bool,
}

impl ThreatSearch {
    /// A win for `mine`, to move with no line to complete, against
    /// `theirs`, who could complete a line on the cells `theirs_complete`.
    fn attack(
        &mut self,
        mine: u64,
        theirs: u64,
        theirs_complete: u64,
        moves: &mut Vec<u8>,
    ) -> bool {
        if theirs_complete.count_ones() > 1 || self.failed.contains(&(mine, theirs)) {
            return false;
        }
        if self.nodes >= THREAT_BUDGET {
            self.out_of_budget = true;
            return false;
        }
        self.nodes += 1;
        let candidates = match theirs_complete {
            0 => threat_makers(mine, theirs),
            block => block,
        };
        for cell in cells(candidates) {
            let threats = threats_made(mine, theirs, cell as usize);
            if threats == 0 {
                continue;
            }
            moves.push(cell);
            if threats.count_ones() > 1 {
                return true;
            }
            // The reply is forced; what it gives them is on its lines.
            let mine = mine | 1 << cell;
            let reply = threats.trailing_zeros() as usize;
            let theirs_then = threats_made(theirs, mine, reply);
            if self.attack(mine, theirs | threats, theirs_then, moves) {
                return true;
            }
            moves.pop();
        }
        if !self.out_of_budget {
            self.failed.insert((mine, theirs));
        }
        false
    }
}

/// Whether X's `moves`, played in order from `key` with X to move, still
/// win: each move must block O's line if O has one, make a threat (O's
/// reply is then forced), and the sequence must end with X completing a
/// line or holding two threats at once. This checks every step under the
/// rules; it trusts nothing the search said.
pub fn replay(key: Masks, moves: &[u8]) -> bool {
    trace(key, moves).is_some()
}

/// As [`replay`], and if the moves win, the cells the win rests on (every
/// cell played, every cell X or O could complete a line on at some step)
/// and O's cells at the end: which extra O marks could spoil it
/// (`spoilers`).
fn trace(key: Masks, moves: &[u8]) -> Option<(u64, u64)> {
    let (mut x, mut o) = key;
    // The cells each side could complete a line on, kept up to date from
    // the lines through each new mark (a line only gains marks).
    let mut mine = completions(x, o);
    let mut theirs = completions(o, x);
    let mut touched = 0;
    for &cell in moves {
        touched |= mine | theirs;
        if mine != 0 {
            return Some((touched, o));
        }
        let bit = 1u64 << cell;
        touched |= bit;
        if (x | o) & bit != 0 || theirs.count_ones() > 1 || (theirs != 0 && theirs != bit) {
            return None;
        }
        theirs &= !bit;
        x |= bit;
        let threats = threats_made(x & !bit, o, cell as usize);
        touched |= threats;
        match threats.count_ones() {
            0 => return None,
            1 => {}
            _ => return Some((touched, o)),
        }
        let reply = threats.trailing_zeros() as usize;
        o |= threats;
        theirs = (theirs | threats_made(o & !threats, x, reply)) & !(x | o);
        mine = 0;
    }
    touched |= mine;
    (mine != 0).then_some((touched, o))
}

/// The free cells where an O mark, added to `key` (O to move), might
/// spoil X's winning `moves`; an O mark anywhere else leaves them winning.
/// Such a mark is on no cell the win rests on (`trace`), so it blocks no
/// line X uses; and it is on no line free of X where O ends with two marks,
/// so it never gives O a line to complete. The cells this leaves are
/// replayed one by one — `from_scratch`, every free cell is, trusting no
/// such reasoning (the verifier).
fn spoilers(key: Masks, moves: &[u8], from_scratch: bool) -> u64 {
    let (x, o) = key;
    let free = !(x | o);
    let suspects = match trace(key, moves) {
        _ if from_scratch => free,
        None => return free,
        Some((touched, o_end)) => {
            let danger = lines()
                .all
                .iter()
                .filter(|&&l| l & x == 0 && (l & o_end).count_ones() >= 2)
                .fold(0, |cells, &l| cells | l);
            free & (touched | danger)
        }
    };
    let spoiled = cells(suspects).filter(|&cell| !replay((x, o | 1 << cell), moves));
    spoiled.fold(0, |out, cell| out | 1 << cell)
}

/// The cell indices of a mask, lowest first.
fn cells(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let cell = (mask != 0).then(|| mask.trailing_zeros() as u8)?;
        mask &= mask - 1;
        Some(cell)
    })
}

/// Whose move: X when the counts are equal.
pub fn x_to_move(key: Masks) -> bool {
    key.0.count_ones() == key.1.count_ones()
}

/// What one look at a position says, before any search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// X wins: a line now, two threats, or a sequence of threats (replayed
    /// move by move).
    Won,
    /// X cannot win here, and why: O completes a line, the board is full,
    /// or a threat sequence fails on replay.
    Lost(&'static str),
    /// The moves worth searching (X's, or O's that spoil X's threats).
    Moves(u64),
}

/// Looks at a position, whoever is to move; `from_scratch`, every reply
/// of O's is replayed against X's threat sequence (see `spoilers`).
pub fn look(key: Masks, from_scratch: bool) -> Look {
    let (x, o) = key;
    let free = !(x | o);
    let (mine, theirs) = (completions(x, o), completions(o, x));
    // A line to complete needs a free cell: the checks before stand.
    if free == 0 {
        return Look::Lost("the board is full: a draw");
    }
    if x_to_move(key) {
        if mine != 0 {
            return Look::Won;
        }
        if theirs.count_ones() > 1 {
            return Look::Lost("O has two lines to complete");
        }
        if let Some(win) = threat_win(key) {
            return match replay(key, &win) {
                true => Look::Won,
                false => Look::Lost("a threat sequence fails on replay"),
            };
        }
        return Look::Moves(if theirs == 0 { free } else { theirs });
    }
    if theirs != 0 {
        return Look::Lost("O completes a line");
    }
    match mine.count_ones() {
        0 => {}
        1 => return Look::Moves(mine),
        _ => return Look::Won,
    }
    let Some(win) = threat_win(key) else {
        return Look::Moves(free);
    };
    match spoilers(key, &win, from_scratch) {
        0 => Look::Won,
        moves => Look::Moves(moves),
    }
}

/// The canonical positions after each of `moves` from `key`, one of each
/// up to symmetry, with the move that reaches it.
pub fn children(key: Masks, moves: u64) -> Vec<(Masks, u8)> {
    let (x, o) = key;
    let x_moves = x_to_move(key);
    let mut seen = HashSet::new();
    let child = |bit: u64| normal(if x_moves { (x | bit, o) } else { (x, o | bit) });
    let out = cells(moves).map(|cell| (child(1 << cell), cell));
    out.filter(|(child, _)| seen.insert(*child)).collect()
}

/// What a verification found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Distinct positions (up to symmetry) the check walked.
    pub positions: u64,
    /// The first position where the book fails, if any, and why.
    pub failure: Option<Failure>,
}

/// Checks from scratch that X wins from `root` (any position) by the
/// `book`: every reply of O's, each of X's moves from the book, a forced
/// block, or a sequence of threats (replayed move by move for O's replies
/// that leave it standing).
pub fn verify(root: Masks, book: &HashMap<Masks, u8>) -> Verified {
    let mut seen = MasksSet::default();
    let failure = walk(book, &mut seen, normal(root)).err();
    Verified {
        positions: seen.len() as u64,
        failure,
    }
}

/// One of O's replies to X's opening move, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplyChecked {
    /// O's cell (an index, 0..64), one of each reply up to symmetry.
    pub cell: u8,
    /// Positions first walked below this reply.
    pub positions: u64,
    /// Where the book fails below this reply, if it does.
    pub failure: Option<Failure>,
}

/// A book checked reply by reply from its root, where X is to move: X's
/// move from the book, then each of O's replies up to symmetry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningChecked {
    /// X's first move (an index), if the book has one on a free cell.
    pub first: Option<u8>,
    pub replies: Vec<ReplyChecked>,
}

impl OpeningChecked {
    /// Whether every reply is proved: X wins from the root.
    pub fn proved(&self) -> bool {
        self.first.is_some() && self.replies.iter().all(|r| r.failure.is_none())
    }

    /// Distinct positions walked in all.
    pub fn positions(&self) -> u64 {
        1 + self.replies.iter().map(|r| r.positions).sum::<u64>()
    }
}

/// Checks the book from `root` (X to move) as [`verify`] does, but goes
/// on past a reply that fails, to say how many of O's replies the book
/// proves.
pub fn verify_by_replies(root: Masks, book: &HashMap<Masks, u8>) -> OpeningChecked {
    let root = normal(root);
    let free = !(root.0 | root.1);
    let usable = |&&cell: &&u8| x_to_move(root) && free & 1 << cell != 0;
    let Some(&first) = book.get(&root).filter(usable) else {
        return OpeningChecked::default();
    };
    let after = (root.0 | 1 << first, root.1);
    let mut seen = MasksSet::from_iter([root]);
    let replies = children(after, !(after.0 | after.1))
        .into_iter()
        .map(|(child, cell)| {
            let before = seen.len();
            let failure = walk(book, &mut seen, child).err();
            ReplyChecked {
                cell,
                positions: (seen.len() - before) as u64,
                failure,
            }
        })
        .collect();
    OpeningChecked {
        first: Some(first),
        replies,
    }
}

/// A position where a book fails, and why.
pub type Failure = (Masks, &'static str);

/// Walks the proof below canonical `root` by `book` without recursion
/// (depth is at most 64, but an explicit stack keeps it plain), adding
/// each position to `seen`: X's one move (a forced block, or the book's
/// where X has a choice), every reply of O's that spoils X's threat
/// sequence.
fn walk(book: &HashMap<Masks, u8>, seen: &mut MasksSet, root: Masks) -> Result<(), Failure> {
    let mut stack = vec![root];
    while let Some(key) = stack.pop() {
        if !seen.insert(key) {
            continue;
        }
        let (x, o) = key;
        let moves = match look(key, true) {
            Look::Won => continue,
            Look::Lost(why) => return Err((key, why)),
            Look::Moves(moves) => moves,
        };
        if !x_to_move(key) {
            stack.extend(cells(moves).map(|cell| normal((x, o | 1 << cell))));
            continue;
        }
        let cell = match moves.count_ones() {
            1 => moves.trailing_zeros() as u8,
            _ => *book.get(&key).ok_or((key, "X's move is not in the book"))?,
        };
        if moves & 1 << cell == 0 {
            return Err((key, "the book's move is on a taken cell"));
        }
        stack.push(normal((x | 1 << cell, o)));
    }
    Ok(())
}

#[cfg(test)]
#[path = "prove_tests.rs"]
mod tests;
