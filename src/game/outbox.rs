//! What the game hands the program around it: lines for standard output
//! (`x 5`, `o 1 corner`, results, `new game`, `undo ...`), events
//! (finished games, setup changes, a reset) and requests to the window
//! (fullscreen), each taken once.

use crate::game::record::Event;

/// What the game asks of the window it is shown in: the game decides
/// when, the shell (or the page) does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Fullscreen if windowed, windowed if fullscreen.
    ToggleFullscreen,
}

#[derive(Clone, Debug, Default)]
pub struct Outbox {
    lines: Vec<String>,
    events: Vec<Event>,
    requests: Vec<Request>,
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

    /// The lines since the last call.
    pub fn take_lines(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    /// The events since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }
}
