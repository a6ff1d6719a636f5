//! Tests of where clicks land: the bar, the scores, the history's rows,
//! the squares (never on a grid line), every overlay taking every click,
//! a click read against what the game shows after the key before it, and
//! any inputs keeping the game legal.

use super::*;
use crate::core::board::{Board, Mark};
use crate::core::rng::Rng;
use crate::core::square::sq;
use crate::game::input::{command_for_key, Command, Keymap, Setting};
use crate::game::screens::{Chooser, HelpPage, Screen};
use crate::game::Tone;
use crate::picture::drawing::box_centre;
use crate::picture::glyphs::{Glyphs, FONT};
use crate::picture::turtle::Point;
use crate::qubic::position::Position;
use crate::record::scores::Scores;
use crate::settings::Settings;
use crate::settings::Speed;
use crate::strategy::Memory;
use crate::view::layout::Button;
use crate::view::layout::Layout;
use proptest::prelude::*;
use std::sync::OnceLock;

fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| Glyphs::new(FONT, 1.0).expect("the embedded font loads").0)
}

fn new_game() -> Game {
    let setup = Settings {
        speed: Speed::Off,
        ..Settings::default()
    };
    let mut game = Game::new(setup, Board::default(), Memory::new(), Rng::seeded(1));
    game.set_scores(Scores::default());
    game
}

fn frame(layout: &Layout) -> Frame<'_> {
    Frame::still(layout, glyphs(), &crate::view::palette::LIGHT)
}

/// The command a click at `p` gives on `game` as drawn in `layout`.
fn click(game: &Game, layout: &Layout, p: WindowPoint) -> Option<Command> {
    display_list(game, &frame(layout)).command_at(p)
}

fn with(commands: &[Command]) -> Game {
    let mut game = new_game();
    for &c in commands {
        game.handle(c, 0.0);
    }
    game
}

#[test]
fn clicks_map_to_buttons_squares_or_nothing() {
    let layout = Layout::new(800.0, 600.0);
    let game = new_game();
    let centre5 = layout.picture.to_window(box_centre(sq(5)));
    let on_line = layout.picture.to_window(Point::new(20.0, 10.0));
    let button = |b: Button| {
        let found = layout.buttons.iter().find(|(button, _)| *button == b);
        found.expect("a button").1.centre()
    };
    let table = [
        (centre5, Some(Command::Play(5))),
        (on_line, None),
        (WindowPoint::new(2.0, 2.0), None),
        (layout.panel_parts(0, 0).0.centre(), None),
        (WindowPoint::new(-5.0, 900.0), None),
        (button(Button::Undo), Some(Command::Undo)),
        (
            button(Button::Opponent),
            Some(Command::Choose(Chooser::Opponent)),
        ),
        (button(Button::Rules), Some(Command::Choose(Chooser::Rules))),
        (layout.scores_rect.centre(), Some(Command::ResetScores)),
    ];
    for (p, expected) in table {
        assert_eq!(click(&game, &layout, p), expected, "{p:?}");
    }
}

#[test]
fn a_click_on_a_history_row_reviews_its_move() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = Game::new(
        Settings {
            speed: Speed::Off,
            opponent: crate::strategy::Opponent::Human,
            ..Settings::default()
        },
        Board::default(),
        Memory::new(),
        Rng::seeded(1),
    );
    for (i, n) in [5, 1, 9].into_iter().enumerate() {
        game.handle(Command::Play(n), i as f64);
    }
    assert_eq!(game.history().len(), 3);
    // The second move's row: under the history's heading and the first row.
    let history = layout.panel_parts(3, 0).1;
    let row = WindowPoint::new(history.centre().x, history.y + 2.5 * layout.line);
    assert_eq!(click(&game, &layout, row), Some(Command::ReviewMove(2)));
}

#[test]
fn a_click_plays_a_square_exactly_where_square_at_window_finds_it() {
    for size in [(800.0, 600.0), (360.0, 360.0), (1280.0, 1000.0)] {
        let layout = Layout::new(size.0, size.1);
        let list = display_list(&new_game(), &frame(&layout));
        let board = layout.board;
        // Points off the pixel grid, so none lies exactly on an edge.
        for i in 0..120 {
            for j in 0..120 {
                let p = WindowPoint::new(
                    board.x + board.w * (i as f32 + 0.37) / 120.0,
                    board.y + board.h * (j as f32 + 0.41) / 120.0,
                );
                let played = match list.command_at(p) {
                    Some(Command::Play(n)) => crate::core::board::Square::new(n),
                    _ => None,
                };
                assert_eq!(played, layout.square_at_window(p), "{p:?} at {size:?}");
            }
        }
    }
}

#[test]
fn an_open_overlay_takes_every_click() {
    let layout = Layout::new(800.0, 600.0);
    let outside = WindowPoint::new(2.0, 2.0);
    let chooser = with(&[Command::Choose(Chooser::Opponent)]);
    let rows = chooser.entries(Chooser::Opponent).len();
    let sheet = layout.chooser(rows, 2);
    assert_eq!(
        click(&chooser, &layout, sheet.rows[3].centre()),
        Some(Command::Pick(3))
    );
    assert_eq!(click(&chooser, &layout, outside), Some(Command::Back));
    let under = click(
        &chooser,
        &layout,
        layout.picture.to_window(box_centre(sq(5))),
    );
    assert!(
        !matches!(under, Some(Command::Play(_))),
        "nothing under the sheet is played: {under:?}"
    );
    let confirm = with(&[Command::Play(5), Command::ChooseSide(Mark::O)]);
    assert!(confirm.overlay().is_some(), "the question is asked");
    let dialog = layout.dialog(3);
    let table = [
        (dialog.rows[0].centre(), Some(Command::Answer(true))),
        (dialog.rows[1].centre(), Some(Command::Answer(false))),
        (outside, Some(Command::Answer(false))),
        (dialog.panel.inset(2.0).centre(), None),
    ];
    for (p, expected) in table {
        assert_eq!(click(&confirm, &layout, p), expected, "{p:?}");
    }
    let sheet = layout.help(HelpPage::ALL.len());
    let first_setting = sheet.rows[HelpPage::ALL.len()].centre();
    let keys = with(&[Command::Help]);
    let settings = with(&[Command::Help, Command::Help]);
    assert_eq!(
        click(&keys, &layout, sheet.rows[1].centre()),
        Some(Command::Pick(1))
    );
    assert_eq!(
        click(&settings, &layout, first_setting),
        Some(Command::Adjust(Setting::Speed))
    );
    assert_eq!(click(&keys, &layout, first_setting), None);
    assert_eq!(click(&keys, &layout, outside), Some(Command::Back));
}

#[test]
fn the_mouse_reaches_every_command_a_letter_gives() {
    let layout = Layout::new(800.0, 600.0);
    let mut by_mouse: Vec<Command> = Vec::new();
    for game in [new_game(), with(&[Command::Help, Command::Help])] {
        let list = display_list(&game, &frame(&layout));
        by_mouse.extend(list.hits.iter().filter_map(|h| h.command));
    }
    // The opponent chooser's last two rows choose the side.
    by_mouse.extend([Command::ChooseSide(Mark::X), Command::ChooseSide(Mark::O)]);
    // The rules chooser's last row switches the game, as G does.
    let rules = new_game().entries(crate::game::screens::Chooser::Rules);
    let switch = crate::settings::SettingChange::Game(crate::settings::GameKind::Qubic);
    assert_eq!(
        rules.last().map(|e| e.pick),
        Some(crate::game::screens::Pick::Change(switch))
    );
    by_mouse.push(Command::SwitchGame);
    for c in 'a'..='z' {
        let key = crate::game::input::Key::Letter(c);
        if let Some(command) = command_for_key(key, &Keymap::default()) {
            assert!(by_mouse.contains(&command), "{c}: {command:?} has no click");
        }
    }
}

#[test]
fn a_click_after_a_key_that_opened_an_overlay_lands_on_the_overlay() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = new_game();
    let shown = display_list(&game, &frame(&layout));
    let centre5 = layout.picture.to_window(box_centre(sq(5)));
    // The help opens; the click meant for square 5 lands on its sheet.
    let inputs = [Input::Key(Key::F1), Input::Click(centre5)];
    take_inputs(&mut game, inputs, Some(&shown), &frame(&layout));
    assert!(matches!(game.overlay(), Some(Screen::Help(_))));
    assert!(game.board().is_free(sq(5)), "{}", game.board());
    // Through the frame last drawn, with nothing before it, a click plays.
    let mut game = new_game();
    take_inputs(
        &mut game,
        [Input::Click(centre5)],
        Some(&shown),
        &frame(&layout),
    );
    assert!(!game.board().is_free(sq(5)), "{}", game.board());
}

/// A red refusal goes at the next input, a click on nothing included;
/// other words (the opponent's, news) stay.
#[test]
fn a_click_outside_the_board_puts_a_refusal_away() {
    let layout = Layout::new(800.0, 600.0);
    let nowhere = WindowPoint::new(3.0, 300.0);
    assert_eq!(click(&new_game(), &layout, nowhere), None);
    let mut game = new_game();
    take_inputs(
        &mut game,
        [Input::Key(Key::Letter('w'))],
        None,
        &frame(&layout),
    );
    assert!(game.feedback().is_some_and(|f| f.tone == Tone::Refusal));
    take_inputs(&mut game, [Input::Click(nowhere)], None, &frame(&layout));
    assert_eq!(game.feedback(), None);
    take_inputs(
        &mut game,
        [Input::Key(Key::Letter('a'))],
        None,
        &frame(&layout),
    );
    take_inputs(&mut game, [Input::Click(nowhere)], None, &frame(&layout));
    assert!(game.feedback().is_some_and(|f| f.tone == Tone::Info));
}

#[test]
fn a_key_with_no_command_says_so_in_the_window() {
    let layout = Layout::new(800.0, 600.0);
    for (key, words) in [
        (Key::Letter('w'), "No command is on that key"),
        (Key::Digit(0), "0 is no square"),
        (Key::Keypad(0), "0 is no square"),
    ] {
        let mut game = new_game();
        take_inputs(&mut game, [Input::Key(key)], None, &frame(&layout));
        let said = game.feedback().map(|f| f.text.clone()).unwrap_or_default();
        assert!(said.starts_with(words), "{key:?}: {said}");
    }
    let mut game = new_game();
    take_inputs(
        &mut game,
        [Input::Key(Key::Letter('x'))],
        None,
        &frame(&layout),
    );
    let said = game.feedback().map(|f| f.text.clone()).unwrap_or_default();
    assert_eq!(said, "You already play X.");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_keys_and_clicks_are_taken_without_panic(inputs in prop::collection::vec((0u8..42, 0.0f32..900.0, 0.0f32..700.0), 0..80)) {
        let mut g = Game::new(Settings::default(), Board::default(), Memory::new(), Rng::seeded(3));
        let layout = Layout::new(800.0, 600.0);
        for (i, (k, x, y)) in inputs.into_iter().enumerate() {
            let input = match k {
                0..=9 => Input::Key(Key::Digit(k)),
                10..=35 => Input::Key(Key::Letter((b'a' + k - 10) as char)),
                36 => Input::Key(Key::Escape),
                37 => Input::Key(Key::Enter),
                38 => Input::MouseMoved,
                // G switches to Qubic, whose plane keys these are.
                39 => Input::Key(Key::PageUp),
                40 => Input::Key(Key::PageDown),
                _ => Input::Click(WindowPoint::new(x, y)),
            };
            if input == Input::Key(Key::Letter('q')) {
                continue;
            }
            let frame = Frame { now: i as f64 * 0.3, ..frame(&layout) };
            take_inputs(&mut g, [input], None, &frame);
            g.update(frame.now);
            g.think(frame.now);
        }
        prop_assert!(g.board().counts_are_legal());
        let cube = g.round().play::<Position>().map_or(Position::default(), |p| p.position());
        let (x, o) = (cube.count(Mark::X), cube.count(Mark::O));
        prop_assert!(x == o || x == o + 1);
    }
}

/// The window sends a key's press, then the character it types: the P
/// that opens the names screen types nothing, the keys after it type
/// their characters (capitals too) and give no commands.
#[test]
fn typed_characters_go_to_the_names_screen_and_nowhere_else() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = new_game();
    let typed = |key: char, text: char| [Input::Key(Key::Letter(key)), Input::Text(text)];
    let mut inputs: Vec<Input> = typed('p', 'p').to_vec();
    for c in "Ann Q".chars() {
        let key = if c == ' ' {
            Key::Space
        } else {
            Key::Letter(c.to_ascii_lowercase())
        };
        inputs.extend([Input::Key(key), Input::Text(c)]);
    }
    take_inputs(&mut game, inputs, None, &frame(&layout));
    assert!(game.typing_names() && !game.quit_requested());
    take_inputs(&mut game, [Input::Key(Key::Enter)], None, &frame(&layout));
    assert_eq!(game.settings().name_x.as_str(), "Ann Q");
    // With no names screen open, a character alone does nothing.
    take_inputs(&mut game, [Input::Text('5')], None, &frame(&layout));
    assert!(game.board().is_free(sq(5)));
}

/// The wheel moves the scores page's choice, three games a notch, and
/// does nothing over the game.
#[test]
fn the_wheel_scrolls_the_scores_page_only() {
    let layout = Layout::new(800.0, 600.0);
    let mut game = new_game();
    take_inputs(&mut game, [Input::Wheel(-1.0)], None, &frame(&layout));
    assert_eq!(game.overlay(), None);
    let mut scores = Scores::default();
    for finished in 0..10 {
        scores.keep_game(crate::record::scores::PastGame {
            finished,
            rival: crate::record::Rival::TicTacToe(crate::strategy::Opponent::Logo),
            side: Mark::X,
            played: crate::record::Played::TicTacToe {
                start: Board::default(),
                moves: [1, 4, 2, 5, 3].map(sq).to_vec(),
            },
            outcome: crate::core::board::Outcome::Won(Mark::X),
            names: Default::default(),
        });
    }
    game.set_scores(scores);
    take_inputs(
        &mut game,
        [
            Input::Key(Key::Letter('s')),
            Input::Wheel(-1.0),
            Input::Wheel(-2.0),
        ],
        None,
        &frame(&layout),
    );
    let Some(&Screen::Scores(chosen)) = game.overlay() else {
        panic!("the scores page is open");
    };
    assert_eq!(chosen, 6);
    take_inputs(&mut game, [Input::Wheel(1.0)], None, &frame(&layout));
    let Some(&Screen::Scores(chosen)) = game.overlay() else {
        panic!("the scores page is open");
    };
    assert_eq!(chosen, 3);
}
