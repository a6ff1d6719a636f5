//! The page's speaker: the same sounds, played by `web/ttt.js` with Web
//! Audio, which starts at the player's first key or tap (a cue before it
//! is dropped there). The samples are handed over after the first frame
//! (making them took 8 ms of the start; docs/performance.md): `ttt.js`
//! calls [`ttt_load_sounds`] when idle, or at the first key, before the
//! game sees it.

use std::sync::atomic::{AtomicBool, Ordering};
use ttt::game::outbox::Cue;
use ttt::sound::synth::{samples, RATE};

// From `web/ttt.js`; playing takes only a number, which is safe.
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn ttt_sound_load(cue: u32, samples: *const i16, len: usize, rate: u32);
    safe fn ttt_sound_play(cue: u32);
}

/// Whether the page has every sound's samples.
static LOADED: AtomicBool = AtomicBool::new(false);

/// Called by `ttt.js` after the first frame: hands the page every sound's
/// samples, the first time only.
#[no_mangle]
pub extern "C" fn ttt_load_sounds() {
    if LOADED.swap(true, Ordering::SeqCst) {
        return;
    }
    // `ttt.js` files each sound under its cue's number (`Cue`'s order).
    for cue in Cue::ALL {
        let wave = samples(cue);
        // SAFETY: `wave` is valid for `len` samples during the call;
        // the page copies them before it returns.
        unsafe { ttt_sound_load(cue as u32, wave.as_ptr(), wave.len(), RATE) };
    }
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
            ttt_sound_play(cue as u32);
        }
    }

    /// The page reports no problem: without audio it stays silent.
    pub fn problem(&self) -> Option<String> {
        None
    }
}
