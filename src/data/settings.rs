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
//! sound on
//! theme dark
//! window 800 600
//! end
//! ```
//!
//! `animation` is the turtle's speed: `on` (normal), `off`, `slow` or
//! `fast`. A key left out takes its default; a repeated key or a bad value
//! makes the file damaged. A key this version does not know (a newer ttt's
//! setting) is kept as it is and written back with the others.

use crate::core::board::{Mark, Rules};
use crate::core::position::escaped_excerpt;
use crate::data::datafile::{Damage, DataFile, Line};
use crate::data::store::{Store, Warning};
use crate::settings::{Settings, Speed, ThemeChoice};
use crate::strategy::Opponent;

/// Window sizes outside this range (logical pixels, each side) are damage.
pub const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 1..=65_535;

/// The `animation` key's value: `on` and `off` as before speeds, then
/// `slow` and `fast`.
fn animation_word(speed: Speed) -> &'static str {
    match speed {
        Speed::Normal => "on",
        other => other.name(),
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
const KEYS: [&str; 9] = [
    "side",
    "opponent",
    "animation",
    "keypad",
    "rules",
    "turns",
    "sound",
    "theme",
    "window",
];

/// Reads one `KEY VALUE...` line into `settings`.
fn parse_setting(settings: &mut Settings, line: &Line) -> Result<(), Damage> {
    let bad_value = |what: &str| {
        line.bad(format!(
            "bad {what} '{}'",
            escaped_excerpt(&line.words[1..].join(" "))
        ))
    };
    match line.words.as_slice() {
        ["side", side] => settings.side = Mark::parse(side).ok_or_else(|| bad_value("side"))?,
        ["opponent", name] => {
            settings.opponent = Opponent::parse(name).ok_or_else(|| bad_value("opponent"))?
        }
        // Kept under its old key, `on` for the normal speed, so a file
        // written at a speed older versions know reads in them too.
        ["animation", "on"] => settings.speed = Speed::Normal,
        ["animation", word] => {
            settings.speed = Speed::parse(word).ok_or_else(|| bad_value("animation"))?
        }
        ["keypad", "layout"] => settings.keypad_layout = true,
        ["keypad", "digits"] => settings.keypad_layout = false,
        ["turns", "keep"] => settings.alternate = false,
        ["turns", "alternate"] => settings.alternate = true,
        ["sound", "on"] => settings.sound = true,
        ["sound", "off"] => settings.sound = false,
        ["theme", name] => {
            settings.theme = ThemeChoice::parse(name).ok_or_else(|| bad_value("theme"))?
        }
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
        [key, ..] => return Err(line.bad(format!("unknown setting '{}'", escaped_excerpt(key)))),
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
                return Err(line.bad(format!("setting '{}' appears twice", escaped_excerpt(key))));
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
        // `sound` is written only when muted: a file that never muted
        // stays readable by a ttt older than the key.
        let sound = if self.sound { "" } else { "sound off\n" };
        // The theme likewise: only when one was chosen: a file without it reads the
        // same here, and an older ttt, which knows no `theme`, can still
        // read the file of anyone who never chose one.
        let theme = match self.theme {
            ThemeChoice::System => String::new(),
            chosen => format!("theme {chosen}\n"),
        };
        format!(
            "side {}\nopponent {}\nanimation {}\nkeypad {}\nrules {}\nturns {}\n{sound}{theme}window {} {}\n",
            self.side,
            self.opponent,
            animation_word(self.speed),
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
#[path = "settings_tests.rs"]
mod tests;
