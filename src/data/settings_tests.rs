//! Tests of `settings.toml`: settings read, read back as written, and bad
//! ones are damage.

use crate::core::board::{Mark, Rules};
use crate::data::format::{format_file, format_file_keeping, parse_file, parse_file_keeping};
use crate::settings::Settings;
use crate::settings::{GameKind, Name, QubicOpponent, Speed, Starts, Theme, ThemeChoice};
use crate::strategy::Opponent;

fn parse(body: &str) -> Result<Settings, String> {
    let text = format!("{body}\n[ttt]\nversion = 1\n");
    parse_file::<Settings>(text.as_bytes()).map_err(|damage| damage.to_string())
}

#[test]
fn settings_parse() {
    let all = "side = \"o\"\nopponent = \"perfect\"\nspeed = \"off\"\nkeypad_layout = true\n\
               rules = \"corner-l\"\nstarts = \"alternate\"\nsound = false\ntheme = \"contrast\"\n\
               welcome = false\nwindow_width = 1024\nwindow_height = 768\ngame = \"qubic\"\n\
               qubic_opponent = \"medium\"\n";
    let expected = Settings {
        side: Mark::O,
        opponent: Opponent::Perfect,
        speed: Speed::Off,
        keypad_layout: true,
        rules: Rules::CornerL,
        starts: Starts::Alternate,
        name_x: Name::default(),
        name_o: Name::default(),
        sound: false,
        theme: ThemeChoice::Fixed(Theme::Contrast),
        welcome: false,
        window_width: 1024,
        window_height: 768,
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Medium,
    };
    assert_eq!(parse(all), Ok(expected));
    assert_eq!(parse(""), Ok(Settings::default()));
    let human = Settings {
        opponent: Opponent::Human,
        ..Settings::default()
    };
    assert_eq!(parse("opponent = \"human\""), Ok(human));
}

#[test]
fn bad_settings_are_damage() {
    for (body, words) in [
        ("side = \"z\"", "unknown variant `z`"),
        ("opponent = \"lego\"", "unknown variant `lego`"),
        ("speed = \"maybe\"", "unknown variant `maybe`"),
        ("keypad_layout = \"yes\"", "invalid type"),
        ("rules = \"diagonal\"", "unknown variant `diagonal`"),
        ("theme = \"sepia\"", "unknown theme 'sepia'"),
        ("window_width = 0", "a window side of 0 is not in 1..=65535"),
        (
            "window_height = 65536",
            "a window side of 65536 is not in 1..=65535",
        ),
        ("window_width = -1", "invalid value"),
        ("side = \"x\"\nside = \"o\"", "duplicate key `side`"),
    ] {
        let said = parse(body).expect_err(body);
        assert!(said.contains(words), "{body}: {said}");
    }
}

#[test]
fn a_newer_ttt_s_settings_are_kept_unread() {
    let text =
        "side = \"o\"\ncolour = \"red\"\n[side-panel]\nplace = \"left\"\n\n[ttt]\nversion = 1\n";
    let (settings, kept) = parse_file_keeping::<Settings>(text.as_bytes()).expect("reads");
    let side_o = Settings {
        side: Mark::O,
        ..Settings::default()
    };
    assert_eq!(settings, side_o);
    let written = format_file_keeping(&settings, &kept);
    assert!(
        written.lines().any(|line| line == "colour = \"red\"")
            && written.contains("[side-panel]\nplace = \"left\"\n"),
        "{written}"
    );
    assert!(written.ends_with("\n[ttt]\nversion = 1\n"), "{written}");
    let again = parse_file_keeping::<Settings>(written.as_bytes());
    assert_eq!(again, Ok((side_o, kept)));
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
    assert_eq!(
        text,
        "game = \"tic-tac-toe\"\nkeypad_layout = false\nopponent = \"logo\"\nqubic_opponent = \"hard\"\nrules = \"no-diagonals\"\n\
         side = \"o\"\nsound = true\nspeed = \"off\"\nstarts = \"x\"\ntheme = \"system\"\nwelcome = true\nwindow_height = 600\n\
         window_width = 300\n\n[ttt]\nversion = 1\n"
    );
    assert_eq!(parse_file::<Settings>(text.as_bytes()), Ok(settings));
}

#[test]
fn every_theme_reads_back_as_written() {
    for choice in ThemeChoice::ALL {
        let settings = Settings {
            theme: choice,
            ..Settings::default()
        };
        let text = format_file(&settings);
        assert!(
            text.contains(&format!("\ntheme = \"{}\"\n", choice.name())),
            "{text}"
        );
        assert_eq!(parse_file::<Settings>(text.as_bytes()), Ok(settings));
    }
}
