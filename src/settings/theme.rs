//! Which colours the window is drawn in: a theme (paper, dark, high
//! contrast), and the choice a person makes, which may be "whatever the
//! desktop (or the browser) prefers". The colours themselves are the
//! view's (view/palette.rs); reading the desktop's preference is the
//! shell's and the command line's, which pass it in.

use std::fmt;

/// A set of colours the window can be drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Ink on warm paper: the game's own look.
    Light,
    /// Pale ink on a dark slate.
    Dark,
    /// Black and white with strong colours, for low vision.
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::Contrast];

    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }
}

/// The theme a person chose: one of the three, or the desktop's. Saved
/// as its name (`system`, or the theme's own: `light`, `dark`,
/// `contrast`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
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

    /// The choice named `name` (`light`, `dark`, `contrast`, `system`).
    pub fn parse(name: &str) -> Option<ThemeChoice> {
        ThemeChoice::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The names, for messages: `system, light, dark, contrast`.
    pub fn names() -> String {
        ThemeChoice::ALL.map(ThemeChoice::name).join(", ")
    }

    /// The next choice in [`ThemeChoice::ALL`], wrapping round.
    pub fn next(self) -> ThemeChoice {
        let i = ThemeChoice::ALL
            .iter()
            .position(|&c| c == self)
            .unwrap_or(0);
        ThemeChoice::ALL[(i + 1) % ThemeChoice::ALL.len()]
    }

    /// The theme to draw in, given what the desktop prefers (`desktop`,
    /// read once at start by the shell or the command line; light when
    /// nothing answered).
    pub fn resolve(self, desktop: Theme) -> Theme {
        match self {
            ThemeChoice::System => desktop,
            ThemeChoice::Fixed(theme) => theme,
        }
    }
}

impl fmt::Display for ThemeChoice {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
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
            format!(
                "unknown theme '{name}', expected one of {}",
                ThemeChoice::names()
            )
        })
    }
}

#[cfg(test)]
#[path = "theme_tests.rs"]
mod tests;
