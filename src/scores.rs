//! Scores: games won, lost and tied, per opponent and per the side the
//! person played, and the `scores.txt` file that keeps them.
//!
//! ```text
//! ttt scores 1
//! # opponent, your side, then games won, lost, tied
//! logo x 3 1 0
//! end
//! ```

use crate::board::{Mark, Outcome};
use crate::datafile::{parse_count, Damage, DataFile, Line};
use crate::position::shown;
use crate::store::{Store, Warning};
use crate::strategy::Opponent;
use std::fmt;

/// How one game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Won,
    Lost,
    Tied,
}

impl GameResult {
    /// How `outcome` ended for the player of `side`.
    pub fn for_side(outcome: Outcome, side: Mark) -> GameResult {
        match outcome {
            Outcome::Won(winner) if winner == side => GameResult::Won,
            Outcome::Won(_) => GameResult::Lost,
            Outcome::Tie => GameResult::Tied,
        }
    }
}

/// Games won, lost and tied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u64,
    pub lost: u64,
    pub tied: u64,
}

impl Tally {
    /// Counts one more game.
    pub fn add(&mut self, result: GameResult) {
        let count = match result {
            GameResult::Won => &mut self.won,
            GameResult::Lost => &mut self.lost,
            GameResult::Tied => &mut self.tied,
        };
        *count = count.saturating_add(1);
    }

    /// Adds another tally's counts to this one.
    pub fn absorb(&mut self, other: Tally) {
        self.won = self.won.saturating_add(other.won);
        self.lost = self.lost.saturating_add(other.lost);
        self.tied = self.tied.saturating_add(other.tied);
    }

    pub fn games(&self) -> u64 {
        self.won.saturating_add(self.lost).saturating_add(self.tied)
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{} won, {} lost, {} tied",
            self.won, self.lost, self.tied
        )
    }
}

/// The scores of every opponent and side, from the person's point of view:
/// `get(Opponent::Logo, Mark::X)` is how the person playing X against `logo`
/// has done. Against `human`, it is how the player of that side has done.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// Indexed like [`Opponent::ALL`], then X, O.
    tallies: [[Tally; 2]; Opponent::ALL.len()],
}

fn slot(opponent: Opponent, side: Mark) -> (usize, usize) {
    let row = Opponent::ALL
        .iter()
        .position(|&o| o == opponent)
        .unwrap_or(0);
    (row, usize::from(side == Mark::O))
}

impl Scores {
    pub fn get(&self, opponent: Opponent, side: Mark) -> Tally {
        let (row, col) = slot(opponent, side);
        self.tallies[row][col]
    }

    /// Counts one game the person playing `side` against `opponent` finished.
    pub fn add(&mut self, opponent: Opponent, side: Mark, result: GameResult) {
        let (row, col) = slot(opponent, side);
        self.tallies[row][col].add(result);
    }

    /// Every opponent and side with its tally, in [`Opponent::ALL`] order, X first.
    pub fn iter(&self) -> impl Iterator<Item = (Opponent, Mark, Tally)> + '_ {
        Opponent::ALL
            .into_iter()
            .flat_map(|o| [Mark::X, Mark::O].map(|side| (o, side)))
            .map(|(o, side)| (o, side, self.get(o, side)))
    }

    /// The lines `ttt stats` prints, one per opponent and side.
    pub fn lines(&self) -> Vec<String> {
        self.iter()
            .map(|(opponent, side, tally)| {
                format!("against {:<8} as {side}: {tally}", opponent.name())
            })
            .collect()
    }
}

impl DataFile for Scores {
    const FILE_NAME: &'static str = "scores.txt";
    const KIND: &'static str = "scores";

    fn parse_body(lines: &[Line]) -> Result<Scores, Damage> {
        let mut scores = Scores::default();
        let mut seen = Vec::new();
        for line in lines {
            let [opponent, side, won, lost, tied] = line.words.as_slice() else {
                return Err(line.bad("expected OPPONENT SIDE WON LOST TIED"));
            };
            let opponent = Opponent::parse(opponent)
                .ok_or_else(|| line.bad(format!("unknown opponent '{}'", shown(opponent))))?;
            let side = Mark::parse(side)
                .ok_or_else(|| line.bad(format!("side '{}' is not x or o", shown(side))))?;
            if seen.contains(&(opponent, side)) {
                return Err(line.bad(format!("{opponent} as {side} appears twice")));
            }
            seen.push((opponent, side));
            let (row, col) = slot(opponent, side);
            let [won, lost, tied] = [won, lost, tied].map(|w| parse_count(line, w));
            scores.tallies[row][col] = Tally {
                won: won?,
                lost: lost?,
                tied: tied?,
            };
        }
        Ok(scores)
    }

    fn format_body(&self) -> String {
        let mut text = String::from("# opponent, your side, then games won, lost, tied\n");
        for (opponent, side, t) in self.iter() {
            text += &format!(
                "{} {side} {} {} {}\n",
                opponent.name(),
                t.won,
                t.lost,
                t.tied
            );
        }
        text
    }
}

impl Store {
    /// The saved scores (zeros if there are none), and any warnings.
    pub fn load_scores(&self) -> (Scores, Vec<Warning>) {
        self.load()
    }

    /// Sets every score back to zero, in the file and in `scores`.
    pub fn reset_scores(&self, scores: &mut Scores) -> Vec<Warning> {
        self.apply(scores, |s| *s = Scores::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::datafile::{format_file, parse_file};

    fn check(body: &str, expected: Result<Vec<(Opponent, Mark, Tally)>, Damage>) {
        let text = format!("ttt scores 1\n{body}end\n");
        let got = parse_file::<Scores>(text.as_bytes())
            .map(|s| s.iter().filter(|(_, _, t)| t.games() > 0).collect());
        assert_eq!(got, expected, "parsing {body:?}");
    }

    fn tally(won: u64, lost: u64, tied: u64) -> Tally {
        Tally { won, lost, tied }
    }

    fn bad(line: usize, why: &str) -> Result<Vec<(Opponent, Mark, Tally)>, Damage> {
        Err(Damage::BadLine {
            line,
            why: why.into(),
        })
    }

    #[test]
    fn scores_parse() {
        check("", Ok(vec![]));
        check(
            "logo x 3 1 0\nhyde o 0 0 7\n",
            Ok(vec![
                (Opponent::Logo, Mark::X, tally(3, 1, 0)),
                (Opponent::Hyde, Mark::O, tally(0, 0, 7)),
            ]),
        );
        check(
            "human X 1 2 3\n",
            Ok(vec![(Opponent::Human, Mark::X, tally(1, 2, 3))]),
        );
    }

    #[test]
    fn bad_score_lines_are_damage() {
        check(
            "logo x 3 1\n",
            bad(2, "expected OPPONENT SIDE WON LOST TIED"),
        );
        check("lego x 3 1 0\n", bad(2, "unknown opponent 'lego'"));
        check("logo z 3 1 0\n", bad(2, "side 'z' is not x or o"));
        check("logo x 3 -1 0\n", bad(2, "'-1' is not a count"));
        check(
            "logo x 3 1 99999999999999999999\n",
            bad(2, "'99999999999999999999' is not a count"),
        );
        check(
            "logo x 1 1 1\nlogo x 1 1 1\n",
            bad(3, "logo as x appears twice"),
        );
    }

    #[test]
    fn scores_read_back_as_written() {
        let mut scores = Scores::default();
        scores.add(Opponent::Perfect, Mark::O, GameResult::Tied);
        scores.add(Opponent::Dawson, Mark::X, GameResult::Won);
        scores.add(Opponent::Dawson, Mark::X, GameResult::Won);
        let text = format_file(&scores);
        assert!(text.contains("\ndawson x 2 0 0\n"), "{text}");
        assert_eq!(parse_file::<Scores>(text.as_bytes()), Ok(scores));
    }

    #[test]
    fn stats_has_one_line_per_opponent_and_side() {
        let mut scores = Scores::default();
        scores.add(Opponent::Learner, Mark::O, GameResult::Lost);
        let lines = scores.lines();
        assert_eq!(lines.len(), 14);
        assert_eq!(lines[0], "against logo     as x: 0 won, 0 lost, 0 tied");
        assert_eq!(lines[11], "against learner  as o: 0 won, 1 lost, 0 tied");
    }

    #[test]
    fn results_are_seen_from_the_side_given() {
        assert_eq!(
            GameResult::for_side(Outcome::Won(Mark::X), Mark::X),
            GameResult::Won
        );
        assert_eq!(
            GameResult::for_side(Outcome::Won(Mark::X), Mark::O),
            GameResult::Lost
        );
        assert_eq!(
            GameResult::for_side(Outcome::Tie, Mark::O),
            GameResult::Tied
        );
    }
}
