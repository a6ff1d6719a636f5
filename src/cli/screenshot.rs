//! `ttt --screenshot FILE.png`: the picture the window would open with,
//! painted in software and written atomically; a blank one is an error.

use crate::data::files::atomic_write;
use crate::data::store::Warning;
use crate::picture::glyphs::{Glyphs, FONT};
use crate::session::options::RunOptions;
use crate::session::still_game;
use crate::view::compose::display_list;
use crate::view::frame::Frame;
use crate::view::layout::{Layout, DEFAULT_WINDOW};
use crate::view::palette::Palette;
use crate::view::raster;
use std::path::Path;

/// Paints what the window would open with under `options` (its data read,
/// not changed) and writes it to `path`; returns the data's warnings.
pub fn screenshot(options: &RunOptions, path: &Path) -> Result<Vec<Warning>, String> {
    let (game, warnings) = still_game(options);
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0)?;
    let layout = Layout::new(DEFAULT_WINDOW.0, DEFAULT_WINDOW.1);
    let frame = Frame::still(
        &layout,
        &glyphs,
        Palette::of(game.settings().theme.resolve(options.desktop_theme)),
    );
    let list = display_list(&game, &frame);
    let bytes = raster::png(&list, &glyphs, &atlas).map_err(|e| e.to_string())?;
    atomic_write(path, &bytes).map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
    Ok(warnings)
}
