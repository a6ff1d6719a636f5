//! Tests of `settings.txt`: settings parse, read back as written, and bad
//! ones are damage.

use super::*;
use crate::data::datafile::{format_file, format_file_keeping, parse_file, parse_file_keeping};
use crate::settings::Theme;

fn check(body: &str, expected: Result<Settings, Damage>) {
    let text = format!("ttt settings 1\n{body}end\n");
    assert_eq!(
        parse_file::<Settings>(text.as_bytes()),
        expected,
        "parsing {body:?}"
    );
}

fn bad(line: usize, why: &str) -> Result<Settings, Damage> {
    Err(Damage::BadLine {
        line,
        why: why.into(),
    })
}

#[test]
fn settings_parse() {
    let all = "side o\nopponent perfect\nanimation off\nkeypad layout\nrules corner-l\nturns alternate\nsound off\ntheme contrast\nwindow 1024 768\n";
    let expected = Settings {
        side: Mark::O,
        opponent: Opponent::Perfect,
        speed: Speed::Off,
        keypad_layout: true,
        rules: Rules::CornerL,
        alternate: true,
        sound: false,
        theme: ThemeChoice::Fixed(Theme::Contrast),
        window_width: 1024,
        window_height: 768,
    };
    check(all, Ok(expected));
    check("", Ok(Settings::default()));
    check(
        "opponent human\n",
        Ok(Settings {
            opponent: Opponent::Human,
            ..Settings::default()
        }),
    );
}

#[test]
fn bad_settings_are_damage() {
    check("side z\n", bad(2, "bad side 'z'"));
    check("opponent lego\n", bad(2, "bad opponent 'lego'"));
    check("animation maybe\n", bad(2, "bad animation 'maybe'"));
    check("keypad\n", bad(2, "bad keypad ''"));
    check("rules diagonal\n", bad(2, "bad rules 'diagonal'"));
    check("window 0 600\n", bad(2, "bad window '0 600'"));
    check("window 800\n", bad(2, "bad window '800'"));
    check("window 800 600 1\n", bad(2, "bad window '800 600 1'"));
    check("side x\nside o\n", bad(3, "setting 'side' appears twice"));
}

#[test]
fn a_newer_ttt_s_settings_are_kept_unread() {
    let text = "ttt settings 1\nside o\ncolour  red\nside-panel left wide\nend\n";
    let (settings, kept) = parse_file_keeping::<Settings>(text.as_bytes()).expect("reads");
    let side_o = Settings {
        side: Mark::O,
        ..Settings::default()
    };
    assert_eq!(settings, side_o);
    assert_eq!(kept, ["colour red", "side-panel left wide"]);
    let written = format_file_keeping(&settings, &kept);
    assert!(
        written.ends_with("window 800 600\ncolour red\nside-panel left wide\nend\n"),
        "{written}"
    );
    let again = parse_file_keeping::<Settings>(written.as_bytes());
    assert_eq!(again, Ok((side_o, kept)));
    check(
        "colour red\nside o\nside x\n",
        bad(4, "setting 'side' appears twice"),
    );
}

#[test]
fn settings_read_back_as_written() {
    let settings = Settings {
        side: Mark::O,
        speed: Speed::Off,
        rules: Rules::NoDiagonals,
        window_width: 300,
        ..Settings::default()
    };
    let text = format_file(&settings);
    assert_eq!(text, "ttt settings 1\nside o\nopponent logo\nanimation off\nkeypad digits\nrules no-diagonals\nturns keep\nwindow 300 600\nend\n");
    assert_eq!(parse_file::<Settings>(text.as_bytes()), Ok(settings));
}

#[test]
fn a_chosen_theme_is_written_and_the_desktop_s_left_out() {
    for choice in ThemeChoice::ALL {
        let settings = Settings {
            theme: choice,
            ..Settings::default()
        };
        let text = format_file(&settings);
        let line = format!("\ntheme {choice}\n");
        assert_eq!(
            text.contains(&line),
            choice != ThemeChoice::System,
            "{text}"
        );
        assert_eq!(parse_file::<Settings>(text.as_bytes()), Ok(settings));
    }
    check("theme sepia\n", bad(2, "bad theme 'sepia'"));
}
