//! Plays the sounds: the voices playing now summed into a front end's buffers.

use crate::game::outbox::Cue;
use crate::sound::synth;

/// The sounds, made once, and what is playing.
#[derive(Clone, Debug)]
pub struct Mixer {
    sounds: Vec<(Cue, Vec<i16>)>,
    /// (which sound, how far into it) for each sound playing.
    voices: Vec<(usize, usize)>,
}

/// At most this many sounds at once; a cue beyond them is dropped.
pub const MAX_VOICES: usize = 8;

impl Default for Mixer {
    /// Every cue's sound, synthesised now.
    fn default() -> Mixer {
        Mixer {
            sounds: Cue::ALL.iter().map(|&c| (c, synth::samples(c))).collect(),
            voices: Vec::new(),
        }
    }
}

impl Mixer {
    /// Starts `cue`'s sound, over whatever plays.
    pub fn play(&mut self, cue: Cue) {
        let Some(index) = self.sounds.iter().position(|(c, _)| *c == cue) else {
            return;
        };
        if self.voices.len() < MAX_VOICES {
            self.voices.push((index, 0));
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
        for (index, at) in &mut self.voices {
            let sound = &self.sounds[*index].1;
            let part = &sound[(*at).min(sound.len())..];
            for (o, s) in out.iter_mut().zip(part) {
                *o = o.saturating_add(*s);
            }
            *at += out.len();
        }
        let sounds = &self.sounds;
        self.voices
            .retain(|(index, at)| *at < sounds[*index].1.len());
    }
}

#[cfg(test)]
#[path = "mixer_tests.rs"]
mod tests;
