//! The window's speaker: the game's sound cues played through ALSA on a
//! thread of their own, so the window never waits on the device.
//!
//! ALSA is loaded at run time with miniquad's loader, not linked: linking
//! needs `libasound2-dev` to build (docs/sound.md). A machine without ALSA
//! or a sound device plays silently and says so once.

use macroquad::miniquad::native::module::Module;
use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void, CStr};
use std::sync::mpsc::{channel, Receiver, Sender};
use ttt::game::outbox::Cue;
use ttt::sound::synth::RATE;
use ttt::sound::Mixer;

/// Frames written at a time: 20 ms.
const CHUNK: usize = RATE as usize / 50;
/// The latency asked of ALSA, in microseconds.
const LATENCY_US: c_uint = 50_000;

/// The game's side of the sound thread.
pub struct Speaker {
    cues: Sender<Cue>,
    problems: Receiver<String>,
}

impl Speaker {
    /// Starts the sound thread (a failure comes back as a problem).
    pub fn start() -> Speaker {
        let (cues, cue_rx) = channel();
        let (problem_tx, problems) = channel();
        let thread_tx = problem_tx.clone();
        let spawned = std::thread::Builder::new()
            .name("ttt-sound".into())
            .spawn(move || {
                if let Err(problem) = play_all(cue_rx) {
                    let _ = thread_tx.send(problem);
                }
            });
        if let Err(e) = spawned {
            let _ = problem_tx.send(format!("No sound: cannot start its thread ({e})."));
        }
        Speaker { cues, problems }
    }

    /// Plays `cues` (never waits: a stopped thread drops them).
    pub fn play(&self, cues: Vec<Cue>) {
        for cue in cues {
            let _ = self.cues.send(cue);
        }
    }

    /// Why there is no sound, once, if the device failed.
    pub fn problem(&self) -> Option<String> {
        self.problems.try_recv().ok()
    }
}

/// The ALSA functions the speaker uses, and their library, kept loaded.
struct Alsa {
    _library: Module,
    set_handler: unsafe extern "C" fn(Handler) -> c_int,
    open: unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int,
    set_params:
        unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    nonblock: unsafe extern "C" fn(*mut c_void, c_int) -> c_int,
    writei: unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int,
    drain: unsafe extern "C" fn(*mut c_void) -> c_int,
    close: unsafe extern "C" fn(*mut c_void) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
}

type Handler = extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

/// ALSA's error handler, silent: the speaker reports in the game instead.
/// ALSA passes variadic arguments after `fmt`; Linux's C calling
/// conventions let a function that takes only the fixed ones ignore them.
extern "C" fn quiet(_: *const c_char, _: c_int, _: *const c_char, _: c_int, _: *const c_char) {}

// ALSA's constants (alsa/pcm.h).
const STREAM_PLAYBACK: c_int = 0;
const OPEN_NONBLOCK: c_int = 1;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;

/// An open playback device. Each `unsafe` block calls functions of
/// alsa/asoundlib.h loaded by name with exactly their C signatures, on the
/// handle `snd_pcm_open` gave (closed once, on drop).
struct Pcm {
    alsa: Alsa,
    handle: *mut c_void,
}

impl Alsa {
    /// Loads libasound and its functions; `None` if it is not installed.
    fn load() -> Option<Alsa> {
        let library = Module::load("libasound.so.2").ok()?;
        Some(Alsa {
            set_handler: library.get_symbol("snd_lib_error_set_handler").ok()?,
            open: library.get_symbol("snd_pcm_open").ok()?,
            set_params: library.get_symbol("snd_pcm_set_params").ok()?,
            nonblock: library.get_symbol("snd_pcm_nonblock").ok()?,
            writei: library.get_symbol("snd_pcm_writei").ok()?,
            recover: library.get_symbol("snd_pcm_recover").ok()?,
            drain: library.get_symbol("snd_pcm_drain").ok()?,
            close: library.get_symbol("snd_pcm_close").ok()?,
            strerror: library.get_symbol("snd_strerror").ok()?,
            _library: library,
        })
    }

    /// ALSA's words for error `err`.
    fn says(&self, err: c_int) -> String {
        // SAFETY: snd_strerror returns a static NUL-terminated string.
        unsafe {
            let text = (self.strerror)(err);
            match text.is_null() {
                true => format!("error {err}"),
                false => CStr::from_ptr(text).to_string_lossy().into_owned(),
            }
        }
    }
}

impl Pcm {
    /// Opens the default device for 16-bit mono at [`RATE`]: a busy device
    /// answers at once (NONBLOCK), then writes block.
    fn open(alsa: Alsa) -> Result<Pcm, String> {
        let mut handle: *mut c_void = std::ptr::null_mut();
        // SAFETY: see [`Pcm`]; `quiet` is a handler (see its comment).
        let opened = unsafe {
            (alsa.set_handler)(quiet);
            let device = c"default".as_ptr();
            (alsa.open)(&mut handle, device, STREAM_PLAYBACK, OPEN_NONBLOCK)
        };
        if opened < 0 || handle.is_null() {
            let says = alsa.says(opened);
            return Err(format!(
                "No sound device answers ({says}): the game plays silently."
            ));
        }
        let pcm = Pcm { alsa, handle };
        // SAFETY: see [`Pcm`]; mono, ALSA's resampling allowed.
        let params = unsafe {
            let (format, access) = (FORMAT_S16_LE, ACCESS_RW_INTERLEAVED);
            (pcm.alsa.set_params)(handle, format, access, 1, RATE, 1, LATENCY_US)
        };
        if params < 0 {
            let says = pcm.alsa.says(params);
            return Err(format!(
                "The sound device refuses 16-bit mono at {RATE} Hz ({says}): the game plays silently."
            ));
        }
        // SAFETY: see [`Pcm`].
        unsafe { (pcm.alsa.nonblock)(handle, 0) };
        Ok(pcm)
    }

    /// Writes `samples` whole, recovering from an underrun.
    fn write(&self, samples: &[i16]) -> Result<(), String> {
        let mut done = 0;
        let mut tries = 0;
        while done < samples.len() {
            let rest = &samples[done..];
            // SAFETY: see [`Pcm`]; `rest` is valid for its length in frames
            // (mono 16-bit), and the error recovered from is the one ALSA
            // just gave.
            let (n, recovered) = unsafe {
                let n =
                    (self.alsa.writei)(self.handle, rest.as_ptr().cast(), rest.len() as c_ulong);
                let recovered = (n < 0).then(|| (self.alsa.recover)(self.handle, n as c_int, 1));
                (n, recovered)
            };
            if n >= 0 {
                done += n as usize;
                continue;
            }
            tries += 1;
            if recovered.is_some_and(|r| r < 0) || tries > 3 {
                let says = self.alsa.says(n as c_int);
                return Err(format!(
                    "Sound stopped: the device failed ({says}); the game plays on silently."
                ));
            }
        }
        Ok(())
    }
}

impl Drop for Pcm {
    fn drop(&mut self) {
        // SAFETY: see [`Pcm`]: drained and closed once.
        unsafe {
            (self.alsa.drain)(self.handle);
            (self.alsa.close)(self.handle);
        }
    }
}

/// The thread: opens the device, then plays the cues as they come, mixed,
/// until the window's end of the channel is gone.
fn play_all(cues: Receiver<Cue>) -> Result<(), String> {
    let alsa = Alsa::load()
        .ok_or("No sound: ALSA (libasound.so.2) is not installed; the game plays silently.")?;
    let pcm = Pcm::open(alsa)?;
    let mut mixer = Mixer::default();
    let mut buffer = vec![0i16; CHUNK];
    loop {
        if mixer.is_idle() {
            match cues.recv() {
                Ok(cue) => mixer.play(cue),
                Err(_) => return Ok(()),
            }
        }
        while let Ok(cue) = cues.try_recv() {
            mixer.play(cue);
        }
        mixer.mix(&mut buffer);
        pcm.write(&buffer)?;
    }
}
