//! Reads the board off a screenshot the way a person would: find the four
//! dark grid lines, then look in each square for an X (ink through the
//! centre) or an O (a ring with an empty centre). Independent of the game's
//! own layout code, so a broken mapping cannot hide behind it.

use super::{Game, Shot};
use std::time::{Duration, Instant};
use ttt::core::board::{Board, Square};

/// Dark ink: the grid (not the faint numbers, the coloured highlights,
/// the marks' colours, the green turtle or the graphite strike-through).
pub fn is_ink(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c < 110)
}

/// A mark's pen, by its hue (so an anti-aliased edge, paler, still
/// counts): X's deep blue, O's burnt orange, or dark ink where a mark
/// meets the grid. The grey strike is neither (its blue barely exceeds its
/// green (even blended with the paper), where O's green outweighs its blue
/// by far.
pub fn is_mark(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    let x_blue = b > r + 50 && b > g + 20;
    let o_orange = r > b + 60 && g > b + 20 && g < r - 30;
    is_ink(p) || x_blue || o_orange
}

/// The turtle's green: while it shows, a mark is still being drawn.
pub fn is_turtle(p: [u8; 3]) -> bool {
    p[1] > 100 && p[0] < 90 && p[2] < 120 && p[1] > p[0] + 50
}

/// Whether the turtle is on screen (a drawing is in progress).
pub fn turtle_visible(shot: &Shot) -> bool {
    shot.count(0, 0, shot.width, shot.height, is_turtle) > 4
}

/// The grid: x of the left edge, the two vertical lines, the right edge;
/// y likewise from the top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub xs: [f64; 4],
    pub ys: [f64; 4],
}

/// The longest solid run of ink along a column (`vertical`) or a row:
/// gaps of up to 8 pixels are bridged (where the strike-through crosses
/// a grid line), but at least 90% of the run must be ink, so a row of text
/// never passes for a line. Returns (length, start, end).
fn longest_run(shot: &Shot, index: usize, vertical: bool) -> (usize, usize, usize) {
    let len = if vertical { shot.height } else { shot.width };
    let ink = |i: usize| {
        is_ink(if vertical {
            shot.pixel(index, i)
        } else {
            shot.pixel(i, index)
        })
    };
    let mut best = (0, 0, 0);
    let mut i = 0;
    while i < len {
        if !ink(i) {
            i += 1;
            continue;
        }
        // A run from i: extend while gaps stay within 8 pixels.
        let (start, mut end, mut inked, mut gap) = (i, i, 0, 0);
        while i < len && gap <= 8 {
            if ink(i) {
                inked += 1;
                end = i;
                gap = 0;
            } else {
                gap += 1;
            }
            i += 1;
        }
        let length = end + 1 - start;
        if inked * 10 >= length * 9 && length > best.0 {
            best = (length, start, end);
        }
        i = end + 1;
    }
    best
}

/// Groups adjacent indices whose runs are long into lines: (centre, start, end).
fn lines(shot: &Shot, vertical: bool) -> Vec<(f64, usize, usize)> {
    let count = if vertical { shot.width } else { shot.height };
    let runs: Vec<(usize, usize, usize)> =
        (0..count).map(|i| longest_run(shot, i, vertical)).collect();
    let longest = runs.iter().map(|r| r.0).max().unwrap_or(0);
    let mut found: Vec<(Vec<usize>, usize, usize)> = Vec::new();
    for (i, &(len, start, end)) in runs.iter().enumerate() {
        if longest < 20 || len * 10 < longest * 8 {
            continue;
        }
        match found.last_mut() {
            Some((members, s, e)) if members.last() == Some(&(i - 1)) => {
                members.push(i);
                *s = (*s).min(start);
                *e = (*e).max(end);
            }
            _ => found.push((vec![i], start, end)),
        }
    }
    found
        .into_iter()
        .map(|(m, s, e)| (m.iter().sum::<usize>() as f64 / m.len() as f64, s, e))
        .collect()
}

impl Grid {
    /// Finds the grid in `shot`: exactly two long vertical and two long
    /// horizontal ink lines.
    pub fn find(shot: &Shot) -> Result<Grid, String> {
        let v = lines(shot, true);
        let h = lines(shot, false);
        if v.len() != 2 || h.len() != 2 {
            return Err(format!(
                "expected 2 vertical and 2 horizontal grid lines, saw {v:?} and {h:?}"
            ));
        }
        let (top, bottom) = (v[0].1.min(v[1].1) as f64, v[0].2.max(v[1].2) as f64);
        let (left, right) = (h[0].1.min(h[1].1) as f64, h[0].2.max(h[1].2) as f64);
        Ok(Grid {
            xs: [left, v[0].0, v[1].0, right],
            ys: [top, h[0].0, h[1].0, bottom],
        })
    }

    /// The centre of `sq` in window pixels.
    pub fn centre(&self, sq: Square) -> (i32, i32) {
        let (r, c) = sq.row_col();
        let x = (self.xs[c] + self.xs[c + 1]) / 2.0;
        let y = (self.ys[r] + self.ys[r + 1]) / 2.0;
        (x.round() as i32, y.round() as i32)
    }

    /// The size of a square in pixels (the middle column's width).
    pub fn cell(&self) -> f64 {
        self.xs[2] - self.xs[1]
    }

    /// Whether the whole grid lies inside a `width` × `height` window.
    pub fn inside(&self, width: usize, height: usize) -> bool {
        self.xs[0] >= 0.0
            && self.ys[0] >= 0.0
            && self.xs[3] < width as f64
            && self.ys[3] < height as f64
    }
}

/// What is drawn in square `sq`: `x`, `o`, `_` for nothing, `?` for
/// anything else (a half-drawn or misdrawn mark). An X is a mark's pen
/// through the centre and along both diagonals but not on the axes; an O
/// is a ring of radius 0.36 squares (Logo's 18 of 40, drawn at 0.8 of its
/// size to keep clear of the grid) with an empty centre.
pub fn read_square(shot: &Shot, grid: &Grid, sq: Square) -> char {
    let (cx, cy) = grid.centre(sq);
    let s = grid.cell();
    let r = (0.03 * s).max(2.0);
    let ink_at = |dx: f64, dy: f64| {
        let (x, y) = (cx as f64 + dx * s, cy as f64 + dy * s);
        let (x0, y0) = ((x - r).max(0.0) as usize, (y - r).max(0.0) as usize);
        shot.count(x0, y0, (x + r) as usize + 1, (y + r) as usize + 1, is_mark) > 0
    };
    let centre = ink_at(0.0, 0.0);
    let diagonals = [(0.2, 0.2), (-0.2, 0.2), (0.2, -0.2), (-0.2, -0.2)]
        .iter()
        .all(|&(x, y)| ink_at(x, y));
    let axes_near = [(0.2, 0.0), (-0.2, 0.0), (0.0, 0.2), (0.0, -0.2)]
        .iter()
        .any(|&(x, y)| ink_at(x, y));
    let ring = [(0.36, 0.0), (-0.36, 0.0), (0.0, 0.36), (0.0, -0.36)]
        .iter()
        .all(|&(x, y)| ink_at(x, y));
    let half = 0.45 * s;
    let (x0, y0) = (
        (cx as f64 - half).max(0.0) as usize,
        (cy as f64 - half).max(0.0) as usize,
    );
    let any = shot.count(
        x0,
        y0,
        (cx as f64 + half) as usize,
        (cy as f64 + half) as usize,
        is_mark,
    ) > 0;
    match (centre, diagonals, axes_near, ring) {
        (true, true, false, false) => 'x',
        (false, false, false, true) => 'o',
        _ if !any => '_',
        _ => '?',
    }
}

/// The position drawn in `shot`, as position text (`x___o____`).
pub fn read_board(shot: &Shot) -> Result<String, String> {
    let grid = Grid::find(shot)?;
    Ok(Square::all()
        .map(|sq| read_square(shot, &grid, sq))
        .collect())
}

/// Waits until the window shows `expected`; returns the screenshot. On
/// timeout, saves what it saw under the temp dir and fails with its path.
pub fn wait_for_board(game: &Game, expected: &Board, timeout: Duration) -> Shot {
    let deadline = Instant::now() + timeout;
    let want = expected.to_string();
    loop {
        let shot = game.shot();
        let seen = read_board(&shot);
        if seen.as_deref() == Ok(want.as_str()) && !turtle_visible(&shot) {
            return shot;
        }
        if Instant::now() > deadline {
            let path =
                std::env::temp_dir().join(format!("ttt-e2e-fail-{}.png", std::process::id()));
            shot.save(&path);
            panic!(
                "the window shows {seen:?}, expected {want}; screenshot: {}",
                path.display()
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
