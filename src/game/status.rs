//! The words on the screen, in both games: the title, the status, the
//! 3×3 move history, and the review of a move.

use crate::core::board::{Board, GameResult, Mark, Outcome, Rules};
use crate::game::moves::Playable;
use crate::game::play::{on_round, Round};
use crate::game::reasons::{rule_short, rule_words};
use crate::game::screens::Review;
use crate::game::talk::{talk, Moment};
use crate::game::variant::Variant;
use crate::game::{messages, Feedback, Game, Move, Pointer, Tone};
use crate::record::{Played, Rival};
use crate::settings::Name;
use crate::strategy::{Answer, Opponent};
use std::fmt::Display;

/// How the keys step through a review.
const STEP: &str = "\u{2190} \u{2192} step, V or Esc returns.";

/// What the status area says at a moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The result, as a headline and a line under it, once there is one.
    pub banner: Option<(String, String)>,
    /// Whose turn it is, or what is happening; under a banner, how to
    /// play again, or the move under review.
    pub turn: String,
    /// The last move and the computer's reason.
    pub last: String,
    pub feedback: Option<Feedback>,
    pub warning: Option<String>,
}

/// A move as the history lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryRow {
    pub number: usize,
    pub mark: Mark,
    /// The square's number, or Qubic's cell as plane-row-column.
    pub cell: String,
    /// The computer's reason, short: `corner`, `blocks a fork` (3×3).
    pub reason: Option<String>,
    /// While reviewing: the move under review, and one found a mistake.
    pub selected: bool,
    pub mistake: bool,
}

impl HistoryRow {
    /// `3. X 5`, `4. O 1 corner`, `5. X 2-2-2`.
    pub fn text(&self) -> String {
        let rule = self
            .reason
            .as_ref()
            .map(|r| format!(" {r}"))
            .unwrap_or_default();
        let mistake = if self.mistake { "  mistake" } else { "" };
        let (number, mark, cell) = (self.number, self.mark.upper(), &self.cell);
        format!("{number}. {mark} {cell}{rule}{mistake}")
    }
}

impl Game {
    /// How the finished game went for the person against the computer
    /// (the banner's colour); `None` while it goes on, or between two players.
    pub fn player_result(&self) -> Option<GameResult> {
        if let Some(past) = self.reviewed_past() {
            let computer = past.rival.is_computer();
            return computer.then(|| GameResult::for_side(past.outcome, past.side));
        }
        let outcome = self.outcome().filter(|_| self.against_computer())?;
        Some(GameResult::for_side(outcome, self.settings.side))
    }

    /// Who plays whom, the 3×3 rules when not the standard ones, whether
    /// the sound is muted (the terminal has none), and how to get help.
    pub fn title(&self) -> String {
        if let Some(past) = self.reviewed_past() {
            let players = match past.rival.is_computer() {
                false => "X vs O, two players".to_string(),
                true => format!(
                    "You ({}) vs {}",
                    past.side.upper(),
                    past.rival.title_for(past.side)
                ),
            };
            let game = match past.rival {
                Rival::TicTacToe(_) => "",
                Rival::Qubic(_) => "Qubic ",
            };
            return format!("Past {game}game: {players}");
        }
        let s = self.settings();
        let (you, them) = (s.side.upper(), s.side.opponent().upper());
        let unnamed = s.name_x.is_empty() && s.name_o.is_empty();
        let [x, o] = [Mark::X, Mark::O].map(|m| self.two_player_name(m));
        let players = match self.rival() {
            _ if self.room_title().is_some() => self.room_title().unwrap_or_default(),
            Rival::Qubic(_) if self.against_computer() => {
                format!("Qubic: you ({you}) vs {} ({them})", self.rival_title())
            }
            Rival::Qubic(_) => "Qubic: X vs O, two players".to_string(),
            Rival::TicTacToe(Opponent::Human) if unnamed => "X vs O, two players".to_string(),
            Rival::TicTacToe(Opponent::Human) => format!("{x} (X) vs {o} (O)"),
            Rival::TicTacToe(Opponent::Learner) => {
                let lessons = messages::count(self.memory().lessons_under(s.rules), "lesson");
                format!("You ({you}) vs Learner ({them}, {lessons})")
            }
            Rival::TicTacToe(other) => format!("You ({you}) vs {} ({them})", other.title()),
        };
        let mut parts = vec![players.as_str()];
        let square_game = self.talker().is_some();
        if square_game && s.rules != Rules::Standard {
            parts.push(messages::rules_name(s.rules));
        }
        if square_game && !s.sound && self.pointer != Pointer::Keys {
            parts.push("muted");
        }
        // A phone has no `?` key: it names the Help button instead.
        parts.push(match self.pointer {
            Pointer::Touch => "tap Help",
            Pointer::Mouse | Pointer::Keys => "? help",
        });
        parts.join("  \u{b7}  ")
    }

    pub fn status(&self, now: f64) -> Status {
        if let Some(review) = self.review().filter(|r| r.cube_move().is_some()) {
            return self.cube_review_status(review);
        }
        let past = self.reviewed_past();
        let banner = match (past, self.outcome(), self.broken()) {
            (Some(p), ..) => {
                let end = self.review_moves().and_then(|m| m.last());
                let board = match (end, &p.played) {
                    (Some(r), _) => r.before_board.with(r.square, r.mark),
                    (None, Played::TicTacToe { start, .. }) => *start,
                    (None, Played::Qubic { .. }) => Board::default(),
                };
                let names = p.names.each_ref().map(|n| Name::new(n).unwrap_or_default());
                Some(messages::banner(p.outcome, &board, p.side, p.rival, names))
            }
            (None, Some(outcome), _) => Some(self.banner(outcome)),
            (None, None, Some(broken)) => {
                let (name, word) = (self.rival_title(), broken.word());
                let why = format!("No result: its program answered {word}, which is no square.");
                Some((format!("{name} broke"), why))
            }
            _ => None,
        };
        Status {
            // Under a banner, the review's line or how to play again.
            turn: match (self.reviewing_line(), &banner) {
                (Some(line), _) => line,
                // A phone has no N key: it names the button, as the
                // title names Help.
                (None, Some(_)) if self.remote().is_some() => {
                    self.room_after_line().unwrap_or_default()
                }
                (None, Some(_)) => match self.pointer {
                    Pointer::Touch => "Play again: tap New".to_string(),
                    Pointer::Mouse | Pointer::Keys => "Play again: N".to_string(),
                },
                (None, None) => self.turn_line(now),
            },
            banner,
            last: match past {
                Some(past) => format!("A past game, finished {} UTC.", past.when()),
                None => self.last_move_line(),
            },
            feedback: self.feedback().cloned(),
            warning: self
                .notices
                .warning
                .as_ref()
                .map(|(text, _)| format!("Warning: {text}")),
        }
    }

    /// Qubic under review: the move, how to step, the solver's verdict.
    fn cube_review_status(&self, review: &Review) -> Status {
        let step = match self.pointer {
            Pointer::Touch => "Prev and Next step, Done returns.",
            Pointer::Mouse | Pointer::Keys => STEP,
        };
        let verdict = review.verdict().map(|text| Feedback {
            text: text.to_string(),
            tone: Tone::Info,
        });
        let moved = review.cube_move();
        let banner = moved.and_then(|(before, cell)| {
            let after = before.with(cell, before.to_move());
            let outcome = after.outcome()?;
            let live = (self.settings.side, self.rival());
            let (side, rival) = review.past().map_or(live, |p| (p.side, p.rival));
            let names = [Name::default(); 2];
            Some(messages::banner(outcome, &after, side, rival, names))
        });
        let turn = match moved {
            Some((before, cell)) => {
                let (n, total, mark) = (review.number(), review.total(), before.to_move().upper());
                format!("Move {n} of {total}: {mark} {}.", cell.words())
            }
            None => "No moves.".to_string(),
        };
        Status {
            banner,
            // The move first: a small window keeps the first lines.
            turn,
            last: format!("Reviewing: {step}"),
            feedback: verdict.or_else(|| self.feedback().cloned()),
            warning: None,
        }
    }

    fn banner(&self, outcome: Outcome) -> (String, String) {
        let (s, rival) = (self.settings(), self.rival());
        let names = match self.round {
            Round::TicTacToe(_) => [s.name_x, s.name_o],
            Round::Qubic(_) => [Name::default(); 2],
        };
        on_round!(self.round, V => {
            let position = self.play::<V>().position();
            let line = match outcome {
                Outcome::Won(mark) => position.line_words(mark).unwrap_or_default(),
                Outcome::Tie => String::new(),
            };
            self.room_banner(outcome, &line)
                .unwrap_or_else(|| messages::banner(outcome, &position, s.side, rival, names))
        })
    }

    fn reviewing_line(&self) -> Option<String> {
        let r = self.reviewed()?;
        let total = self.review_moves().map_or(0, |m| m.len());
        Some(format!("Reviewing move {} of {total}: {STEP}", r.number))
    }

    fn turn_line(&self, now: f64) -> String {
        let s = self.settings();
        let (typed, digits) = on_round!(self.round, V => (self.play::<V>().typed(), V::DIGITS));
        let qubic = digits > 1;
        if self.is_human_turn() && self.is_drawing(now) {
            return match self.played() {
                false => "The turtle draws the board...".to_string(),
                true => "The turtle is drawing...".to_string(),
            };
        }
        let press = match (qubic, self.pointer, typed) {
            (true, Pointer::Touch, _) => "tap a cell".to_string(),
            (true, _, [p]) => format!("plane {p}, now the row (1-4)"),
            (true, _, [p, r, ..]) => format!("plane {p}, row {r}, now the column (1-4)"),
            (true, Pointer::Mouse, []) => "type plane, row, column (1-4) or click a cell".into(),
            (true, Pointer::Keys, []) => "type plane, row, column (1-4 each)".to_string(),
            (false, Pointer::Touch, _) => "tap a square".to_string(),
            (false, Pointer::Mouse, _) => "press 1-9 or click a square".to_string(),
            (false, Pointer::Keys, _) => "press 1-9".to_string(),
        };
        // The first-time hint: where the help is, until the first move.
        let press = match (self.welcome && !qubic, self.pointer) {
            (false, _) => press,
            (true, Pointer::Touch) => format!("{press}. Tap Help for help"),
            (true, _) => format!("{press}. ? for help"),
        };
        if let Some(line) = self.room_turn_line(&press) {
            return line;
        }
        let mover = self.mover();
        let mark = mover.upper();
        if !self.against_computer() {
            // Qubic's two players are their marks: its words name no one.
            return match s.name(mover).as_str() {
                name if qubic || name.is_empty() => format!("{mark} to move: {press}."),
                name => format!("{name}'s turn ({mark}): {press}."),
            };
        }
        if mover == s.side {
            return format!("Your move ({mark}): {press}.");
        }
        let thinking = self.talker().and_then(|o| talk(o, Moment::Thinking));
        thinking.unwrap_or_else(|| format!("{} ({mark}) is thinking...", self.rival_title()))
    }

    /// Who plays `mark` (on the board, or in the past game under review):
    /// "you", the computer's name, or a player's name or mark.
    pub(crate) fn player_name(&self, mark: Mark) -> String {
        let s = self.settings();
        let (rival, side, name) = match self.reviewed_past() {
            Some(past) => (past.rival, past.side, past.names[mark as usize].clone()),
            None => (self.rival(), s.side, s.name(mark).as_str().to_string()),
        };
        match rival.is_computer() {
            false => name_or_mark(&name, mark),
            true if mark == side => "you".to_string(),
            true => rival.title_for(side).to_string(),
        }
    }

    /// The player of `mark` between two players: their name, or the mark.
    pub(crate) fn two_player_name(&self, mark: Mark) -> String {
        name_or_mark(self.settings().name(mark).as_str(), mark)
    }

    fn last_move_line(&self) -> String {
        if let Round::Qubic(play) = &self.round {
            let Some(last) = play.history().last() else {
                return "No moves yet.".to_string();
            };
            // The computer's reason is the feedback line's, in its voice.
            let why = last.rule.as_ref().map(|_| String::new());
            return self.move_said(last.mark, last.square.words(), why);
        }
        let Some(last) = self.history().last() else {
            return if self.board().moves_made() == 0 {
                "No moves yet.".to_string()
            } else {
                format!("Starting from {}.", self.board())
            };
        };
        let said = |m: &Move| {
            let why = m.rule.map(|rule| format!(": it {}", rule_words(rule)));
            self.move_said(m.mark, m.square, why)
        };
        let earlier = self
            .history()
            .iter()
            .rev()
            .skip(1)
            .find(|m| m.rule.is_some());
        match (last.rule, earlier) {
            (None, Some(reply)) => format!("{} Before that, {}", said(last), said(reply)),
            _ => said(last),
        }
    }

    /// `mark` played `at`: by the computer if it said `why` (maybe no
    /// words), else by you, or between two players the last move.
    fn move_said(&self, mark: Mark, at: impl Display, why: Option<String>) -> String {
        let mark = mark.upper();
        match why {
            Some(why) => format!("{} played {mark} {at}{why}.", self.rival_title()),
            None if self.against_computer() => format!("You played {mark} {at}."),
            None => format!("Last move: {mark} {at}."),
        }
    }

    /// The 3×3 moves as the history lists them (a past game's reasons
    /// are not kept).
    pub fn history_entries(&self) -> Vec<HistoryRow> {
        let selected = self.reviewed().map(|r| r.number);
        let reviewed = self.review_moves();
        let moves: Vec<(Mark, String, Option<String>)> = match (self.reviewed_past(), &self.round) {
            (Some(_), _) => reviewed
                .unwrap_or_default()
                .iter()
                .map(|r| (r.mark, r.square.to_string(), None))
                .collect(),
            (None, Round::TicTacToe(play)) => play
                .history()
                .iter()
                .map(|m| (m.mark, m.square.to_string(), m.rule.map(rule_short)))
                .collect(),
            // Qubic's reasons are long: the feedback line says each.
            (None, Round::Qubic(play)) => play
                .history()
                .iter()
                .map(|m| {
                    let (p, r, c) = m.square.plane_row_column();
                    (m.mark, format!("{p}-{r}-{c}"), None)
                })
                .collect(),
        };
        moves
            .into_iter()
            .enumerate()
            .map(|(i, (mark, cell, reason))| HistoryRow {
                number: i + 1,
                mark,
                cell,
                reason,
                selected: selected == Some(i + 1),
                mistake: reviewed
                    .and_then(|r| r.get(i))
                    .is_some_and(|r| r.is_mistake()),
            })
            .collect()
    }

    /// What the review says of the move under review: its value before
    /// and after, whether it was a mistake, and each book's choice.
    pub fn review_lines(&self) -> Vec<String> {
        let Some(r) = self.reviewed() else {
            return Vec::new();
        };
        let who = self.player_name(r.mark);
        let value = |v| messages::value_for(v, &who);
        let (player, mark) = (messages::capitalized(&who), r.mark.upper());
        let (before, after) = (value(r.before), value(r.after));
        let verdict = match r.is_mistake() {
            true => "A mistake",
            false => "No mistake",
        };
        let (square, best) = (r.square, &r.best);
        let mut lines = vec![
            format!("{player} played {square} ({mark}): before it, {before}; after it, {after}."),
            format!("{verdict}: Perfect plays {} ({}).", best.square, best.rule),
        ];
        // The books' choices in their short words, to keep the review's
        // lines few; the status says a move's reason in full.
        lines.extend(r.books.iter().map(|(o, answer)| match answer {
            Answer::Move(d) => {
                let (name, rule) = (o.title(), rule_short(d.rule));
                format!("{name} would play {} ({rule}).", d.square)
            }
            Answer::Broken(b) => format!("{}'s program breaks here: {b}.", o.title()),
        }));
        lines
    }
}

/// A player between two: their `name`, or `mark` when they gave none.
pub(crate) fn name_or_mark(name: &str, mark: Mark) -> String {
    match name {
        "" => mark.upper().to_string(),
        name => name.to_string(),
    }
}

/// The entries a history of `rows` rows lists, as (first index, count):
/// the latest, or a window holding the move under review (`selected`).
pub fn history_window(len: usize, rows: usize, selected: Option<usize>) -> (usize, usize) {
    let count = len.min(rows);
    let latest = len - count;
    let first = selected.map_or(latest, |s| {
        s.saturating_sub(count.saturating_sub(1)).min(latest)
    });
    (first, count)
}

#[cfg(test)]
#[path = "status_tests.rs"]
mod tests;
