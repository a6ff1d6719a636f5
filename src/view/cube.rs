//! Qubic's cube in a frame: the cube laid out by [`CubeLayout`]
//! (`view/cube_layout.rs`: where the planes go, each cell's place and the
//! strips a click plays it in) and composed into a [`DisplayList`] from a
//! [`CubeScene`] — the marks, the one the turtle is drawing, the cursor,
//! hover, hint, last move, the digits typed so far and the winning line —
//! with the cells' hit regions. `compose` knows no game state: the game's
//! Qubic state fills the scene (`cube_scene`, which the terminal draws
//! from too), and a click on a cell is the command that plays it.
use crate::core::square::Mark;
use crate::game::input::Command;
use crate::game::Game;
use crate::picture::cube;
use crate::picture::turtle::{path_length, trace, Pose, Segment};
use crate::qubic::cell::{Cell, Line};
use crate::qubic::position::Position;
use crate::view::board::{ink, pen_strokes, turtle_shape, STRIKE_WIDTH};
pub use crate::view::cube_layout::CubeLayout;
use crate::view::display::{Colour, DisplayList, Shape};
use crate::view::frame::Frame;
use crate::view::layout::WindowPoint;
use crate::view::palette::Palette;

/// The turtle's size, in turtle units from its centre to its nose, and
/// in pixels at the least (a small window's cube).
const TURTLE_SIZE: f32 = 9.0;
const MIN_TURTLE_PIXELS: f32 = 7.0;

/// What the cube shows, as plain data: the game keeps the state and fills
/// this in each frame.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeScene {
    /// The marks on the board, by cell index (cell 1 at 0).
    pub cells: [Option<Mark>; 64],
    /// How much of the four planes' grid the turtle has drawn, 0..=1
    /// (1, the default: all of it; while less, the turtle is drawn at
    /// its pen).
    pub grid: f32,
    /// The mark the turtle is drawing, and how much of it is drawn; its
    /// cell is drawn from this, whatever `cells` holds there.
    pub drawing: Option<MarkDrawing>,
    /// The keyboard's cursor, outlined.
    pub cursor: Option<Cell>,
    /// The free cell under the mouse, lit (the game says which may be lit).
    pub hover: Option<Cell>,
    /// The last move played, lit.
    pub last_move: Option<Cell>,
    /// The cell a hint suggests, lit.
    pub hint: Option<Cell>,
    /// The line that won, ringed and struck through across its planes,
    /// and how much of that is drawn, 0..=1 (1, the default: all).
    pub win: Option<Line>,
    pub strike: f32,
    /// The digits typed so far (plane, then row, each 1..=4): the plane
    /// typed is lit, and the row typed in it.
    pub typed_plane: Option<u8>,
    pub typed_row: Option<u8>,
}

/// A mark being drawn: `fraction` (0..=1) of the turtle's path is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkDrawing {
    pub cell: Cell,
    pub mark: Mark,
    pub fraction: f32,
}

impl Default for CubeScene {
    fn default() -> CubeScene {
        CubeScene {
            cells: [None; 64],
            grid: 1.0,
            drawing: None,
            cursor: None,
            hover: None,
            last_move: None,
            hint: None,
            win: None,
            strike: 1.0,
            typed_plane: None,
            typed_row: None,
        }
    }
}

impl CubeScene {
    /// The marks of `position` and the line its winner holds; nothing lit.
    pub fn of(position: &Position) -> CubeScene {
        let win = position
            .winner()
            .and_then(|mark| position.winning_line(mark));
        CubeScene {
            cells: std::array::from_fn(|i| Cell::from_index(i).and_then(|c| position.get(c))),
            win,
            ..CubeScene::default()
        }
    }
}

/// The cube into `list`: what `scene` shows, laid out by `cube`, in the
/// frame's colours and font; and a hit region on each cell whose command
/// is `play(cell)` (`None` keeps a click there from what lies under).
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
    let fraction = match fraction.is_finite() {
        true => fraction.clamp(0.0, 1.0),
        false => 1.0,
    };
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
fn fill(list: &mut DisplayList, corners: [WindowPoint; 4], colour: Colour) {
    let [a, b, c, d] = corners;
    list.shape(Shape::Triangle {
        points: [a, b, c],
        colour,
    });
    list.shape(Shape::Triangle {
        points: [a, c, d],
        colour,
    });
}

/// Corners moved `by` pixels towards their middle, along each diagonal.
fn inset(corners: [WindowPoint; 4], by: f32) -> [WindowPoint; 4] {
    let mid = WindowPoint::new(
        corners.iter().map(|c| c.x).sum::<f32>() / 4.0,
        corners.iter().map(|c| c.y).sum::<f32>() / 4.0,
    );
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

/// Each plane's number, left of it; the columns' numbers over the top
/// planes and the rows' right of the rightmost, faint, so the three digits
/// that play a cell can be read off the picture.
fn labels(list: &mut DisplayList, cube: &CubeLayout, frame: &Frame) {
    let t = frame.typeset().at(cube.label_size);
    for plane in 0..4 {
        let at = cube.label_at(plane);
        let digit = (plane + 1).to_string();
        let baseline = at.y + cube.label_size * 0.35;
        list.text(t.centred(&digit, at.x, baseline, frame.palette.muted));
    }
    let t = frame.typeset().at(cube.coord_size);
    for (at, digit) in cube.coordinates() {
        let baseline = at.y + cube.coord_size * 0.35;
        list.text(t.centred(&digit.to_string(), at.x, baseline, frame.palette.faint));
    }
}

/// What the cube shows of `game` at `now`, with `hover` the free cell
/// under the mouse (the caller's to find).
pub fn cube_scene(game: &Game, now: f64, hover: Option<Cell>) -> CubeScene {
    if let Some(review) = game.qubic_review() {
        // At rest: the position after the move under review, that move
        // lit as the last, and the line if it won.
        let mut scene = CubeScene::of(&review.after());
        scene.grid = game.qubic_grid(f64::INFINITY) as f32;
        scene.last_move = review.cell();
        return scene;
    }
    let position = game.qubic_position();
    let mut scene = CubeScene::of(&position);
    scene.grid = game.qubic_grid(now) as f32;
    scene.drawing = game.qubic_drawing(now).and_then(|(cell, fraction)| {
        let mark = position.get(cell)?;
        Some(MarkDrawing {
            cell,
            mark,
            fraction: fraction as f32,
        })
    });
    scene.cursor = game.qubic_cursor();
    scene.hover = hover;
    scene.last_move = game.qubic_history().last().map(|m| m.square);
    scene.hint = game.qubic_hint().map(|d| d.cell);
    let typed = game.qubic_typed();
    scene.typed_plane = typed.first().copied();
    scene.typed_row = typed.get(1).copied();
    scene
}

/// The cube where the window's layout puts the board; a click on a cell
/// plays it (the game says why, if it cannot).
pub fn board(list: &mut DisplayList, game: &Game, frame: &Frame) {
    let cube = CubeLayout::for_window(frame.layout);
    let hover = frame
        .mouse
        .and_then(|p| cube.cell_at(p))
        .filter(|&cell| game.qubic_position().get(cell).is_none())
        .filter(|_| game.accepts_move(frame.now) && frame.hovers(cube.area, game));
    let scene = cube_scene(game, frame.now, hover);
    compose(list, &scene, &cube, frame, |cell| {
        Some(Command::PlayCell(cell))
    });
}

#[cfg(test)]
#[path = "cube_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "qubic_tests.rs"]
mod qubic_tests;
