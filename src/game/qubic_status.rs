//! Qubic's words on the screen: the title, the status (the result, whose
//! turn it is, the last move and the computer's reason), as the 3×3
//! game's `status.rs` says them for its board.

use crate::core::board::Outcome;
use crate::game::messages::{self, TIE};
use crate::game::qubic_review::QubicReview;
use crate::game::status::Status;
use crate::game::{Feedback, Game, Pointer, Tone};
use crate::qubic::position::Position;
use crate::settings::Name;

impl Game {
    pub(crate) fn qubic_title(&self) -> String {
        let setup = self.settings();
        let (you, them) = (setup.side.upper(), setup.side.opponent().upper());
        let players = match setup.qubic_opponent.is_computer() {
            false => "Qubic: X vs O, two players".to_string(),
            true => format!(
                "Qubic: you ({you}) vs {} ({them})",
                setup.qubic_opponent.title()
            ),
        };
        format!("{players}  \u{b7}  {}", self.help_words())
    }

    pub(crate) fn qubic_status(&self, now: f64) -> Status {
        if let Some(review) = self.qubic_review() {
            return self.qubic_review_status(review);
        }
        let banner = self.outcome().map(|o| self.qubic_banner(o));
        let turn = match banner {
            Some(_) => self.again_line().to_string(),
            None => self.qubic_turn_line(now),
        };
        Status {
            banner,
            turn,
            last: self.qubic_last_line(),
            feedback: self.feedback().cloned(),
            warning: self.warning_line(),
        }
    }

    /// Under review: the move, how to step, and the solver's verdict (in
    /// the feedback line) where it knows one.
    fn qubic_review_status(&self, review: &QubicReview) -> Status {
        let after = review.after();
        let banner = after.is_finished().then(|| self.outcome()).flatten();
        let step = match self.pointer {
            Pointer::Touch => "Prev and Next step, Done returns.",
            Pointer::Mouse | Pointer::Keys => "\u{2190} \u{2192} step, V or Esc returns.",
        };
        let verdict = review.verdict().map(|text| Feedback {
            text: text.to_string(),
            tone: Tone::Info,
        });
        Status {
            banner: banner.map(|o| self.qubic_banner(o)),
            // The move first: a small window keeps the first lines.
            turn: review.move_line(),
            last: format!("Reviewing: {step}"),
            feedback: verdict.or_else(|| self.feedback().cloned()),
            warning: None,
        }
    }

    fn qubic_banner(&self, outcome: Outcome) -> (String, String) {
        let Outcome::Won(m) = outcome else {
            return (TIE.into(), "All 64 cells are full.".into());
        };
        let line = self.qubic_winning_line().map(|l| l.to_string());
        let rival = self.against_computer().then(|| self.rival_title());
        let (side, unnamed) = (self.settings.side, [Name::default(); 2]);
        messages::won_banner(m, &line.unwrap_or_default(), side, rival, unnamed)
    }

    fn qubic_turn_line(&self, now: f64) -> String {
        let setup = self.settings();
        let mover = self.qubic_position().to_move();
        let press = match (self.pointer, self.qubic_typed()) {
            (Pointer::Touch, _) => "tap a cell".to_string(),
            (_, [p]) => format!("plane {p}, now the row (1-4)"),
            (_, [p, r, ..]) => format!("plane {p}, row {r}, now the column (1-4)"),
            (Pointer::Mouse, []) => "type plane, row, column (1-4) or click a cell".to_string(),
            (Pointer::Keys, []) => "type plane, row, column (1-4 each)".to_string(),
        };
        match setup.qubic_opponent.is_computer() {
            false => format!("{} to move: {press}.", mover.upper()),
            true if mover == setup.side => format!("Your move ({}): {press}.", mover.upper()),
            true if self.qubic_drawing(now).is_some() => "The turtle is drawing...".to_string(),
            true => format!(
                "{} ({}) is thinking...",
                setup.qubic_opponent.title(),
                mover.upper()
            ),
        }
    }

    fn qubic_last_line(&self) -> String {
        let Some(last) = self.qubic_history().last() else {
            return "No moves yet.".to_string();
        };
        // The computer's reason is the feedback line's, in its voice.
        let why = last.rule.as_ref().map(|_| String::new());
        self.move_said(last.mark, last.square.words(), why)
    }

    /// The position as the 64 characters of the command line's text.
    pub fn qubic_text(&self) -> String {
        Position::to_string(&self.qubic_position())
    }
}
