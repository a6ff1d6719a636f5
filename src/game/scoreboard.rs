//! What the game shows about the saved data: the scores line for the
//! current opponent and side, the two-step reset, and warnings about the
//! data directory. The program around the game hands it the scores and the
//! warnings; the game only shows them and reports the player's reset.

use crate::core::board::Mark;
use crate::game::input::Command;
use crate::game::scores::Scores;
use crate::game::{Event, Game};
use crate::strategy::{Memory, Opponent};

/// A warning stays up until the player's first action at least this many
/// seconds after it appeared (a key already on its way does not hide it).
pub const WARNING_SECONDS: f64 = 1.5;
/// What the scores line says while a reset waits for its confirmation.
pub const RESET_QUESTION: &str = "Reset all scores to zero? R or click here again: yes; else no.";

impl Game {
    /// The scores to show from now on (`None` before any are known).
    pub fn set_scores(&mut self, scores: Scores) {
        self.scores = Some(scores);
    }

    /// The learner's memory from now on: what the data directory holds,
    /// with what other windows taught it.
    pub fn set_memory(&mut self, memory: Memory) {
        self.memory = memory;
    }

    /// Shows a problem with the saved data in the window until the
    /// player's next action (see `WARNING_SECONDS`); a second one joins
    /// the first.
    pub fn warn(&mut self, text: &str, now: f64) {
        let text = match self.warning.take() {
            Some((earlier, _)) => format!("{earlier}; {text}"),
            None => text.to_string(),
        };
        self.warning = Some((text, now));
    }

    pub fn warning_shown(&self) -> bool {
        self.warning.is_some()
    }

    /// Whether the next reset press (R, or a click on the scores) resets.
    pub fn reset_pending(&self) -> bool {
        self.confirm_reset
    }

    /// The line under the title: how the player has done against this
    /// opponent on this side, or the reset question. Empty when no scores
    /// are kept.
    pub fn scores_line(&self) -> String {
        if self.confirm_reset {
            return RESET_QUESTION.to_string();
        }
        let Some(scores) = &self.scores else {
            return String::new();
        };
        let setup = self.setup;
        match setup.opponent {
            Opponent::Human => {
                let x = scores.get(setup.rules, Opponent::Human, Mark::X);
                format!(
                    "Two players: X won {}, O won {}, {} tied",
                    x.won, x.lost, x.tied
                )
            }
            other => format!(
                "vs {other} as {}: {}",
                setup.side.letter().to_ascii_uppercase(),
                scores.get(setup.rules, other, setup.side)
            ),
        }
    }

    /// The warning, as the two status lines it takes over.
    pub(crate) fn warning_lines(&self) -> Option<[String; 2]> {
        let (text, _) = self.warning.as_ref()?;
        let (first, second) = split_in_two(&format!("Warning: {text}"));
        Some([first, second])
    }

    /// Before any command: a reset question is answered (any other command
    /// keeps the scores), and a warning shown long enough is put away.
    pub(crate) fn settle_notices(&mut self, command: Command, now: f64) {
        if self.confirm_reset && command != Command::ResetScores {
            self.confirm_reset = false;
            self.feedback = "Scores kept.".to_string();
        }
        if self
            .warning
            .as_ref()
            .is_some_and(|(_, since)| now >= since + WARNING_SECONDS)
        {
            self.warning = None;
        }
    }

    /// R or a click on the scores: ask first, reset on the second press.
    pub(crate) fn ask_reset(&mut self) {
        if !self.confirm_reset {
            self.confirm_reset = true;
            return;
        }
        self.confirm_reset = false;
        if let Some(scores) = &mut self.scores {
            *scores = Scores::default();
        }
        self.events.push(Event::ScoresReset);
        self.feedback = "Scores reset: every opponent and side starts from zero.".to_string();
    }
}

/// `text` as two lines of about equal length, broken at the space nearest
/// the middle (the second empty if it is short or has no space).
fn split_in_two(text: &str) -> (String, String) {
    const ONE_LINE: usize = 60;
    let chars = text.chars().count();
    if chars <= ONE_LINE {
        return (text.to_string(), String::new());
    }
    let middle = text
        .char_indices()
        .nth(chars / 2)
        .map_or(text.len(), |(i, _)| i);
    let spaces = text.match_indices(' ').map(|(i, _)| i);
    match spaces.min_by_key(|&i| i.abs_diff(middle)) {
        Some(at) => (text[..at].to_string(), text[at + 1..].to_string()),
        None => (text.to_string(), String::new()),
    }
}

#[cfg(test)]
#[path = "scoreboard_tests.rs"]
mod tests;
