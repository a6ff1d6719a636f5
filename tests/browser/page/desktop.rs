//! The desktop's picture of the same data, for comparing with the page:
//! `ttt --screenshot` paints it in software, with no display.

use super::http;
use crate::support::window::Shot;
use std::path::Path;
use std::process::Command;
use ttt::view::display::DisplayList;

/// What `ttt --screenshot` paints (800x600, no display) with the data in
/// `data_dir` and the options `args`.
pub fn desktop_screenshot(data_dir: &Path, args: &[&str]) -> Shot {
    let file = data_dir.join("screenshot.png");
    let status = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .arg("--screenshot")
        .arg(&file)
        .env_remove("DISPLAY")
        .status()
        .expect("ttt runs");
    assert!(status.success(), "ttt --screenshot failed");
    http::decode_png(&std::fs::read(&file).expect("the screenshot"))
}

/// Asserts that `shot` (the page) and `ttt --screenshot` with the same
/// data show the same frame: fewer than [`PAGE_SLACK_PIXELS`] differ.
pub fn assert_matches_desktop(shot: &Shot, data_dir: &Path, args: &[&str]) {
    let desktop = desktop_screenshot(data_dir, args);
    let differ = crate::support::window::compare::differing_pixels(shot, &desktop);
    println!("page against ttt --screenshot: {differ} pixels differ");
    if differ >= PAGE_SLACK_PIXELS {
        let kept = data_dir.join("page.png");
        http::save_png(shot, &kept);
        panic!(
            "{differ} pixels differ between the page ({}) and ttt --screenshot ({})",
            kept.display(),
            data_dir.join("screenshot.png").display()
        );
    }
}

/// How many of the 480,000 pixels may differ between the page and
/// `--screenshot`: see `tests/web_page.rs`, which measures it.
pub const PAGE_SLACK_PIXELS: usize = 40;

/// The game the page opens with the data in `data_dir`, as
/// `ttt --screenshot` reads it, told of a touch as the page tells it
/// (`Game::set_pointer`), and its display list at `size` (nothing moving).
fn touched_game(data_dir: &Path, size: (f32, f32), paint: bool) -> (DisplayList, Option<Shot>) {
    use ttt::picture::glyphs::{Glyphs, FONT};
    use ttt::session::options::RunOptions;
    use ttt::view::layout::Layout;
    use ttt::view::{compose::display_list, frame::Frame, raster};
    let options = RunOptions {
        changes: Vec::new(),
        data_dir: Some(data_dir.to_path_buf()),
        position: Default::default(),
        cube_position: None,
        screenshot: None,
        desktop_theme: ttt::settings::Theme::Light,
        ..RunOptions::default()
    };
    let (mut game, _) = ttt::session::still_game(&options);
    game.set_pointer(ttt::game::Pointer::Touch);
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0).expect("the font");
    let layout = Layout::new(size.0, size.1);
    let frame = Frame::still(&layout, &glyphs, &ttt::view::palette::LIGHT);
    let list = display_list(&game, &frame);
    let shot = paint.then(|| {
        let png = raster::png(&list, &glyphs, &atlas).expect("it paints");
        http::decode_png(&png)
    });
    (list, shot)
}

/// What the page should show on a touch screen with the data in
/// `data_dir` (800x600): `ttt --screenshot`'s painting of the same game,
/// told of a touch.
pub fn touch_screenshot(data_dir: &Path) -> Shot {
    let size = ttt::view::layout::DEFAULT_WINDOW;
    touched_game(data_dir, size, true).1.expect("painted")
}

/// The centre of the Help button on a page of `size` CSS pixels, where
/// the game's own display list puts it.
pub fn help_button(data_dir: &Path, size: (f32, f32)) -> (i32, i32) {
    use ttt::game::input::Command as GameCommand;
    let (list, _) = touched_game(data_dir, size, false);
    let hit = list
        .hits
        .iter()
        .rev()
        .find(|h| h.command == Some(GameCommand::Help));
    let centre = hit.expect("a Help button").rect.centre();
    (centre.x as i32, centre.y as i32)
}

/// How many pixels differ between `shot` (the page) and `expected`.
pub fn differing(shot: &Shot, expected: &Shot) -> usize {
    crate::support::window::compare::differing_pixels(shot, expected)
}
