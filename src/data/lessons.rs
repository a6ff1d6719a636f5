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
//! there — under the standard rules before any `rules` line, under a
//! variant's after its `rules NAME` line.

use crate::core::board::GameResult;
use crate::core::board::{Board, Rules, Square};
use crate::core::position::{escaped_excerpt, parse_board};
use crate::data::datafile::{parse_count, Damage, DataFile, Line, Sections};
use crate::data::store::{Store, Warning};
use crate::strategy::learner::Choice;
use crate::strategy::scores::Tally;
use crate::strategy::Memory;
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
        if result == GameResult::Lost {
            self.memory.learn_from_loss(choices)
        } else {
            0
        }
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
}

/// The squares of a 9-bit mask (bit k-1 for square k), in 1..9 order.
fn squares_of(mask: u16) -> impl Iterator<Item = Square> {
    Square::all().filter(move |sq| mask & (1 << sq.index()) != 0)
}

fn parse_lesson(
    line: &Line,
    rules: Rules,
    memory: &mut Memory,
    seen: &mut HashSet<Board>,
) -> Result<(), Damage> {
    let text = line.words[0];
    let board = parse_board(text)
        .map_err(|e| line.bad(e.to_string()))?
        .under(rules);
    if board.is_finished() {
        return Err(line.bad(format!("position '{}' is finished", escaped_excerpt(text))));
    }
    if !seen.insert(board) {
        return Err(line.bad(format!(
            "position '{}' appears twice",
            escaped_excerpt(text)
        )));
    }
    if line.words.len() < 2 {
        return Err(line.bad(format!(
            "position '{}' has no squares after it",
            escaped_excerpt(text)
        )));
    }
    for word in &line.words[1..] {
        let square = word.parse::<u8>().ok().and_then(Square::new);
        match square {
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
        for rules in Rules::ALL {
            let learned = self.memory.entries().filter(|(b, _)| b.rules() == rules);
            for (i, (board, mask)) in learned.enumerate() {
                if i == 0 && rules != Rules::Standard {
                    text += &format!("rules {rules}\n");
                }
                let squares: Vec<String> = squares_of(mask).map(|sq| sq.to_string()).collect();
                text += &format!("{board} {}\n", squares.join(" "));
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
mod tests {
    use super::*;
    use crate::data::datafile::{format_file, parse_file};

    fn check(body: &str, expected: Result<&[(&str, &[u8])], Damage>) {
        let text = format!("ttt learner 1\n{body}end\n");
        let got = parse_file::<Lessons>(text.as_bytes()).map(|l| {
            l.memory
                .entries()
                .map(|(b, m)| (b.to_string(), squares_of(m).map(|s| s.number()).collect()))
                .collect()
        });
        let expected: Result<Vec<(String, Vec<u8>)>, Damage> = expected.map(|es| {
            es.iter()
                .map(|(b, sqs)| (b.to_string(), sqs.to_vec()))
                .collect()
        });
        assert_eq!(got, expected, "parsing {body:?}");
    }

    fn bad(line: usize, why: &str) -> Result<&'static [(&'static str, &'static [u8])], Damage> {
        Err(Damage::BadLine {
            line,
            why: why.into(),
        })
    }

    #[test]
    fn lessons_parse() {
        check("", Ok(&[]));
        check(
            "x___o____ 2 4\n_________ 9\n",
            Ok(&[("_________", &[9]), ("x___o____", &[2, 4])]),
        );
        check("X...O.... 4 2\n", Ok(&[("x___o____", &[2, 4])]));
    }

    #[test]
    fn bad_lessons_are_damage() {
        check(
            "x___o____\n",
            bad(2, "position 'x___o____' has no squares after it"),
        );
        check(
            "x___o____ 1\n",
            bad(2, "'1' is not a free square of x___o____"),
        );
        check(
            "x___o____ 0\n",
            bad(2, "'0' is not a free square of x___o____"),
        );
        check(
            "x___o____ two\n",
            bad(2, "'two' is not a free square of x___o____"),
        );
        check("xxx_oo___ 7\n", bad(2, "position 'xxx_oo___' is finished"));
        check(
            "x__ 7\n",
            bad(
                2,
                "position 'x__' has 3 characters; it needs exactly 9, one per square",
            ),
        );
        check(
            "_________ 1\n_________ 2\n",
            bad(3, "position '_________' appears twice"),
        );
        check(
            "record 1 2 3\nrecord 1 2 3\n",
            bad(3, "expected one 'record WON LOST TIED' line"),
        );
        check(
            "record 1 2\n",
            bad(2, "expected one 'record WON LOST TIED' line"),
        );
    }

    #[test]
    fn lessons_read_back_as_written() {
        let mut lessons = Lessons::default();
        let board = parse_board("x___o____").expect("a fixture");
        let choice = |n| Choice {
            before: board,
            square: Square::new(n).expect("a square"),
            unforced: true,
        };
        assert_eq!(lessons.learn_from_game(&[choice(3)], GameResult::Lost), 1);
        assert_eq!(lessons.learn_from_game(&[choice(9)], GameResult::Tied), 0);
        let text = format_file(&lessons);
        assert!(
            text.contains("\nrecord 0 1 1\n") && text.contains("\nx___o____ 3\n"),
            "{text}"
        );
        assert_eq!(parse_file::<Lessons>(text.as_bytes()), Ok(lessons));
    }

    #[test]
    fn merging_keeps_both_memories_lessons() {
        let (a, b) = (
            parse_board("_________").expect("a fixture"),
            parse_board("x________").expect("a fixture"),
        );
        let sq = |n| Square::new(n).expect("a square");
        let (mut one, mut two) = (Memory::new(), Memory::new());
        one.forbid(a, sq(1));
        two.forbid(a, sq(2));
        two.forbid(b, sq(5));
        merge_memory(&mut one, &two);
        assert_eq!(
            (one.forbidden_in(&a), one.forbidden_in(&b), one.lessons()),
            (0b11, 0b10000, 3)
        );
    }

    #[test]
    fn each_variant_keeps_its_own_lessons() {
        let text = "ttt learner 1\nx________ 2\nrules corner-l\nx________ 4\nx___o____ 2\nend\n";
        let lessons = parse_file::<Lessons>(text.as_bytes()).expect("a whole file");
        let empty_x = parse_board("x________").expect("legal");
        assert_eq!(lessons.memory.forbidden_in(&empty_x), 1 << 1);
        assert_eq!(
            lessons.memory.forbidden_in(&empty_x.under(Rules::CornerL)),
            1 << 3
        );
        assert_eq!(lessons.memory.lessons_under(Rules::CornerL), 2);
        assert_eq!(lessons.memory.lessons_under(Rules::Standard), 1);
        let written = format_file(&lessons);
        assert!(
            written.ends_with("x________ 2\nrules corner-l\nx________ 4\nx___o____ 2\nend\n"),
            "{written}"
        );
        assert_eq!(parse_file::<Lessons>(written.as_bytes()), Ok(lessons));
        let finished_under_l = "ttt learner 1\nrules corner-l\nxx_xoo___ 3\nend\n";
        assert_eq!(
            parse_file::<Lessons>(finished_under_l.as_bytes()).err(),
            Some(Damage::BadLine {
                line: 3,
                why: "position 'xx_xoo___' is finished".into()
            })
        );
    }
}
