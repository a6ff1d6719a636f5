//! The settings the game remembers between runs, and the `settings.txt`
//! file that keeps them.
//!
//! ```text
//! ttt settings 1
//! side x
//! opponent logo
//! animation on
//! keypad digits
//! rules standard
//! turns keep
//! window 800 600
//! end
//! ```
//!
//! A key left out takes its default; a repeated key or a bad value makes
//! the file damaged. A key this version does not know (a newer ttt's
//! setting) is kept as it is and written back with the others.

use crate::core::board::{Mark, Rules};
use crate::core::position::shown;
use crate::data::datafile::{Damage, DataFile, Line};
use crate::data::store::{Store, Warning};
use crate::strategy::Opponent;

/// Window sizes outside this range (logical pixels, each side) are damage.
pub const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 1..=65_535;

/// What the person chose last time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The person's side; X moves first.
    pub side: Mark,
    pub opponent: Opponent,
    /// Whether the turtle draws the marks step by step.
    pub animation: bool,
    /// Map the numeric keypad by its physical layout (7 8 9 on the top row
    /// plays squares 1 2 3) rather than by the digit on each key.
    pub keypad_layout: bool,
    /// Which combinations win.
    pub rules: Rules,
    /// Switch sides after each game against the computer.
    pub alternate: bool,
    /// The window's size in logical pixels.
    pub window_width: u32,
    pub window_height: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            side: Mark::X,
            opponent: Opponent::Logo,
            animation: true,
            keypad_layout: false,
            rules: Rules::Standard,
            alternate: false,
            window_width: 800,
            window_height: 600,
        }
    }
}

fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

fn keypad_word(by_layout: bool) -> &'static str {
    if by_layout {
        "layout"
    } else {
        "digits"
    }
}

/// The keys this version reads.
const KEYS: [&str; 7] = [
    "side",
    "opponent",
    "animation",
    "keypad",
    "rules",
    "turns",
    "window",
];

/// Reads one `KEY VALUE...` line into `settings`.
fn parse_setting(settings: &mut Settings, line: &Line) -> Result<(), Damage> {
    let bad_value = |what: &str| {
        line.bad(format!(
            "bad {what} '{}'",
            shown(&line.words[1..].join(" "))
        ))
    };
    match line.words.as_slice() {
        ["side", side] => settings.side = Mark::parse(side).ok_or_else(|| bad_value("side"))?,
        ["opponent", name] => {
            settings.opponent = Opponent::parse(name).ok_or_else(|| bad_value("opponent"))?
        }
        ["animation", "on"] => settings.animation = true,
        ["animation", "off"] => settings.animation = false,
        ["keypad", "layout"] => settings.keypad_layout = true,
        ["keypad", "digits"] => settings.keypad_layout = false,
        ["turns", "keep"] => settings.alternate = false,
        ["turns", "alternate"] => settings.alternate = true,
        ["rules", name] => settings.rules = Rules::parse(name).ok_or_else(|| bad_value("rules"))?,
        ["window", width, height] => {
            let side = |w: &str| {
                w.parse::<u32>()
                    .ok()
                    .filter(|n| WINDOW_SIDE_RANGE.contains(n))
            };
            let (Some(w), Some(h)) = (side(width), side(height)) else {
                return Err(bad_value("window"));
            };
            (settings.window_width, settings.window_height) = (w, h);
        }
        [key, ..] if KEYS.contains(key) => return Err(bad_value(key)),
        [key, ..] => return Err(line.bad(format!("unknown setting '{}'", shown(key)))),
        [] => {}
    }
    Ok(())
}

impl DataFile for Settings {
    const FILE_NAME: &'static str = "settings.txt";
    const KIND: &'static str = "settings";

    fn parse_body(lines: &[Line]) -> Result<Settings, Damage> {
        let mut settings = Settings::default();
        let mut seen: Vec<&str> = Vec::new();
        for line in lines {
            let key = line.words[0];
            if seen.contains(&key) {
                return Err(line.bad(format!("setting '{}' appears twice", shown(key))));
            }
            seen.push(key);
            parse_setting(&mut settings, line)?;
        }
        Ok(settings)
    }

    /// A line whose key this version does not know: a newer ttt's setting.
    fn is_foreign(line: &Line) -> bool {
        !KEYS.contains(&line.words[0])
    }

    fn format_body(&self) -> String {
        format!(
            "side {}\nopponent {}\nanimation {}\nkeypad {}\nrules {}\nturns {}\nwindow {} {}\n",
            self.side,
            self.opponent,
            on_off(self.animation),
            keypad_word(self.keypad_layout),
            self.rules,
            if self.alternate { "alternate" } else { "keep" },
            self.window_width,
            self.window_height
        )
    }
}

impl Store {
    /// The saved settings (defaults if there are none), and any warnings.
    pub fn load_settings(&self) -> (Settings, Vec<Warning>) {
        self.load()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::datafile::{format_file, format_file_keeping, parse_file, parse_file_keeping};

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
        let all = "side o\nopponent perfect\nanimation off\nkeypad layout\nrules corner-l\nturns alternate\nwindow 1024 768\n";
        let expected = Settings {
            side: Mark::O,
            opponent: Opponent::Perfect,
            animation: false,
            keypad_layout: true,
            rules: Rules::CornerL,
            alternate: true,
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
            animation: false,
            rules: Rules::NoDiagonals,
            window_width: 300,
            ..Settings::default()
        };
        let text = format_file(&settings);
        assert_eq!(text, "ttt settings 1\nside o\nopponent logo\nanimation off\nkeypad digits\nrules no-diagonals\nturns keep\nwindow 300 600\nend\n");
        assert_eq!(parse_file::<Settings>(text.as_bytes()), Ok(settings));
    }
}
