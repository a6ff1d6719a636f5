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
