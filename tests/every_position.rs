//! Claims about every position, proved by walking all 5478 reachable ones.

use std::collections::HashMap;
use ttt::core::board::{Board, Mark, Outcome, Square};
use ttt::core::position::{playable_positions, reachable_positions};
use ttt::core::rng::Rng;
use ttt::strategy::prove::prove;
use ttt::strategy::{logo, scheme, Memory, Opponent, Outlook, Rule};

#[test]
fn there_are_5478_reachable_positions_4520_with_a_move_due() {
    assert_eq!(reachable_positions().len(), 5478);
    assert_eq!(playable_positions().len(), 4520);
}

/// A memory that forbids something in many positions, to exercise the
/// learner's other paths.
fn busy_memory() -> Memory {
    let mut memory = Memory::new();
    for (i, board) in playable_positions().iter().enumerate() {
        for sq in board
            .free_squares()
            .filter(|sq| (sq.number() as usize + i).is_multiple_of(3))
        {
            memory.forbid(*board, sq);
        }
    }
    memory
}

#[test]
fn every_opponent_returns_a_free_square_wherever_a_move_is_due() {
    let memories = [Memory::new(), busy_memory()];
    let mut rng = Rng::seeded(7);
    for board in playable_positions() {
        let me = board.to_move();
        for opponent in Opponent::COMPUTERS {
            for memory in &memories {
                let decision = opponent.decide(&board, me, memory, &mut rng);
                let Some(decision) = decision else {
                    panic!("{opponent} gave no move in {board}");
                };
                assert!(
                    board.is_free(decision.square),
                    "{opponent} in {board}: {decision}"
                );
            }
        }
    }
}

#[test]
fn opponents_with_a_win_rule_win_whenever_they_can() {
    let memory = busy_memory();
    let mut rng = Rng::seeded(3);
    let wins = |board: &Board, me: Mark, sq: Square| board.with(sq, me).has_won(me);
    for board in playable_positions() {
        let me = board.to_move();
        if !board.free_squares().any(|sq| wins(&board, me, sq)) {
            continue;
        }
        for opponent in [
            Opponent::Logo,
            Opponent::Scheme,
            Opponent::Dawson,
            Opponent::Perfect,
            Opponent::Learner,
        ] {
            let decision = opponent
                .decide(&board, me, &memory, &mut rng)
                .expect("a move is due");
            assert!(
                wins(&board, me, decision.square),
                "{opponent} missed a win in {board}: {decision}"
            );
        }
    }
}

#[test]
fn logo_scheme_and_perfect_never_lose_on_either_side() {
    for opponent in [Opponent::Logo, Opponent::Scheme, Opponent::Perfect] {
        for side in [Mark::X, Mark::O] {
            let proof = prove(opponent, side, &Memory::new()).expect("a computer opponent");
            assert_eq!(proof.lost, 0, "{proof}");
            assert!(proof.games > 0 && proof.won > 0, "{proof}");
        }
    }
}

/// Replays a lost game and checks it is real: every move legal, every move of
/// the opponent the one it chooses, and the other side wins at the end.
fn check_lost_game(opponent: Opponent, side: Mark) -> String {
    let proof = prove(opponent, side, &Memory::new()).expect("a computer opponent");
    let game = proof
        .losing_game
        .clone()
        .unwrap_or_else(|| panic!("{opponent} never loses: {proof}"));
    let mut board = Board::empty();
    let mut rng = Rng::seeded(0);
    for &(mover, sq) in &game {
        assert_eq!(mover, board.to_move());
        if mover == side {
            let choice = opponent
                .decide(&board, side, &Memory::new(), &mut rng)
                .expect("a move is due");
            assert_eq!(
                choice.square, sq,
                "{opponent} would not play {sq} in {board}"
            );
        }
        board
            .place(sq, mover)
            .expect("every move of the line is legal");
    }
    assert_eq!(
        board.outcome(),
        Some(Outcome::Won(side.opponent())),
        "{board}"
    );
    ttt::strategy::prove::game_text(&game)
}

#[test]
fn dawson_can_be_beaten() {
    // Dawson never loses as X, but as O it falls to a fork.
    let x = prove(Opponent::Dawson, Mark::X, &Memory::new()).expect("computer");
    assert_eq!(x.lost, 0, "{x}");
    assert_eq!(
        check_lost_game(Opponent::Dawson, Mark::O),
        "x 1, o 5, x 8, o 3, x 7, o 4, x 9"
    );
}

#[test]
fn hyde_can_be_beaten_on_either_side() {
    assert_eq!(
        check_lost_game(Opponent::Hyde, Mark::X),
        "x 1, o 2, x 3, o 5, x 6, o 8"
    );
    assert_eq!(
        check_lost_game(Opponent::Hyde, Mark::O),
        "x 1, o 2, x 3, o 4, x 5, o 9, x 7"
    );
}

#[test]
fn logo_and_scheme_differ_in_a_handful_of_positions_all_forks() {
    let mut differ = Vec::new();
    for board in playable_positions() {
        let me = board.to_move();
        let (l, s) = (logo::choose(&board, me), scheme::choose(&board, me));
        if l != s {
            let show =
                |d: Option<ttt::strategy::Decision>| d.map(|d| d.to_string()).unwrap_or_default();
            differ.push(format!(
                "{board} {me}: logo {}, scheme {}",
                show(l),
                show(s)
            ));
            assert_eq!(l.map(|d| d.rule), Some(Rule::Fork), "{board}");
            assert_eq!(s.map(|d| d.rule), Some(Rule::Fork), "{board}");
        }
    }
    assert_eq!(differ.len(), 18, "{differ:#?}");
    assert!(differ.contains(&"xoxo_____ x: logo 9 fork, scheme 5 fork".to_string()));
}

/// An independent solver: plain memoised negamax over scores
/// `10 - moves` for a win, `moves - 10` for a loss, 0 for a draw.
struct Oracle(HashMap<Board, i32>);

impl Oracle {
    fn score(&mut self, board: &Board) -> i32 {
        if let Some(&s) = self.0.get(board) {
            return s;
        }
        let me = board.to_move();
        let s = if board.has_won(me.opponent()) {
            -10
        } else if board.is_full() {
            0
        } else {
            let children: Vec<Board> = board.free_squares().map(|sq| board.with(sq, me)).collect();
            children
                .iter()
                .map(|c| {
                    let v = -self.score(c);
                    v - v.signum()
                })
                .max()
                .unwrap_or(0)
        };
        self.0.insert(*board, s);
        s
    }

    /// The value of moving to `sq`, and the traps it sets.
    fn judge(&mut self, board: &Board, sq: Square) -> (i32, usize) {
        let after = board.with(sq, board.to_move());
        let v = -self.score(&after);
        if after.is_finished() {
            return (v - v.signum(), 0);
        }
        let best = self.score(&after).signum();
        let traps = after
            .free_squares()
            .filter(|&r| {
                let w = -self.score(&after.with(r, after.to_move()));
                w.signum() < best
            })
            .count();
        (v - v.signum(), traps)
    }
}

#[test]
fn perfect_plays_the_best_move_with_the_most_traps_in_every_position() {
    let mut oracle = Oracle(HashMap::new());
    for board in playable_positions() {
        let me = board.to_move();
        let decision = Opponent::Perfect
            .decide(&board, me, &Memory::new(), &mut Rng::seeded(0))
            .expect("a move");
        let chosen = oracle.judge(&board, decision.square);
        let best = board
            .free_squares()
            .map(|sq| oracle.judge(&board, sq))
            .max()
            .expect("a free square");
        assert_eq!(chosen, best, "perfect in {board} chose {decision}");
        let Rule::Perfect(plan) = decision.rule else {
            panic!("perfect gave {decision}")
        };
        let outlook = match chosen.0.signum() {
            1 => Outlook::Win,
            0 => Outlook::Draw,
            _ => Outlook::Loss,
        };
        assert_eq!(plan.outlook, outlook, "{board}");
        assert_eq!(plan.traps as usize, chosen.1, "{board}");
    }
}
