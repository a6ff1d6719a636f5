//! What the game asks of the program around it besides lines and events:
//! requests to the window (fullscreen) and sound cues.

/// What the game asks of the window it is shown in: the game decides
/// when, the shell (or the page) does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Fullscreen if windowed, windowed if fullscreen.
    ToggleFullscreen,
}

/// A sound the game asks the front end to play: data, like its other
/// events, so which sounds a game makes is tested without a speaker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// The turtle's pen starts drawing (the board, a mark, a strike).
    Pen,
    /// A mark is placed on the board.
    Mark,
    /// A key or click that cannot be played here.
    Refused,
    /// The player won (in a game of two people: someone won).
    Won,
    /// The computer won.
    Lost,
    Tied,
}

impl Cue {
    pub const ALL: [Cue; 6] = [
        Cue::Pen,
        Cue::Mark,
        Cue::Refused,
        Cue::Won,
        Cue::Lost,
        Cue::Tied,
    ];
}
