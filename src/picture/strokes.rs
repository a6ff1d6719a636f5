//! Thick pen strokes as triangles: the turtle's segments, joined where one
//! continues the last and rounded at their ends, in a few vertex lists the
//! renderer hands over whole. Pure, in window pixels.
//!
//! Why: drawing each segment as a line plus a round cap costs about 90
//! vertex indices a segment; an O alone has dozens of segments. Joined
//! strips cost 6 a segment, so a full board is one small batch.

use crate::picture::layout::WindowPoint;
use std::f32::consts::PI;

/// Points closer than this (pixels) are one point.
const SAME_POINT: f32 = 1e-3;
/// Turns sharper than this (degrees) get a round join instead of a mitre,
/// whose tip would reach too far.
const MITRE_LIMIT_DEG: f32 = 60.0;
/// A part's size, kept under the renderer's batch (10000 vertices, 5000
/// indices in macroquad) with room for the frame's other shapes.
pub const PART_VERTICES: usize = 3000;
pub const PART_INDICES: usize = 3600;

/// Triangles: `points` in window pixels, three `indices` each.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mesh {
    pub points: Vec<WindowPoint>,
    pub indices: Vec<u16>,
}

impl Mesh {
    fn push(&mut self, x: f32, y: f32) -> u16 {
        self.points.push(WindowPoint::new(x, y));
        (self.points.len() - 1) as u16
    }

    /// A filled disc of radius `r` round `c`, as a fan.
    fn disc(&mut self, c: WindowPoint, r: f32) {
        let sides = disc_sides(r);
        let first = self.points.len() as u16;
        for i in 0..sides {
            let a = 2.0 * PI * i as f32 / sides as f32;
            self.push(c.x + r * a.cos(), c.y + r * a.sin());
        }
        for i in 1..sides as u16 - 1 {
            self.indices.extend([first, first + i, first + i + 1]);
        }
    }

    /// A quad between the pairs `a` and `b` (left and right of the line).
    fn quad(&mut self, a: (u16, u16), b: (u16, u16)) {
        self.indices.extend([a.0, a.1, b.0, b.0, a.1, b.1]);
    }
}

/// Enough sides that a disc of radius `r` pixels looks round.
fn disc_sides(r: f32) -> usize {
    ((r * PI).ceil() as usize).clamp(6, 32)
}

/// Strokes of one width: the segments `(from, to)`, in drawing order,
/// `width` pixels wide, split into parts no bigger than [`PART_VERTICES`]
/// and [`PART_INDICES`].
pub fn strokes(
    segments: impl IntoIterator<Item = (WindowPoint, WindowPoint)>,
    width: f32,
) -> Vec<Mesh> {
    let mut parts = vec![Mesh::default()];
    let mut path: Vec<WindowPoint> = Vec::new();
    // A path this long fits a part even if every joint is round.
    let sides = disc_sides(width / 2.0);
    let longest = (PART_VERTICES / (4 + sides)).min(PART_INDICES / (6 + 3 * sides)) - 2;
    for (from, to) in segments {
        if path.last().is_some_and(|&end| !same(end, from)) || path.len() >= longest {
            let end = path.last().copied();
            add_path(&mut parts, &path, width);
            path.clear();
            // A path split only for size goes on from where it stopped.
            path.extend(end.filter(|&e| same(e, from)));
        }
        if path.is_empty() {
            path.push(from);
        }
        if !same(*path.last().unwrap_or(&from), to) {
            path.push(to);
        }
    }
    add_path(&mut parts, &path, width);
    parts.retain(|m| !m.indices.is_empty());
    parts
}

/// [`strokes`] of polylines: each path's consecutive points joined.
pub fn path_strokes(paths: &[Vec<WindowPoint>], width: f32) -> Vec<Mesh> {
    let segments = paths
        .iter()
        .flat_map(|p| p.windows(2).map(|w| (w[0], w[1])));
    strokes(segments, width)
}

fn same(a: WindowPoint, b: WindowPoint) -> bool {
    (a.x - b.x).abs() < SAME_POINT && (a.y - b.y).abs() < SAME_POINT
}

/// Adds one connected path to the last part, or to a new one if it would
/// not fit.
fn add_path(parts: &mut Vec<Mesh>, path: &[WindowPoint], width: f32) {
    if path.is_empty() {
        return;
    }
    let mut mesh = Mesh::default();
    polyline(&mut mesh, path, width / 2.0);
    let last = parts.last_mut().expect("there is always a part");
    if last.points.len() + mesh.points.len() > PART_VERTICES
        || last.indices.len() + mesh.indices.len() > PART_INDICES
    {
        parts.push(Mesh::default());
    }
    let last = parts.last_mut().expect("just made sure");
    let base = last.points.len() as u16;
    last.points.extend(mesh.points);
    last.indices.extend(mesh.indices.iter().map(|i| i + base));
}

/// The unit normal of `a`→`b` (to its left on screen).
fn normal(a: WindowPoint, b: WindowPoint) -> (f32, f32) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = (dx * dx + dy * dy).sqrt();
    (-dy / len, dx / len)
}

/// A path of distinct consecutive points, `h` pixels either side of it:
/// a strip of quads with mitred joins, round joins at sharp turns, round
/// ends. A single point is a dot.
fn polyline(mesh: &mut Mesh, path: &[WindowPoint], h: f32) {
    mesh.disc(path[0], h);
    if path.len() < 2 {
        return;
    }
    let cos_limit = MITRE_LIMIT_DEG.to_radians().cos();
    let pair = |mesh: &mut Mesh, p: WindowPoint, n: (f32, f32), s: f32| {
        (
            mesh.push(p.x + n.0 * s, p.y + n.1 * s),
            mesh.push(p.x - n.0 * s, p.y - n.1 * s),
        )
    };
    let mut previous = pair(mesh, path[0], normal(path[0], path[1]), h);
    for i in 1..path.len() {
        let p = path[i];
        let n_in = normal(path[i - 1], p);
        let Some(&next) = path.get(i + 1) else {
            let end = pair(mesh, p, n_in, h);
            mesh.quad(previous, end);
            mesh.disc(p, h);
            break;
        };
        let n_out = normal(p, next);
        let cos_turn = n_in.0 * n_out.0 + n_in.1 * n_out.1;
        if cos_turn >= cos_limit {
            // Mitre: along the mean normal, long enough to keep the width.
            let (mx, my) = (n_in.0 + n_out.0, n_in.1 + n_out.1);
            let len = (mx * mx + my * my).sqrt();
            let m = (mx / len, my / len);
            let joint = pair(mesh, p, m, h / (m.0 * n_in.0 + m.1 * n_in.1));
            mesh.quad(previous, joint);
            previous = joint;
        } else {
            let end = pair(mesh, p, n_in, h);
            mesh.quad(previous, end);
            mesh.disc(p, h);
            previous = pair(mesh, p, n_out, h);
        }
    }
}

#[cfg(test)]
#[path = "strokes_tests.rs"]
mod tests;
