//! Tests of `book.rs`.

use super::*;

#[test]
fn the_table_lists_every_entry_under_its_side() {
    let text = report();
    let is_position = |l: &&str| l.len() > 11 && l[2..11].chars().all(|c| "xo_".contains(c));
    assert_eq!(text.lines().filter(is_position).count(), entries().len());
    assert!(
        text.contains("  x___o___x       2       2  an edge"),
        "{text}"
    );
    assert!(
        text.contains("  _________       5       1  the centre"),
        "{text}"
    );
}
