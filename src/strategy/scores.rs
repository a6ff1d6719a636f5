//! Scores: games won, lost and tied, per opponent and per the side the
//! person played — what the scores line shows and `ttt stats` prints —
//! and the last [`PAST_GAMES_KEPT`] games themselves, for `ttt games`. The
//! file that keeps them is `scores.json` (`data`). They stand here, beside the
//! opponents they are kept for and below both the game and the data
//! files, so neither of those imports the other.

use crate::core::board::{Board, GameResult, Mark, Outcome, Rules, Square};
use crate::core::position::parse_board;
use crate::qubic::opponent::QubicOpponent;
use crate::strategy::Opponent;
use std::fmt;

/// Games won, lost and tied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
        let Tally { won, lost, tied } = self;
        write!(f, "{won} won, {lost} lost, {tied} tied")
    }
}

/// The scores of every rule variant, opponent and side, from the person's
/// point of view: `get(Rules::Standard, Opponent::Logo, Mark::X)` is how
/// the person playing X against `logo` under the standard rules has done.
/// Against `human`, it is how the player of that side has done. Saved as
/// a list of scores (rules, opponent, side, tally): every standard one, and a variant's only for the
/// games played under it.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "SavedScores", try_from = "SavedScores")]
pub struct Scores {
    /// Indexed like [`Rules::ALL`], then [`Opponent::ALL`], then X, O.
    by_side: [[[Tally; 2]; Opponent::ALL.len()]; Rules::ALL.len()],
    /// Qubic's, apart: indexed like [`QubicOpponent::ALL`], then X, O.
    qubic: [[Tally; 2]; QubicOpponent::ALL.len()],
    /// The finished games, oldest first, at most [`PAST_GAMES_KEPT`].
    games: Vec<PastGame>,
}

/// How many finished games the scores keep: the newest.
pub const PAST_GAMES_KEPT: usize = 200;

/// A finished game, kept to be listed and reviewed (`ttt games`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastGame {
    /// When it finished, in seconds since 1970-01-01 UTC.
    pub finished: u64,
    pub opponent: Opponent,
    /// The person's side (against `human`, X's player).
    pub side: Mark,
    /// The position it started from, under the game's rules (empty unless
    /// the game started from `--position`).
    pub start: Board,
    /// The squares played, in order, from `start`.
    pub moves: Vec<Square>,
    pub outcome: Outcome,
    /// Between two players, the names of X's and O's players (empty for
    /// none).
    pub names: [String; 2],
}

/// Seconds since 1970 as the UTC year, month, day, hour, minute and second.
pub fn utc_time(seconds: u64) -> [u64; 6] {
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    // Howard Hinnant's days-to-civil algorithm, for days since 1970-01-01.
    let z = days + 719_468;
    let (era, doe) = (z / 146_097, z % 146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    [year, month, day, rest / 3600, rest % 3600 / 60, rest % 60]
}

impl PastGame {
    /// When it finished, as `2026-11-27 09:30` (UTC).
    pub fn when(&self) -> String {
        let [year, month, day, hour, minute, _] = utc_time(self.finished);
        format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02}")
    }
}

impl Scores {
    pub fn get(&self, rules: Rules, opponent: Opponent, side: Mark) -> Tally {
        self.by_side[rules as usize][opponent as usize][side as usize]
    }

    /// Counts one game the person playing `side` against `opponent` under
    /// `rules` finished.
    pub fn add(&mut self, rules: Rules, opponent: Opponent, side: Mark, result: GameResult) {
        self.by_side[rules as usize][opponent as usize][side as usize].add(result);
    }

    /// How the person playing `side` at Qubic against `opponent` has done.
    pub fn qubic(&self, opponent: QubicOpponent, side: Mark) -> Tally {
        self.qubic[opponent as usize][side as usize]
    }

    /// Counts one Qubic game.
    pub fn add_qubic(&mut self, opponent: QubicOpponent, side: Mark, result: GameResult) {
        self.qubic[opponent as usize][side as usize].add(result);
    }

    /// Sets every tally back to zero, Qubic's too; the past games stay.
    pub fn reset_tallies(&mut self) {
        self.by_side = Default::default();
        self.qubic = Default::default();
    }

    /// Whether every tally is zero.
    pub fn no_tallies(&self) -> bool {
        self.iter().all(|(_, _, _, tally)| tally.games() == 0)
            && self.qubic_played().next().is_none()
    }

    /// Qubic's tallies of games played, by opponent and side.
    pub fn qubic_played(&self) -> impl Iterator<Item = (QubicOpponent, Mark, Tally)> + '_ {
        QubicOpponent::ALL
            .into_iter()
            .flat_map(|o| [Mark::X, Mark::O].map(move |side| (o, side)))
            .map(|(o, side)| (o, side, self.qubic(o, side)))
            .filter(|(_, _, tally)| tally.games() > 0)
    }

    /// The past games, oldest first.
    pub fn games(&self) -> &[PastGame] {
        &self.games
    }

    /// Keeps `game` as the newest, dropping the oldest beyond
    /// [`PAST_GAMES_KEPT`].
    pub fn keep_game(&mut self, game: PastGame) {
        self.games.push(game);
        let over = self.games.len().saturating_sub(PAST_GAMES_KEPT);
        self.games.drain(..over);
    }

    pub fn clear_games(&mut self) {
        self.games.clear();
    }

    /// Every variant, opponent and side with its tally, in [`Rules::ALL`]
    /// and [`Opponent::ALL`] order, X first.
    pub fn iter(&self) -> impl Iterator<Item = (Rules, Opponent, Mark, Tally)> + '_ {
        Rules::ALL
            .into_iter()
            .flat_map(|r| Opponent::ALL.into_iter().map(move |o| (r, o)))
            .flat_map(|(r, o)| [Mark::X, Mark::O].map(|side| (r, o, side)))
            .map(|(r, o, side)| (r, o, side, self.get(r, o, side)))
    }

    /// Every standard tally, and a variant's only for the games played
    /// under it: what the file keeps.
    fn played(&self) -> impl Iterator<Item = (Rules, Opponent, Mark, Tally)> + '_ {
        self.iter()
            .filter(|(rules, _, _, tally)| *rules == Rules::Standard || tally.games() > 0)
    }
}

/// One tally of [`Scores`], as saved.
#[derive(serde::Serialize, serde::Deserialize)]
struct Score {
    rules: Rules,
    opponent: Opponent,
    side: Mark,
    #[serde(flatten)]
    tally: Tally,
}

/// One Qubic tally, as saved.
#[derive(serde::Serialize, serde::Deserialize)]
struct QubicScore {
    opponent: QubicOpponent,
    side: Mark,
    #[serde(flatten)]
    tally: Tally,
}

/// One [`PastGame`], as saved: the position as text, the squares as
/// numbers.
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedGame {
    finished: u64,
    rules: Rules,
    opponent: Opponent,
    side: Mark,
    start: String,
    moves: Vec<u8>,
    outcome: Outcome,
    #[serde(default, skip_serializing_if = "unnamed")]
    names: [String; 2],
}

impl From<PastGame> for SavedGame {
    fn from(game: PastGame) -> SavedGame {
        SavedGame {
            finished: game.finished,
            rules: game.start.rules(),
            opponent: game.opponent,
            side: game.side,
            start: game.start.to_string(),
            moves: game.moves.iter().map(|sq| sq.number()).collect(),
            outcome: game.outcome,
            names: game.names,
        }
    }
}

/// Whether a game's players have no names: nothing to save.
fn unnamed(names: &[String; 2]) -> bool {
    names.iter().all(String::is_empty)
}

impl TryFrom<SavedGame> for PastGame {
    type Error = String;
    /// Refuses a position that does not read and a move that is not a free
    /// square of a game still going: such a game cannot be reviewed.
    fn try_from(saved: SavedGame) -> Result<PastGame, String> {
        let start = parse_board(&saved.start).map_err(|e| e.to_string())?;
        let start = start.under(saved.rules);
        let mut board = start;
        let mut moves = Vec::with_capacity(saved.moves.len());
        for number in saved.moves {
            let square = Square::new(number).filter(|&sq| board.is_free(sq));
            let Some(square) = square.filter(|_| board.winner().is_none()) else {
                return Err(format!("move {number} cannot be played in {board}"));
            };
            board = board.with(square, board.to_move());
            moves.push(square);
        }
        Ok(PastGame {
            finished: saved.finished,
            opponent: saved.opponent,
            side: saved.side,
            start,
            moves,
            outcome: saved.outcome,
            names: saved.names,
        })
    }
}

/// [`Scores`] as saved: `{"scores": [...], "games": [...]}`; a file from
/// before past games were kept has no `games`.
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedScores {
    scores: Vec<Score>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    games: Vec<SavedGame>,
    /// Qubic's tallies, those of games played (none in an older file).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    qubic: Vec<QubicScore>,
}

impl From<Scores> for SavedScores {
    fn from(scores: Scores) -> SavedScores {
        let tallies = scores.played().map(|(rules, opponent, side, tally)| Score {
            rules,
            opponent,
            side,
            tally,
        });
        let qubic = scores
            .qubic_played()
            .map(|(opponent, side, tally)| QubicScore {
                opponent,
                side,
                tally,
            })
            .collect();
        SavedScores {
            scores: tallies.collect(),
            games: scores.games.into_iter().map(SavedGame::from).collect(),
            qubic,
        }
    }
}

impl TryFrom<SavedScores> for Scores {
    type Error = String;
    /// Refuses a tally given twice, and a past game that cannot be played.
    fn try_from(saved: SavedScores) -> Result<Scores, String> {
        let mut scores = Scores::default();
        let mut seen = std::collections::HashSet::new();
        for score in saved.scores {
            let (rules, opponent, side) = (score.rules, score.opponent, score.side);
            if !seen.insert((rules, opponent, side)) {
                return Err(format!("{opponent} as {side} under {rules} appears twice"));
            }
            scores.by_side[rules as usize][opponent as usize][side as usize] = score.tally;
        }
        let mut seen_qubic = std::collections::HashSet::new();
        for score in saved.qubic {
            let (opponent, side) = (score.opponent, score.side);
            if !seen_qubic.insert((opponent, side)) {
                let name = opponent.name();
                return Err(format!("Qubic against {name} as {side} appears twice"));
            }
            scores.qubic[opponent as usize][side as usize] = score.tally;
        }
        for (i, game) in saved.games.into_iter().enumerate() {
            let game = PastGame::try_from(game).map_err(|e| format!("past game {}: {e}", i + 1))?;
            scores.keep_game(game);
        }
        Ok(scores)
    }
}

#[cfg(test)]
#[path = "scores_tests.rs"]
mod tests;
