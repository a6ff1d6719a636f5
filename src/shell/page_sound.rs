//! The page's speaker: the same synthesised sounds, handed to
//! `web/ttt.js`, which plays them with Web Audio. The browser lets a page
//! make sound only after the player's first key or tap, so `ttt.js` starts
//! its audio then; a cue before it, or in a browser without Web Audio, is
//! silently dropped there.
//!
//! The samples are made and handed over after the first frame, not before
//! it (synthesising them took about 8 ms of the start; docs/performance.md):
//! `ttt.js` calls [`ttt_load_sounds`] once the page is idle after its first
//! frame, or at the player's first key or tap if that comes sooner — before
//! the game sees the key, so its sounds are there to play. A cue before
//! either would be dropped by the page anyway (no audio yet), as the
//! turtle's pen drawing the first board is.

use std::sync::atomic::{AtomicBool, Ordering};
use ttt::game::outbox::Cue;
use ttt::sound::synth::{samples, RATE};

// Imports from the page (`web/ttt.js` adds them to the module's "env").
// Playing takes a plain number (the page ignores one it has no sound for).
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn ttt_sound_load(cue: u32, samples: *const i16, len: usize, rate: u32);
    safe fn ttt_sound_play(cue: u32);
}

/// Whether the page has every sound's samples.
static LOADED: AtomicBool = AtomicBool::new(false);

/// Hands the page every sound's samples, the first time only.
fn load() {
    if LOADED.swap(true, Ordering::SeqCst) {
        return;
    }
    for cue in Cue::ALL {
        let wave = samples(cue);
        // SAFETY: `wave` is valid for `len` samples during the call;
        // the page copies them before it returns.
        unsafe { ttt_sound_load(number(cue), wave.as_ptr(), wave.len(), RATE) };
    }
}

/// The page asks for the sounds once the first frame is drawn (`ttt.js`).
#[no_mangle]
pub extern "C" fn ttt_load_sounds() {
    load();
}

/// The cue's number, as `ttt.js` files its sound.
fn number(cue: Cue) -> u32 {
    Cue::ALL.iter().position(|&c| c == cue).unwrap_or(0) as u32
}

pub struct Speaker;

impl Speaker {
    /// The speaker; its samples reach the page after the first frame.
    pub fn start() -> Speaker {
        Speaker
    }

    /// Asks the page to play `cues` (it never waits).
    pub fn play(&self, cues: Vec<Cue>) {
        for cue in cues {
            ttt_sound_play(number(cue));
        }
    }

    /// The page reports no problem: without audio it stays silent.
    pub fn problem(&self) -> Option<String> {
        None
    }
}
