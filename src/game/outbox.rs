//! What the game hands the program around it: lines for standard output
//! (`x 5`, `o 1 corner`, results, `new game`, `undo ...`), events
//! (finished games, setting changes, a reset), requests to the window
//! (fullscreen) and sound cues, each taken once.

use crate::game::record::Event;

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

#[derive(Clone, Debug, Default)]
pub struct Outbox {
    lines: Vec<String>,
    events: Vec<Event>,
    requests: Vec<Request>,
    cues: Vec<Cue>,
}

impl Outbox {
    pub fn print(&mut self, line: String) {
        self.lines.push(line);
    }

    pub fn emit(&mut self, event: Event) {
        self.events.push(event);
    }

    pub fn request(&mut self, request: Request) {
        self.requests.push(request);
    }

    /// The requests to the window since the last call.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    pub fn cue(&mut self, cue: Cue) {
        self.cues.push(cue);
    }

    /// The lines since the last call.
    pub fn take_lines(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    /// The events since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// The sound cues since the last call.
    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }
}
