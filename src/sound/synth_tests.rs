use super::*;

#[test]
fn every_sound_is_short_gentle_and_not_silent() {
    for cue in Cue::ALL {
        let s = samples(cue);
        let seconds = s.len() as f32 / RATE as f32;
        assert!(seconds > 0.05 && seconds < 1.0, "{cue:?} lasts {seconds} s");
        let peak = s.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0);
        let limit = (PEAK * f32::from(i16::MAX)) as u16 + 1;
        assert!(peak > 300, "{cue:?} is silent (peak {peak})");
        assert!(peak <= limit, "{cue:?} peaks at {peak}, over {limit}");
    }
}

#[test]
fn every_sound_ends_in_silence_with_no_click() {
    for cue in Cue::ALL {
        let s = samples(cue);
        assert_eq!(s.last(), Some(&0), "{cue:?} does not fade out");
        assert!(s[0].unsigned_abs() < 100, "{cue:?} starts with a click");
    }
}

#[test]
fn the_sounds_differ_and_are_made_the_same_every_time() {
    for a in Cue::ALL {
        assert_eq!(samples(a), samples(a), "{a:?} changes between runs");
        for b in Cue::ALL {
            if a != b {
                assert_ne!(samples(a), samples(b), "{a:?} sounds as {b:?}");
            }
        }
    }
}

#[test]
fn the_pen_is_softer_than_a_mark() {
    let rms =
        |s: &[i16]| (s.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / s.len() as f64).sqrt();
    assert!(rms(&samples(Cue::Pen)) < rms(&samples(Cue::Mark)) / 2.0);
}
