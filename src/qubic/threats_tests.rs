//! Tests of the threat-space search: the wins it finds are wins under the
//! real rules, against every reply.

use super::*;
use crate::core::rng::Rng;
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::player::decide;

fn position_of(xs: &[u8], os: &[u8]) -> Position {
    let place = |p: Position, n: &u8, m| p.with(Cell::new(*n).expect("a cell"), m);
    let p = xs
        .iter()
        .fold(Position::default(), |p, n| place(p, n, Mark::X));
    os.iter().fold(p, |p, n| place(p, n, Mark::O))
}

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell")
}

#[test]
fn two_threats_at_once_win_in_one() {
    // X on 2 3 (row 1-2-3-4) and 17 33 (column 1-17-33-49): 1 makes both.
    let p = position_of(&[2, 3, 17, 33], &[8, 30, 47, 59]);
    let win = ForcedWin {
        first: cell(1),
        threats: 1,
    };
    assert_eq!(search(&p, Mark::X, 1000), Verdict::Wins(win));
}

#[test]
fn a_fork_wins_in_one_and_without_it_a_longer_sequence_wins() {
    // X holds 7 11 (column 3-7-11-15) and 19 35 (3-19-35-51): 3 makes
    // two threats at once, 15 and 51.
    let p = position_of(&[7, 11, 19, 35], &[64, 62, 45, 21]);
    assert_eq!(
        search(&p, Mark::X, 1000),
        Verdict::Wins(ForcedWin {
            first: cell(3),
            threats: 1
        })
    );
    // Take that fork away (O on 3): a longer sequence is left, and it
    // holds.
    let p = position_of(&[7, 11, 19, 35, 1], &[64, 62, 45, 21, 3]);
    let Verdict::Wins(win) = search(&p, Mark::X, 100_000) else {
        panic!("no win found")
    };
    assert!(win.threats > 1, "{win:?}");
    assert!(wins_against_every_reply(&p, Mark::X, win.threats + 1));
}

#[test]
fn nothing_to_force_on_an_empty_board() {
    assert_eq!(
        search(&Position::default(), Mark::X, 1000),
        Verdict::NoThreatWin
    );
}

#[test]
fn a_tiny_budget_says_it_does_not_know() {
    // O holds 62 and 64 of the row 61-62-63-64, so it has threats to try.
    let p = position_of(&[7, 11, 19, 35, 1], &[64, 62, 45, 21, 3]);
    assert_eq!(search(&p, Mark::O, 0), Verdict::Unknown);
    assert_ne!(search(&p, Mark::O, 100_000), Verdict::Unknown);
}

/// Whether `attacker`, to move, wins against every reply by following the
/// search: each reply that does not block loses at once to a completion.
fn wins_against_every_reply(p: &Position, attacker: Mark, moves_left: u32) -> bool {
    let mine = p.mask(attacker);
    let theirs = p.mask(attacker.opponent());
    if completions(mine, theirs) != 0 {
        return true;
    }
    let Verdict::Wins(win) = search(p, attacker, 20_000) else {
        return false;
    };
    if moves_left == 0 || p.get(win.first).is_some() {
        return false;
    }
    let after = p.with(win.first, attacker);
    after.free_cells().all(|reply| {
        let answered = after.with(reply, attacker.opponent());
        answered.winner().is_none() && wins_against_every_reply(&answered, attacker, moves_left - 1)
    })
}

#[test]
fn every_win_found_in_real_games_holds_against_every_reply() {
    let mut found = 0;
    for seed in 0..12 {
        let mut rng = Rng::seeded(seed);
        let mut p = Position::default();
        while let Some(d) = decide(&p, QubicOpponent::Easy, &mut rng) {
            let me = p.to_move();
            if let Verdict::Wins(win) = search(&p, me, 20_000) {
                assert!(
                    wins_against_every_reply(&p, me, win.threats + 1),
                    "{p} for {me}: {win:?}"
                );
                found += 1;
            }
            p = p.with(d.cell, me);
        }
    }
    assert!(found >= 10, "only {found} wins found to check");
}
