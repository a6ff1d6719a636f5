//! The pure part of a frame: the layout for the window size, the scene
//! (every stroke drawn so far, the turtle, the numbers), the strokes' triangles,
//! the title and the status lines fitted and laid out as glyph quads —
//! everything but handing them to the window library. Run:
//! `cargo bench --bench frame`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use ttt::board::Square;
use ttt::game::{Game, Setup};
use ttt::glyphs::Glyphs;
use ttt::input::Command;
use ttt::layout::Layout;
use ttt::position::parse_board;
use ttt::rng::Rng;
use ttt::strategy::Memory;
use ttt::strokes::strokes;

const FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

fn frame_work(game: &Game, glyphs: &Glyphs, now: f64) -> usize {
    let layout = Layout::new(black_box(800.0), black_box(600.0));
    let scene = game.scene(now);
    let ends = scene
        .settled
        .iter()
        .chain(&scene.drawing)
        .map(|s| (layout.to_window(s.from), layout.to_window(s.to)));
    let triangles: usize = strokes(ends, layout.pen_width)
        .iter()
        .map(|m| m.indices.len())
        .sum();
    let title = game.title();
    let status = game.status_lines();
    let lines = std::iter::once((&title, &layout.title)).chain(status.iter().zip(&layout.status));
    let mut quads = 0;
    for (text, place) in lines {
        quads += glyphs.centred(text, place).count();
    }
    triangles + quads
}

fn frame(c: &mut Criterion) {
    let (glyphs, _) = Glyphs::new(FONT, 1.0).expect("the embedded font loads");
    let mut group = c.benchmark_group("frame");
    // A full board at rest: the most strokes a settled frame draws.
    let board = parse_board("xoxxoxoxo").expect("legal");
    let full = Game::new(Setup::default(), board, Memory::new(), Rng::seeded(1));
    group.bench_function("settled, full board", |b| {
        b.iter(|| black_box(frame_work(&full, &glyphs, 10.0)))
    });
    // Mid-animation: the turtle halfway through an O.
    let mut drawing = Game::new(
        Setup::default(),
        parse_board("x___o____").expect("legal"),
        Memory::new(),
        Rng::seeded(1),
    );
    drawing.handle(Command::Play(Square::new(3).expect("a square")), 0.0);
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
