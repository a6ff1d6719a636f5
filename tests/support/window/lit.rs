//! Whether a button shows lit (under the pointer) or plain, read from the
//! pixels of a window or a page: its fill's colour, inside its pen edge;
//! and waiting for a question's buttons to show.

use super::{Game, Shot};
use ttt::picture::geometry::Rect;
use ttt::view::display::Colour;
use ttt::view::layout::Button;
use ttt::view::layout::Layout;
use ttt::view::palette::Palette;

/// `colour` as 8-bit pixels show it (opaque colours only).
pub fn rgb(colour: Colour) -> [u8; 3] {
    let byte = |v: f32| (v * 255.0).round() as u8;
    [byte(colour.r), byte(colour.g), byte(colour.b)]
}

/// How many pixels of `r` (inset 4 px, away from the pen's edge) are
/// `colour`, give or take 3 in each channel.
pub fn count_in(shot: &Shot, r: Rect, colour: [u8; 3]) -> usize {
    let near = |p: [u8; 3]| (0..3).all(|i| p[i].abs_diff(colour[i]) <= 3);
    let (x0, y0) = ((r.x + 4.0) as usize, (r.y + 4.0) as usize);
    let (x1, y1) = ((r.x + r.w - 4.0) as usize, (r.y + r.h - 4.0) as usize);
    shot.count(x0, y0, x1, y1, near)
}

/// The Help button of a window or page of `size` pixels, where the
/// library's layout puts it.
pub fn help_button(size: (usize, usize)) -> Rect {
    let layout = Layout::new(size.0 as f32, size.1 as f32);
    let (_, help) = *layout
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Help)
        .expect("a Help button");
    help
}

/// How `button` looks in `shot`: (lit pixels, plain pixels) of its fill,
/// in `palette`'s colours, and how many make "most of it" (the rest of
/// its inside is its label).
pub fn looks(shot: &Shot, button: Rect, palette: &Palette) -> (usize, usize, usize) {
    let lit = count_in(shot, button, rgb(palette.button_hover));
    let plain = count_in(shot, button, rgb(palette.button));
    let most = ((button.w - 8.0) * (button.h - 8.0) / 2.0) as usize;
    (lit, plain, most)
}

/// Waits until the window shows a question box of `lines` lines (the
/// library's `Layout::dialog`): its first answer's button, where the
/// layout puts it, mostly filled with `palette`'s button colour, plain or
/// lit. Returns that shot.
pub fn wait_for_question(game: &Game, lines: usize, palette: &Palette) -> Shot {
    let (w, h) = game.size();
    let answer = Layout::new(w as f32, h as f32).dialog(lines).rows[0];
    let inside = ((answer.w - 8.0) * (answer.h - 8.0)) as usize;
    game.wait_for_pixels(&format!("a question of {lines} lines"), |shot| {
        let plain = count_in(shot, answer, rgb(palette.button));
        let lit = count_in(shot, answer, rgb(palette.button_hover));
        match (plain + lit) * 2 >= inside {
            true => Ok(()),
            false => Err(format!(
                "{plain} plain and {lit} lit pixels of {inside} in its first answer {answer:?}"
            )),
        }
    })
}
