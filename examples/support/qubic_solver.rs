//! Qubic's proof-number search, after Allis (1994): a depth-first
//! proof-number search (df-pn) over bitboard positions, with threat-space
//! search at the leaves (`ttt::qubic::prove::look`); its result is an
//! opening book (`Solver::book`), which `ttt::qubic::prove::verify`
//! checks from scratch (docs/qubic.md gives the figures). Proof numbers
//! start from the lines of two (`Entry`).
//!
//! Not part of the game: `examples/qubic_solve.rs` runs it to make
//! `assets/qubic-book.bin`, and `tests/pure/qubic_solver.rs` tests it;
//! both include this file with `#[path]`.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::time::{Duration, Instant};
use ttt::qubic::prove::{
    children, look, normal, x_to_move, Look, Masks, MasksHasher, SYMMETRIC_MARKS,
};
use ttt::qubic::threats::lines_with;

/// A map keyed by positions, with the quick hash.
type MasksMap<V> = HashMap<Masks, V, BuildHasherDefault<MasksHasher>>;

const INFINITE: u32 = u32::MAX;

/// What the search knows of one position: its proof and disproof numbers
/// and the moves its look left to search (0 once the look settled it).
#[derive(Clone, Copy, Debug)]
struct Entry {
    proof: u32,
    disproof: u32,
    moves: u64,
}

impl Entry {
    fn of(key: Masks) -> Entry {
        let count = |m: u64| m.count_ones().max(1);
        let (proof, disproof, moves) = match look(key, false) {
            Look::Won => (0, INFINITE, 0),
            Look::Lost(_) => (INFINITE, 0, 0),
            // X to move: one good move proves it, all must fail to
            // disprove it; O to move: the other way round. The start
            // leans on the lines of two (`promise`): O's make X's proof
            // farther, X's make it nearer. This start took nine test
            // positions from 77,115 expansions (proof 1, or the moves
            // left) to 458 (docs/qubic.md).
            Look::Moves(m) if x_to_move(key) => (1 + promise((key.1, key.0)).pow(2), count(m), m),
            Look::Moves(m) => ((count(m) / (1 + promise(key).pow(2))).max(1), 1, m),
        };
        Entry {
            proof,
            disproof,
            moves,
        }
    }
}

/// How promising a position is for the side holding the first bitboard:
/// the lines where it has two marks and the other side none (each a threat
/// it can make). More of them make a proof likelier,
/// so they lower the proof number a search starts from.
fn promise(key: Masks) -> u32 {
    lines_with(key.0, key.1, 2).count() as u32
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    Proved,
    Disproved,
    /// The node or time limit came first.
    Unfinished,
}

/// What the search calls now and then to say how far it is.
type Progress = Box<dyn FnMut(&Solver)>;

/// The proof-number search and what it has learned.
pub struct Solver {
    table: MasksMap<Entry>,
    /// The children of positions near the root, whose canonical forms
    /// are dear to work out again at every visit.
    near_root: MasksMap<Vec<Masks>>,
    /// Positions expanded (searched below).
    pub expanded: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stopped: bool,
    progress: Option<Progress>,
    started: Instant,
}

impl Solver {
    /// A solver that expands at most `node_limit` positions and stops at
    /// `time_limit`, if given.
    pub fn new(node_limit: u64, time_limit: Option<Duration>) -> Solver {
        let started = Instant::now();
        Solver {
            table: MasksMap::default(),
            near_root: MasksMap::default(),
            expanded: 0,
            node_limit,
            deadline: time_limit.map(|t| started + t),
            stopped: false,
            progress: None,
            started,
        }
    }

    /// Calls `report` every 10,000 expansions.
    pub fn with_progress(mut self, report: impl FnMut(&Solver) + 'static) -> Solver {
        self.progress = Some(Box::new(report));
        self
    }

    /// Lets the search go on for `more` expansions (and up to
    /// `time_limit` from its start), keeping what it has learned.
    pub fn allow(&mut self, more: u64, time_limit: Option<Duration>) {
        self.node_limit = self.expanded.saturating_add(more);
        self.deadline = time_limit.map(|t| self.started + t);
        self.stopped = false;
    }

    pub fn positions(&self) -> usize {
        self.table.len()
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Proof and disproof numbers of a canonical position, if known.
    pub fn numbers(&self, key: Masks) -> Option<(u32, u32)> {
        self.table.get(&key).map(|e| (e.proof, e.disproof))
    }

    fn entry(&mut self, key: Masks) -> Entry {
        *self.table.entry(key).or_insert_with(|| Entry::of(key))
    }

    /// Searches whether X wins from `key` (any position; it is
    /// canonicalised).
    pub fn solve(&mut self, key: Masks) -> Proof {
        let root = normal(key);
        self.entry(root);
        self.search(root, INFINITE - 1, INFINITE - 1);
        let e = self.entry(root);
        match (e.proof, e.disproof) {
            (0, _) => Proof::Proved,
            (_, 0) => Proof::Disproved,
            _ => Proof::Unfinished,
        }
    }

    /// df-pn's multiple iterative deepening at `key` under thresholds.
    fn search(&mut self, key: Masks, proof_limit: u32, disproof_limit: u32) {
        let e = self.entry(key);
        if e.proof == 0 || e.disproof == 0 || self.stopped {
            return;
        }
        self.expanded += 1;
        if self.expanded.is_multiple_of(10_000) {
            if let Some(mut report) = self.progress.take() {
                report(self);
                self.progress = Some(report);
            }
        }
        if self.expanded >= self.node_limit || self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stopped = true;
            return;
        }
        let or_node = x_to_move(key);
        let kids = self.children_of(key, e.moves);
        for &k in &kids {
            self.entry(k);
        }
        loop {
            let (proof, disproof) = self.combine(&kids, or_node);
            let entry = self.table.get_mut(&key).expect("entered above");
            entry.proof = proof;
            entry.disproof = disproof;
            if proof >= proof_limit || disproof >= disproof_limit || self.stopped {
                return;
            }
            // The child to search: fewest proofs to find (X to move) or
            // disproofs (O to move), and the thresholds it gets.
            let (best, second) = self.best_two(&kids, or_node);
            let b = self.table[&best];
            let (child_proof, child_disproof) = match or_node {
                true => (
                    proof_limit.min(widen(second)),
                    add(disproof_limit - disproof, b.disproof),
                ),
                false => (
                    add(proof_limit - proof, b.proof),
                    disproof_limit.min(widen(second)),
                ),
            };
            self.search(best, child_proof, child_disproof);
        }
    }

    fn children_of(&mut self, key: Masks, moves: u64) -> Vec<Masks> {
        let near = (key.0 | key.1).count_ones() < SYMMETRIC_MARKS;
        if let Some(kids) = near.then(|| self.near_root.get(&key)).flatten() {
            return kids.clone();
        }
        let kids: Vec<Masks> = children(key, moves).into_iter().map(|(k, _)| k).collect();
        if near {
            self.near_root.insert(key, kids.clone());
        }
        kids
    }

    fn combine(&self, kids: &[Masks], or_node: bool) -> (u32, u32) {
        let numbers = kids.iter().map(|k| {
            let e = self.table[k];
            (e.proof, e.disproof)
        });
        match or_node {
            true => numbers.fold((INFINITE, 0), |(p, d), (cp, cd)| (p.min(cp), add(d, cd))),
            false => numbers.fold((0, INFINITE), |(p, d), (cp, cd)| (add(p, cp), d.min(cd))),
        }
    }

    /// The child with the least proof (or disproof) number, and the
    /// second least number.
    fn best_two(&self, kids: &[Masks], or_node: bool) -> (Masks, u32) {
        let mut best = (kids[0], INFINITE);
        let mut second = INFINITE;
        for k in kids {
            let e = self.table[k];
            let n = if or_node { e.proof } else { e.disproof };
            if n < best.1 {
                second = best.1;
                best = (*k, n);
            } else if n < second {
                second = n;
            }
        }
        (best.0, second)
    }

    /// X's move in a proved position where X is to move and the look did
    /// not settle it: a move to a proved child.
    pub fn proving_move(&self, key: Masks) -> Option<u8> {
        let e = self.table.get(&key)?;
        if e.proof != 0 || e.moves == 0 {
            return None;
        }
        children(key, e.moves)
            .into_iter()
            .find(|(k, _)| self.table.get(k).is_some_and(|c| c.proof == 0))
            .map(|(_, cell)| cell)
    }

    /// The opening book of a proof from `root` (canonical): X's move in
    /// every position of the proof where X is to move, has a choice, and
    /// no threat sequence wins. `None` if `root` is not proved.
    pub fn book(&self, root: Masks) -> Option<HashMap<Masks, u8>> {
        let mut book = HashMap::new();
        let mut seen = HashSet::new();
        let mut stack = vec![root];
        while let Some(key) = stack.pop() {
            if !seen.insert(key) {
                continue;
            }
            let e = self.table.get(&key)?;
            if e.proof != 0 {
                return None;
            }
            if e.moves == 0 {
                continue;
            }
            if x_to_move(key) {
                let cell = self.proving_move(key)?;
                if e.moves.count_ones() > 1 {
                    book.insert(key, cell);
                }
                stack.push(normal((key.0 | 1 << cell, key.1)));
            } else {
                stack.extend(children(key, e.moves).into_iter().map(|(k, _)| k));
            }
        }
        Some(book)
    }
}

/// A threshold a little above `n` (df-pn's 1 + ε, ε = 1/4), so the search
/// does not switch between two children at every step.
fn widen(n: u32) -> u32 {
    add(n, n / 4 + 1)
}

/// A sum of proof numbers: infinite if either is, else at most one less.
fn add(a: u32, b: u32) -> u32 {
    match a == INFINITE || b == INFINITE {
        true => INFINITE,
        false => (a as u64 + b as u64).min(INFINITE as u64 - 1) as u32,
    }
}
