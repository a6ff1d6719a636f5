//! The page's speaker: the same synthesised sounds, handed once to
//! `web/ttt.js`, which plays them with Web Audio. The browser lets a page
//! make sound only after the player's first key or tap, so `ttt.js` starts
//! its audio then; a cue before it, or in a browser without Web Audio, is
//! silently dropped there.

use ttt::game::outbox::Cue;
use ttt::sound::synth::{samples, RATE};

// Imports from the page (`web/ttt.js` adds them to the module's "env").
#[link(wasm_import_module = "env")]
extern "C" {
    fn ttt_sound_load(cue: u32, samples: *const i16, len: usize, rate: u32);
    fn ttt_sound_play(cue: u32);
}

/// The cue's number, as `ttt.js` files its sound.
fn number(cue: Cue) -> u32 {
    Cue::ALL.iter().position(|&c| c == cue).unwrap_or(0) as u32
}

pub struct Speaker;

impl Speaker {
    /// Hands the page every sound's samples.
    pub fn start() -> Speaker {
        for cue in Cue::ALL {
            let wave = samples(cue);
            // SAFETY: `wave` is valid for `len` samples during the call;
            // the page copies them before it returns.
            unsafe { ttt_sound_load(number(cue), wave.as_ptr(), wave.len(), RATE) };
        }
        Speaker
    }

    /// Asks the page to play `cues` (it never waits).
    pub fn play(&self, cues: Vec<Cue>) {
        for cue in cues {
            // SAFETY: a plain number; the page ignores one it has no sound for.
            unsafe { ttt_sound_play(number(cue)) };
        }
    }

    /// The page reports no problem: without audio it stays silent.
    pub fn problem(&self) -> Option<String> {
        None
    }
}
