//! `ttt book`: the `book` opponent's openings, a line per position up to
//! symmetry, with the copies it stands for.

use crate::core::board::Mark;
use crate::core::symmetry::Symmetry;
use crate::strategy::opening_book::entries;
use std::collections::HashSet;

pub fn report() -> String {
    let mut text = String::from(
        "Harvey's book: the first two moves of each side, up to symmetry;\n\
         after it, Logo's rules with the diagonals tried first.\n",
    );
    for (side, heading) in [
        (Mark::X, "moving first (x)"),
        (Mark::O, "moving second (o)"),
    ] {
        text += &format!("\n{heading}\n  position   answer  copies  why\n");
        for entry in entries().iter().filter(|e| e.position.to_move() == side) {
            let copies: HashSet<_> = Symmetry::ALL
                .iter()
                .map(|s| s.board(&entry.position))
                .collect();
            text += &format!(
                "  {}  {:>6}  {:>6}  {}\n",
                entry.position,
                entry.answer.number(),
                copies.len(),
                entry.why
            );
        }
    }
    text
}

#[cfg(test)]
#[path = "book_tests.rs"]
mod tests;
