//! What the learner has learned, as saved in `learner.txt`: its memory of
//! forbidden moves, and its record of the games it finished.
//!
//! ```text
//! ttt learner 1
//! record 12 40 300
//! x___o____ 2 4
//! rules corner-l
//! x________ 2 4 6 8
//! end
//! ```
//!
//! `record` is games won, lost, tied (under any rules); each other line is
//! a position before the learner's move and the squares it will not play
//! there, or (after `tried`) the squares it has tried there — under the
//! standard rules before any `rules` line, under a variant's after its
//! `rules NAME` line. Positions are written as the canonical copy of their
//! symmetry class; a file with other copies (as written before the
//! learner knew symmetry) loads as well, each lesson moved to its copy.

use crate::core::board::GameResult;
use crate::core::board::{Board, Rules, Square};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::datafile::{parse_count, Damage, DataFile, Line, Sections};
use crate::data::store::{Store, Warning};
use crate::strategy::learner::Choice;
use crate::strategy::scores::Tally;
use crate::strategy::{learning, Memory, Opponent};
use std::collections::HashSet;

/// The learner's saved state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lessons {
    pub memory: Memory,
    /// The games it finished, from its own point of view.
    pub record: Tally,
}

impl Lessons {
    /// Counts a finished game and, if it was lost, learns from the
    /// learner's `choices` in it. Returns the number of new lessons.
    pub fn learn_from_game(&mut self, choices: &[Choice], result: GameResult) -> usize {
        self.record.add(result);
        learning::learn(Opponent::Learner, &mut self.memory, choices, result)
    }
}

/// Adds every lesson of `other` to `memory`. Lessons only accumulate, so the
/// union of two memories keeps what both learned.
pub fn merge_memory(memory: &mut Memory, other: &Memory) {
    for (board, mask) in other.entries() {
        for sq in squares_of(mask) {
            memory.forbid(board, sq);
        }
    }
    for (board, mask) in other.tried_entries() {
        for sq in squares_of(mask) {
            memory.note_tried(board, sq);
        }
    }
}

/// The squares of a 9-bit mask (bit k-1 for square k), in 1..9 order.
fn squares_of(mask: u16) -> impl Iterator<Item = Square> {
    Square::all().filter(move |sq| mask & (1 << sq.index()) != 0)
}

/// A lesson line, or with `tried` the squares tried in a position.
fn parse_lesson(
    line: &Line,
    rules: Rules,
    memory: &mut Memory,
    seen: &mut HashSet<(bool, Board)>,
) -> Result<(), Damage> {
    let tried = line.words[0] == "tried";
    let words = &line.words[usize::from(tried)..];
    let Some(&text) = words.first() else {
        return Err(line.bad("'tried' needs a position and squares"));
    };
    let board = parse_board(text)
        .map_err(|e| line.bad(e.to_string()))?
        .under(rules);
    if board.is_finished() {
        return Err(line.bad(format!("position '{}' is finished", escaped_excerpt(text))));
    }
    if !seen.insert((tried, board)) {
        return Err(line.bad(format!(
            "position '{}' appears twice",
            escaped_excerpt(text)
        )));
    }
    if words.len() < 2 {
        return Err(line.bad(format!(
            "position '{}' has no squares after it",
            escaped_excerpt(text)
        )));
    }
    for word in &words[1..] {
        let square = word.parse::<u8>().ok().and_then(Square::new);
        match square {
            Some(sq) if board.is_free(sq) && tried => memory.note_tried(board, sq),
            Some(sq) if board.is_free(sq) => memory.forbid(board, sq),
            _ => {
                return Err(line.bad(format!(
                    "'{}' is not a free square of {board}",
                    escaped_excerpt(word)
                )))
            }
        }
    }
    Ok(())
}

impl DataFile for Lessons {
    const FILE_NAME: &'static str = "learner.txt";
    const KIND: &'static str = "learner";

    fn parse_body(lines: &[Line]) -> Result<Lessons, Damage> {
        let mut lessons = Lessons::default();
        let mut seen = HashSet::new();
        let mut record_seen = false;
        let mut sections = Sections::new();
        for line in lines {
            if sections.read(line)? {
                continue;
            }
            match line.words.as_slice() {
                ["record", won, lost, tied] if !record_seen => {
                    record_seen = true;
                    let [won, lost, tied] = [won, lost, tied].map(|w| parse_count(line, w));
                    lessons.record = Tally {
                        won: won?,
                        lost: lost?,
                        tied: tied?,
                    };
                }
                ["record", ..] => return Err(line.bad("expected one 'record WON LOST TIED' line")),
                _ => parse_lesson(line, sections.rules, &mut lessons.memory, &mut seen)?,
            }
        }
        Ok(lessons)
    }

    fn format_body(&self) -> String {
        let r = self.record;
        let mut text = format!(
            "# games the learner finished: won, lost, tied\nrecord {} {} {}\n",
            r.won, r.lost, r.tied
        );
        text += "# a position before the learner's move, then the squares it will not play there\n";
        text += "# (after 'tried': the squares it has tried there)\n";
        for rules in Rules::ALL {
            let learned = self.memory.entries().map(|e| ("", e));
            let tried = self.memory.tried_entries().map(|e| ("tried ", e));
            let lines = learned
                .chain(tried)
                .filter(|(_, (b, _))| b.rules() == rules);
            for (i, (word, (board, mask))) in lines.enumerate() {
                if i == 0 && rules != Rules::Standard {
                    text += &format!("rules {rules}\n");
                }
                let squares: Vec<String> = squares_of(mask).map(|sq| sq.to_string()).collect();
                text += &format!("{word}{board} {}\n", squares.join(" "));
            }
        }
        text
    }
}

impl Store {
    /// The learner's saved lessons (none if there are none), and any warnings.
    pub fn load_lessons(&self) -> (Lessons, Vec<Warning>) {
        self.load()
    }

    /// Saves a training run's progress: adds `trained`'s lessons and the
    /// games in `record` (played since the last save) to the file and to
    /// `lessons`. Says whether they were saved.
    pub fn save_training(
        &self,
        lessons: &mut Lessons,
        trained: &Memory,
        record: Tally,
    ) -> (bool, Vec<Warning>) {
        self.apply_saved(lessons, |l| {
            merge_memory(&mut l.memory, trained);
            l.record.absorb(record);
        })
    }
}

#[cfg(test)]
#[path = "lessons_tests.rs"]
mod tests;
