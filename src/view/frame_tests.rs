//! What frames show, read from their display lists without a window.

use super::*;
use crate::core::position::parse_board;
use crate::core::rng::Rng;
use crate::game::input::Command;
use crate::game::Setup;
use crate::picture::drawing::box_centre;
use crate::picture::glyphs::FONT;
use crate::strategy::Memory;
use std::sync::OnceLock;

fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| Glyphs::new(FONT, 1.0).expect("the embedded font loads").0)
}

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn game(position: &str) -> Game {
    let board = parse_board(position).expect("legal");
    Game::new(Setup::default(), board, Memory::new(), Rng::seeded(1))
}

fn list(game: &Game, size: (f32, f32), mouse: Option<WindowPoint>, now: f64) -> DisplayList {
    let layout = Layout::new(size.0, size.1);
    let frame = Frame {
        layout: &layout,
        glyphs: glyphs(),
        now,
        mouse,
    };
    display_list(game, &frame)
}

fn texts(list: &DisplayList) -> Vec<&str> {
    list.texts().map(|t| t.text.as_str()).collect()
}

#[test]
fn the_help_overlay_lists_every_key_over_the_game() {
    let mut game = game("_________");
    game.handle(Command::Help, 0.0);
    let list = list(&game, (800.0, 600.0), None, 0.0);
    assert_eq!(list.layers.len(), 2, "the overlay is a layer of its own");
    let overlay: Vec<&str> = list.layers[1]
        .texts
        .iter()
        .map(|t| t.text.as_str())
        .collect();
    for (keys, what) in KEY_HELP {
        assert!(
            overlay.contains(&keys) && overlay.contains(&what),
            "{keys}: {what}"
        );
    }
    for line in HELP_FOOTER {
        assert!(overlay.contains(&line), "{line}");
    }
}

#[test]
fn the_title_status_and_buttons_are_in_the_frame() {
    let game = game("x___o____");
    let list = list(&game, (800.0, 600.0), None, 0.0);
    let shown = texts(&list);
    assert!(shown.contains(&game.title().as_str()), "{shown:?}");
    for line in game.status_lines().iter().filter(|l| !l.is_empty()) {
        assert!(shown.contains(&line.as_str()), "{line} in {shown:?}");
    }
    for label in ["New game", "Undo", "Hint", "Play O", "vs logo", "Quit"] {
        assert!(shown.contains(&label), "{label}");
    }
    // The free squares' numbers, and no number on a taken square.
    for n in [2, 3, 4, 6, 7, 8, 9] {
        assert!(shown.contains(&n.to_string().as_str()), "{n}");
    }
    assert!(!shown.contains(&"1") && !shown.contains(&"5"), "{shown:?}");
}

#[test]
fn no_text_leaves_the_window() {
    let mut help = game("_________");
    help.handle(Command::Help, 0.0);
    let games = [game("_________"), game("xo__x_o_x"), help];
    for size in [
        (800.0, 600.0),
        (420.0, 700.0),
        (1000.0, 360.0),
        (1280.0, 1000.0),
    ] {
        for game in &games {
            for run in list(game, size, None, 0.0).texts() {
                let b = run.bounds();
                let inside = b.x >= 0.0 && b.y >= 0.0 && b.x + b.w <= size.0 && b.y + b.h <= size.1;
                assert!(inside, "{:?} at {size:?}: {b:?}", run.text);
            }
        }
    }
}

/// The filled rectangles of `colour` in `list`.
fn fills(list: &DisplayList, colour: Colour) -> Vec<Rect> {
    list.shapes()
        .filter_map(|s| match s {
            Shape::Fill { rect, colour: c } if *c == colour => Some(*rect),
            _ => None,
        })
        .collect()
}

#[test]
fn hover_lights_the_square_under_the_mouse_when_it_can_be_played() {
    let layout = Layout::new(800.0, 600.0);
    let game = game("____x___o");
    for n in 1..=9 {
        let mouse = layout.to_window(box_centre(sq(n)));
        let lit = fills(&list(&game, (800.0, 600.0), Some(mouse), 0.0), HOVER);
        if game.board().is_free(sq(n)) {
            assert_eq!(lit.len(), 1, "square {n}");
            assert!(lit[0].contains(mouse), "square {n}: {lit:?}");
        } else {
            assert!(lit.is_empty(), "taken square {n} is not lit: {lit:?}");
        }
    }
    let off_board = WindowPoint::new(5.0, 300.0);
    assert!(fills(&list(&game, (800.0, 600.0), Some(off_board), 0.0), HOVER).is_empty());
}

#[test]
fn the_cursor_outlines_its_square() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = game("_________");
    game.handle(Command::PlayCursor, 0.0);
    game.handle(Command::MoveCursor(crate::game::input::Dir::Up), 0.0);
    let list = list(&game, (800.0, 600.0), None, 0.0);
    let outlines: Vec<Rect> = list
        .shapes()
        .filter_map(|s| match s {
            Shape::Outline { rect, colour, .. } if *colour == CURSOR => Some(*rect),
            _ => None,
        })
        .collect();
    assert_eq!(outlines.len(), 1);
    assert!(
        outlines[0].contains(layout.to_window(box_centre(sq(2)))),
        "{outlines:?}"
    );
}

#[test]
fn a_win_is_struck_through_in_its_own_colour() {
    let list = list(&game("xo__x_o_x"), (800.0, 600.0), None, 0.0);
    let struck = list
        .shapes()
        .any(|s| matches!(s, Shape::Strokes { colour, .. } if *colour == STRIKE));
    assert!(struck);
    let ink: usize = list
        .shapes()
        .map(|s| match s {
            Shape::Strokes { paths, colour, .. } if *colour == INK => paths.len(),
            _ => 0,
        })
        .sum();
    // The grid's four lines, three X's (each one path: four arms out and
    // back), two O's.
    assert_eq!(ink, 4 + 3 + 2, "paths of ink");
}
