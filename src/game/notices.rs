//! What the game tells the player besides the board: the feedback line
//! and the warnings about the saved data (the newest shown until the
//! player's next action, every one kept for the help's settings page).

/// A warning stays up until the player's first action at least this many
/// seconds after it appeared (a key already on its way does not hide it).
pub const WARNING_SECONDS: f64 = 1.5;

/// What the feedback line says, and how long it stays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News and answers: stays until something replaces it.
    Info,
    /// A move refused because the computer or the turtle is busy: goes as
    /// soon as the player can move.
    Wait,
    /// A key or click that cannot be played here.
    Refusal,
    /// The opponent talking (Dawson's persona, the learner's lessons).
    Talk,
}

/// The feedback line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub text: String,
    pub tone: Tone,
}

#[derive(Clone, Debug, Default)]
pub struct Notices {
    pub(super) feedback: Option<Feedback>,
    /// The newest warning and when it appeared, until put away.
    pub(super) warning: Option<(String, f64)>,
    pub(super) warnings: Vec<String>,
    /// Where the data is kept, in the player's words (the About page).
    pub(super) place: Option<String>,
}

impl Notices {
    pub fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.feedback = Some(Feedback {
            text: text.into(),
            tone,
        });
    }

    pub fn clear_if(&mut self, tone: Tone) {
        if self.feedback.as_ref().is_some_and(|f| f.tone == tone) {
            self.feedback = None;
        }
    }

    /// Shows a warning until the player's next action a little later (a
    /// second one joins the first), and keeps it for the settings page.
    pub fn warn(&mut self, text: &str, now: f64) {
        self.warnings.push(text.to_string());
        let text = match self.warning.take() {
            Some((earlier, _)) => format!("{earlier} {text}"),
            None => text.to_string(),
        };
        self.warning = Some((text, now));
    }

    /// The player acted at `now`: a warning shown long enough goes.
    pub fn acted(&mut self, now: f64) {
        if self
            .warning
            .as_ref()
            .is_some_and(|(_, since)| now >= since + WARNING_SECONDS)
        {
            self.warning = None;
        }
    }
}
