//! Scores: games won, lost and tied, per opponent and side, and the last
//! [`PAST_GAMES_KEPT`] games of either board, as `scores.json` keeps them.

use crate::core::board::{GameResult, Mark, Outcome, Rules};
use crate::qubic::opponent::QubicOpponent;
use crate::record::{Played, Rival};
use crate::settings::{GameKind, Settings};
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
    pub fn add(&mut self, result: GameResult) {
        let count = match result {
            GameResult::Won => &mut self.won,
            GameResult::Lost => &mut self.lost,
            GameResult::Tied => &mut self.tied,
        };
        *count = count.saturating_add(1);
    }

    pub fn absorb(&mut self, other: Tally) {
        self.won = self.won.saturating_add(other.won);
        self.lost = self.lost.saturating_add(other.lost);
        self.tied = self.tied.saturating_add(other.tied);
    }

    pub fn games(&self) -> u64 {
        self.won.saturating_add(self.lost).saturating_add(self.tied)
    }

    /// X's tally between two players, as each mark's wins.
    pub fn by_mark(&self) -> String {
        format!(
            "X won {}, O won {}, {} tied",
            self.won, self.lost, self.tied
        )
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let Tally { won, lost, tied } = self;
        write!(f, "{won} won, {lost} lost, {tied} tied")
    }
}

/// The scores of every rule variant, opponent and side, from the point of
/// view of the player of that side: `get(Rules::Standard, Opponent::Logo,
/// Mark::X)` is how the person playing X against `logo` has done.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "SavedScores", try_from = "SavedScores")]
pub struct Scores {
    /// Indexed like [`Rules::ALL`], then [`Opponent::ALL`], then X, O.
    by_side: [[[Tally; 2]; Opponent::ALL.len()]; Rules::ALL.len()],
    /// Qubic's: indexed like [`QubicOpponent::ALL`], then X, O.
    qubic: [[Tally; 2]; QubicOpponent::ALL.len()],
    /// The finished games, oldest first, at most [`PAST_GAMES_KEPT`].
    games: Vec<PastGame>,
}

/// How many finished games the scores keep, the newest.
pub const PAST_GAMES_KEPT: usize = 200;

/// A finished game of either board, kept to be listed and reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastGame {
    /// When it finished, in seconds since 1970-01-01 UTC.
    pub finished: u64,
    pub rival: Rival,
    /// The person's side (against `human`, X's player).
    pub side: Mark,
    pub played: Played,
    pub outcome: Outcome,
    /// Between two players, X's and O's names (empty for none).
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

    /// How the person playing `side` in the game `settings` name has done.
    pub fn tally(&self, settings: &Settings, side: Mark) -> Tally {
        match Rival::of(settings) {
            Rival::TicTacToe(o) => self.get(settings.rules, o, side),
            Rival::Qubic(o) => self.qubic(o, side),
        }
    }

    /// How the person playing `side` against `rival` has done, every 3×3
    /// rules variant together.
    pub fn all_rules(&self, rival: Rival, side: Mark) -> Tally {
        match rival {
            Rival::Qubic(o) => self.qubic(o, side),
            Rival::TicTacToe(o) => {
                let mut all = Tally::default();
                for rules in Rules::ALL {
                    all.absorb(self.get(rules, o, side));
                }
                all
            }
        }
    }

    /// Between two players named `names` (both given): each one's wins,
    /// then their ties, in the past games kept (the last
    /// [`PAST_GAMES_KEPT`]) against `rival` under `rules`, whichever side
    /// each played. The tally by mark would give Ann's win to Bob once
    /// they swap seats.
    pub fn by_names(&self, rival: Rival, rules: Rules, names: [&str; 2]) -> [u64; 3] {
        let mut counts = [0; 3];
        for game in self
            .games
            .iter()
            .filter(|g| g.rival == rival && g.played.rules() == rules)
        {
            let [x, o] = [game.names[0].as_str(), game.names[1].as_str()];
            let (x_player, o_player) = match [x, o] {
                played if played == names => (0, 1),
                [x, o] if [o, x] == names => (1, 0),
                _ => continue,
            };
            let counted = match game.outcome {
                Outcome::Won(Mark::X) => x_player,
                Outcome::Won(Mark::O) => o_player,
                Outcome::Tie => 2,
            };
            counts[counted] += 1;
        }
        counts
    }

    /// Counts one game of the person playing `side` against `rival`.
    pub fn add(&mut self, rival: Rival, rules: Rules, side: Mark, result: GameResult) {
        let tally = match rival {
            Rival::TicTacToe(o) => &mut self.by_side[rules as usize][o as usize][side as usize],
            Rival::Qubic(o) => &mut self.qubic[o as usize][side as usize],
        };
        tally.add(result);
    }

    pub fn qubic(&self, opponent: QubicOpponent, side: Mark) -> Tally {
        self.qubic[opponent as usize][side as usize]
    }

    /// Sets every tally back to zero, Qubic's too; the past games stay.
    pub fn reset_tallies(&mut self) {
        self.by_side = Default::default();
        self.qubic = Default::default();
    }

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

    pub fn games(&self) -> &[PastGame] {
        &self.games
    }

    /// Keeps `game`, dropping the oldest beyond [`PAST_GAMES_KEPT`].
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

    /// What the file keeps: every standard tally, and a variant's only
    /// for the games played under it.
    fn played(&self) -> impl Iterator<Item = (Rules, Opponent, Mark, Tally)> + '_ {
        self.iter()
            .filter(|(rules, _, _, tally)| *rules == Rules::Standard || tally.games() > 0)
    }
}

/// One tally as saved: its rules, opponent and side, then the [`Tally`]'s
/// own keys. They are written out rather than `#[serde(flatten)]`: the
/// same JSON, without the buffering of every key that flatten's derive
/// reads through (10 KB of the page's module, by twiggy).
#[derive(serde::Serialize, serde::Deserialize)]
struct Score {
    rules: Rules,
    opponent: Opponent,
    side: Mark,
    won: u64,
    lost: u64,
    tied: u64,
}

/// One Qubic tally as saved, its [`Tally`] written out as [`Score`]'s is.
#[derive(serde::Serialize, serde::Deserialize)]
struct QubicScore {
    opponent: QubicOpponent,
    side: Mark,
    won: u64,
    lost: u64,
    tied: u64,
}

/// One 3×3 [`PastGame`], as saved.
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

/// One Qubic [`PastGame`], as saved under a key of its own, so that a
/// ttt from before Qubic reads the file and keeps them as it found them.
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedQubicGame {
    finished: u64,
    opponent: QubicOpponent,
    side: Mark,
    start: String,
    moves: Vec<u8>,
    outcome: Outcome,
}

impl PastGame {
    fn saved(self) -> Result<SavedGame, SavedQubicGame> {
        let (start, moves) = (self.played.start_text(), self.played.numbers());
        match self.rival {
            Rival::TicTacToe(opponent) => Ok(SavedGame {
                finished: self.finished,
                rules: self.played.rules(),
                opponent,
                side: self.side,
                start,
                moves,
                outcome: self.outcome,
                names: self.names,
            }),
            Rival::Qubic(opponent) => Err(SavedQubicGame {
                finished: self.finished,
                opponent,
                side: self.side,
                start,
                moves,
                outcome: self.outcome,
            }),
        }
    }
}

fn unnamed(names: &[String; 2]) -> bool {
    names.iter().all(String::is_empty)
}

impl TryFrom<SavedGame> for PastGame {
    type Error = String;
    /// Refuses a game that cannot be replayed (nor reviewed).
    fn try_from(saved: SavedGame) -> Result<PastGame, String> {
        let game = GameKind::TicTacToe;
        Ok(PastGame {
            finished: saved.finished,
            rival: Rival::TicTacToe(saved.opponent),
            side: saved.side,
            played: Played::read(game, &saved.start, saved.rules, &saved.moves)?,
            outcome: saved.outcome,
            names: saved.names,
        })
    }
}

impl TryFrom<SavedQubicGame> for PastGame {
    type Error = String;
    fn try_from(saved: SavedQubicGame) -> Result<PastGame, String> {
        let (game, rules) = (GameKind::Qubic, Rules::Standard);
        Ok(PastGame {
            finished: saved.finished,
            rival: Rival::Qubic(saved.opponent),
            side: saved.side,
            played: Played::read(game, &saved.start, rules, &saved.moves)?,
            outcome: saved.outcome,
            names: Default::default(),
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
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    qubic_games: Vec<SavedQubicGame>,
}

impl From<Scores> for SavedScores {
    fn from(scores: Scores) -> SavedScores {
        let mut saved = SavedScores {
            scores: scores
                .played()
                .map(|(rules, opponent, side, Tally { won, lost, tied })| Score {
                    rules,
                    opponent,
                    side,
                    won,
                    lost,
                    tied,
                })
                .collect(),
            games: Vec::new(),
            qubic: scores
                .qubic_played()
                .map(|(opponent, side, Tally { won, lost, tied })| QubicScore {
                    opponent,
                    side,
                    won,
                    lost,
                    tied,
                })
                .collect(),
            qubic_games: Vec::new(),
        };
        for game in scores.games {
            match game.saved() {
                Ok(game) => saved.games.push(game),
                Err(game) => saved.qubic_games.push(game),
            }
        }
        saved
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
            let (won, lost, tied) = (score.won, score.lost, score.tied);
            scores.by_side[rules as usize][opponent as usize][side as usize] =
                Tally { won, lost, tied };
        }
        let mut seen_qubic = std::collections::HashSet::new();
        for score in saved.qubic {
            let (opponent, side) = (score.opponent, score.side);
            if !seen_qubic.insert((opponent, side)) {
                let name = opponent.name();
                return Err(format!("Qubic against {name} as {side} appears twice"));
            }
            let (won, lost, tied) = (score.won, score.lost, score.tied);
            scores.qubic[opponent as usize][side as usize] = Tally { won, lost, tied };
        }
        let mut games = Vec::new();
        for (i, game) in saved.games.into_iter().enumerate() {
            games.push(PastGame::try_from(game).map_err(|e| format!("past game {}: {e}", i + 1))?);
        }
        for (i, game) in saved.qubic_games.into_iter().enumerate() {
            let game = PastGame::try_from(game);
            games.push(game.map_err(|e| format!("past Qubic game {}: {e}", i + 1))?);
        }
        // Both boards' games in the order they finished (a stable sort:
        // each list is oldest first already).
        crate::core::order::sort_by_key(&mut games, |g| g.finished);
        for game in games {
            scores.keep_game(game);
        }
        Ok(scores)
    }
}

#[cfg(test)]
#[path = "scores_tests.rs"]
mod tests;
