//! The proof-number search that made Qubic's opening book
//! (examples/support/qubic_solver.rs, not part of the game), on small
//! positions: what it proves, the books it writes, and that the checker
//! the game ships (`ttt::qubic::prove::verify`) refuses those books holed
//! or changed.

// The progress report and its clock are the example's alone.
#[allow(dead_code)]
#[path = "../../examples/support/qubic_solver.rs"]
mod solver;

use solver::{Proof, Solver};
use std::collections::HashMap;
use ttt::core::square::Mark;
use ttt::qubic::position::Position;
use ttt::qubic::prove::{look, normal, verify, Look, Masks};

fn key_of(text: &str) -> Masks {
    let p = Position::parse(text).expect("a position");
    (p.mask(Mark::X), p.mask(Mark::O))
}

/// X to move, no sequence of threats wins at once, and the search proves
/// a win in a few thousand positions (from a game of hard against medium).
const WON: &str = "x__x_o_____o____/______o_________/_________x______/________________";

/// X to move, and O has a sequence of threats X cannot stop (from a game
/// of medium against hard).
const LOST: &str = "__________x____o/x___________x_x_/_____________o__/________x___oo_o";

#[test]
fn the_solver_proves_a_won_position_and_its_book_verifies() {
    let key = key_of(WON);
    assert!(
        matches!(look(key, false), Look::Moves(_)),
        "no threat sequence wins at once"
    );
    let mut solver = Solver::new(200_000, None);
    assert_eq!(solver.solve(key), Proof::Proved);
    let book = solver.book(normal(key)).expect("a book");
    assert!(!book.is_empty());
    let verified = verify(key, &book);
    assert_eq!(verified.failure, None);
    assert!(verified.positions > book.len() as u64);
}

#[test]
fn the_solver_does_not_prove_a_lost_position() {
    let mut solver = Solver::new(200_000, None);
    assert_eq!(solver.solve(key_of(LOST)), Proof::Disproved);
    assert!(verify(key_of(LOST), &HashMap::new()).failure.is_some());
}

#[test]
fn the_solver_stops_at_its_node_limit() {
    let mut solver = Solver::new(50, None);
    assert_eq!(solver.solve((0, 0)), Proof::Unfinished);
    assert!(solver.book((0, 0)).is_none());
}

#[test]
fn the_solver_goes_on_from_where_its_limit_stopped_it() {
    // One expansion: the root's, stopped before its children.
    let key = key_of(WON);
    let mut solver = Solver::new(1, None);
    assert_eq!(solver.solve(key), Proof::Unfinished);
    let (proof, _) = solver.numbers(normal(key)).expect("the root entered");
    assert!(proof > 0, "not proved yet");
    let (expanded, positions) = (solver.expanded, solver.positions());
    solver.allow(200_000, None);
    assert_eq!(solver.solve(key), Proof::Proved);
    assert_eq!(solver.numbers(normal(key)).map(|n| n.0), Some(0));
    assert!(solver.expanded > expanded && solver.positions() > positions);
}

#[test]
fn the_verifier_rejects_a_corrupted_book() {
    let key = key_of(WON);
    let mut solver = Solver::new(200_000, None);
    solver.solve(key);
    let book = solver.book(normal(key)).expect("a book");
    // Without any one of its moves the proof has a hole.
    for position in book.keys() {
        let mut holed = book.clone();
        holed.remove(position);
        let failure = verify(key, &holed).failure.expect("a hole found");
        assert_eq!(failure.1, "X's move is not in the book");
    }
    // A move onto a taken cell, and every other move: either the
    // verifier rejects it or the solver, asked afresh, proves it wins.
    let root = normal(key);
    let first = book[&root];
    let taken = (root.0 | root.1).trailing_zeros() as u8;
    let mut wrong = book.clone();
    wrong.insert(root, taken);
    assert!(verify(key, &wrong).failure.is_some());
    let mut rejected = 0;
    for cell in (0..64).filter(|&c| (root.0 | root.1) & 1 << c == 0 && c != first) {
        let mut wrong = book.clone();
        wrong.insert(root, cell);
        if verify(key, &wrong).failure.is_some() {
            rejected += 1;
            continue;
        }
        let mut again = Solver::new(200_000, None);
        assert_eq!(again.solve((root.0 | 1 << cell, root.1)), Proof::Proved);
    }
    assert!(rejected > 40, "most other moves do not win: {rejected}");
}
