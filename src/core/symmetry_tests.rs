use super::*;
use crate::core::board::Mark;
use crate::core::position::reachable_positions_under;
use crate::core::rules::Rules;

/// A board made of squares for X and for O, for the tests' fixtures.
pub(crate) fn board_of(xs: &[u8], os: &[u8]) -> Board {
    let place = |b: Board, n: &u8, m| Square::new(*n).map_or(b, |sq| b.with(sq, m));
    let b = xs
        .iter()
        .fold(Board::default(), |b, n| place(b, n, Mark::X));
    os.iter().fold(b, |b, n| place(b, n, Mark::O))
}

#[test]
fn every_symmetry_keeps_every_variants_combinations() {
    for rules in Rules::ALL {
        let mut masks: Vec<u16> = rules.combinations().iter().map(|c| c.mask()).collect();
        masks.sort();
        for s in Symmetry::ALL {
            let mut moved: Vec<u16> = masks.iter().map(|&m| s.mask(m)).collect();
            moved.sort();
            assert_eq!(moved, masks, "{rules} under {s:?}");
        }
    }
}

#[test]
fn the_eight_symmetries_are_a_group() {
    for a in Symmetry::ALL {
        assert!(Symmetry::ALL.contains(&a.inverse()));
        for b in Symmetry::ALL {
            let both = Symmetry::of(a.to.map(|i| b.to[i as usize]));
            assert!(Symmetry::ALL.contains(&both), "{a:?} then {b:?}");
        }
    }
}

#[test]
fn canonical_copies_agree_and_keep_the_outcome() {
    let all = reachable_positions_under(Rules::CornerL);
    for board in &all {
        let (canon, s) = canonical(board);
        assert_eq!(s.board(board), canon);
        assert_eq!(s.inverse().board(&canon), *board);
        assert_eq!(canon.outcome(), board.outcome(), "{board}");
        for t in Symmetry::ALL {
            assert_eq!(canonical(&t.board(board)).0, canon, "{board}");
        }
    }
}

#[test]
fn positions_up_to_symmetry_are_765() {
    // The usual count of essentially different positions, stopping at a win.
    let seen: std::collections::HashSet<Board> = reachable_positions_under(Rules::Standard)
        .iter()
        .map(|b| canonical(b).0)
        .collect();
    assert_eq!(seen.len(), 765);
}

#[test]
fn equivalent_squares_follow_the_boards_own_symmetries() {
    let empty = Board::default();
    let sq = |n| Square::new(n).expect("a square");
    assert_eq!(equivalent_squares(&empty, sq(1)), 0b1_0100_0101);
    assert_eq!(equivalent_squares(&empty, sq(5)), 0b1_0000);
    let x1o5 = board_of(&[1], &[5]);
    assert_eq!(equivalent_squares(&x1o5, sq(2)), 0b1010);
    assert_eq!(canonical(&x1o5).0, canonical(&board_of(&[9], &[5])).0);
}
