//! What frames show on and around the board: hover and the cursor, the
//! marks' colours and margins, the turtle drawing the board, the labels'
//! digits, the opponent button in narrow windows, the variant in the title.
//! The helpers are in `frames_tests.rs`.

use super::*;
use crate::core::board::Rules;
use crate::game::input::Command;
use crate::settings::Settings;
use crate::settings::Speed;
use crate::strategy::Opponent;
use crate::view::layout::{Layout, Rect};
use crate::view::palette::{Palette, LIGHT};
use crate::view::test_frames::*;

/// The filled rectangles of `colour` in `list`.
fn fills(list: &DisplayList, colour: Colour) -> Vec<Rect> {
    list.primitives()
        .filter_map(|s| match s {
            Primitive::Fill { rect, colour: c } if *c == colour => Some(*rect),
            _ => None,
        })
        .collect()
}

#[test]
fn hover_lights_the_square_under_the_mouse_when_it_can_be_played() {
    let layout = Layout::new(800.0, 600.0);
    let game = game("____x___o");
    for (n, theme) in (1..=9).zip(Theme::ALL.into_iter().cycle()) {
        let mouse = layout.picture.to_window(box_centre(sq(n)));
        let list = list_in(theme, &game, (800.0, 600.0), Some(mouse), 0.0);
        let lit = fills(&list, Palette::of(theme).hover);
        if game.board().is_free(sq(n)) {
            assert_eq!(lit.len(), 1, "square {n}");
            assert!(lit[0].contains(mouse), "square {n}: {lit:?}");
        } else {
            assert!(lit.is_empty(), "taken square {n} is not lit: {lit:?}");
        }
    }
    let off_board = WindowPoint::new(5.0, 300.0);
    assert!(fills(
        &list(&game, (800.0, 600.0), Some(off_board), 0.0),
        LIGHT.hover
    )
    .is_empty());
}

#[test]
fn the_cursor_outlines_its_square_boldly() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = game("_________");
    game.handle(Command::PlayCursor, 0.0);
    game.handle(Command::MoveCursor(crate::game::input::Dir::Up), 0.0);
    for theme in Theme::ALL {
        let list = list_in(theme, &game, (800.0, 600.0), None, 0.0);
        let outlines: Vec<(Rect, f32)> = list
            .primitives()
            .filter_map(|s| match s {
                Primitive::Outline {
                    rect,
                    colour,
                    width,
                } if *colour == Palette::of(theme).cursor => Some((*rect, *width)),
                _ => None,
            })
            .collect();
        assert_eq!(outlines.len(), 1);
        assert!(
            outlines[0]
                .0
                .contains(layout.picture.to_window(box_centre(sq(2)))),
            "{outlines:?}"
        );
        assert!(
            outlines[0].1 >= 3.0,
            "clearly visible: {} px",
            outlines[0].1
        );
    }
}

#[test]
fn x_and_o_have_colours_of_their_own_and_never_touch_the_grid() {
    for theme in Theme::ALL {
        x_and_o_in(theme);
    }
}

fn x_and_o_in(theme: Theme) {
    let p = Palette::of(theme);
    let layout = Layout::new(800.0, 600.0);
    let list = list_in(theme, &game("xo__x_o_x"), (800.0, 600.0), None, 0.0);
    // The pen's strokes of `colour`; the strike is wider.
    let strokes = |colour: Colour, strike: bool| -> Vec<Vec<WindowPoint>> {
        list.primitives()
            .filter_map(|s| match s {
                Primitive::Strokes {
                    paths,
                    colour: c,
                    width,
                } if *c == colour && (*width > layout.pen_width) == strike => Some(paths.clone()),
                _ => None,
            })
            .flatten()
            .collect()
    };
    let paths = |colour: Colour| strokes(colour, false);
    // Three X's of four arms each (the turtle's way back along an arm adds
    // no ink), two O's, and the grid's four lines.
    assert_eq!(
        (
            paths(p.x_ink).len(),
            paths(p.o_ink).len(),
            paths(p.ink).len()
        ),
        (12, 2, 4),
        "{theme:?}"
    );
    // X won: the line is struck in graphite, neither a loss's red nor a
    // mark's colour, and plainly visible on the paper.
    assert_eq!(strokes(p.strike, true).len(), 1);
    assert!(strokes(p.x_ink, true).is_empty() && strokes(p.o_ink, true).is_empty());
    assert!(p.strike.contrast(p.paper) >= 3.0 && p.strike.contrast(p.x_ink) > 1.5);
    let half_pen = layout.pen_width / 2.0;
    for sq in Square::all() {
        let inside = layout.square_rect(sq).inset(2.0 * half_pen + 1.0);
        for at in paths(p.x_ink).iter().chain(&paths(p.o_ink)).flatten() {
            if layout.square_rect(sq).contains(*at) {
                assert!(
                    inside.contains(*at),
                    "a mark in {sq} comes within a pixel of the grid at {at:?}"
                );
            }
        }
    }
    // Blue and orange: apart in hue for every eye (palette_tests.rs
    // checks them under each kind of colour blindness), each plain on the
    // paper; the stroke through the win too.
    assert!(p.x_ink.b > p.x_ink.r + 0.3 && p.o_ink.r > p.o_ink.b + 0.3);
    assert!(p.x_ink.contrast(p.paper) >= 4.5 && p.o_ink.contrast(p.paper) >= 4.5);
}

#[test]
fn the_turtle_draws_the_board_at_a_game_s_start() {
    for theme in Theme::ALL {
        turtle_in(theme);
    }
}

/// The turtle is seen while it draws, in `theme`: a triangle of its own
/// colour, plain on the paper, outlined in ink.
fn turtle_in(theme: Theme) {
    let p = Palette::of(theme);
    let mut g = game_with(Settings::default(), "_________");
    g.update(0.0);
    // A third of the way through draw.board at the normal speed.
    let l = list_in(theme, &g, (800.0, 600.0), None, 0.15);
    let pen = Layout::new(800.0, 600.0).pen_width;
    let grid: usize = l
        .primitives()
        .map(|s| match s {
            Primitive::Strokes {
                paths,
                colour,
                width,
            } if *colour == p.ink && *width == pen => paths.len(),
            _ => 0,
        })
        .sum();
    assert!(grid > 0 && grid < 4, "part of draw.board: {grid} lines");
    assert!(
        l.primitives()
            .any(|s| matches!(s, Primitive::Triangle { colour, .. } if *colour == p.turtle)),
        "the turtle in {theme:?}"
    );
    assert!(p.turtle.contrast(p.paper) >= 3.0, "{theme:?}");
}

#[test]
fn labels_are_the_number_row_s_keys_with_the_keypad_read_by_layout_too() {
    let setup = Settings {
        keypad_layout: true,
        speed: Speed::Off,
        opponent: crate::strategy::Opponent::Human,
        ..Settings::default()
    };
    let mut g = game_with(setup, "_________");
    let layout = Layout::new(800.0, 600.0);
    let label_of = |g: &Game, n: u8| {
        let l = list(g, (800.0, 600.0), None, 0.0);
        let r = layout.square_rect(sq(n));
        let label = l
            .texts()
            .find(|t| t.text.len() == 1 && r.contains(t.bounds().centre()))
            .map(|t| t.text.clone());
        label
    };
    assert_eq!(label_of(&g, 1).as_deref(), Some("1"));
    assert_eq!(label_of(&g, 7).as_deref(), Some("7"));
    // The number row's 7 plays the square labelled 7, and the log says so;
    // the keypad's 7 plays the top-left square, as the keypad is laid out.
    g.press(crate::game::input::Key::Digit(7), 1.0);
    g.press(crate::game::input::Key::Keypad(7), 2.0);
    assert_eq!(g.board().to_string(), "o_____x__");
    assert_eq!(g.take_output(), ["x 7", "o 1"]);
}

#[test]
fn narrow_windows_keep_vs_on_the_opponent_button() {
    for size in SIZES {
        let l = list(&game("_________"), size, None, 0.0);
        assert!(texts(&l).iter().any(|t| t.starts_with("vs ")), "{size:?}");
    }
}

#[test]
fn a_variant_is_in_the_title() {
    let setup = Settings {
        rules: Rules::CornerL,
        speed: Speed::Off,
        ..Settings::default()
    };
    let l = list(&game_with(setup, "_________"), (800.0, 600.0), None, 0.0);
    let title = |l: &DisplayList| {
        texts(l)
            .iter()
            .any(|t| t.starts_with("You (X) vs Logo (O)") && t.contains("corner-L"))
    };
    assert!(title(&l), "{:?}", texts(&l));
    let two = Settings {
        opponent: Opponent::Human,
        speed: Speed::Off,
        ..Settings::default()
    };
    let l = list(&game_with(two, "_________"), (800.0, 600.0), None, 0.0);
    assert!(texts(&l)
        .iter()
        .any(|t| t.starts_with("X vs O, two players")));
}

#[test]
fn buttons_that_would_do_nothing_are_greyed() {
    for theme in Theme::ALL {
        greyed_in(theme);
    }
}

fn greyed_in(theme: Theme) {
    let Palette { ink, muted, .. } = *Palette::of(theme);
    let list = |g: &Game, size, mouse, now| list_in(theme, g, size, mouse, now);
    let ink_of = |list: &DisplayList, label: &str| {
        list.texts()
            .find(|t| t.text == label)
            .map(|t| t.colour)
            .expect("the button's label")
    };
    let start = list(&game("_________"), (800.0, 600.0), None, 0.0);
    for label in ["Undo", "Redo", "Review"] {
        assert_eq!(ink_of(&start, label), muted, "{label} at the start");
    }
    assert_eq!(ink_of(&start, "Hint"), ink);
    let mut g = game("_________");
    g.handle(Command::Play(5), 0.0);
    g.update(5.0);
    let played = list(&g, (800.0, 600.0), None, 5.0);
    assert_eq!(ink_of(&played, "Undo"), ink);
    assert_eq!(ink_of(&played, "Redo"), muted);
    g.handle(Command::Review, 6.0);
    g.handle(Command::Undo, 6.1);
    let first = list(&g, (800.0, 600.0), None, 6.2);
    assert_eq!(ink_of(&first, "\u{2190} Prev"), muted, "at move 1");
    assert_eq!(ink_of(&first, "Next \u{2192}"), ink);
}

#[test]
fn the_turtle_dances_with_a_ribbon_in_the_winners_ink_after_a_win() {
    let setup = Settings {
        opponent: Opponent::Human,
        speed: Speed::Slow,
        ..Settings::default()
    };
    let mut g = game_with(setup, "xx_oo____");
    g.update(0.0);
    g.update(2.0);
    g.handle(Command::Play(3), 2.0);
    let x_strokes = |now: f64| {
        list(&g, (800.0, 600.0), None, now)
            .primitives()
            .filter(|s| matches!(s, Primitive::Strokes { colour, .. } if *colour == LIGHT.x_ink))
            .count()
    };
    let turtles = |now: f64| {
        list(&g, (800.0, 600.0), None, now)
            .primitives()
            .filter(|s| matches!(s, Primitive::Triangle { colour, .. } if *colour == LIGHT.turtle))
            .count()
    };
    // Half-way through the dance (it starts once X 3 and the strike are
    // drawn): the marks, the strike and the ribbon, and the turtle.
    let during = 2.0 + 0.85 + 0.5;
    let after = 2.0 + 3.0;
    assert_eq!(x_strokes(during), x_strokes(after) + 1);
    assert_eq!((turtles(during), turtles(after)), (1, 0));
}

/// The bead counts drawn in `game` at `size`: each square's words.
fn bead_labels(game: &Game, size: (f32, f32)) -> Vec<(Square, String)> {
    let layout = Layout::new(size.0, size.1);
    let list = list(game, size, None, 0.0);
    let mut found = Vec::new();
    for run in list
        .texts()
        .filter(|t| t.text.ends_with(" bead") || t.text.ends_with(" beads"))
    {
        let b = run.bounds();
        let sq = Square::all()
            .find(|&sq| layout.square_rect(sq).contains(b.centre()))
            .expect("a bead count on a square");
        // Clear of the grid lines: inside the square less the pen.
        let inside = layout.square_rect(sq).inset(layout.pen_width);
        let clear = b.x >= inside.x
            && b.y >= inside.y
            && b.x + b.w <= inside.x + inside.w
            && b.y + b.h <= inside.y + inside.h;
        assert!(clear, "{} at {size:?}: {b:?} in {inside:?}", run.text);
        found.push((sq, run.text.clone()));
    }
    found
}

#[test]
fn menace_s_beads_are_on_the_free_squares_of_the_box_it_draws_from() {
    let menace = |side: Mark, position: &str| {
        let setup = Settings {
            opponent: Opponent::Menace,
            side,
            speed: Speed::Off,
            ..Settings::default()
        };
        game_with(setup, position)
    };
    let beads = |list: Vec<(Square, String)>| -> Vec<(u8, String)> {
        list.into_iter().map(|(s, w)| (s.number(), w)).collect()
    };
    let four = |squares: &[u8]| -> Vec<(u8, String)> {
        squares
            .iter()
            .map(|&n| (n, "4 beads".to_string()))
            .collect()
    };
    for size in [
        (360.0, 360.0),
        (480.0, 720.0),
        (800.0, 600.0),
        (1600.0, 1000.0),
    ] {
        // Its opening box: a corner, an edge, the centre.
        let opening = menace(Mark::O, "_________");
        assert_eq!(beads(bead_labels(&opening, size)), four(&[1, 2, 5]));
        // X in 9: the box of X in a corner, turned onto this board.
        let nine = menace(Mark::X, "________x");
        assert_eq!(beads(bead_labels(&nine, size)), four(&[1, 4, 5, 7, 8]));
        // Its fourth move: one bead for each kind of move.
        let late = menace(Mark::O, "xo__ox_xo");
        let late = bead_labels(&late, size);
        assert!(late.iter().all(|(_, w)| w == "1 bead"), "{late:?}");
        // The player's move: no beads, which would read as advice.
        let yours = menace(Mark::X, "____x___o");
        assert!(bead_labels(&yours, size).is_empty());
    }
}
