//! Tests of the board shapes: the square agrees with the 3×3 game's own
//! tables; the cube has Qubic's 76 lines and 192 symmetries.

use super::*;
use crate::core::rules::Rules;
use crate::core::square::Square;
use crate::core::symmetry::Symmetry;
use std::collections::HashSet;

fn sorted(mut masks: Vec<u64>) -> Vec<u64> {
    masks.sort();
    masks
}

fn moved(line: u64, to: &Permutation) -> u64 {
    (0..64)
        .filter(|i| line & (1 << i) != 0)
        .fold(0, |m, i| m | 1 << to[i])
}

#[test]
fn the_square_has_the_standard_games_lines() {
    let square = Shape::square();
    assert_eq!(square.cells(), 9);
    let standard = Rules::Standard.combinations().iter();
    let standard = sorted(standard.map(|c| u64::from(c.mask())).collect());
    assert_eq!(sorted(square.lines().to_vec()), standard);
}

#[test]
fn the_square_has_the_standard_games_symmetries() {
    let square = Shape::square();
    let core: HashSet<Permutation> = Symmetry::ALL
        .iter()
        .map(|s| Square::all().map(|sq| s.square(sq).index() as u8).collect())
        .collect();
    let shape: HashSet<Permutation> = square.symmetries().iter().cloned().collect();
    assert_eq!(square.symmetries().len(), 8);
    assert_eq!(shape, core);
}

#[test]
fn the_cube_has_76_lines_of_four() {
    let cube = Shape::cube();
    assert_eq!(cube.cells(), 64);
    assert_eq!(cube.lines().len(), 76);
    assert!(cube.lines().iter().all(|l| l.count_ones() == 4));
    assert_eq!(HashSet::<&u64>::from_iter(cube.lines()).len(), 76);
}

#[test]
fn the_cubes_lines_are_48_straight_24_plane_diagonals_and_4_through_the_centre() {
    let cube = Shape::cube();
    let mut by_kind = [0; 4];
    for &line in cube.lines() {
        let cells: Vec<Vec<usize>> = (0..64)
            .filter(|i| line & (1 << i) != 0)
            .map(|i| cube.coordinates(i))
            .collect();
        let varying = (0..3).filter(|&k| cells[0][k] != cells[1][k]).count();
        by_kind[varying] += 1;
    }
    assert_eq!(by_kind, [0, 48, 24, 4]);
}

#[test]
fn corners_and_inner_cells_lie_on_seven_lines_the_rest_on_four() {
    let cube = Shape::cube();
    let is_end = |c: usize| c == 0 || c == 3;
    for cell in 0..64 {
        let coords = cube.coordinates(cell);
        let corner = coords.iter().all(|&c| is_end(c));
        let inner = coords.iter().all(|&c| !is_end(c));
        let expected = if corner || inner { 7 } else { 4 };
        let through = cube.lines().iter().filter(|&&l| l & (1 << cell) != 0);
        assert_eq!(through.count(), expected, "cell {}", cell + 1);
    }
}

#[test]
fn cells_count_by_plane_then_row_then_column() {
    let cube = Shape::cube();
    // Qubic's cell 25 is plane 2, row 3, column 1 (`2-3-1`).
    assert_eq!(cube.coordinates(24), vec![1, 2, 0]);
    assert_eq!(cube.cell_at(&[1, 2, 0]), 24);
    assert!((0..64).all(|c| cube.cell_at(&cube.coordinates(c)) == c));
}

#[test]
fn the_cube_has_192_distinct_symmetries_each_mapping_lines_onto_lines() {
    let cube = Shape::cube();
    let symmetries = cube.symmetries();
    assert_eq!(symmetries.len(), 192);
    assert_eq!(HashSet::<&Permutation>::from_iter(symmetries).len(), 192);
    assert_eq!(symmetries[0], (0..64).collect::<Permutation>());
    let lines = sorted(cube.lines().to_vec());
    for to in symmetries {
        let mut seen = to.clone();
        seen.sort();
        assert_eq!(seen, (0..64).collect::<Permutation>(), "a permutation");
        let images = sorted(lines.iter().map(|&l| moved(l, to)).collect());
        assert_eq!(images, lines, "{to:?}");
    }
}

#[test]
fn the_cubes_symmetries_are_a_group() {
    let cube = Shape::cube();
    let all: HashSet<&Permutation> = cube.symmetries().iter().collect();
    for a in cube.symmetries() {
        for b in cube.symmetries() {
            let both: Permutation = a.iter().map(|&i| b[i as usize]).collect();
            assert!(all.contains(&both), "{a:?} then {b:?}");
        }
    }
}

#[test]
fn the_layer_orders_swap_the_middle_and_turn_inside_out() {
    assert_eq!(
        layer_orders(4),
        [[0, 1, 2, 3], [0, 2, 1, 3], [1, 0, 3, 2], [1, 3, 0, 2]]
    );
    assert_eq!(layer_orders(3), [[0, 1, 2]]);
}
