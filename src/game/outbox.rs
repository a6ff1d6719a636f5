//! What the game hands the program around it: lines for standard output
//! (`x 5`, `o 1 corner`, results, `new game`, `undo ...`) and events
//! (finished games, setup changes, a reset), each taken once.

use crate::game::record::Event;

#[derive(Clone, Debug, Default)]
pub struct Outbox {
    lines: Vec<String>,
    events: Vec<Event>,
}

impl Outbox {
    pub fn print(&mut self, line: String) {
        self.lines.push(line);
    }

    pub fn emit(&mut self, event: Event) {
        self.events.push(event);
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
