//! Paints Qubic's cube (`view/cube.rs`) in software, from plain
//! `CubeScene`s, at the sizes the game is looked at and in every theme,
//! into a folder of PNG files (`THEME-SCENE-WxH.png`):
//! `cargo run --example cube -- DIR`. The window's other parts (the
//! panel and the buttons of the 3×3 layout) are outlined, to see the cube
//! in its place.

use ttt::core::square::Mark;
use ttt::game::scene::{CubeScene, MarkDrawing};
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::qubic::cell::{Cell, Line};
use ttt::qubic::position::Position;
use ttt::settings::Theme;
use ttt::view::cube::{compose, CubeLayout};
use ttt::view::display::DisplayList;
use ttt::view::frame::Frame;
use ttt::view::layout::Layout;
use ttt::view::palette::Palette;
use ttt::view::raster;

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("a cell")
}

fn position(text: &str) -> Position {
    Position::parse(text).expect("a legal position")
}

fn scenes() -> Vec<(&'static str, CubeScene)> {
    let start = CubeScene {
        cursor: Some(cell("1-1-1")),
        ..CubeScene::default()
    };
    let mid =
        position("x___ _o__ ____ ____/____ _x__ __o_ ____/____ ____ __x_ o___/____ ____ _x__ ____");
    let midgame = CubeScene {
        cursor: Some(cell("2-3-2")),
        hover: Some(cell("4-1-4")),
        last_move: Some(cell("4-3-2")),
        hint: Some(cell("3-1-1")),
        typed_plane: Some(2),
        typed_row: Some(3),
        drawing: Some(MarkDrawing {
            cell: cell("1-4-4"),
            mark: Mark::O,
            fraction: 0.6,
        }),
        ..CubeScene::of(&mid)
    };
    let diagonal =
        position("x___ o___ ____ ____/____ _x__ o___ ____/____ o___ __x_ ____/____ ____ ____ ___x");
    let mut won = CubeScene::of(&diagonal);
    won.last_move = Some(cell("4-4-4"));
    let column =
        position("___x o___ ____ ____/___x _o__ ____ ____/___x __o_ ____ ____/___x ____ ____ ____");
    let mut down = CubeScene::of(&column);
    down.last_move = Some(cell("4-1-4"));
    let mut crowded = CubeScene::default();
    for c in Cell::all() {
        crowded.cells[c.index()] = Some(if c.number() % 3 == 0 {
            Mark::O
        } else {
            Mark::X
        });
    }
    crowded.win = Some(Line(
        cell("1").bit() | cell("2").bit() | cell("3").bit() | cell("4").bit(),
    ));
    let drawing = CubeScene {
        grid: 0.4,
        ..CubeScene::default()
    };
    vec![
        ("drawing-planes", drawing),
        ("start", start),
        ("midgame", midgame),
        ("won-diagonal", won),
        ("won-down", down),
        ("full", crowded),
    ]
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "cube".into());
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0).expect("the font loads");
    let mut count = 0;
    for theme in Theme::ALL {
        for (w, h) in [
            (360.0, 360.0),
            (480.0, 720.0),
            (800.0, 600.0),
            (1600.0, 1000.0),
            (1000.0, 360.0),
        ] {
            let layout = Layout::new(w, h);
            let palette = Palette::of(theme);
            let frame = Frame::still(&layout, &glyphs, palette);
            let cube = CubeLayout::for_window(&layout);
            for (name, scene) in scenes() {
                let mut list = DisplayList::new(w, h, palette.paper);
                list.outline(layout.panel, 1.0, palette.edge);
                for (_, r) in &layout.buttons {
                    list.outline(*r, 1.0, palette.edge);
                }
                compose(&mut list, &scene, &cube, &frame, |_| None);
                let png = raster::png(&list, &glyphs, &atlas).expect("a picture");
                let path = format!("{dir}/{}-{name}-{w}x{h}.png", theme.name());
                std::fs::write(&path, png).expect("writable");
                count += 1;
            }
        }
    }
    println!("wrote {count} pictures to {dir}");
}
