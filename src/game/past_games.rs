//! The scores page: how the player has done against each opponent, wins
//! in a row over the past games kept, and those games, each opened in the
//! review. The view draws it (`view/overlays.rs`).

use crate::core::board::{GameResult, Mark, Outcome, Rules};
use crate::game::input::{Command, Dir};
use crate::game::review_screen::reviewed_moves;
use crate::game::screens::{Review, Screen, Transition};
use crate::game::status::name_or_mark;
use crate::game::{messages, Game, Tone};
use crate::qubic::opponent::QubicOpponent;
use crate::record::scores::{PastGame, Tally};
use crate::record::Rival;
use crate::strategy::level::level_of;
use crate::strategy::Opponent;

pub const SCORES_HEADING: &str = "Scores and past games";

pub const NO_PAST_GAMES: &str =
    "No past games yet: each finished game is kept here (the last 200).";

/// The page's last line, fullest first: the window shows the longest
/// that fits.
pub const SCORES_ADVICE: [&str; 3] = [
    "\u{2191} \u{2193} choose \u{b7} Enter or a click: review it \u{b7} Esc closes",
    "\u{2191} \u{2193} Enter: review \u{b7} Esc closes",
    "Esc closes",
];

/// One line of the page: an opponent's tally, or a past game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    /// `Easy: Hyde`, or the game's date.
    pub name: String,
    /// `3 won, 1 lost, 0 tied · 2 wins in a row, best 3`.
    pub words: String,
}

impl Game {
    /// The past games kept, oldest first.
    fn past_games(&self) -> &[PastGame] {
        self.scoreboard
            .scores
            .as_ref()
            .map_or(&[], |scores| scores.games())
    }

    /// A row for each opponent played, easiest first, then each Qubic
    /// level played.
    pub fn score_rows(&self) -> Vec<ScoreRow> {
        let Some(scores) = self.scoreboard.scores.as_ref() else {
            return Vec::new();
        };
        let mut opponents = Opponent::ALL;
        crate::core::order::sort_by_key(&mut opponents, |&o| level_of(o, Rules::Standard));
        let levels = QubicOpponent::ALL.map(Rival::Qubic);
        let rivals = opponents.map(Rival::TicTacToe).into_iter().chain(levels);
        let games = self.past_games();
        let row = |rival: Rival| {
            // Every rules variant together, for the player of each side.
            let [x, o] = [Mark::X, Mark::O].map(|side| scores.all_rules(rival, side));
            if x.games() + o.games() == 0 {
                return None;
            }
            let name = match rival {
                Rival::TicTacToe(o) => {
                    messages::opponent_strength(o, Rules::Standard, self.memory()).name
                }
                Rival::Qubic(level) => format!("Qubic: {}", level.title()),
            };
            let words = match (rival, wins_by_name(games)) {
                _ if rival.is_computer() => tally_words(x, o, games, rival),
                (Rival::TicTacToe(_), named) if !named.is_empty() => {
                    format!("{} \u{b7} wins by name: {named}", x.by_mark())
                }
                _ => x.by_mark(),
            };
            Some(ScoreRow { name, words })
        };
        rivals.filter_map(row).collect()
    }

    /// The past games, newest first.
    pub fn past_game_rows(&self) -> Vec<ScoreRow> {
        self.past_games()
            .iter()
            .rev()
            .map(|past| ScoreRow {
                name: past.when(),
                words: past_words(past),
            })
            .collect()
    }

    pub(crate) fn open_scores(&mut self) {
        self.screens.push(Screen::Scores(0));
    }

    /// Opens past game `n` (0 for the newest) in the review.
    fn open_past_game(&mut self, n: usize) {
        let Some(past) = self.past_games().iter().rev().nth(n).cloned() else {
            return self.say(Tone::Refusal, "No past game there.");
        };
        match reviewed_moves(&past.played).filter(|_| !past.played.is_empty()) {
            Some(moves) => self.show_review(Review {
                past: Some(past),
                ..Review::new(moves, None)
            }),
            None => self.say(Tone::Refusal, "That game has no moves to review."),
        }
    }

    pub fn reviewed_past(&self) -> Option<&PastGame> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::Review(review) => review.past.as_ref(),
            _ => None,
        })
    }
}

/// How the scores page answers: a game opens in the review over the
/// page, so closing the review comes back here.
pub(crate) fn scores_answers(
    at: &mut usize,
    command: Command,
    game: &mut Game,
) -> (Transition, Option<Command>) {
    let last = game.past_games().len().saturating_sub(1);
    let step = |at: &mut usize, by: isize| *at = at.saturating_add_signed(by).min(last);
    match command {
        Command::MoveCursor(Dir::Up | Dir::Left) => step(at, -1),
        Command::MoveCursor(Dir::Down | Dir::Right) => step(at, 1),
        Command::Scroll(rows) => step(at, rows as isize),
        Command::PlayCursor => game.open_past_game(*at),
        Command::Pick(n) => {
            *at = n.min(last);
            game.open_past_game(n);
        }
        Command::Scores | Command::Back => return (Transition::Pop, None),
        Command::Help | Command::Quit | Command::Adjust(_) => {
            return (Transition::Stay, Some(command))
        }
        _ => return (Transition::Pop, Some(command)),
    }
    (Transition::Stay, None)
}

/// An opponent's tally over both sides, with its wins in a row.
fn tally_words(x: Tally, o: Tally, games: &[PastGame], rival: Rival) -> String {
    let mut all = x;
    all.absorb(o);
    match win_runs(games, rival) {
        (_, 0) => all.to_string(),
        (0, best) => format!("{all} \u{b7} best {best} in a row"),
        (now, best) => format!("{all} \u{b7} {now} in a row now, best {best}"),
    }
}

/// A past game in a line: `vs Logo as X: you won in 7 moves`, `Qubic vs
/// Hard as X: you lost in 21 moves`.
fn past_words(past: &PastGame) -> String {
    let moves = messages::count(past.played.len(), "move");
    let rules = match past.played.rules() {
        Rules::Standard => String::new(),
        other => format!(", {} rules", messages::rules_name(other)),
    };
    let game = match past.rival {
        Rival::Qubic(_) => "Qubic ",
        Rival::TicTacToe(_) => "",
    };
    let names = [Mark::X, Mark::O].map(|m| name_or_mark(&past.names[m as usize], m));
    let result = match (past.outcome, past.rival.is_computer()) {
        (Outcome::Tie, _) => "a tie".to_string(),
        (Outcome::Won(mark), false) => format!("{} won", names[mark as usize]),
        (Outcome::Won(mark), true) if mark == past.side => "you won".to_string(),
        (Outcome::Won(_), true) => "you lost".to_string(),
    };
    let (rival, side, [x, o]) = (past.rival.title(), past.side.upper(), names);
    let players = match past.rival.is_computer() {
        false if past.names.iter().all(String::is_empty) => "two players".to_string(),
        false => format!("{x} (X) vs {o} (O)"),
        true => format!("vs {rival} as {side}"),
    };
    format!("{game}{players}{rules}: {result} in {moves}")
}

/// The person's wins in a row against `rival` over `games` (scored ones
/// only): the run that goes on now, and the longest.
pub fn win_runs(games: &[PastGame], rival: Rival) -> (u32, u32) {
    let (mut now, mut best) = (0, 0);
    let scored = games
        .iter()
        .filter(|g| g.rival == rival && g.played.from_empty());
    for past in scored {
        now = match GameResult::for_side(past.outcome, past.side) {
            GameResult::Won => now + 1,
            _ => 0,
        };
        best = best.max(now);
    }
    (now, best)
}

/// Each two-player name's wins, most first: `Ann 3, Bob 1`.
fn wins_by_name(games: &[PastGame]) -> String {
    let mut wins: Vec<(&str, u32)> = Vec::new();
    let two_players = games
        .iter()
        .filter(|g| g.rival == Rival::TicTacToe(Opponent::Human));
    for (past, mark) in two_players.flat_map(|g| [(g, Mark::X), (g, Mark::O)]) {
        let name = past.names[mark as usize].as_str();
        if name.is_empty() {
            continue;
        }
        let won = u32::from(past.outcome == Outcome::Won(mark));
        match wins.iter_mut().find(|(n, _)| *n == name) {
            Some((_, count)) => *count += won,
            None => wins.push((name, won)),
        }
    }
    crate::core::order::sort_by_key(&mut wins, |(_, won)| std::cmp::Reverse(*won));
    let words: Vec<String> = wins.iter().map(|(n, w)| format!("{n} {w}")).collect();
    words.join(", ")
}

#[cfg(test)]
#[path = "past_games_tests.rs"]
mod tests;
