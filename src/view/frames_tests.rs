//! What the view's tests share: the sizes the window is checked at, the
//! font, games in a given position, and a frame's display list of them.

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
use crate::view::display::DisplayList;
use crate::view::frame::Frame;
use crate::view::layout::{Layout, WindowPoint, MIN_WINDOW};
use crate::view::palette::Palette;
use std::sync::OnceLock;

/// The sizes the issue names, and the smallest the layout allows.
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
