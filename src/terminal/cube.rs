//! Qubic's cube as text from the window's own [`CubeScene`]: four planes
//! across, two by two, or one under another, every cue in letters. A cell
//! is ` X `, ` O `, ` . ` (free) or ` ? ` (hint), `[X]` under the cursor,
//! `(X)` the last move, `*X*` the win; `>` marks the plane and row typed.

use crate::core::square::Mark;
use crate::game::scene::CubeScene;
use crate::qubic::cell::Cell;
use crate::terminal::paint::{paint, Ink};

/// A plane's width in characters: a row's label, four cells, a space.
pub const PLANE_WIDTH: usize = 15;
/// Lines a plane takes.
pub const PLANE_LINES: usize = 6;
/// Spaces between planes side by side.
const GAP: usize = 3;

/// How many planes go side by side in `width` columns: four, two, or one.
pub fn planes_across(width: usize) -> usize {
    [4, 2]
        .into_iter()
        .find(|&n| n * PLANE_WIDTH + (n - 1) * GAP <= width)
        .unwrap_or(1)
}

/// A compact plane's width: a row's label and four cells of two
/// characters, so that four planes fit across 40 columns.
pub const COMPACT_PLANE_WIDTH: usize = 9;

/// The cube as lines no wider than `width` (where it can be), a blank line
/// between the bands of planes; `compact`, each cell in two characters
/// and the four planes across where they fit (a short terminal).
pub fn cube_lines(scene: &CubeScene, width: usize, colour: bool, compact: bool) -> Vec<String> {
    let compact = compact && 4 * COMPACT_PLANE_WIDTH + 3 <= width;
    let (across, gap) = match compact {
        true => (4, 1),
        false => (planes_across(width), GAP),
    };
    let planes: Vec<Vec<String>> = (0..4).map(|p| plane(scene, p, colour, compact)).collect();
    let mut lines = Vec::new();
    for band in planes.chunks(across) {
        if !lines.is_empty() {
            lines.push(String::new());
        }
        for i in 0..PLANE_LINES {
            let parts: Vec<&str> = band.iter().map(|p| p[i].as_str()).collect();
            lines.push(parts.join(&" ".repeat(gap)).trim_end().to_string());
        }
    }
    lines
}

/// Plane `p` (0 for plane 1): its name, the columns' numbers, its rows;
/// `compact`, two characters a cell (its left mark and letter: the right
/// mark only repeats the left) and a row's `>` in place of its number.
fn plane(scene: &CubeScene, p: usize, colour: bool, compact: bool) -> Vec<String> {
    let typed = |n: Option<u8>, at: usize| n == Some(at as u8 + 1);
    let title = format!("{}plane {}", pointer(typed(scene.typed_plane, p)), p + 1);
    let (width, numbers) = match compact {
        true => (COMPACT_PLANE_WIDTH, "  1 2 3 4"),
        false => (PLANE_WIDTH, "   1  2  3  4"),
    };
    // Padding stays outside the colour codes, so a line's end trims.
    let pad = |text: &str, ink: Ink| {
        let room = width - text.chars().count();
        format!("{}{}", paint(text, ink, colour), " ".repeat(room))
    };
    let mut lines = vec![pad(&title, Ink::Strong), pad(numbers, Ink::Muted)];
    for row in 0..4 {
        let lit = typed(scene.typed_plane, p) && typed(scene.typed_row, row);
        let label = match (compact, lit) {
            (true, true) => ">".to_string(),
            (true, false) => (row + 1).to_string(),
            (false, _) => format!("{}{}", pointer(lit), row + 1),
        };
        let cells: String = (0..4)
            .filter_map(|col| Cell::from_index(16 * p + 4 * row + col))
            .map(|c| {
                let mut cell = cell(scene, c, colour);
                if compact {
                    cell.pop();
                }
                cell
            })
            .collect();
        let end = if compact { "" } else { " " };
        lines.push(format!("{}{cells}{end}", paint(&label, Ink::Muted, colour)));
    }
    lines
}

fn pointer(on: bool) -> &'static str {
    if on {
        ">"
    } else {
        " "
    }
}

/// One cell's three characters.
fn cell(scene: &CubeScene, c: Cell, colour: bool) -> String {
    let won = scene.win.is_some_and(|line| line.0 & c.bit() != 0);
    let (letter, ink) = match scene.cells[c.index()] {
        Some(Mark::X) => ("X", if won { Ink::Win } else { Ink::X }),
        Some(Mark::O) => ("O", if won { Ink::Win } else { Ink::O }),
        None if scene.hint == Some(c) => ("?", Ink::Strong),
        None => (".", Ink::Muted),
    };
    let (left, right) = match (scene.cursor == Some(c), won, scene.last_move == Some(c)) {
        (true, _, _) => ("[", "]"),
        (_, true, _) => ("*", "*"),
        (_, _, true) => ("(", ")"),
        _ => (" ", " "),
    };
    format!("{left}{}{right}", paint(letter, ink, colour))
}

#[cfg(test)]
#[path = "cube_tests.rs"]
mod tests;
