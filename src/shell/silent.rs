//! The speaker where the window has no sound yet (Windows, macOS): cues
//! are dropped, and the help's settings page says so once.

use ttt::game::outbox::Cue;

#[derive(Default)]
pub struct Speaker {
    told: std::cell::Cell<bool>,
}

impl Speaker {
    pub fn start() -> Speaker {
        Speaker::default()
    }

    /// Drops `cues`: there is nothing to play them on.
    pub fn play(&self, cues: Vec<Cue>) {
        drop(cues);
    }

    /// Why there is no sound, once.
    pub fn problem(&self) -> Option<String> {
        (!self.told.replace(true)).then(|| "No sound: ttt plays sound on Linux only so far.".into())
    }
}
