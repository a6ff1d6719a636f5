//! The window's sound, heard: ALSA's default device sent to a file (a
//! `type file` PCM in the child's `$HOME/.asoundrc`, no sound card or
//! alsa-utils needed), a move in a real window writes non-silent samples
//! there, a muted window writes only silence or nothing, and a window with
//! no sound device plays on in silence.

use crate::support::scratch::{scratch_dir, Scratch};
use crate::support::window::board::wait_for_board;
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
use crate::support::window::wait::{assert_stays, wait_for_file_bytes};
use crate::support::window::{Game, Xvfb};
use std::path::Path;
use std::time::Duration;
use ttt::core::board::Board;

/// A scratch home whose `.asoundrc` makes the default device `pcm(home)`
/// (ALSA's configuration text).
fn home_with(test: &str, pcm: impl Fn(&Path) -> String) -> Scratch {
    let home = scratch_dir(test);
    let text = format!("pcm.!default {{ {} }}\n", pcm(&home));
    std::fs::write(home.join(".asoundrc"), text).expect("a scratch .asoundrc");
    home
}

/// A home where the default device writes its raw samples to `out.raw`.
fn capturing_home(test: &str) -> Scratch {
    home_with(test, |home| {
        let raw = home.join("out.raw");
        format!(
            r#"type file; slave.pcm "null"; file "{}"; format "raw""#,
            raw.display()
        )
    })
}

/// The 16-bit samples written to `raw` so far (none if there is no file).
fn samples(raw: &Path) -> Vec<i16> {
    as_samples(&std::fs::read(raw).unwrap_or_default())
}

/// Raw little-endian 16-bit samples.
fn as_samples(bytes: &[u8]) -> Vec<i16> {
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// Launches `ttt args --no-animation` with `home` as `$HOME`, plays
/// square 5 once the board is drawn, and waits for the computer's answer.
/// Without the turtle no sound is due before the move (the pen's scratch
/// plays only while it draws), so the samples of `out.raw` from here on
/// are the move's. The window and its X server, for the test to go on.
fn play_a_move(home: &Path, args: &[&str]) -> (Game, Xvfb) {
    let x = Xvfb::start();
    let data = home.join("data");
    let home_text = home.display().to_string();
    let mut args = args.to_vec();
    args.push("--no-animation");
    let game = Game::launch_with_env(&x, &args, data, &[("HOME", home_text.as_str())]);
    wait_for_board(&game, &Board::default(), SETTLE);
    let before = samples(&home.join("out.raw"));
    assert_eq!(loud(&before), 0, "a sound before the move");
    game.key("5");
    game.wait_for_lines(2, SETTLE);
    (game, x)
}

fn loud(samples: &[i16]) -> usize {
    samples.iter().filter(|s| s.unsigned_abs() > 500).count()
}

#[test]
fn a_move_in_a_real_window_is_heard() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = capturing_home("sound-heard");
    let _playing = play_a_move(&home, &[]);
    // The mark's tock alone is 0.09 s (about 2,000 samples at 22,050 Hz);
    // X's and O's are written as the sound thread plays them.
    let what = "the move's tocks in out.raw";
    wait_for_file_bytes(&home.join("out.raw"), what, SETTLE, |bytes| {
        let heard = loud(&as_samples(bytes));
        match heard > 1000 {
            true => Ok(()),
            false => Err(format!("{heard} loud samples of {}", bytes.len() / 2)),
        }
    });
}

/// How long a sound played would take to reach `out.raw`: the tock and
/// the reply's (0.09 s each), written in 20 ms chunks behind ALSA's 50 ms
/// of latency, with room for a loaded machine.
const HEARD_WITHIN: Duration = Duration::from_millis(1500);

#[test]
fn a_muted_window_writes_only_silence_or_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = capturing_home("sound-muted");
    let _playing = play_a_move(&home, &["--mute"]);
    // Nothing to wait for: the check is that no sound comes.
    assert_stays("silence after a muted move", HEARD_WITHIN, || {
        let after = samples(&home.join("out.raw"));
        match after.iter().filter(|&&s| s != 0).count() {
            0 => Ok(()),
            sound => Err(format!("{sound} samples not silent, {} loud", loud(&after))),
        }
    });
}

#[test]
fn a_window_with_no_sound_device_plays_on_in_silence() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = home_with("sound-none", |_| "type hw; card 9".into());
    let (mut game, _x) = play_a_move(&home, &[]);
    // It played on: the move and the reply are in (play_a_move), and it
    // still runs. No device writes any file.
    assert!(game.alive(), "the window closed without a sound device");
    assert!(samples(&home.join("out.raw")).is_empty());
}
