//! The window's colours, one [`Palette`] a theme: paper ([`LIGHT`]), a dark
//! slate ([`DARK`]) and high contrast ([`CONTRAST`]). In every theme text
//! is at least 4.5:1 against what it is drawn on (7:1 in high contrast),
//! the free squares' numbers 3:1, and X's and O's pens apart for every kind
//! of colour vision (compose_tests.rs and board_tests.rs check each).

use crate::settings::Theme;
use crate::view::display::Colour;

const fn rgb(r: f32, g: f32, b: f32) -> Colour {
    Colour::new(r, g, b, 1.0)
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub paper: Colour,
    /// The grid and body text.
    pub ink: Colour,
    /// Secondary text: the last move, details in the choosers.
    pub muted: Colour,
    /// The free squares' numbers: faint, but 3:1 against the paper.
    pub faint: Colour,
    /// X's and O's pens: a blue and an orange, apart for any eye.
    pub x_ink: Colour,
    pub o_ink: Colour,
    /// The stroke through a win: a pencil's grey, not a loss's red nor a
    /// mark's colour, so the marks under it still read as X and O.
    pub strike: Colour,
    pub turtle: Colour,
    pub hover: Colour,
    pub hint: Colour,
    /// The move under review.
    pub reviewed: Colour,
    pub cursor: Colour,
    /// Feedback: a refusal, a "wait", news, and the opponent talking.
    pub refusal: Colour,
    pub wait: Colour,
    pub news: Colour,
    pub talk: Colour,
    pub warning: Colour,
    /// The result banner's background: you won, lost, or a tie.
    pub banner_won: Colour,
    pub banner_lost: Colour,
    pub banner_tie: Colour,
    pub button: Colour,
    pub button_hover: Colour,
    /// A button held down under the mouse.
    pub button_pressed: Colour,
    /// A button that would do nothing now: paler, its label in `muted`.
    pub button_off: Colour,
    /// A button's pen-drawn box, and the edges of rows and sheets.
    pub edge: Colour,
    /// Over everything behind an overlay, to set it apart.
    pub shade: Colour,
    /// An overlay's box: opaque, so nothing shows through.
    pub sheet: Colour,
    /// A chooser's highlighted row, and the current choice's mark.
    pub highlight: Colour,
}

impl Palette {
    pub fn of(theme: Theme) -> &'static Palette {
        match theme {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
            Theme::Contrast => &CONTRAST,
        }
    }
}

/// The icon's strike, red as it has always been drawn there.
pub const ICON_STRIKE: Colour = rgb(0.80, 0.10, 0.16);

/// Ink on warm paper: the game's own look.
pub const LIGHT: Palette = Palette {
    paper: rgb(0.98, 0.97, 0.93),
    ink: rgb(0.12, 0.13, 0.18),
    muted: rgb(0.33, 0.34, 0.38),
    faint: rgb(0.50, 0.50, 0.53),
    x_ink: rgb(0.10, 0.30, 0.66),
    o_ink: rgb(0.66, 0.27, 0.02),
    strike: rgb(0.45, 0.45, 0.47),
    turtle: rgb(0.10, 0.55, 0.25),
    hover: Colour::new(0.55, 0.75, 0.95, 0.30),
    hint: Colour::new(0.35, 0.80, 0.40, 0.35),
    reviewed: Colour::new(0.98, 0.80, 0.30, 0.45),
    cursor: rgb(0.05, 0.30, 0.80),
    refusal: rgb(0.62, 0.10, 0.08),
    wait: rgb(0.50, 0.30, 0.00),
    news: rgb(0.08, 0.30, 0.55),
    talk: rgb(0.35, 0.15, 0.50),
    warning: rgb(0.62, 0.10, 0.08),
    banner_won: rgb(0.80, 0.93, 0.80),
    banner_lost: rgb(0.97, 0.84, 0.82),
    banner_tie: rgb(0.88, 0.89, 0.92),
    button: rgb(0.93, 0.92, 0.87),
    button_hover: rgb(0.86, 0.91, 0.97),
    button_pressed: rgb(0.76, 0.83, 0.94),
    button_off: rgb(0.95, 0.94, 0.91),
    edge: rgb(0.45, 0.45, 0.48),
    shade: Colour::new(0.10, 0.10, 0.12, 0.35),
    sheet: rgb(0.99, 0.98, 0.95),
    highlight: rgb(0.82, 0.88, 0.96),
};

/// Pale ink on a dark slate, the pens lighter so they stand out on it.
pub const DARK: Palette = Palette {
    paper: rgb(0.12, 0.13, 0.15),
    ink: rgb(0.91, 0.90, 0.86),
    muted: rgb(0.76, 0.76, 0.78),
    faint: rgb(0.52, 0.53, 0.56),
    x_ink: rgb(0.45, 0.68, 1.00),
    o_ink: rgb(1.00, 0.62, 0.28),
    strike: rgb(0.46, 0.46, 0.49),
    turtle: rgb(0.40, 0.85, 0.50),
    hover: Colour::new(0.45, 0.65, 0.95, 0.22),
    hint: Colour::new(0.35, 0.80, 0.40, 0.25),
    reviewed: Colour::new(0.98, 0.80, 0.30, 0.14),
    cursor: rgb(0.55, 0.78, 1.00),
    refusal: rgb(1.00, 0.52, 0.47),
    wait: rgb(0.95, 0.76, 0.36),
    news: rgb(0.56, 0.78, 1.00),
    talk: rgb(0.80, 0.66, 1.00),
    warning: rgb(1.00, 0.52, 0.47),
    banner_won: rgb(0.15, 0.29, 0.17),
    banner_lost: rgb(0.35, 0.17, 0.16),
    banner_tie: rgb(0.22, 0.24, 0.28),
    button: rgb(0.18, 0.19, 0.22),
    button_hover: rgb(0.20, 0.25, 0.33),
    button_pressed: rgb(0.28, 0.36, 0.48),
    button_off: rgb(0.14, 0.15, 0.17),
    edge: rgb(0.60, 0.61, 0.64),
    shade: Colour::new(0.0, 0.0, 0.0, 0.45),
    sheet: rgb(0.16, 0.17, 0.20),
    highlight: rgb(0.21, 0.26, 0.34),
};

/// White and strong colours on black, every word at least 7:1, for low
/// vision.
pub const CONTRAST: Palette = Palette {
    paper: rgb(0.0, 0.0, 0.0),
    ink: rgb(1.0, 1.0, 1.0),
    muted: rgb(0.82, 0.82, 0.82),
    faint: rgb(0.72, 0.72, 0.72),
    x_ink: rgb(0.40, 0.78, 1.00),
    o_ink: rgb(1.00, 0.68, 0.15),
    strike: rgb(0.50, 0.50, 0.50),
    turtle: rgb(0.30, 1.00, 0.45),
    hover: Colour::new(1.0, 1.0, 1.0, 0.16),
    hint: Colour::new(0.30, 1.00, 0.45, 0.25),
    reviewed: Colour::new(1.0, 0.90, 0.0, 0.12),
    cursor: rgb(1.0, 1.0, 0.0),
    refusal: rgb(1.0, 0.55, 0.55),
    wait: rgb(1.0, 0.88, 0.35),
    news: rgb(0.60, 0.88, 1.00),
    talk: rgb(0.88, 0.75, 1.00),
    warning: rgb(1.0, 0.55, 0.55),
    banner_won: rgb(0.0, 0.28, 0.05),
    banner_lost: rgb(0.38, 0.0, 0.0),
    banner_tie: rgb(0.18, 0.18, 0.18),
    button: rgb(0.0, 0.0, 0.0),
    button_hover: rgb(0.06, 0.12, 0.30),
    button_pressed: rgb(0.15, 0.30, 0.58),
    button_off: rgb(0.0, 0.0, 0.0),
    edge: rgb(0.85, 0.85, 0.85),
    shade: Colour::new(0.0, 0.0, 0.0, 0.6),
    sheet: rgb(0.05, 0.05, 0.05),
    highlight: rgb(0.06, 0.12, 0.30),
};

#[cfg(test)]
#[path = "palette_tests.rs"]
mod tests;
