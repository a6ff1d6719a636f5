//! What the view's tests share: the sizes the window is checked at, the
//! font, games in a given position, a frame's display list of them, and
//! the measures of colours and rectangles the checks use.

use crate::core::position::parse_board;
use crate::core::rng::Rng;
pub(crate) use crate::core::square::sq;
use crate::game::Game;
use crate::picture::glyphs::{Glyphs, FONT};
use crate::settings::Settings;
use crate::settings::Speed;
pub(crate) use crate::settings::Theme;
use crate::strategy::Memory;
use crate::view::compose::display_list;
use crate::view::display::{Colour, DisplayList};
use crate::view::frame::Frame;
use crate::view::layout::{Layout, Rect, WindowPoint, MIN_WINDOW};
use crate::view::palette::Palette;
use std::sync::OnceLock;

/// The usual window, a tall one, a wide and low one, a large one, and the
/// smallest the layout allows.
pub const SIZES: [(f32, f32); 5] = [
    (800.0, 600.0),
    (420.0, 700.0),
    (1000.0, 360.0),
    (1280.0, 1000.0),
    MIN_WINDOW,
];

pub fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| Glyphs::new(FONT, 1.0).expect("the embedded font loads").0)
}

pub fn game_with(setup: Settings, position: &str) -> Game {
    let board = parse_board(position).expect("legal");
    Game::new(setup, board, Memory::new(), Rng::seeded(1))
}

pub fn game(position: &str) -> Game {
    game_with(
        Settings {
            speed: Speed::Off,
            ..Settings::default()
        },
        position,
    )
}

pub fn list(game: &Game, size: (f32, f32), mouse: Option<WindowPoint>, now: f64) -> DisplayList {
    list_in(Theme::Light, game, size, mouse, now)
}

/// As [`list`], drawn in `theme`.
pub fn list_in(
    theme: Theme,
    game: &Game,
    size: (f32, f32),
    mouse: Option<WindowPoint>,
    now: f64,
) -> DisplayList {
    let layout = Layout::new(size.0, size.1);
    let frame = Frame {
        layout: &layout,
        glyphs: glyphs(),
        now,
        mouse,
        pressed: false,
        palette: Palette::of(theme),
    };
    display_list(game, &frame)
}

/// As [`list_in`] at time 50, the mouse's button held down or not.
pub fn list_pressed(
    theme: Theme,
    game: &Game,
    size: (f32, f32),
    mouse: Option<WindowPoint>,
    pressed: bool,
) -> DisplayList {
    let layout = Layout::new(size.0, size.1);
    let frame = Frame {
        layout: &layout,
        glyphs: glyphs(),
        now: 50.0,
        mouse,
        pressed,
        palette: Palette::of(theme),
    };
    display_list(game, &frame)
}

pub fn texts(list: &DisplayList) -> Vec<&str> {
    list.texts().map(|t| t.text.as_str()).collect()
}

/// WCAG's measures of a colour, for the readability checks.
pub trait Wcag {
    /// The colour seen when this one is painted over `under` (opaque).
    fn over(self, under: Colour) -> Colour;
    /// WCAG's relative luminance of the (opaque) colour.
    fn luminance(self) -> f32;
    /// WCAG's contrast ratio between two opaque colours: 1 to 21.
    fn contrast(self, other: Colour) -> f32;
}

impl Wcag for Colour {
    fn over(self, under: Colour) -> Colour {
        let mix = |top: f32, bottom: f32| top * self.a + bottom * (1.0 - self.a);
        Colour {
            r: mix(self.r, under.r),
            g: mix(self.g, under.g),
            b: mix(self.b, under.b),
            a: 1.0,
        }
    }

    fn luminance(self) -> f32 {
        let linear = |c: f32| {
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.r) + 0.7152 * linear(self.g) + 0.0722 * linear(self.b)
    }

    fn contrast(self, other: Colour) -> f32 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// How two rectangles lie, for the placement checks.
pub trait Placement {
    /// Whether `other` lies wholly inside this rectangle.
    fn holds(&self, other: &Rect) -> bool;
    /// Whether the two rectangles share any area.
    fn overlaps(&self, other: &Rect) -> bool;
}

impl Placement for Rect {
    fn holds(&self, other: &Rect) -> bool {
        other.x >= self.x - 0.01
            && other.y >= self.y - 0.01
            && other.right() <= self.right() + 0.01
            && other.bottom() <= self.bottom() + 0.01
    }

    fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.right()
            && other.x < self.right()
            && self.y < other.bottom()
            && other.y < self.bottom()
    }
}
