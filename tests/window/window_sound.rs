//! The window's sound, heard: ALSA's default device sent to a file (a
//! `type file` PCM in the child's `$HOME/.asoundrc`, no sound card or
//! alsa-utils needed), a move in a real window writes non-silent samples
//! there, a muted window writes only silence or nothing, and a window with
//! no sound device plays on in silence.

use crate::support::scratch::{scratch_dir, Scratch};
use crate::support::window::board::wait_for_board;
use crate::support::window::play::{ONE_AT_A_TIME, SETTLE};
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
    let bytes = std::fs::read(raw).unwrap_or_default();
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// Launches `ttt args` with `home` as `$HOME`, plays square 5 once the
/// board is drawn, and waits for the computer's answer and its sounds.
/// The samples before the move, and all of them after.
fn play_a_move(home: &Path, args: &[&str]) -> (Vec<i16>, Vec<i16>) {
    let x = Xvfb::start();
    let data = home.join("data");
    let home_text = home.display().to_string();
    let game = Game::launch_with_env(&x, args, data, &[("HOME", home_text.as_str())]);
    wait_for_board(&game, &Board::default(), SETTLE);
    std::thread::sleep(Duration::from_millis(800));
    let before = samples(&home.join("out.raw"));
    game.key("5");
    game.wait_for_lines(2, SETTLE);
    std::thread::sleep(Duration::from_millis(1500));
    (before, samples(&home.join("out.raw")))
}

fn loud(samples: &[i16]) -> usize {
    samples.iter().filter(|s| s.unsigned_abs() > 500).count()
}

#[test]
fn a_move_in_a_real_window_is_heard() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = capturing_home("sound-heard");
    let (before, after) = play_a_move(&home, &[]);
    assert!(after.len() > before.len(), "nothing written after the move");
    let new = &after[before.len()..];
    // The mark's tock alone is 0.09 s (about 2,000 samples at 22,050 Hz).
    assert!(
        loud(new) > 1000,
        "{} loud samples of {}",
        loud(new),
        new.len()
    );
}

#[test]
fn a_muted_window_writes_only_silence_or_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = capturing_home("sound-muted");
    let (_, after) = play_a_move(&home, &["--mute"]);
    assert!(
        after.iter().all(|&s| s == 0),
        "{} loud samples",
        loud(&after)
    );
}

#[test]
fn a_window_with_no_sound_device_plays_on_in_silence() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let home = home_with("sound-none", |_| "type hw; card 9".into());
    let (_, after) = play_a_move(&home, &[]);
    assert!(after.is_empty());
}
