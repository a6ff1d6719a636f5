//! Paints the window's screens in software at the sizes the game is looked
//! at, in every theme, into a folder of PNG files (`THEME-SCREEN-WxH.png`):
//! `cargo run --example screens -- DIR`.
//! For looking at every screen without a display (the real window is
//! looked at under Xvfb, as CONTRIBUTING.md says).

use ttt::core::board::Mark;
use ttt::core::position::parse_board;
use ttt::core::rng::Rng;
use ttt::game::input::Command;
use ttt::game::screens::Chooser;
use ttt::game::Game;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::settings::Settings;
use ttt::settings::Theme;
use ttt::strategy::{Memory, Opponent};
use ttt::view::compose::display_list;
use ttt::view::frame::Frame;
use ttt::view::layout::{Layout, MIN_WINDOW};
use ttt::view::palette::Palette;
use ttt::view::raster;

fn game(setup: Settings, position: &str, commands: &[Command]) -> Game {
    let board = parse_board(position).expect("legal");
    let mut g = Game::new(setup, board, Memory::new(), Rng::seeded(1));
    for (i, c) in commands.iter().enumerate() {
        let now = 10.0 * (i + 1) as f64;
        g.update(now);
        g.handle(*c, now);
        g.update(now + 3.0);
        g.update(now + 6.0);
    }
    g
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "screens".into());
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let still = Settings {
        speed: ttt::settings::Speed::Off,
        ..Settings::default()
    };
    let play = |n| Command::Play(n);
    let mut warned = game(still, "x___o____", &[]);
    warned.warn("Your saved scores were damaged: a copy was kept aside as scores.txt.damaged-20260101T120000Z, and they start again from zero.", 1000.0);
    let screens = [
        ("start", game(still, "_________", &[])),
        ("midgame", game(still, "_________", &[play(5), play(9)])),
        (
            "lost",
            game(
                Settings {
                    opponent: Opponent::Perfect,
                    ..still
                },
                "_________",
                &[play(2), play(8), play(6), play(7)],
            ),
        ),
        ("won", game(still, "xo__x_o__", &[play(9)])),
        (
            "tie",
            game(
                still,
                "_________",
                &[play(5), play(9), play(2), play(4), play(7)],
            ),
        ),
        ("warning", warned),
        ("help-keys", game(still, "_________", &[Command::Help])),
        (
            "help-settings",
            game(still, "_________", &[Command::Help, Command::Help]),
        ),
        (
            "help-rules",
            game(
                still,
                "_________",
                &[Command::Help, Command::Help, Command::Help],
            ),
        ),
        (
            "opponents",
            game(still, "_________", &[Command::Choose(Chooser::Opponent)]),
        ),
        (
            "rules",
            game(still, "_________", &[Command::Choose(Chooser::Rules)]),
        ),
        (
            "confirm",
            game(still, "_________", &[play(5), Command::ChooseSide(Mark::O)]),
        ),
        (
            "review",
            game(
                Settings {
                    opponent: Opponent::Human,
                    ..still
                },
                "_________",
                &[
                    play(5),
                    play(1),
                    play(9),
                    play(6),
                    play(8),
                    Command::Review,
                    Command::Undo,
                ],
            ),
        ),
        (
            "corner-square",
            game(
                Settings {
                    rules: ttt::core::board::Rules::CornerSquare,
                    opponent: Opponent::Human,
                    ..still
                },
                "_________",
                &[
                    play(1),
                    play(3),
                    play(2),
                    play(6),
                    play(4),
                    play(9),
                    play(5),
                ],
            ),
        ),
        (
            "corner-l",
            game(
                Settings {
                    rules: ttt::core::board::Rules::CornerL,
                    opponent: Opponent::Human,
                    ..still
                },
                "_________",
                &[play(1), play(3), play(2), play(6), play(4)],
            ),
        ),
    ];
    // The turtle half way through the board, the mouse on the first button
    // (lit) and then holding the second one down.
    let mut drawing = Game::new(
        Settings::default(),
        parse_board("_________").expect("legal"),
        Memory::new(),
        Rng::seeded(1),
    );
    drawing.update(0.0);
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0).expect("the font loads");
    let mut count = 0;
    for theme in Theme::ALL {
        for (w, h) in [
            (800.0, 600.0),
            (420.0, 700.0),
            (1000.0, 360.0),
            (1280.0, 1000.0),
            (1280.0, 1024.0),
            MIN_WINDOW,
        ] {
            let layout = Layout::new(w, h);
            let frame = Frame {
                layout: &layout,
                glyphs: &glyphs,
                now: 1000.0,
                mouse: None,
                pressed: false,
                palette: Palette::of(theme),
            };
            let first = layout.buttons[0].1.centre();
            let second = layout.buttons[1].1.centre();
            let extra = [
                (
                    "drawing",
                    &drawing,
                    Frame {
                        now: 0.5,
                        mouse: Some(first),
                        ..frame
                    },
                ),
                (
                    "pressing",
                    &screens[1].1,
                    Frame {
                        mouse: Some(second),
                        pressed: true,
                        ..frame
                    },
                ),
            ];
            let all = screens
                .iter()
                .map(|(name, g)| (*name, g, Frame { ..frame }))
                .chain(extra);
            for (name, g, frame) in all {
                let png =
                    raster::png(&display_list(g, &frame), &glyphs, &atlas).expect("a picture");
                let path = format!("{dir}/{}-{name}-{w}x{h}.png", theme.name());
                std::fs::write(&path, png).expect("writable");
                count += 1;
            }
        }
    }
    println!("wrote {count} pictures to {dir}");
}
