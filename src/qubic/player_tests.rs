//! Tests of Qubic's opponents: each rule on a small position, with its
//! reason word for word, and matches between levels.

use super::*;

fn position_of(xs: &[u8], os: &[u8]) -> Position {
    let place = |p: Position, n: &u8, m| p.with(Cell::new(*n).expect("a cell"), m);
    let p = xs
        .iter()
        .fold(Position::default(), |p, n| place(p, n, Mark::X));
    os.iter().fold(p, |p, n| place(p, n, Mark::O))
}

fn check(p: Position, level: QubicOpponent, expected: &str) {
    let d = decide(&p, level, &mut Rng::seeded(1)).expect("a move");
    assert_eq!(
        format!("{} {}", d.cell, d.reason),
        expected,
        "{level:?} at {p}"
    );
}

#[test]
fn every_level_wins_when_it_can() {
    let p = position_of(&[1, 2, 3], &[17, 33, 60]);
    for level in QubicOpponent::LEVELS {
        let d = decide(&p, level, &mut Rng::seeded(1)).expect("a move");
        assert_eq!(
            (
                d.cell.number(),
                d.reason.to_string().starts_with("wins: 1-2-3-4")
            ),
            (4, true)
        );
    }
    check(p, QubicOpponent::Easy, "4 wins: 1-2-3-4");
}

#[test]
fn every_level_blocks_a_line() {
    let p = position_of(&[1, 22, 43], &[2, 3]);
    check(p, QubicOpponent::Easy, "64 blocks your line 1-22-43-64");
    check(p, QubicOpponent::Hard, "64 blocks your line 1-22-43-64");
    // X can finish 1-22-43-64 and 1-5-9-13.
    let two = position_of(&[1, 22, 43, 5, 9], &[2, 3, 4, 6]);
    let d = decide(&two, QubicOpponent::Medium, &mut Rng::seeded(1)).expect("a move");
    assert!([13, 64].contains(&d.cell.number()), "{d:?}");
    assert!(
        d.reason.to_string().ends_with(", but you have another"),
        "{d:?}"
    );
}

#[test]
fn medium_forks_and_blocks_forks() {
    let p = position_of(&[2, 3, 17, 33], &[8, 30, 47, 59]);
    check(
        p,
        QubicOpponent::Medium,
        "1 forks: two threats at once, 1-17-33-49 and 1-2-3-4",
    );
    check(p, QubicOpponent::Hard, "1 forces: two threats at once");
    let theirs = position_of(&[2, 3, 17, 33, 60], &[8, 30, 47, 59]);
    check(theirs, QubicOpponent::Medium, "1 blocks your fork at 1");
}

#[test]
fn hard_finds_a_forced_win_by_threats() {
    let p = position_of(&[7, 11, 19, 35], &[64, 62, 45, 21]);
    check(p, QubicOpponent::Hard, "3 forces: two threats at once");
}

#[test]
fn unbeatable_says_no_proof_backs_it_unless_one_does() {
    let p = position_of(&[1, 2, 3], &[17, 33, 60]);
    let said = match proof_is_complete() {
        true => "4 wins: 1-2-3-4",
        false => {
            "4 wins: 1-2-3-4; no proof backs unbeatable yet, so this is hard's search, run longer"
        }
    };
    check(p, QubicOpponent::Unbeatable, said);
    let o = position_of(&[1, 22, 43], &[2, 3]);
    check(
        o,
        QubicOpponent::Unbeatable,
        "64 blocks your line 1-22-43-64; as O nothing is unbeatable, for X can always win at Qubic",
    );
}

#[test]
fn nobody_moves_in_a_finished_game() {
    let won = position_of(&[1, 2, 3, 4], &[17, 33, 49]);
    assert_eq!(decide(&won, QubicOpponent::Hard, &mut Rng::seeded(1)), None);
}

/// Plays one game, `x` against `o`; the winner, if any.
fn play(x: QubicOpponent, o: QubicOpponent, seed: u64) -> Option<Mark> {
    let mut rng = Rng::seeded(seed);
    let mut p = Position::default();
    let level = |p: &Position| match p.to_move() {
        Mark::X => x,
        Mark::O => o,
    };
    while let Some(d) = decide(&p, level(&p), &mut rng) {
        assert_eq!(p.get(d.cell), None, "{d:?} on a taken cell at {p}");
        p = p.with(d.cell, p.to_move());
    }
    p.winner()
}

fn wins(x: QubicOpponent, o: QubicOpponent, side: Mark, games: u64) -> usize {
    (0..games)
        .filter(|&seed| play(x, o, seed) == Some(side))
        .count()
}

// Hard wins all 50 of each of these four matches (seeds 0..50, measured
// 2026-11-29). Seeded, and its search is bounded by a count of positions,
// not by time, so the figures are the same on every run and machine; 48
// leaves room for a deliberate change of a game or two, where the earlier
// bounds (45 and 40) let hard lose up to ten games unseen.

#[test]
fn hard_as_x_beats_easy_at_least_48_of_50() {
    let won = wins(QubicOpponent::Hard, QubicOpponent::Easy, Mark::X, 50);
    assert!(won >= 48, "hard won {won} of 50");
}

/// Hard as O beats easy, which only wins, blocks or plays at random.
#[test]
fn hard_as_o_beats_easy_at_least_48_of_50() {
    let won = wins(QubicOpponent::Easy, QubicOpponent::Hard, Mark::O, 50);
    assert!(won >= 48, "hard won {won} of 50");
}

#[test]
fn hard_as_o_beats_medium_at_least_48_of_50() {
    let won = wins(QubicOpponent::Medium, QubicOpponent::Hard, Mark::O, 50);
    assert!(won >= 48, "hard won {won} of 50");
}

#[test]
fn hard_as_x_beats_medium_at_least_48_of_50() {
    let won = wins(QubicOpponent::Hard, QubicOpponent::Medium, Mark::X, 50);
    assert!(won >= 48, "hard won {won} of 50");
}

#[test]
fn hard_stops_a_forced_win_it_finds_for_you() {
    // O, were it to move, wins by five threats in a row; X's move leaves
    // the search no win for O.
    let p = position_of(&[1, 3, 33], &[49, 52, 55]);
    check(p, QubicOpponent::Hard, "4 stops your win by five threats");
    let after = p.with(Cell::new(4).expect("a cell"), Mark::X);
    assert_eq!(search(&after, Mark::O, HARD_BUDGET), Verdict::NoThreatWin);
}

/// Checks what a reason claims about the position after the move.
fn check_claim(p: &Position, d: &Decision) {
    let me = p.to_move();
    let after = p.with(d.cell, me);
    let budget = HARD_BUDGET;
    match d.reason {
        Reason::Prepares(n) => assert!(
            matches!(search(&after, me, budget / 4), Verdict::Wins(w) if w.threats == n),
            "{p}: {d:?}"
        ),
        Reason::Stops { surely: true, .. } => {
            assert_eq!(
                search(&after, me.opponent(), budget / 4),
                Verdict::NoThreatWin,
                "{p}: {d:?}"
            )
        }
        Reason::Wins(line) => assert_eq!(after.winning_line(me), Some(line), "{p}: {d:?}"),
        _ => {}
    }
}

#[test]
fn what_hard_says_of_its_moves_is_true() {
    let mut said = std::collections::HashSet::new();
    for seed in 0..6 {
        let mut rng = Rng::seeded(seed);
        let mut p = Position::default();
        while let Some(d) = decide(&p, QubicOpponent::Hard, &mut rng) {
            check_claim(&p, &d);
            said.insert(std::mem::discriminant(&d.reason));
            p = p.with(d.cell, p.to_move());
        }
    }
    let prepares = std::mem::discriminant(&Reason::Prepares(1));
    assert!(said.contains(&prepares), "no plan made in six games");
}

/// Plays one game of unbeatable as X against `o` (a level, or at random
/// when `None`); the winner, and every reason unbeatable gave.
fn play_proof(o: Option<QubicOpponent>, seed: u64) -> (Option<Mark>, Vec<String>) {
    let mut rng = Rng::seeded(seed);
    let mut p = Position::default();
    let mut reasons = Vec::new();
    while !p.is_finished() {
        let d = match (p.to_move(), o) {
            (Mark::X, _) => decide(&p, QubicOpponent::Unbeatable, &mut rng).expect("a move"),
            (Mark::O, Some(level)) => decide(&p, level, &mut rng).expect("a move"),
            (Mark::O, None) => random(&p, &mut rng),
        };
        if p.to_move() == Mark::X {
            reasons.push(d.reason.to_string());
        }
        p = p.with(d.cell, p.to_move());
    }
    (p.winner(), reasons)
}

#[test]
fn unbeatable_as_x_wins_every_game_when_the_proof_is_complete() {
    if !proof_is_complete() {
        // Then it says so at every move (above) and is no stronger than
        // hard: nothing to hold it to.
        return;
    }
    let opponents = [
        (None, 60),
        (Some(QubicOpponent::Easy), 30),
        (Some(QubicOpponent::Medium), 30),
        (Some(QubicOpponent::Hard), 10),
    ];
    for (o, games) in opponents {
        for seed in 0..games {
            let (winner, reasons) = play_proof(o, seed);
            assert_eq!(
                winner,
                Some(Mark::X),
                "against {o:?}, seed {seed}: {reasons:?}"
            );
            assert!(
                reasons
                    .iter()
                    .all(|r| !r.contains("no proof") && !r.contains("the proof has no move")),
                "{reasons:?}"
            );
            assert!(reasons[0].starts_with("book: "), "{reasons:?}");
        }
    }
}
