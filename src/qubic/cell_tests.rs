//! Tests of cells: a cell's number (1..64) and its plane-row-column
//! (`2-3-1` is 25) name the same cell, and bad text names none.

use super::*;

fn check(text: &str, expected: Option<u8>) {
    assert_eq!(Cell::parse(text).map(Cell::number), expected, "{text:?}");
}

#[test]
fn numbers_parse() {
    check("1", Some(1));
    check("64", Some(64));
    check(" 25 ", Some(25));
}

#[test]
fn plane_row_column_parses() {
    check("2-3-1", Some(25));
    check("1-1-1", Some(1));
    check("4-4-4", Some(64));
}

#[test]
fn cells_off_the_cube_do_not_parse() {
    for text in ["0", "65", "", "x", "5-1-1", "1-0-1", "1-1", "1-1-1-1", "-1"] {
        check(text, None);
    }
}

#[test]
fn every_cell_reads_back_from_its_plane_row_column() {
    for cell in Cell::all() {
        let (p, r, c) = cell.plane_row_column();
        assert_eq!(Cell::parse(&format!("{p}-{r}-{c}")), Some(cell));
        assert_eq!(Cell::parse(&cell.to_string()), Some(cell));
    }
}

#[test]
fn a_line_shows_its_cells_lowest_first() {
    let line = Line([1, 22, 43, 64].iter().map(|&n| 1u64 << (n - 1)).sum());
    assert_eq!(line.to_string(), "1-22-43-64");
}
