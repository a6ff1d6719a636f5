use super::*;

#[test]
fn an_idle_mixer_gives_silence() {
    let mut m = Mixer::default();
    let mut out = [7i16; 64];
    m.mix(&mut out);
    assert!(m.is_idle());
    assert!(out.iter().all(|&v| v == 0));
}

#[test]
fn one_cue_plays_its_samples_then_stops() {
    let mut m = Mixer::default();
    m.play(Cue::Mark);
    let expected = synth::samples(Cue::Mark);
    let mut got = Vec::new();
    let mut out = [0i16; 100];
    while !m.is_idle() {
        m.mix(&mut out);
        got.extend_from_slice(&out);
    }
    assert_eq!(&got[..expected.len()], &expected[..]);
    assert!(got[expected.len()..].iter().all(|&v| v == 0));
}

#[test]
fn two_cues_at_once_are_summed() {
    let mut m = Mixer::default();
    m.play(Cue::Mark);
    m.play(Cue::Pen);
    let mut out = [0i16; 200];
    m.mix(&mut out);
    let (a, b) = (synth::samples(Cue::Mark), synth::samples(Cue::Pen));
    for i in 0..200 {
        assert_eq!(out[i], a[i].saturating_add(b[i]));
    }
}

#[test]
fn voices_are_capped() {
    let mut m = Mixer::default();
    for _ in 0..100 {
        m.play(Cue::Won);
    }
    assert_eq!(m.voices.len(), MAX_VOICES);
}
