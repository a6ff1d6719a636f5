//! The words on the screen: the title, the status, the move history, and
//! the review of a move. (The window's button labels are the view's.)

use crate::core::board::{GameResult, Mark, Rules, Square};
use crate::game::messages;
use crate::game::past_games::past_player;
use crate::game::reasons::{rule_short, rule_words};
use crate::game::talk::{talk, Moment};
use crate::game::{Feedback, Game, Move, Pointer};
use crate::settings::Name;
use crate::strategy::{Answer, Opponent, Rule};
use std::fmt::Display;

/// What the status area says at a moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The result, as a headline and a line under it, once there is one.
    pub banner: Option<(String, String)>,
    /// Whose turn it is, or what is happening; under a banner, how to
    /// play again (or, in the review, the move under review).
    pub turn: String,
    /// The last move and the computer's reason.
    pub last: String,
    pub feedback: Option<Feedback>,
    pub warning: Option<String>,
}

/// A move as the history lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// 1 for the first move.
    pub number: usize,
    pub mark: Mark,
    pub square: Square,
    pub rule: Option<Rule>,
    /// Whether it is the move under review, and whether the review found
    /// it a mistake (only while reviewing).
    pub selected: bool,
    pub mistake: bool,
}

impl Entry {
    /// The computer's reason, short: `corner`, `blocks a fork`.
    pub fn reason(&self) -> Option<String> {
        self.rule.map(rule_short)
    }

    /// `3. X 5` or `4. O 1 corner`.
    pub fn text(&self) -> String {
        let rule = self.reason().map(|r| format!(" {r}")).unwrap_or_default();
        let mistake = if self.mistake { "  mistake" } else { "" };
        let (number, mark, square) = (self.number, self.mark.upper(), self.square);
        format!("{number}. {mark} {square}{rule}{mistake}")
    }
}

impl Game {
    /// How the finished game went for the person against the computer:
    /// the banner's colour, in the window and the terminal. `None` while
    /// the game goes on and between two players.
    pub fn player_result(&self) -> Option<GameResult> {
        if let Some(past) = self.reviewed_past() {
            let computer = past.opponent.is_computer();
            return computer.then(|| GameResult::for_side(past.outcome, past.side));
        }
        let outcome = self.outcome().filter(|_| self.against_computer())?;
        Some(GameResult::for_side(outcome, self.settings.side))
    }

    /// Who plays whom, under which rules (when not the standard ones),
    /// whether the sound is muted (the terminal has none), and how to get
    /// help.
    pub fn title(&self) -> String {
        if let Some(past) = self.reviewed_past() {
            let players = match past.opponent {
                Opponent::Human => "X vs O, two players".to_string(),
                other => format!("You ({}) vs {}", past.side.upper(), other.title()),
            };
            return format!("Past game: {players}");
        }
        if self.is_qubic() {
            return self.qubic_title();
        }
        let setup = self.settings();
        let (you, them) = (setup.side.upper(), setup.side.opponent().upper());
        let players = match setup.opponent {
            Opponent::Human if setup.name_x.is_empty() && setup.name_o.is_empty() => {
                "X vs O, two players".to_string()
            }
            Opponent::Human => format!(
                "{} (X) vs {} (O)",
                self.two_player_name(Mark::X),
                self.two_player_name(Mark::O)
            ),
            Opponent::Learner => {
                let lessons = self.memory().lessons_under(setup.rules);
                let lessons = messages::count(lessons, "lesson");
                format!("You ({you}) vs Learner ({them}, {lessons})")
            }
            other => format!("You ({you}) vs {} ({them})", other.title()),
        };
        let muted = if !setup.sound && self.pointer != Pointer::Keys {
            "muted  \u{b7}  "
        } else {
            ""
        };
        let help = self.help_words();
        match setup.rules {
            Rules::Standard => format!("{players}  \u{b7}  {muted}{help}"),
            rules => {
                let rules = messages::rules_name(rules);
                format!("{players}  \u{b7}  {rules}  \u{b7}  {muted}{help}")
            }
        }
    }

    /// How to get help, in the title: a phone has no `?` key, so it
    /// names the Help button instead.
    pub(crate) fn help_words(&self) -> &'static str {
        match self.pointer {
            Pointer::Touch => "tap Help",
            Pointer::Mouse | Pointer::Keys => "? help",
        }
    }

    pub fn status(&self, now: f64) -> Status {
        if self.is_qubic() {
            return self.qubic_status(now);
        }
        let setup = self.settings();
        let board = self.board();
        let past = self.reviewed_past();
        let banner = match (self.outcome(), self.broken()) {
            _ if past.is_some() => past.map(|p| {
                let end = self.review_moves().and_then(|m| m.last());
                let board = end.map_or(p.start, |r| r.before_board.with(r.square, r.mark));
                let names = p.names.each_ref().map(|n| Name::new(n).unwrap_or_default());
                messages::banner(p.outcome, &board, (p.side, p.opponent), names)
            }),
            (Some(o), _) => Some(messages::banner(
                o,
                &board,
                (setup.side, setup.opponent),
                [setup.name_x, setup.name_o],
            )),
            (None, Some(broken)) => Some((
                format!("{} broke", setup.opponent.title()),
                format!(
                    "No result: its program answered {}, which is no square.",
                    broken.word()
                ),
            )),
            _ => None,
        };
        Status {
            // Under a banner, the review's line or how to play again.
            turn: match (self.reviewing_line(), &banner) {
                (Some(line), _) => line,
                (None, Some(_)) => self.again_line().to_string(),
                (None, None) => self.turn_line(now),
            },
            banner,
            last: match past {
                Some(past) => format!("A past game, finished {} UTC.", past.when()),
                None => self.last_move_line(),
            },
            feedback: self.feedback().cloned(),
            warning: self.warning_line(),
        }
    }

    /// The newest warning about the saved data, until put away.
    pub(crate) fn warning_line(&self) -> Option<String> {
        let (text, _) = self.notices.warning.as_ref()?;
        Some(format!("Warning: {text}"))
    }

    /// A finished game invites the next, in the pointer's words (a phone
    /// has no N key: it names the button, as the title names Help).
    pub(crate) fn again_line(&self) -> &'static str {
        match self.pointer {
            Pointer::Touch => "Play again: tap New",
            Pointer::Mouse | Pointer::Keys => "Play again: N",
        }
    }

    fn reviewing_line(&self) -> Option<String> {
        let r = self.reviewed()?;
        let total = self.review_moves().map_or(0, |m| m.len());
        Some(format!(
            "Reviewing move {} of {total}: \u{2190} \u{2192} step, V or Esc returns.",
            r.number
        ))
    }

    fn turn_line(&self, now: f64) -> String {
        let setup = self.settings();
        let mover = self.board().to_move();
        if self.is_human_turn() && self.is_drawing(now) {
            let drawing = match self.history().last() {
                None => "The turtle draws the board...",
                Some(_) => "The turtle is drawing...",
            };
            return drawing.to_string();
        }
        let press = match (self.pointer, self.welcome) {
            (Pointer::Touch, false) => "tap a square",
            (Pointer::Mouse, false) => "press 1-9 or click a square",
            (Pointer::Keys, false) => "press 1-9",
            // The first-time hint: where the help is, until the first move.
            (Pointer::Touch, true) => "tap a square. Tap Help for help",
            (Pointer::Mouse, true) => "press 1-9 or click a square. ? for help",
            (Pointer::Keys, true) => "press 1-9. ? for help",
        };
        match setup.opponent {
            Opponent::Human => match setup.name(mover).as_str() {
                "" => format!("{} to move: {press}.", mover.upper()),
                name => format!("{name}'s turn ({}): {press}.", mover.upper()),
            },
            _ if mover == setup.side => format!("Your move ({}): {press}.", mover.upper()),
            other => talk(other, Moment::Thinking)
                .unwrap_or_else(|| format!("{} ({}) is thinking...", other.title(), mover.upper())),
        }
    }

    /// Who plays `mark`, as the person reading is told: "you" for their
    /// own side against the computer, the computer's name, or the mark
    /// between two players.
    pub(crate) fn player_name(&self, mark: Mark) -> String {
        if let Some(past) = self.reviewed_past() {
            return past_player(past, mark);
        }
        match self.settings().opponent {
            Opponent::Human => self.two_player_name(mark),
            _ if mark == self.settings().side => "you".to_string(),
            computer => computer.title().to_string(),
        }
    }

    /// The player of `mark` between two players: their name, or the mark.
    pub(crate) fn two_player_name(&self, mark: Mark) -> String {
        match self.settings().name(mark).as_str() {
            "" => mark.upper().to_string(),
            name => name.to_string(),
        }
    }

    fn last_move_line(&self) -> String {
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
        let mut line = said(last);
        let earlier = self
            .history()
            .iter()
            .rev()
            .skip(1)
            .find(|m| m.rule.is_some());
        if let (None, Some(reply)) = (last.rule, earlier) {
            line = format!("{line} Before that, {}", said(reply));
        }
        line
    }

    /// A move as the status says it, in either game: `mark` played `at`,
    /// by the computer if it said `why` (its reason's words, maybe none),
    /// else by you or, between two players, the last move.
    pub(crate) fn move_said(&self, mark: Mark, at: impl Display, why: Option<String>) -> String {
        let mark = mark.upper();
        match why {
            Some(why) => format!("{} played {mark} {at}{why}.", self.rival_title()),
            None if self.against_computer() => format!("You played {mark} {at}."),
            None => format!("Last move: {mark} {at}."),
        }
    }

    /// The 3×3 game's moves as the history lists them (none in Qubic,
    /// whose last move the status line says).
    pub fn history_entries(&self) -> Vec<Entry> {
        if self.is_qubic() {
            return Vec::new();
        }
        let selected = self.reviewed().map(|r| r.number);
        let reviewed = self.review_moves();
        if self.reviewed_past().is_some() {
            // A past game's moves are the review's own (its reasons are not kept).
            let moves = reviewed.unwrap_or_default().iter();
            return moves
                .map(|r| Entry {
                    number: r.number,
                    mark: r.mark,
                    square: r.square,
                    rule: None,
                    selected: selected == Some(r.number),
                    mistake: r.is_mistake(),
                })
                .collect();
        }
        self.history()
            .iter()
            .enumerate()
            .map(|(i, m)| Entry {
                number: i + 1,
                mark: m.mark,
                square: m.square,
                rule: m.rule,
                selected: selected == Some(i + 1),
                mistake: reviewed
                    .and_then(|r| r.get(i))
                    .is_some_and(|r| r.is_mistake()),
            })
            .collect()
    }

    /// What the review says of the move under review, a line each: the
    /// move, its value before and after, whether it was a mistake and what
    /// `perfect` plays there, and each book's choice.
    pub fn review_lines(&self) -> Vec<String> {
        let Some(r) = self.reviewed() else {
            return Vec::new();
        };
        let who = self.player_name(r.mark);
        let value = |v| messages::value_for(v, &who);
        let (player, mark) = (messages::capitalized(&who), r.mark.upper());
        let (before, after) = (value(r.before), value(r.after));
        let mut lines = vec![format!(
            "{player} played {} ({mark}): before it, {before}; after it, {after}.",
            r.square
        )];
        let verdict = if r.is_mistake() {
            "A mistake"
        } else {
            "No mistake"
        };
        lines.push(format!(
            "{verdict}: Perfect plays {} ({}).",
            r.best.square, r.best.rule
        ));
        // The books' choices in their short words, to keep the review's
        // lines few; the status says a move's reason in full.
        lines.extend(r.books.iter().map(|(o, answer)| match answer {
            Answer::Move(d) => format!(
                "{} would play {} ({}).",
                o.title(),
                d.square,
                rule_short(d.rule)
            ),
            Answer::Broken(b) => format!("{}'s program breaks here: {b}.", o.title()),
        }));
        lines
    }
}

/// The entries a history of `rows` rows lists, as (first index, count):
/// the latest moves, or, in the review, a window holding the move under
/// review (its index is `selected`).
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
