//! A board shape: how many cells, which lines of cells win, and which
//! permutations of the cells (symmetries) map every line onto a line —
//! computed from the side and the number of dimensions, not typed: the
//! 3×3 square (8 lines, 8 symmetries) and Qubic's 4×4×4 cube (76 lines,
//! 192 symmetries).
//!
//! Cells are numbered from 0 in reading order: the first coordinate (the
//! plane in the cube, the row in the square) changes slowest, so cell
//! `16p + 4r + c` of the cube is Qubic's cell number minus one, and the
//! square's cells are `Square::index`. The 3×3 game keeps its own tables
//! (`rules`, `symmetry`) for speed; tests check that they agree with this.

/// A permutation of the cells: `to[i]` is where cell `i` goes.
pub type Permutation = Vec<u8>;

/// The cells, lines and symmetries of an n×n (×n...) board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    side: usize,
    dimensions: usize,
    lines: Vec<u64>,
    symmetries: Vec<Permutation>,
}

impl Shape {
    pub fn square() -> Shape {
        Shape::hypercube(3, 2)
    }

    pub fn cube() -> Shape {
        Shape::hypercube(4, 3)
    }

    /// The board `side` cells long in each of `dimensions` directions,
    /// where a line is `side` cells in a straight row (along an axis or a
    /// diagonal). At most 64 cells, so a line fits a `u64` mask.
    fn hypercube(side: usize, dimensions: usize) -> Shape {
        let cells = side.pow(dimensions as u32);
        assert!(cells <= 64, "a shape's lines are u64 masks");
        let mut shape = Shape {
            side,
            dimensions,
            lines: Vec::new(),
            symmetries: Vec::new(),
        };
        shape.lines = shape.find_lines();
        shape.symmetries = shape.find_symmetries();
        shape
    }

    pub fn cells(&self) -> usize {
        self.side.pow(self.dimensions as u32)
    }

    /// The winning lines as masks, bit `i` for cell `i`.
    pub fn lines(&self) -> &[u64] {
        &self.lines
    }

    pub fn symmetries(&self) -> &[Permutation] {
        &self.symmetries
    }

    /// A cell's coordinates, each `0..side`, the slowest-changing first.
    pub fn coordinates(&self, cell: usize) -> Vec<usize> {
        let mut coords = vec![0; self.dimensions];
        let mut rest = cell;
        for c in coords.iter_mut().rev() {
            *c = rest % self.side;
            rest /= self.side;
        }
        coords
    }

    pub fn cell_at(&self, coords: &[usize]) -> usize {
        coords.iter().fold(0, |cell, &c| cell * self.side + c)
    }

    /// Every straight run of `side` cells: a direction is a step of -1, 0
    /// or +1 along each axis (not all 0, the first non-zero one +1 so each
    /// line is found once), from every cell where `side` steps stay on the
    /// board.
    fn find_lines(&self) -> Vec<u64> {
        let mut lines = Vec::new();
        for direction in steps(self.dimensions) {
            if direction.iter().find(|&&s| s != 0) != Some(&1) {
                continue;
            }
            for start in 0..self.cells() {
                let cells: Option<Vec<usize>> = (0..self.side)
                    .map(|k| self.stepped(start, &direction, k))
                    .collect();
                if let Some(cells) = cells {
                    lines.push(cells.iter().fold(0, |m, &c| m | 1 << c));
                }
            }
        }
        lines
    }

    /// The cell `k` steps in `direction` from `start`, if on the board.
    fn stepped(&self, start: usize, direction: &[isize], k: usize) -> Option<usize> {
        let from = self.coordinates(start);
        let moved = from.iter().zip(direction).map(|(&c, &s)| {
            let c = c.checked_add_signed(s * k as isize)?;
            (c < self.side).then_some(c)
        });
        let coords: Option<Vec<usize>> = moved.collect();
        coords.map(|c| self.cell_at(&c))
    }

    /// The symmetries: the axes permuted and each reflected or not (the
    /// hypercube's own), times the orders of the layers that commute with
    /// reversing them (a line's coordinates each stay fixed, count up or
    /// count down, and such an order keeps that so), taken once up to the
    /// reversal, which the reflections already give. For the cube that is
    /// 48 × 4: the layer orders 1234, 1324 (middle layers swapped), 2143
    /// (inside out) and 2413 (both).
    fn find_symmetries(&self) -> Vec<Permutation> {
        let mut symmetries = Vec::new();
        for layers in layer_orders(self.side) {
            for axes in permutations(self.dimensions) {
                for mirrors in 0..1usize << self.dimensions {
                    let to = (0..self.cells()).map(|c| self.image(c, &axes, mirrors, &layers));
                    symmetries.push(to.collect());
                }
            }
        }
        symmetries
    }

    /// Where `cell` goes when coordinate `k` is taken from axis `axes[k]`,
    /// reversed if bit `k` of `mirrors` is set, and put in `layers`' order.
    fn image(&self, cell: usize, axes: &[usize], mirrors: usize, layers: &[usize]) -> u8 {
        let from = self.coordinates(cell);
        let coords: Vec<usize> = (0..self.dimensions)
            .map(|k| {
                let c = from[axes[k]];
                let mirrored = mirrors & (1 << k) != 0;
                layers[if mirrored { self.side - 1 - c } else { c }]
            })
            .collect();
        self.cell_at(&coords) as u8
    }
}

/// Every vector of -1, 0, +1 of length `dimensions`, the zero one included.
fn steps(dimensions: usize) -> Vec<Vec<isize>> {
    let step = |i: usize, axis: u32| (i / 3usize.pow(axis) % 3) as isize - 1;
    (0..3usize.pow(dimensions as u32))
        .map(|i| (0..dimensions as u32).map(|axis| step(i, axis)).collect())
        .collect()
}

/// Every order of `0..n`, the identity first.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(n - 1) {
        for at in (0..n).rev() {
            let mut p = shorter.clone();
            p.insert(at, n - 1);
            all.push(p);
        }
    }
    all
}

/// The orders of `side` layers that commute with reversing them, one of
/// each pair `p`, reversed `p` (the one whose first layer comes before its
/// last), the identity first.
fn layer_orders(side: usize) -> Vec<Vec<usize>> {
    let reversed = |i: usize| side - 1 - i;
    let mut orders: Vec<Vec<usize>> = permutations(side)
        .into_iter()
        .filter(|p| (0..side).all(|i| p[reversed(i)] == reversed(p[i])))
        .filter(|p| side < 2 || p[0] < p[side - 1])
        .collect();
    crate::core::order::sort_by(&mut orders, |a, b| a.cmp(b));
    orders
}

#[cfg(test)]
#[path = "shape_tests.rs"]
mod tests;
