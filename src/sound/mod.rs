//! The game's sounds as sample buffers, synthesised at start-up, and a
//! mixer that plays several at once. Plain data: the front ends (ALSA,
//! Web Audio) only move the samples to a speaker.

pub mod synth;

use crate::game::outbox::Cue;

/// The sounds, made once, and what is playing.
#[derive(Clone, Debug)]
pub struct Mixer {
    /// Each cue's samples, in the order of `Cue::ALL`.
    sounds: [Vec<i16>; Cue::ALL.len()],
    /// (which sound, how far into it) for each sound playing.
    voices: Vec<(Cue, usize)>,
}

/// At most this many sounds at once; a cue beyond them is dropped.
pub const MAX_VOICES: usize = 8;

impl Default for Mixer {
    /// Every cue's sound, synthesised now.
    fn default() -> Mixer {
        Mixer {
            sounds: Cue::ALL.map(synth::samples),
            voices: Vec::new(),
        }
    }
}

impl Mixer {
    /// Starts `cue`'s sound, over whatever plays.
    pub fn play(&mut self, cue: Cue) {
        if self.voices.len() < MAX_VOICES {
            self.voices.push((cue, 0));
        }
    }

    /// Whether nothing is playing.
    pub fn is_idle(&self) -> bool {
        self.voices.is_empty()
    }

    /// Fills `out` with the next samples of everything playing (silence
    /// where nothing is), and lets go of sounds that have ended.
    pub fn mix(&mut self, out: &mut [i16]) {
        out.fill(0);
        for (cue, at) in &mut self.voices {
            let sound = &self.sounds[*cue as usize];
            let part = &sound[(*at).min(sound.len())..];
            for (o, s) in out.iter_mut().zip(part) {
                *o = o.saturating_add(*s);
            }
            *at += out.len();
        }
        let sounds = &self.sounds;
        self.voices
            .retain(|(cue, at)| *at < sounds[*cue as usize].len());
    }
}

#[cfg(test)]
#[path = "mixer_tests.rs"]
mod tests;
