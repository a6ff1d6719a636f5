//! Qubic's cube in a frame: a [`CubeScene`] (filled by the game, which the
//! terminal draws from too) laid out by [`CubeLayout`] and composed into a
//! [`DisplayList`], with the cells' hit regions.
use crate::core::square::Mark;
use crate::game::input::Command;
use crate::game::scene::CubeScene;
use crate::game::Game;
use crate::picture::cube;
use crate::picture::turtle::{path_length, trace, Pose, Segment};
use crate::qubic::cell::Cell;
use crate::view::board::{ink, pen_strokes, turtle_shape, STRIKE_WIDTH};
pub use crate::view::cube_layout::CubeLayout;
use crate::view::display::{Colour, DisplayList, Primitive};
use crate::view::frame::Frame;
use crate::view::layout::WindowPoint;
use crate::view::palette::Palette;

/// The turtle's size, in turtle units from its centre to its nose, and
/// in pixels at the least (a small window's cube).
const TURTLE_SIZE: f32 = 9.0;
const MIN_TURTLE_PIXELS: f32 = 7.0;

/// `scene` into `list`, laid out by `cube`, and a hit region on each cell
/// giving `play(cell)` (`None` keeps a click from what lies under).
pub fn compose(
    list: &mut DisplayList,
    scene: &CubeScene,
    cube: &CubeLayout,
    frame: &Frame,
    play: impl Fn(Cell) -> Option<Command>,
) {
    let p = frame.palette;
    lit(list, scene, cube, p);
    // The four planes' grid and the winning line's rings and stroke, as
    // far as they are drawn; the turtle is drawn where it draws.
    let (grid, mut turtle) = part(&cube::draw_planes(cube.arrangement), scene.grid);
    pen_strokes(list, &grid, cube.grid_width, p.ink, cube.picture);
    if let Some(cell) = scene.cursor {
        let width = (cube.pen_width * 1.2).max(3.0);
        let corners = inset(cube.cell_corners(cell), width / 2.0 + cube.grid_width);
        let path = vec![corners[0], corners[1], corners[2], corners[3], corners[0]];
        list.strokes(vec![path], width, p.cursor);
    }
    turtle = marks(list, scene, cube, p).or(turtle);
    if let Some(line) = scene.win {
        let (strike, pen) = part(&cube::strike(cube.arrangement, line), scene.strike);
        let width = cube.pen_width * STRIKE_WIDTH;
        pen_strokes(list, &strike, width, p.strike, cube.picture);
        turtle = pen.or(turtle);
    }
    if let Some(pose) = turtle {
        let size = TURTLE_SIZE.max(MIN_TURTLE_PIXELS / cube.picture.scale);
        turtle_shape(list, p, pose, size, cube.picture);
    }
    labels(list, cube, frame);
    for cell in Cell::all() {
        let command = play(cell);
        for rect in cube.cell_hit_rects(cell) {
            list.hit(rect, command);
        }
    }
}

/// `path`'s first `fraction` (0..=1; anything else is all of it), and
/// where the turtle is while it draws it.
fn part(path: &[Segment], fraction: f32) -> (Vec<Segment>, Option<Pose>) {
    let fraction = Some(fraction)
        .filter(|f| f.is_finite())
        .map_or(1.0, |f| f.clamp(0.0, 1.0));
    let (done, pen) = trace(path, path_length(path) * fraction);
    (done, pen.filter(|_| fraction < 1.0))
}

/// The lit parts under the grid: the plane typed and the row typed in it,
/// then the last move, the hint and the hovered cell.
fn lit(list: &mut DisplayList, scene: &CubeScene, cube: &CubeLayout, p: &Palette) {
    if let Some(plane) = scene.typed_plane.filter(|n| (1..=4).contains(n)) {
        let plane = usize::from(plane - 1);
        fill(list, cube.plane_corners(plane), p.highlight);
        if let Some(row) = scene.typed_row.filter(|n| (1..=4).contains(n)) {
            let first = 16 * plane + 4 * usize::from(row - 1);
            let cells = [first, first + 3].map(Cell::from_index);
            if let [Some(a), Some(b)] = cells {
                let (a, b) = (cube.cell_corners(a), cube.cell_corners(b));
                fill(list, [a[0], b[1], b[2], a[3]], p.button_pressed);
            }
        }
    }
    for (cell, colour) in [
        (scene.last_move, p.last_move),
        (scene.hint, p.hint),
        (scene.hover, p.hover),
    ] {
        if let Some(cell) = cell {
            fill(list, cube.cell_corners(cell), colour);
        }
    }
}

/// A four-cornered shape filled, as two triangles.
fn fill(list: &mut DisplayList, [a, b, c, d]: [WindowPoint; 4], colour: Colour) {
    for points in [[a, b, c], [a, c, d]] {
        list.primitive(Primitive::Triangle { points, colour });
    }
}

/// Corners moved `by` pixels towards their middle, along each diagonal.
fn inset(corners: [WindowPoint; 4], by: f32) -> [WindowPoint; 4] {
    let mean = |f: fn(&WindowPoint) -> f32| corners.iter().map(f).sum::<f32>() / 4.0;
    let mid = WindowPoint::new(mean(|c| c.x), mean(|c| c.y));
    corners.map(|c| {
        let (dx, dy) = (mid.x - c.x, mid.y - c.y);
        let d = dx.hypot(dy);
        let k = if d > 0.0 { (by / d).min(0.5) } else { 0.0 };
        WindowPoint::new(c.x + dx * k, c.y + dy * k)
    })
}

/// X's marks and O's in their pens, the one being drawn as far as it is
/// drawn; returns where the turtle is while it draws.
fn marks(
    list: &mut DisplayList,
    scene: &CubeScene,
    cube: &CubeLayout,
    p: &Palette,
) -> Option<Pose> {
    let drawing = scene.drawing;
    let mut pose = None;
    for mark in [Mark::X, Mark::O] {
        let mut segments: Vec<Segment> = Cell::all()
            .filter(|c| scene.cells[c.index()] == Some(mark))
            .filter(|&c| drawing.is_none_or(|d| d.cell != c))
            .flat_map(|c| cube::draw_mark(cube.arrangement, mark, c))
            .collect();
        if let Some(d) = drawing.filter(|d| d.mark == mark) {
            let (done, pen) = part(&cube::draw_mark(cube.arrangement, mark, d.cell), d.fraction);
            segments.extend(done);
            pose = pen;
        }
        pen_strokes(list, &segments, cube.pen_width, ink(p, mark), cube.picture);
    }
    pose
}

/// The planes', columns' and rows' numbers, so the three digits that play
/// a cell can be read off the picture.
fn labels(list: &mut DisplayList, cube: &CubeLayout, frame: &Frame) {
    let p = frame.palette;
    let planes = (0..4).map(|plane| (cube.label_at(plane), plane as u8 + 1));
    let planes = planes.map(|(at, n)| (at, n, cube.label_size, p.muted));
    let coordinates = cube.coordinates().into_iter();
    let coordinates = coordinates.map(|(at, n)| (at, n, cube.coord_size, p.faint));
    for (at, digit, size, colour) in planes.chain(coordinates) {
        let t = frame.typeset().at(size);
        list.text(t.centred(&digit.to_string(), at.x, at.y + size * 0.35, colour));
    }
}

/// The cube where the layout puts the board; a click on a cell plays it.
pub fn board(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let cube = CubeLayout::for_window(frame.layout);
    let hover = frame
        .mouse
        .and_then(|p| cube.cell_at(p))
        .filter(|_| game.accepts_move(frame.now) && frame.hovers(cube.area, game));
    let scene = game.cube_scene(frame.now, hover);
    let hover = hover.filter(|&cell| scene.cells[cell.index()].is_none());
    let scene = CubeScene { hover, ..scene };
    compose(list, &scene, &cube, frame, |cell| {
        Some(Command::Play(cell.number()))
    });
}

#[cfg(test)]
#[path = "cube_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "qubic_tests.rs"]
mod qubic_tests;
