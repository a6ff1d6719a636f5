//! The pure part of a frame: the layout for the window size, the display
//! list (scene, highlights, every text run fitted and placed), and what the
//! shell derives from it to draw — the strokes' triangles and the glyph
//! quads — everything but handing them to the window library. Run:
//! `cargo bench --bench frame`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use ttt::core::position::parse_board;
use ttt::core::rng::Rng;
use ttt::game::input::Command;
use ttt::game::Game;
use ttt::picture::glyphs::{Glyphs, FONT};
use ttt::picture::strokes::path_strokes;
use ttt::settings::Settings;
use ttt::strategy::Memory;
use ttt::view::compose::display_list;
use ttt::view::display::Primitive;
use ttt::view::frame::Frame;
use ttt::view::layout::Layout;

fn frame_work(game: &Game, glyphs: &Glyphs, now: f64) -> usize {
    let layout = Layout::new(black_box(800.0), black_box(600.0));
    let frame = Frame {
        layout: &layout,
        glyphs,
        now,
        mouse: None,
        pressed: false,
        palette: &ttt::view::palette::LIGHT,
    };
    let list = display_list(game, &frame);
    let mut work = 0;
    for shape in list.primitives() {
        if let Primitive::Strokes { paths, width, .. } = shape {
            work += path_strokes(paths, *width, 1.0)
                .iter()
                .map(|m| m.indices.len())
                .sum::<usize>();
        }
    }
    for run in list.texts() {
        work += glyphs
            .quads(&run.text, run.x, run.baseline, run.size)
            .count();
    }
    work
}

fn frame(c: &mut Criterion) {
    let (glyphs, _) = Glyphs::new(FONT, 1.0).expect("the embedded font loads");
    let mut group = c.benchmark_group("frame");
    // A full board at rest: the most strokes a settled frame draws.
    let board = parse_board("xoxxoxoxo").expect("legal");
    let full = Game::new(Settings::default(), board, Memory::new(), Rng::seeded(1));
    group.bench_function("settled, full board", |b| {
        b.iter(|| black_box(frame_work(&full, &glyphs, 10.0)))
    });
    // Mid-animation: the turtle halfway through an O.
    let mut drawing = Game::new(
        Settings::default(),
        parse_board("x___o____").expect("legal"),
        Memory::new(),
        Rng::seeded(1),
    );
    drawing.handle(Command::Play(3), 0.0);
    assert!(
        drawing.scene(0.25).turtle.is_some(),
        "the turtle is drawing at t = 0.25 s"
    );
    group.bench_function("animating", |b| {
        b.iter(|| black_box(frame_work(&drawing, &glyphs, 0.25)))
    });
    group.finish();
}

criterion_group!(benches, frame);
criterion_main!(benches);
