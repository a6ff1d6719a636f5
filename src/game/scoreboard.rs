//! What the game shows about the saved data: the scores line, the
//! two-step reset, and warnings about the data directory.
//!
//! Wins in a row are kept for the run only, not in `scores.json`: the file
//! keeps totals, and two windows may add games to it at once, so "in a
//! row" across windows and restarts would be a row no one player saw.

use crate::core::board::{GameResult, Mark, Outcome, Rules};
use crate::game::input::Command;
use crate::game::{Event, Game, Pointer, Tone};
use crate::record::scores::Scores;
use crate::record::Rival;
use std::collections::HashMap;
use std::sync::Arc;

/// A warning stays up until the player's first action at least this many
/// seconds after it appeared (a key already on its way does not hide it).
pub const WARNING_SECONDS: f64 = 1.5;

/// The scores the game shows, this run's wins in a row, and whether a
/// reset waits for its second press.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scoreboard {
    /// `None` when nothing is kept (screenshots). Shared with the session,
    /// which changes its copy (`Arc::make_mut`) and hands it over: that
    /// copies no list of past games.
    pub(super) scores: Option<Arc<Scores>>,
    /// Wins in a row by rival, rules and the person's side (between two
    /// players, each mark's own).
    streaks: HashMap<(Rival, Rules, Mark), u32>,
    pub(super) confirm_reset: bool,
}

impl Scoreboard {
    pub(crate) fn streak(&self, rival: Rival, rules: Rules, side: Mark) -> u32 {
        self.streaks.get(&(rival, rules, side)).map_or(0, |n| *n)
    }

    /// A scored game: a win adds one to each of `sides`' streaks,
    /// anything else ends it.
    pub(crate) fn record(&mut self, rival: Rival, rules: Rules, sides: &[Mark], outcome: Outcome) {
        for &side in sides {
            let won = GameResult::for_side(outcome, side) == GameResult::Won;
            let n = self.streaks.entry((rival, rules, side)).or_default();
            *n = if won { *n + 1 } else { 0 };
        }
    }

    /// The first press asks; the second resets every score and streak
    /// (the past games stay), and says so.
    fn press_reset(&mut self) -> bool {
        if !std::mem::take(&mut self.confirm_reset) {
            self.confirm_reset = true;
            return false;
        }
        if let Some(scores) = &mut self.scores {
            Arc::make_mut(scores).reset_tallies();
        }
        self.streaks.clear();
        true
    }
}

/// A streak of two wins or more: "3 wins in a row" (`short`: "3 in a row").
pub fn streak_words(wins: u32, short: bool) -> Option<String> {
    let what = if short { "in a row" } else { "wins in a row" };
    (wins >= 2).then(|| format!("{wins} {what}"))
}

impl Game {
    /// Shows `scores` from now on (shared with the session, or its own).
    pub fn set_scores(&mut self, scores: impl Into<Arc<Scores>>) {
        self.scoreboard.scores = Some(scores.into());
    }

    /// Drops the game's share of the scores, so that the session may
    /// change its own without copying them.
    pub fn let_go_of_scores(&mut self) {
        self.scoreboard.scores = None;
    }

    /// Shows a problem with the saved data until the player's next action
    /// (a second one joins the first), and keeps it for the help.
    pub fn warn(&mut self, text: &str, now: f64) {
        let notices = &mut self.notices;
        notices.warnings.push(text.to_string());
        let text = match notices.warning.take() {
            Some((earlier, _)) => format!("{earlier} {text}"),
            None => text.to_string(),
        };
        notices.warning = Some((text, now));
    }

    /// Lists `text` with the help's warnings only (no sound device).
    pub fn note(&mut self, text: &str) {
        self.notices.warnings.push(text.to_string());
    }

    pub fn warnings(&self) -> &[String] {
        &self.notices.warnings
    }

    pub fn reset_pending(&self) -> bool {
        self.scoreboard.confirm_reset
    }

    /// The line under the title: how the player has done against this
    /// opponent on this side, or the reset question. `short`, for a narrow
    /// window: without the opponent's name (the title has it).
    pub fn scores_line(&self, short: bool) -> String {
        if self.scoreboard.confirm_reset {
            // In the words of the pointer at hand: the terminal has no
            // mouse, a phone no keys.
            return match self.pointer {
                Pointer::Mouse => "Reset all scores to zero? Z or click here again: yes; else no.",
                Pointer::Keys => "Reset all scores to zero? Z again: yes; any other key: no.",
                Pointer::Touch => "Reset all scores to zero? Tap here again: yes; else no.",
            }
            .to_string();
        }
        // A past game is not the game these scores are for.
        let scores = self.scoreboard.scores.as_ref();
        let Some(scores) = scores.filter(|_| self.reviewed_past().is_none()) else {
            return String::new();
        };
        let (s, rival) = (self.settings(), self.rival());
        let tally = |side| scores.tally(&s, side);
        let rules = match rival {
            Rival::TicTacToe(_) => s.rules,
            Rival::Qubic(_) => Rules::Standard,
        };
        let streak = |side| streak_words(self.scoreboard.streak(rival, rules, side), short);
        let (line, streak) = if self.against_computer() {
            let against = match (short, rival) {
                (true, _) => String::new(),
                (false, Rival::Qubic(_)) => format!("Qubic vs {} ", self.rival_title()),
                (false, Rival::TicTacToe(_)) => format!("vs {} ", self.rival_title()),
            };
            let line = format!("{against}as {}: {}", s.side.upper(), tally(s.side));
            (line, streak(s.side))
        } else if let [Some(x), Some(o)] =
            [s.name_x, s.name_o].map(|n| (!n.is_empty()).then_some(n))
        {
            // Named players change seats: counted by name, not by mark.
            let players = if short { "" } else { "Two players: " };
            let [x_won, o_won, tied] = scores.by_names(rival, rules, [x.as_str(), o.as_str()]);
            let line = format!("{players}{x} won {x_won}, {o} won {o_won}, {tied} tied");
            (line, None)
        } else {
            let players = if short { "" } else { "Two players: " };
            let line = format!("{players}{}", tally(Mark::X).by_mark());
            let row = [Mark::X, Mark::O]
                .into_iter()
                .find_map(|m| streak(m).map(|w| format!("{}: {w}", m.upper())));
            (line, row)
        };
        match streak {
            Some(words) => format!("{line} \u{b7} {words}"),
            None => line,
        }
    }

    /// Before any command: a reset question is answered, and a warning
    /// shown long enough is put away.
    pub(crate) fn settle_notices(&mut self, command: Command, now: f64) {
        if command != Command::ResetScores && std::mem::take(&mut self.scoreboard.confirm_reset) {
            self.say(Tone::Info, "Scores kept.");
        }
        let shown = self.notices.warning.as_ref().map(|(_, since)| *since);
        if shown.is_some_and(|since| now >= since + WARNING_SECONDS) {
            self.notices.warning = None;
        }
    }

    /// R or a click on the scores: ask first, reset on the second press.
    pub(crate) fn ask_reset(&mut self) {
        if !self.scoreboard.press_reset() {
            return;
        }
        self.events.push(Event::ScoresReset);
        let reset =
            "Scores reset: every opponent, side and rules start from zero. Past games are kept.";
        self.say(Tone::Info, reset);
    }
}

#[cfg(test)]
#[path = "scoreboard_tests.rs"]
mod tests;
