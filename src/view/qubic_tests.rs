//! Tests of Qubic in a frame: a click on every cell plays it at every
//! size, the scene says what the game holds, hover only on a free cell.

use super::*;
use crate::core::board::Mark;
use crate::core::rng::Rng;
use crate::game::input::Key;
use crate::settings::{GameKind, QubicOpponent, Settings, Speed, Theme};
use crate::strategy::Memory;
use crate::view::compose::display_list;
use crate::view::layout::{Layout, WindowPoint};
use crate::view::palette::Palette;
use crate::view::test_frames::{glyphs, list};

fn qubic_game(speed: Speed) -> Game {
    let setup = Settings {
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Human,
        speed,
        ..Settings::default()
    };
    Game::new(setup, Default::default(), Memory::new(), Rng::seeded(1))
}

const SIZES: [(f32, f32); 4] = [
    (360.0, 360.0),
    (480.0, 720.0),
    (800.0, 600.0),
    (1600.0, 1000.0),
];

#[test]
fn a_click_on_every_cell_plays_it_at_every_size() {
    let game = qubic_game(Speed::Off);
    for size in SIZES {
        let drawn = list(&game, size, None, 50.0);
        let cube = CubeLayout::for_window(&Layout::new(size.0, size.1));
        for cell in Cell::all() {
            let centre = cube.cell_centre(cell);
            assert_eq!(
                drawn.command_at(centre),
                Some(Command::Play(cell.number())),
                "{size:?} {cell}"
            );
        }
    }
}

#[test]
fn the_scene_holds_the_marks_typed_digits_cursor_and_last_move() {
    let mut game = qubic_game(Speed::Off);
    for d in [2, 3, 1, 4] {
        game.press(Key::Digit(d), 0.0);
    }
    let scene = game.cube_scene(0.0, None);
    let cell = |n| Cell::new(n).expect("a cell");
    assert_eq!(scene.cells[24], Some(Mark::X));
    assert_eq!(scene.last_move, Some(cell(25)));
    assert_eq!((scene.typed_plane, scene.typed_row), (Some(4), None));
    game.press(Key::Enter, 0.0);
    assert_eq!(game.cube_scene(0.0, None).cursor, Some(cell(25)));
}

#[test]
fn the_turtle_draws_the_last_mark_then_rests() {
    let mut game = qubic_game(Speed::Normal);
    for d in [1, 1, 1] {
        game.press(Key::Digit(d), 10.0);
    }
    let drawing = game.cube_scene(10.05, None).drawing.expect("drawing");
    assert_eq!((drawing.cell.number(), drawing.mark), (1, Mark::X));
    assert!(drawing.fraction > 0.0 && drawing.fraction < 1.0);
    assert_eq!(game.cube_scene(20.0, None).drawing, None);
}

#[test]
fn hover_lights_only_a_free_cell_while_a_move_is_taken() {
    let mut game = qubic_game(Speed::Off);
    for d in [1, 1, 1] {
        game.press(Key::Digit(d), 0.0);
    }
    let layout = Layout::new(800.0, 600.0);
    let cube = CubeLayout::for_window(&layout);
    let frame = |mouse: WindowPoint| Frame {
        layout: &layout,
        glyphs: glyphs(),
        now: 50.0,
        mouse: Some(mouse),
        pressed: false,
        palette: Palette::of(Theme::Light),
    };
    let cell = |n| Cell::new(n).expect("a cell");
    let shown = |game: &Game, mouse| {
        let mut list = DisplayList::new(800.0, 600.0, Palette::of(Theme::Light).paper);
        board(&mut list, game, &frame(mouse));
        list
    };
    // The taken cell is not lit, a free one is: their lists differ from
    // the list with the mouse away by the lit cell only.
    let away = shown(&game, WindowPoint::new(-10.0, -10.0));
    let on_taken = shown(&game, cube.cell_centre(cell(1)));
    let on_free = shown(&game, cube.cell_centre(cell(2)));
    assert_eq!(on_taken, away);
    assert_ne!(on_free, away);
    let full = display_list(&game, &frame(cube.cell_centre(cell(2))));
    assert_eq!(
        full.command_at(cube.cell_centre(cell(2))),
        Some(Command::Play(2))
    );
}

#[test]
fn the_turtle_draws_the_four_planes_first_and_a_screenshot_shows_them_drawn() {
    let mut game = qubic_game(Speed::Normal);
    assert_eq!(game.cube_scene(0.0, None).grid, 0.0);
    game.update(10.0);
    let partly = game.cube_scene(10.3, None).grid;
    assert!(partly > 0.0 && partly < 1.0, "{partly}");
    assert!(game.is_moving(10.3));
    assert_eq!(game.cube_scene(12.0, None).grid, 1.0);
    let mut resting = qubic_game(Speed::Normal);
    resting.at_rest();
    assert_eq!(resting.cube_scene(0.0, None).grid, 1.0);
}
