//! What frames show, read from their display lists without a window, at
//! every size the game is looked at: one text size, nothing outside the
//! window or its box, readable contrast, the right squares lit, and each
//! screen's words.

use super::*;
use crate::core::board::Rules;
use crate::core::position::parse_board;
use crate::core::rng::Rng;
use crate::game::input::{Command, KEY_HELP};
use crate::game::messages::RULES_EXPLAINED;
use crate::game::overlay::Chooser;
use crate::game::Setup;
use crate::picture::glyphs::FONT;
use crate::picture::layout::{MIN_TEXT, MIN_WINDOW};
use crate::strategy::{Memory, Opponent};
use crate::view::display::TextRun;
use std::sync::OnceLock;

/// The sizes the issue names, and the smallest the layout allows.
const SIZES: [(f32, f32); 5] = [
    (800.0, 600.0),
    (420.0, 700.0),
    (1000.0, 360.0),
    (1280.0, 1000.0),
    MIN_WINDOW,
];

fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| Glyphs::new(FONT, 1.0).expect("the embedded font loads").0)
}

fn sq(n: u8) -> Square {
    Square::new(n).expect("1..=9")
}

fn game_with(setup: Setup, position: &str) -> Game {
    let board = parse_board(position).expect("legal");
    Game::new(setup, board, Memory::new(), Rng::seeded(1))
}

fn game(position: &str) -> Game {
    game_with(
        Setup {
            animate: false,
            ..Setup::default()
        },
        position,
    )
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

/// Games in the states a player sees: at the start, mid-game, won, lost,
/// tied early, with a long warning, each overlay, and the review.
fn screens() -> Vec<(&'static str, Game)> {
    let mut screens = vec![
        ("start", game("_________")),
        ("mid-game", game("x___o____")),
        ("x won", game("xo__x_o_x")),
        ("o won", game("xoxxo__o_")),
        ("early tie", game("xoxxooox_")),
    ];
    let mut warned = game("x___o____");
    warned.warn("Your saved scores were damaged: a copy was kept aside as scores.txt.damaged-20260101T120000Z, and they start again from zero. Nothing else was lost.", 0.0);
    screens.push(("warning", warned));
    for (name, commands) in [
        ("help keys", vec![Command::Help]),
        ("help settings", vec![Command::Help, Command::Help]),
        (
            "help rules",
            vec![Command::Help, Command::Help, Command::Help],
        ),
        ("opponents", vec![Command::Choose(Chooser::Opponent)]),
        ("rules", vec![Command::Choose(Chooser::Rules)]),
        (
            "confirm",
            vec![Command::Play(sq(5)), Command::ChooseSide(Mark::O)],
        ),
    ] {
        let mut g = game("_________");
        for (i, c) in commands.into_iter().enumerate() {
            g.handle(c, i as f64);
        }
        screens.push((name, g));
    }
    let mut reviewing = game("_________");
    for (i, n) in [5, 1, 9, 6, 8].into_iter().enumerate() {
        let now = 10.0 * (i + 1) as f64;
        reviewing.update(now);
        reviewing.handle(Command::Play(sq(n)), now);
        reviewing.update(now + 3.0);
    }
    reviewing.handle(Command::Review, 100.0);
    screens.push(("review", reviewing));
    screens
}

#[test]
fn one_text_size_per_screen_and_none_below_the_minimum() {
    for size in SIZES {
        let layout = Layout::new(size.0, size.1);
        for (name, g) in screens() {
            let list = list(&g, size, None, 50.0);
            for run in list.texts() {
                let digit = run.text.len() == 1 && run.text.chars().all(|c| c.is_ascii_digit());
                let banner = (run.size - layout.text * 1.5).abs() < 0.01;
                assert!(
                    (run.size - layout.text).abs() < 0.01 || banner || digit,
                    "{name} at {size:?}: {:?} at {} (the screen's size is {})",
                    run.text,
                    run.size,
                    layout.text
                );
                assert!(
                    run.size >= MIN_TEXT,
                    "{name} at {size:?}: {:?} at {}",
                    run.text,
                    run.size
                );
            }
        }
    }
}

#[test]
fn no_text_leaves_the_window_or_its_box() {
    for size in SIZES {
        let layout = Layout::new(size.0, size.1);
        for (name, g) in screens() {
            let list = list(&g, size, None, 50.0);
            for run in list.texts() {
                let b = run.bounds();
                assert!(
                    layout.window().holds(&b),
                    "{name} at {size:?}: {:?} {b:?}",
                    run.text
                );
            }
            if g.overlay().is_none() {
                for run in list.layers[0].texts.iter() {
                    let b = run.bounds();
                    let centre = b.centre();
                    let moves = g.history().len();
                    for area in [layout.status(moves), layout.history(moves)] {
                        if area.contains(centre) {
                            assert!(
                                b.x >= area.x - 0.5 && b.right() <= area.right() + 0.5,
                                "{name} at {size:?}: {:?}",
                                run.text
                            );
                        }
                    }
                    for (_, button) in &layout.buttons {
                        if button.contains(centre) {
                            assert!(
                                button.holds(&b),
                                "{name} at {size:?}: {:?} leaves its button",
                                run.text
                            );
                        }
                    }
                }
            }
        }
    }
}

/// The colour beneath `run`: the fills under its middle, painted in order
/// over the paper, up to and including its own layer.
fn background(list: &DisplayList, run: &TextRun) -> Colour {
    let centre = run.bounds().centre();
    let layer = list
        .layers
        .iter()
        .position(|l| l.texts.contains(run))
        .expect("its layer");
    let mut colour = list.background;
    for l in &list.layers[..=layer] {
        for shape in &l.shapes {
            if let Shape::Fill { rect, colour: c } = shape {
                if rect.contains(centre) {
                    colour = c.over(colour);
                }
            }
        }
    }
    colour
}

#[test]
fn every_word_is_readable_against_what_it_is_drawn_on() {
    for size in [(800.0, 600.0), MIN_WINDOW] {
        for (name, g) in screens() {
            let list = list(&g, size, None, 50.0);
            for run in list.texts() {
                let faint_number = run.colour == FAINT;
                let needed = if faint_number { 3.0 } else { 4.5 };
                let ratio = run
                    .colour
                    .over(background(&list, run))
                    .contrast(background(&list, run));
                assert!(ratio >= needed, "{name}: {:?} is {ratio:.2}:1", run.text);
            }
        }
    }
}

#[test]
fn the_help_lists_every_key_every_setting_and_every_rule_unabridged() {
    for size in SIZES {
        let screens = screens();
        let shown = |name: &str| {
            let g = &screens
                .iter()
                .find(|(n, _)| *n == name)
                .expect("a screen")
                .1;
            let l = list(g, size, None, 0.0);
            assert_eq!(l.layers.len(), 2, "the overlay is a layer of its own");
            let opaque = l.layers[1]
                .shapes
                .iter()
                .any(|s| matches!(s, Shape::Fill { colour, .. } if *colour == SHEET));
            assert!(opaque && SHEET.a == 1.0, "nothing shows through the help");
            l.layers[1]
                .texts
                .iter()
                .map(|t| t.text.clone())
                .collect::<Vec<String>>()
        };
        let keys = shown("help keys");
        // A description may wrap over rows, but whole: its words in order.
        let all_keys = keys.join(" ");
        for (key, what) in KEY_HELP {
            assert!(
                keys.iter().any(|t| t == key) && all_keys.contains(what),
                "{size:?}: {key}: {what}"
            );
        }
        let settings = shown("help settings").join(" ");
        for word in [
            "Animation: off",
            "Keypad: by digits",
            "Turns: you keep your side",
            "Reset all scores",
            "Quit",
        ] {
            assert!(settings.contains(word), "{size:?}: {word} in {settings}");
        }
        let rules = shown("help rules");
        for (name, _) in RULES_EXPLAINED {
            assert!(rules.iter().any(|t| t == name), "{size:?}: {name}");
        }
        assert!(
            !rules.concat().contains('\u{2026}') || size == MIN_WINDOW,
            "{size:?}: cut short"
        );
    }
}

#[test]
fn a_finished_game_is_a_banner_naming_the_winner() {
    let l = list(&game("xo__x_o_x"), (800.0, 600.0), None, 0.0);
    assert!(texts(&l).contains(&"You win!"));
    assert!(l
        .shapes()
        .any(|s| matches!(s, Shape::Fill { colour, .. } if *colour == BANNER_WON)));
    let as_o = Setup {
        side: Mark::O,
        animate: false,
        ..Setup::default()
    };
    let l = list(&game_with(as_o, "xoxxo__o_"), (800.0, 600.0), None, 0.0);
    assert!(texts(&l).contains(&"You win!"), "{:?}", texts(&l));
    let l = list(&game("xoxxo__o_"), (800.0, 600.0), None, 0.0);
    assert!(texts(&l).contains(&"Logo wins"), "{:?}", texts(&l));
    assert!(l
        .shapes()
        .any(|s| matches!(s, Shape::Fill { colour, .. } if *colour == BANNER_LOST)));
    let early = list(&game("xoxxooox_"), (800.0, 600.0), None, 0.0);
    let words = texts(&early).join(" ");
    assert!(
        words.contains("Tie game!") && words.contains("No line can still be won"),
        "{words}"
    );
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
fn the_cursor_outlines_its_square_boldly() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = game("_________");
    game.handle(Command::PlayCursor, 0.0);
    game.handle(Command::MoveCursor(crate::game::input::Dir::Up), 0.0);
    let list = list(&game, (800.0, 600.0), None, 0.0);
    let outlines: Vec<(Rect, f32)> = list
        .shapes()
        .filter_map(|s| match s {
            Shape::Outline {
                rect,
                colour,
                width,
            } if *colour == CURSOR => Some((*rect, *width)),
            _ => None,
        })
        .collect();
    assert_eq!(outlines.len(), 1);
    assert!(
        outlines[0].0.contains(layout.to_window(box_centre(sq(2)))),
        "{outlines:?}"
    );
    assert!(
        outlines[0].1 >= 3.0,
        "clearly visible: {} px",
        outlines[0].1
    );
}

#[test]
fn x_and_o_have_colours_of_their_own_and_never_touch_the_grid() {
    let layout = Layout::new(800.0, 600.0);
    let list = list(&game("xo__x_o_x"), (800.0, 600.0), None, 0.0);
    let paths = |colour: Colour| -> Vec<Vec<WindowPoint>> {
        list.shapes()
            .filter_map(|s| match s {
                Shape::Strokes {
                    paths, colour: c, ..
                } if *c == colour => Some(paths.clone()),
                _ => None,
            })
            .flatten()
            .collect()
    };
    // Three X's of four arms each (the turtle's way back along an arm adds
    // no ink), two O's, and the grid's four lines.
    assert_eq!(
        (paths(X_INK).len(), paths(O_INK).len(), paths(INK).len()),
        (12, 2, 4)
    );
    assert!(list
        .shapes()
        .any(|s| matches!(s, Shape::Strokes { colour, .. } if *colour == STRIKE)));
    let half_pen = layout.pen_width / 2.0;
    for sq in Square::all() {
        let inside = layout.square_rect(sq).inset(2.0 * half_pen + 1.0);
        for p in paths(X_INK).iter().chain(&paths(O_INK)).flatten() {
            if layout.square_rect(sq).contains(*p) {
                assert!(
                    inside.contains(*p),
                    "a mark in {sq} comes within a pixel of the grid at {p:?}"
                );
            }
        }
    }
    // Blue and orange: apart in hue for every eye, each dark on the paper.
    const { assert!(X_INK.b > X_INK.r + 0.3 && O_INK.r > O_INK.b + 0.3) };
    assert!(X_INK.contrast(PAPER) >= 4.5 && O_INK.contrast(PAPER) >= 4.5);
}

#[test]
fn the_turtle_draws_the_board_at_a_game_s_start() {
    let mut g = game_with(Setup::default(), "_________");
    g.update(0.0);
    let l = list(&g, (800.0, 600.0), None, 0.3);
    let pen = Layout::new(800.0, 600.0).pen_width;
    let grid: usize = l
        .shapes()
        .map(|s| match s {
            Shape::Strokes {
                paths,
                colour,
                width,
            } if *colour == INK && *width == pen => paths.len(),
            _ => 0,
        })
        .sum();
    assert!(grid > 0 && grid < 4, "part of draw.board: {grid} lines");
    assert!(
        l.shapes()
            .any(|s| matches!(s, Shape::Triangle { colour, .. } if *colour == TURTLE)),
        "the turtle"
    );
}

#[test]
fn with_the_keypad_read_by_layout_the_squares_show_the_keypad_s_digits() {
    let setup = Setup {
        keypad_layout: true,
        animate: false,
        ..Setup::default()
    };
    let l = list(&game_with(setup, "_________"), (800.0, 600.0), None, 0.0);
    let layout = Layout::new(800.0, 600.0);
    let top_left = layout.square_rect(sq(1));
    let digit = l
        .texts()
        .find(|t| t.text.len() == 1 && top_left.contains(t.bounds().centre()));
    assert_eq!(digit.map(|t| t.text.as_str()), Some("7"));
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
    let setup = Setup {
        rules: Rules::CornerL,
        animate: false,
        ..Setup::default()
    };
    let l = list(&game_with(setup, "_________"), (800.0, 600.0), None, 0.0);
    let title = |l: &DisplayList| {
        texts(l)
            .iter()
            .any(|t| t.starts_with("You (X) vs Logo (O)") && t.contains("corner-l"))
    };
    assert!(title(&l), "{:?}", texts(&l));
    let two = Setup {
        opponent: Opponent::Human,
        animate: false,
        ..Setup::default()
    };
    let l = list(&game_with(two, "_________"), (800.0, 600.0), None, 0.0);
    assert!(texts(&l)
        .iter()
        .any(|t| t.starts_with("X vs O, two players")));
}
