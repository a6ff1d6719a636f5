//! Which colours the window is drawn in: a theme, and the choice a person
//! makes, which may be the desktop's (read by the shell or the command line
//! and passed in). The colours are the view's (view/palette.rs).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Ink on warm paper: the game's own look.
    #[default]
    Light,
    /// Pale ink on a dark slate.
    Dark,
    /// Black and white with strong colours, for low vision.
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::Contrast];

    pub fn name(self) -> &'static str {
        ["light", "dark", "contrast"][self as usize]
    }
}

/// The theme a person chose: one of the three, or the desktop's. Saved
/// as its name: `system`, or the theme's own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&str", try_from = "String")]
pub enum ThemeChoice {
    /// Dark when the desktop (or the browser) prefers dark, else light.
    #[default]
    System,
    Fixed(Theme),
}

impl ThemeChoice {
    /// Every choice in the order `T` steps through them.
    pub const ALL: [ThemeChoice; 4] = [
        ThemeChoice::System,
        ThemeChoice::Fixed(Theme::Light),
        ThemeChoice::Fixed(Theme::Dark),
        ThemeChoice::Fixed(Theme::Contrast),
    ];

    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "system",
            ThemeChoice::Fixed(theme) => theme.name(),
        }
    }

    pub fn parse(name: &str) -> Option<ThemeChoice> {
        ThemeChoice::ALL.into_iter().find(|c| c.name() == name)
    }

    pub fn next(self) -> ThemeChoice {
        super::next_in(&ThemeChoice::ALL, self)
    }

    /// The choice `T` steps to with the desktop preferring `desktop`: the
    /// next, but from `system` the next that looks different (on a light
    /// desktop `system` and `light` are one picture, so a first press
    /// would seem to do nothing).
    pub fn next_seen(self, desktop: Theme) -> ThemeChoice {
        match self.next() {
            next if self == ThemeChoice::System && next.resolve(desktop) == desktop => next.next(),
            next => next,
        }
    }

    pub fn resolve(self, desktop: Theme) -> Theme {
        match self {
            ThemeChoice::System => desktop,
            ThemeChoice::Fixed(theme) => theme,
        }
    }
}

impl From<ThemeChoice> for &'static str {
    fn from(choice: ThemeChoice) -> &'static str {
        choice.name()
    }
}

impl TryFrom<String> for ThemeChoice {
    type Error = String;
    fn try_from(name: String) -> Result<ThemeChoice, String> {
        ThemeChoice::parse(&name).ok_or_else(|| {
            let names = ThemeChoice::ALL.map(ThemeChoice::name).join(", ");
            format!("unknown theme '{name}', expected one of {names}")
        })
    }
}

#[cfg(test)]
#[path = "theme_tests.rs"]
mod tests;
