//! The window's speaker: the game's sound cues played through ALSA, on a
//! thread of their own fed by a channel, so the window's thread never
//! waits on the device.
//!
//! ALSA is loaded at run time (`dlopen("libasound.so.2")`), as miniquad
//! loads libX11 and libGL, not linked: macroquad's `audio` feature links
//! `-lasound` at build time, which needs `libasound2-dev` and would add a
//! set-up step to `cargo run` (docs/sound.md). A machine without ALSA or
//! without a sound device plays silently and says so once.

use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void, CStr};
use std::sync::mpsc::{channel, Receiver, Sender};
use ttt::game::outbox::Cue;
use ttt::sound::mixer::Mixer;
use ttt::sound::synth::RATE;

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
    /// Starts the sound thread, which opens the device (a failure comes
    /// back through [`Speaker::problem`]).
    pub fn start() -> Speaker {
        let (cues, cue_rx) = channel();
        let (problem_tx, problems) = channel();
        let spawned = std::thread::Builder::new()
            .name("ttt-sound".into())
            .spawn(move || {
                if let Err(problem) = play_all(cue_rx) {
                    let _ = problem_tx.send(problem);
                }
            });
        if let Err(e) = spawned {
            let (tx, rx) = channel();
            let _ = tx.send(format!("No sound: cannot start its thread ({e})."));
            return Speaker { cues, problems: rx };
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

/// The ALSA functions the speaker uses.
struct Alsa {
    set_params:
        unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    nonblock: unsafe extern "C" fn(*mut c_void, c_int) -> c_int,
    writei: unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int,
    drain: unsafe extern "C" fn(*mut c_void) -> c_int,
    close: unsafe extern "C" fn(*mut c_void) -> c_int,
    open: unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
}

impl Alsa {
    /// ALSA's words for error `err`.
    fn says(&self, err: c_int) -> String {
        // SAFETY: snd_strerror returns a static NUL-terminated string.
        let text = unsafe { (self.strerror)(err) };
        if text.is_null() {
            return format!("error {err}");
        }
        // SAFETY: non-null, NUL-terminated, static.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }
}

/// ALSA's error handler, which would print its own lines on standard
/// error (a machine without a sound card gets eight): the speaker reports
/// in the game instead. ALSA calls it with variadic arguments after
/// `fmt`; on Linux's C calling conventions (x86-64, AArch64) a function
/// that takes only the fixed ones and ignores the rest is called safely.
extern "C" fn quiet(_: *const c_char, _: c_int, _: *const c_char, _: c_int, _: *const c_char) {}

// ALSA's constants (alsa/pcm.h).
const STREAM_PLAYBACK: c_int = 0;
const OPEN_NONBLOCK: c_int = 1;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;

/// Loads libasound and its functions; `None` if it is not installed.
fn load() -> Option<Alsa> {
    // SAFETY: a NUL-terminated name; the library stays loaded for the
    // process's life (never closed), so its functions stay valid.
    let lib = unsafe {
        libc::dlopen(
            c"libasound.so.2".as_ptr(),
            libc::RTLD_NOW | libc::RTLD_LOCAL,
        )
    };
    if lib.is_null() {
        return None;
    }
    type Handler = extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);
    // SAFETY: each name is a function of alsa/asoundlib.h whose C
    // signature is the type it is read as; `quiet` is a handler (see its
    // comment on the variadic tail).
    unsafe {
        let set_handler: Option<unsafe extern "C" fn(Handler) -> c_int> =
            symbol(lib, c"snd_lib_error_set_handler");
        if let Some(set_handler) = set_handler {
            set_handler(quiet);
        }
        Some(Alsa {
            open: symbol(lib, c"snd_pcm_open")?,
            set_params: symbol(lib, c"snd_pcm_set_params")?,
            nonblock: symbol(lib, c"snd_pcm_nonblock")?,
            writei: symbol(lib, c"snd_pcm_writei")?,
            recover: symbol(lib, c"snd_pcm_recover")?,
            drain: symbol(lib, c"snd_pcm_drain")?,
            close: symbol(lib, c"snd_pcm_close")?,
            strerror: symbol(lib, c"snd_strerror")?,
        })
    }
}

/// The function `name` in `library`, as a function pointer of type `F`
/// (as `probe.rs` reads Xlib's).
///
/// # Safety
/// `F` must be the C signature of that function.
unsafe fn symbol<F: Copy>(library: *mut c_void, name: &CStr) -> Option<F> {
    let found = libc::dlsym(library, name.as_ptr());
    (!found.is_null()).then(|| std::mem::transmute_copy::<*mut c_void, F>(&found))
}

/// Opens the default device for 16-bit mono at [`RATE`].
fn open(alsa: &Alsa) -> Result<*mut c_void, String> {
    let mut pcm: *mut c_void = std::ptr::null_mut();
    // SAFETY: ALSA's documented calls on the handle it gave; NONBLOCK at
    // opening so a busy device answers at once, then blocking writes (this
    // thread is the device's own).
    unsafe {
        let err = (alsa.open)(
            &mut pcm,
            c"default".as_ptr(),
            STREAM_PLAYBACK,
            OPEN_NONBLOCK,
        );
        if err < 0 || pcm.is_null() {
            return Err(format!(
                "No sound device answers ({}): the game plays silently.",
                alsa.says(err)
            ));
        }
        let err = (alsa.set_params)(
            pcm,
            FORMAT_S16_LE,
            ACCESS_RW_INTERLEAVED,
            1,
            RATE,
            1,
            LATENCY_US,
        );
        if err < 0 {
            (alsa.close)(pcm);
            let says = alsa.says(err);
            return Err(format!(
                "The sound device refuses 16-bit mono at {RATE} Hz ({says}): the game plays silently."
            ));
        }
        (alsa.nonblock)(pcm, 0);
    }
    Ok(pcm)
}

/// The thread: opens the device, then plays each cue as it comes, mixed,
/// until the window's side of the channel is gone.
fn play_all(cues: Receiver<Cue>) -> Result<(), String> {
    let alsa = load()
        .ok_or("No sound: ALSA (libasound.so.2) is not installed; the game plays silently.")?;
    let pcm = open(&alsa)?;
    let mut mixer = Mixer::new();
    let mut buffer = vec![0i16; CHUNK];
    let result = loop {
        if mixer.is_idle() {
            match cues.recv() {
                Ok(cue) => mixer.play(cue),
                Err(_) => break Ok(()),
            }
        }
        while let Ok(cue) = cues.try_recv() {
            mixer.play(cue);
        }
        mixer.mix(&mut buffer);
        if let Err(e) = write(&alsa, pcm, &buffer) {
            break Err(e);
        }
    };
    // SAFETY: the handle `open` gave, drained and closed once.
    unsafe {
        (alsa.drain)(pcm);
        (alsa.close)(pcm);
    }
    result
}

/// Writes `samples` whole, recovering from an underrun (the device ran
/// dry between sounds, as it does).
fn write(alsa: &Alsa, pcm: *mut c_void, samples: &[i16]) -> Result<(), String> {
    let mut done = 0;
    let mut tries = 0;
    while done < samples.len() {
        let rest = &samples[done..];
        // SAFETY: `rest` is valid for its length in frames (mono 16-bit).
        let n = unsafe { (alsa.writei)(pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
        if n >= 0 {
            done += n as usize;
            continue;
        }
        tries += 1;
        // SAFETY: the error ALSA just gave, on its handle.
        let err = unsafe { (alsa.recover)(pcm, n as c_int, 1) };
        if err < 0 || tries > 3 {
            let says = alsa.says(n as c_int);
            return Err(format!(
                "Sound stopped: the device failed ({says}); the game plays on silently."
            ));
        }
    }
    Ok(())
}
