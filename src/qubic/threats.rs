//! Threats and threat-space search (Allis 1994): a *threat* is three of a
//! side's marks in a line whose fourth cell is free, so the other side must
//! take that cell at once. A sequence of threats, each forcing the reply,
//! that ends in two threats at once (which nobody can block both of) is a
//! forced win. The search follows only such forcing moves, so it is small,
//! and every reply it assumes is truly forced: a win it finds is a win.

use crate::core::square::Mark;
use crate::qubic::cell::Cell;
use crate::qubic::position::{lines, Position};
use std::collections::HashMap;

/// The lines free of `theirs` where `mine` holds `held` cells.
pub fn lines_with(mine: u64, theirs: u64, held: u32) -> impl Iterator<Item = u64> {
    let all = lines().all.iter().copied();
    all.filter(move |&l| l & theirs == 0 && (l & mine).count_ones() == held)
}

/// The free cells that would complete a line for the side holding `mine`
/// against `theirs`: where it wins now, or where the other side must block.
pub fn completions(mine: u64, theirs: u64) -> u64 {
    lines_with(mine, theirs, 3).fold(0, |cells, l| cells | (l & !mine))
}

/// The free cells where the side holding `mine` would make a threat: on a
/// line where it has two and the other side none.
pub fn threat_makers(mine: u64, theirs: u64) -> u64 {
    lines_with(mine, theirs, 2).fold(0, |cells, l| cells | (l & !mine))
}

/// The cells a move at cell index `cell` would make `mine` complete next:
/// the threats it makes, found on the lines through it.
pub fn threats_made(mine: u64, theirs: u64, cell: usize) -> u64 {
    let with = mine | 1 << cell;
    let through = lines().through[cell].iter();
    let open = through.filter(|&&l| l & theirs == 0);
    open.filter(|&&l| (l & with).count_ones() == 3)
        .fold(0, |cells, &l| cells | (l & !with))
}

/// A forced win found: the first move and how many moves of the winner's
/// it takes before the last, unstoppable one (1: the first move makes two
/// threats at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    pub first: Cell,
    pub threats: u32,
}

/// What a search found for the side it searched for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Wins(ForcedWin),
    /// No sequence of threats wins, however long: the search ran out of
    /// forcing moves before its budget.
    NoThreatWin,
    /// The budget ran out first.
    Unknown,
}

/// The longest sequence of threats looked for; 64 cells allow fewer.
const MOST_THREATS: u32 = 32;

/// Searches for a forced win by threats for `attacker`, as if it were to
/// move in `position`, visiting at most `budget` positions.
pub fn search(position: &Position, attacker: Mark, budget: u64) -> Verdict {
    let mine = position.mask(attacker);
    let theirs = position.mask(attacker.opponent());
    let mut search = ThreatSearch {
        budget,
        ..ThreatSearch::default()
    };
    for depth in 1..=MOST_THREATS {
        search.cut = false;
        if let Some(win) = search.attack(mine, theirs, depth) {
            return Verdict::Wins(win);
        }
        if search.out_of_budget {
            return Verdict::Unknown;
        }
        if !search.cut {
            return Verdict::NoThreatWin;
        }
    }
    Verdict::Unknown
}

#[derive(Default)]
struct ThreatSearch {
    budget: u64,
    nodes: u64,
    /// Positions (the attacker's mask, the defender's) searched without a
    /// win: to how many threats, and whether the depth cut the search
    /// (if not, no depth would find one).
    failed: HashMap<(u64, u64), (u32, bool)>,
    /// Whether some line of search stopped at the depth, so a deeper one
    /// might find more.
    cut: bool,
    /// Whether some line of search stopped because the budget ran out.
    out_of_budget: bool,
}

impl ThreatSearch {
    /// A forced win for the side holding `mine`, to move, in at most
    /// `depth` threats.
    fn attack(&mut self, mine: u64, theirs: u64, depth: u32) -> Option<ForcedWin> {
        let free = !(mine | theirs);
        if let Some(first) = Cell::lowest(completions(mine, theirs) & free) {
            return Some(ForcedWin { first, threats: 0 });
        }
        let theirs_complete = completions(theirs, mine) & free;
        if theirs_complete.count_ones() > 1 {
            return None;
        }
        if self.nodes >= self.budget {
            self.out_of_budget = true;
            return None;
        }
        if let Some(&(searched, cut)) = self.failed.get(&(mine, theirs)) {
            if searched >= depth || !cut {
                self.cut |= cut;
                return None;
            }
        }
        self.nodes += 1;
        let cut_before = std::mem::take(&mut self.cut);
        let found = self.each_forcing_move(mine, theirs, theirs_complete, depth);
        let cut_here = self.cut;
        self.cut |= cut_before;
        if found.is_none() && !self.out_of_budget {
            self.failed.insert((mine, theirs), (depth, cut_here));
        }
        found
    }

    /// The first of the forcing moves that wins: the blocks of `theirs`'s
    /// threat (`theirs_complete`) if there is one, else every threat.
    fn each_forcing_move(
        &mut self,
        mine: u64,
        theirs: u64,
        theirs_complete: u64,
        depth: u32,
    ) -> Option<ForcedWin> {
        let free = !(mine | theirs);
        // A threat of theirs must be blocked first; the block must threaten
        // in turn, or the sequence has stopped forcing.
        let moves = match theirs_complete {
            0 => threat_makers(mine, theirs) & free,
            block => block,
        };
        for cell in Cell::in_mask(moves) {
            let threats = threats_made(mine, theirs, cell.index());
            // Two threats at once win; one forces the reply, and then?
            let threats = match threats.count_ones() {
                0 => continue,
                1 if depth == 1 => {
                    self.cut = true;
                    continue;
                }
                1 => match self.attack(mine | cell.bit(), theirs | threats, depth - 1) {
                    Some(win) => win.threats + 1,
                    None => continue,
                },
                _ => 1,
            };
            return Some(ForcedWin {
                first: cell,
                threats,
            });
        }
        None
    }
}

#[cfg(test)]
#[path = "threats_tests.rs"]
mod tests;
