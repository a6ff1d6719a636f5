//! Thick pen strokes as triangles, in window pixels: each path a strip
//! rounded at its ends (18 indices a segment, not the 90 of a line and a
//! cap), in a few vertex lists. Edges fade over a feather (outer vertices
//! of coverage 0): smooth without multisampling (19 MB more under Mesa).

use crate::picture::geometry::WindowPoint;
use std::f32::consts::PI;

/// Turns sharper than this (degrees) get a round join instead of a mitre,
/// whose tip would reach too far.
const MITRE_LIMIT_DEG: f32 = 60.0;
/// A part's size, kept under the renderer's batch (10000 vertices, 5000
/// indices in macroquad) with room for the frame's other shapes.
pub const PART_VERTICES: usize = 3000;
pub const PART_INDICES: usize = 3600;

/// Triangles: `points`, each with its `coverage` (1 in a stroke's core, 0
/// on its fringe's outer edge), three `indices` a triangle.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mesh {
    pub points: Vec<WindowPoint>,
    pub coverage: Vec<f32>,
    pub indices: Vec<u16>,
}

/// The offsets of a stroke's core and outer edge from its centre line.
#[derive(Clone, Copy, Debug)]
struct Pen {
    core: f32,
    outer: f32,
    /// The core's coverage: below 1 for a pen thinner than the feather.
    ink: f32,
}

/// Four vertices across a stroke at one point: outer left, core left, core
/// right, outer right.
type Across = [u16; 4];

impl Mesh {
    fn push(&mut self, x: f32, y: f32, coverage: f32) -> u16 {
        self.points.push(WindowPoint::new(x, y));
        self.coverage.push(coverage);
        (self.points.len() - 1) as u16
    }

    /// A filled disc round `c`: a fan of the core, then the fringe ring.
    fn disc(&mut self, c: WindowPoint, pen: Pen) {
        // Enough sides that the disc looks round.
        let sides = ((pen.outer * PI).ceil() as usize).clamp(6, 32);
        let centre = self.push(c.x, c.y, pen.ink);
        let first = self.points.len() as u16;
        for i in 0..sides {
            let a = 2.0 * PI * i as f32 / sides as f32;
            let (cos, sin) = (a.cos(), a.sin());
            self.push(c.x + pen.core * cos, c.y + pen.core * sin, pen.ink);
            self.push(c.x + pen.outer * cos, c.y + pen.outer * sin, 0.0);
        }
        for i in 0..sides as u16 {
            let j = (i + 1) % sides as u16;
            let (core_i, outer_i) = (first + 2 * i, first + 2 * i + 1);
            let (core_j, outer_j) = (first + 2 * j, first + 2 * j + 1);
            self.indices.extend([centre, core_i, core_j]);
            self.indices
                .extend([core_i, outer_i, core_j, core_j, outer_i, outer_j]);
        }
    }

    /// The vertices across the stroke at `p`, along the unit normal `n`,
    /// stretched by `stretch` (a mitre's).
    fn across(&mut self, p: WindowPoint, n: (f32, f32), pen: Pen, stretch: f32) -> Across {
        let at = |mesh: &mut Mesh, s: f32, coverage: f32| {
            mesh.push(p.x + n.0 * s * stretch, p.y + n.1 * s * stretch, coverage)
        };
        [
            at(self, pen.outer, 0.0),
            at(self, pen.core, pen.ink),
            at(self, -pen.core, pen.ink),
            at(self, -pen.outer, 0.0),
        ]
    }

    /// The three quads (fringe, core, fringe) between two rows across.
    fn band(&mut self, a: Across, b: Across) {
        for k in 0..3 {
            let (a0, a1, b0, b1) = (a[k], a[k + 1], b[k], b[k + 1]);
            self.indices.extend([a0, a1, b0, b0, a1, b1]);
        }
    }
}

/// Strokes of `paths`, `width` pixels wide, edges fading over `feather`
/// (one device pixel), in parts of at most [`PART_VERTICES`]. A point
/// repeated is drawn once: a path of one point twice is a dot, once nothing.
pub fn path_strokes(paths: &[Vec<WindowPoint>], width: f32, feather: f32) -> Vec<Mesh> {
    let (h, f) = (width / 2.0, feather.max(0.0) / 2.0);
    let pen = Pen {
        core: (h - f).max(0.0),
        outer: h + f,
        ink: (width / feather).min(1.0),
    };
    let mut parts = vec![Mesh::default()];
    for path in paths.iter().filter(|p| p.len() >= 2) {
        let mut path = path.clone();
        path.dedup_by(|a, b| a.near(*b));
        add_path(&mut parts, &path, pen);
    }
    parts.retain(|m| !m.indices.is_empty());
    parts
}

/// Adds one connected path to the last part, or to a new one if it would
/// not fit; a path too big for any part is split in two where they meet.
fn add_path(parts: &mut Vec<Mesh>, path: &[WindowPoint], pen: Pen) {
    let mut mesh = Mesh::default();
    polyline(&mut mesh, path, pen);
    if (mesh.points.len() > PART_VERTICES || mesh.indices.len() > PART_INDICES) && path.len() > 2 {
        let middle = path.len() / 2;
        add_path(parts, &path[..=middle], pen);
        add_path(parts, &path[middle..], pen);
        return;
    }
    let last = parts.last_mut().expect("there is always a part");
    if last.points.len() + mesh.points.len() > PART_VERTICES
        || last.indices.len() + mesh.indices.len() > PART_INDICES
    {
        parts.push(Mesh::default());
    }
    let last = parts.last_mut().expect("just made sure");
    let base = last.points.len() as u16;
    last.points.extend(mesh.points);
    last.coverage.extend(mesh.coverage);
    last.indices.extend(mesh.indices.iter().map(|i| i + base));
}

/// The unit normal of `a`→`b` (to its left on screen).
fn normal(a: WindowPoint, b: WindowPoint) -> (f32, f32) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = (dx * dx + dy * dy).sqrt();
    (-dy / len, dx / len)
}

/// A path of distinct consecutive points: a strip of bands with mitred
/// joins, round joins at sharp turns, round ends. A single point is a dot.
fn polyline(mesh: &mut Mesh, path: &[WindowPoint], pen: Pen) {
    mesh.disc(path[0], pen);
    if path.len() < 2 {
        return;
    }
    let cos_limit = MITRE_LIMIT_DEG.to_radians().cos();
    let mut previous = mesh.across(path[0], normal(path[0], path[1]), pen, 1.0);
    for i in 1..path.len() {
        let p = path[i];
        let n_in = normal(path[i - 1], p);
        let n_out = path.get(i + 1).map(|&next| normal(p, next));
        if let Some(n_out) = n_out.filter(|n| n_in.0 * n.0 + n_in.1 * n.1 >= cos_limit) {
            // Mitre: along the mean normal, long enough to keep the width.
            let (mx, my) = (n_in.0 + n_out.0, n_in.1 + n_out.1);
            let len = (mx * mx + my * my).sqrt();
            let m = (mx / len, my / len);
            let joint = mesh.across(p, m, pen, 1.0 / (m.0 * n_in.0 + m.1 * n_in.1));
            mesh.band(previous, joint);
            previous = joint;
            continue;
        }
        // The path's end, or a sharp turn: a round join.
        let end = mesh.across(p, n_in, pen, 1.0);
        mesh.band(previous, end);
        mesh.disc(p, pen);
        if let Some(n_out) = n_out {
            previous = mesh.across(p, n_out, pen, 1.0);
        }
    }
}

#[cfg(test)]
#[path = "strokes_tests.rs"]
mod tests;
