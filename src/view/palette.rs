//! The window's colours, one [`Palette`] a theme. In each, text is 4.5:1
//! against its ground (7:1 in high contrast), the free squares' numbers
//! 3:1, and X's and O's pens apart for every colour vision (tested).

use crate::settings::Theme;
use crate::view::display::Colour;

const fn rgb(r: f32, g: f32, b: f32) -> Colour {
    rgba(r, g, b, 1.0)
}

const fn rgba(r: f32, g: f32, b: f32, a: f32) -> Colour {
    Colour { r, g, b, a }
}

/// Declares [`Palette`], a field a row of the table below, and the three
/// themes' palettes from each row's colours: light, dark, contrast.
macro_rules! palettes {
    ($($(#[$doc:meta])* $field:ident: $light:expr, $dark:expr, $contrast:expr;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub struct Palette {
            $($(#[$doc])* pub $field: Colour,)*
        }

        /// Ink on warm paper: the game's own look.
        pub const LIGHT: Palette = Palette { $($field: $light,)* };

        /// Pale ink on a dark slate, the pens lighter so they stand out on it.
        pub const DARK: Palette = Palette { $($field: $dark,)* };

        /// White and strong colours on black, every word at least 7:1, for
        /// low vision.
        pub const CONTRAST: Palette = Palette { $($field: $contrast,)* };
    };
}

palettes! {
    paper: rgb(0.98, 0.97, 0.93), rgb(0.12, 0.13, 0.15), rgb(0.0, 0.0, 0.0);
    /// The grid and body text.
    ink: rgb(0.12, 0.13, 0.18), rgb(0.91, 0.90, 0.86), rgb(1.0, 1.0, 1.0);
    /// Secondary text: the last move, details in the choosers.
    muted: rgb(0.33, 0.34, 0.38), rgb(0.76, 0.76, 0.78), rgb(0.82, 0.82, 0.82);
    /// The free squares' numbers: faint, but 3:1 against the paper.
    faint: rgb(0.50, 0.50, 0.53), rgb(0.52, 0.53, 0.56), rgb(0.72, 0.72, 0.72);
    /// X's and O's pens: a blue and an orange, apart for any eye.
    x_ink: rgb(0.10, 0.30, 0.66), rgb(0.45, 0.68, 1.00), rgb(0.40, 0.78, 1.00);
    o_ink: rgb(0.66, 0.27, 0.02), rgb(1.00, 0.62, 0.28), rgb(1.00, 0.68, 0.15);
    /// The stroke through a win: a pencil's grey, not a loss's red nor a
    /// mark's colour, so the marks under it still read as X and O; white
    /// in high contrast, where a grey would be the faintest thing drawn.
    strike: rgb(0.45, 0.45, 0.47), rgb(0.46, 0.46, 0.49), rgb(1.0, 1.0, 1.0);
    turtle: rgb(0.10, 0.55, 0.25), rgb(0.40, 0.85, 0.50), rgb(0.30, 1.00, 0.45);
    hover: rgba(0.55, 0.75, 0.95, 0.30), rgba(0.45, 0.65, 0.95, 0.22), rgba(1.0, 1.0, 1.0, 0.16);
    hint: rgba(0.35, 0.80, 0.40, 0.35), rgba(0.35, 0.80, 0.40, 0.25), rgba(0.30, 1.00, 0.45, 0.25);
    /// Qubic's last move: the review's yellow, strong enough on a dark
    /// slate to find among 64 cells.
    last_move: rgba(0.98, 0.80, 0.30, 0.45), rgba(0.98, 0.80, 0.30, 0.32), rgba(1.0, 0.9, 0.0, 0.30);
    /// The move under review.
    reviewed: rgba(0.98, 0.80, 0.30, 0.45), rgba(0.98, 0.80, 0.30, 0.14), rgba(1.0, 0.9, 0.0, 0.12);
    cursor: rgb(0.05, 0.30, 0.80), rgb(0.55, 0.78, 1.00), rgb(1.0, 1.0, 0.0);
    /// Feedback: a refusal, a "wait", news, and the opponent talking.
    refusal: rgb(0.62, 0.10, 0.08), rgb(1.00, 0.57, 0.52), rgb(1.0, 0.55, 0.55);
    wait: rgb(0.50, 0.30, 0.00), rgb(0.95, 0.76, 0.36), rgb(1.0, 0.88, 0.35);
    news: rgb(0.08, 0.30, 0.55), rgb(0.56, 0.78, 1.00), rgb(0.60, 0.88, 1.00);
    talk: rgb(0.35, 0.15, 0.50), rgb(0.80, 0.66, 1.00), rgb(0.88, 0.75, 1.00);
    warning: rgb(0.62, 0.10, 0.08), rgb(1.00, 0.52, 0.47), rgb(1.0, 0.55, 0.55);
    /// The result banner's background: you won, lost, or a tie.
    banner_won: rgb(0.80, 0.93, 0.80), rgb(0.15, 0.29, 0.17), rgb(0.0, 0.28, 0.05);
    banner_lost: rgb(0.97, 0.84, 0.82), rgb(0.35, 0.17, 0.16), rgb(0.38, 0.0, 0.0);
    banner_tie: rgb(0.88, 0.89, 0.92), rgb(0.22, 0.24, 0.28), rgb(0.18, 0.18, 0.18);
    button: rgb(0.93, 0.92, 0.87), rgb(0.18, 0.19, 0.22), rgb(0.0, 0.0, 0.0);
    button_hover: rgb(0.86, 0.91, 0.97), rgb(0.20, 0.25, 0.33), rgb(0.06, 0.12, 0.30);
    /// A button held down under the mouse.
    button_pressed: rgb(0.76, 0.83, 0.94), rgb(0.28, 0.36, 0.48), rgb(0.15, 0.30, 0.58);
    /// A button that would do nothing now: paler, its label in `muted`.
    button_off: rgb(0.95, 0.94, 0.91), rgb(0.14, 0.15, 0.17), rgb(0.0, 0.0, 0.0);
    /// A button's pen-drawn box, and the edges of rows and sheets.
    edge: rgb(0.45, 0.45, 0.48), rgb(0.60, 0.61, 0.64), rgb(0.85, 0.85, 0.85);
    /// Over everything behind an overlay, to set it apart.
    shade: rgba(0.10, 0.10, 0.12, 0.35), rgba(0.0, 0.0, 0.0, 0.45), rgba(0.0, 0.0, 0.0, 0.6);
    /// An overlay's box: opaque, so nothing shows through.
    sheet: rgb(0.99, 0.98, 0.95), rgb(0.16, 0.17, 0.20), rgb(0.05, 0.05, 0.05);
    /// A chooser's highlighted row, and the current choice's mark.
    highlight: rgb(0.82, 0.88, 0.96), rgb(0.21, 0.26, 0.34), rgb(0.06, 0.12, 0.30);
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

#[cfg(test)]
#[path = "palette_tests.rs"]
mod tests;
