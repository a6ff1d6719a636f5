//! Claims about every position, proved by walking all the reachable ones —
//! 5478 under the standard rules, and each rule variant's own count.

use crate::support::oracle::Oracle;
use std::collections::HashMap;
use ttt::core::board::{Board, Mark, Outcome, Rules, Square, INDEX_COUNT};
use ttt::core::position::{playable_positions_under, reachable_positions_under};
use ttt::core::rng::Rng;
use ttt::strategy::prove::prove;
use ttt::strategy::{logo, scheme, Answer, Decision, Memory, Opponent, Outlook, Rule};

/// Whether `board` can arise in play: legal counts, and some last move
/// whose removal leaves a reachable position where nobody had yet won or
/// filled the board. A second way to count what the walk finds.
fn reachable(board: Board, memo: &mut HashMap<Board, bool>) -> bool {
    if board.moves_made() == 0 {
        return true;
    }
    if let Some(&known) = memo.get(&board) {
        return known;
    }
    let last = board.to_move().opponent();
    let found = board.counts_are_legal()
        && Square::all()
            .filter(|&sq| board.get(sq) == Some(last))
            .any(|sq| {
                let others = Square::all().filter(|&other| other != sq);
                let empty = Board::empty_under(board.rules());
                let before = others.fold(empty, |b, s| board.get(s).map_or(b, |m| b.with(s, m)));
                !before.is_finished() && reachable(before, memo)
            });
    memo.insert(board, found);
    found
}

#[test]
fn each_variant_has_its_own_count_of_positions() {
    let expected = [
        (Rules::Standard, 5478, 4520),
        (Rules::NoDiagonals, 5620, 4900),
        (Rules::CornerL, 5242, 4128),
        (Rules::CornerSquare, 5454, 4480),
    ];
    for (rules, all, playable) in expected {
        assert_eq!(reachable_positions_under(rules).len(), all, "{rules}");
        assert_eq!(playable_positions_under(rules).len(), playable, "{rules}");
        let mut memo = HashMap::new();
        let counted = (0..INDEX_COUNT)
            .filter_map(|i| Board::from_index(i, rules))
            .filter(|&b| reachable(b, &mut memo))
            .count();
        assert_eq!(counted, all, "{rules}, counted board by board");
    }
}

/// A memory that forbids something in many positions, to exercise the
/// learner's other paths.
fn busy_memory(rules: Rules) -> Memory {
    let mut memory = Memory::new();
    for (i, board) in playable_positions_under(rules).iter().enumerate() {
        for sq in board
            .free_squares()
            .filter(|sq| (sq.number() as usize + i).is_multiple_of(3))
        {
            memory.forbid(*board, sq);
        }
    }
    memory
}

fn the_move(answer: Option<Answer>, who: impl std::fmt::Display, board: &Board) -> Decision {
    match answer {
        Some(Answer::Move(decision)) => decision,
        other => panic!("{who} in {board} under {}: {other:?}", board.rules()),
    }
}

#[test]
fn every_opponent_answers_wherever_a_move_is_due_and_only_books_break() {
    let mut rng = Rng::seeded(7);
    for rules in Rules::ALL {
        let memories = [Memory::new(), busy_memory(rules)];
        for board in playable_positions_under(rules) {
            let me = board.to_move();
            for opponent in Opponent::COMPUTERS {
                for memory in &memories {
                    match opponent.decide(&board, me, memory, &mut rng) {
                        Some(Answer::Move(d)) => {
                            assert!(board.is_free(d.square), "{opponent} in {board}: {d}")
                        }
                        Some(Answer::Broken(b)) => {
                            let book = [Opponent::Logo, Opponent::Scheme, Opponent::Book]
                                .contains(&opponent);
                            assert!(
                                book && rules == Rules::CornerSquare,
                                "{opponent} {board}: {b}"
                            );
                            let free: Vec<Square> = b.triple.free().collect();
                            assert_eq!(b.triple.free().collect::<Vec<_>>(), free, "{b}");
                            assert!(free.len() == 2 && b.triple.count(b.who) == 2, "{b}");
                            assert!(free.iter().all(|&sq| board.is_free(sq)), "{b}");
                        }
                        None => panic!("{opponent} gave no answer in {board} under {rules}"),
                    }
                }
            }
        }
    }
}

#[test]
fn opponents_with_a_win_rule_win_whenever_they_can() {
    let mut rng = Rng::seeded(3);
    let wins = |board: &Board, me: Mark, sq: Square| board.with(sq, me).has_won(me);
    for rules in Rules::ALL {
        let memory = busy_memory(rules);
        // Under corner-square the books' pair test cannot see a block of
        // four with three marks in it: they may miss such a win (see
        // tests/exercise_10_4.rs).
        let books_see_every_win = rules != Rules::CornerSquare;
        for board in playable_positions_under(rules) {
            let me = board.to_move();
            if !board.free_squares().any(|sq| wins(&board, me, sq)) {
                continue;
            }
            for opponent in Opponent::COMPUTERS {
                let book = [Opponent::Logo, Opponent::Scheme, Opponent::Book].contains(&opponent);
                // MENACE's beads and Samuel's equal first weights know no
                // win rule; Hyde's patterns are checked elsewhere.
                let no_win_rule = [Opponent::Hyde, Opponent::Menace, Opponent::Samuel];
                if no_win_rule.contains(&opponent) || (book && !books_see_every_win) {
                    continue;
                }
                let d = the_move(
                    opponent.decide(&board, me, &memory, &mut rng),
                    opponent,
                    &board,
                );
                assert!(
                    wins(&board, me, d.square),
                    "{opponent} missed a win in {board} under {rules}: {d}"
                );
            }
        }
    }
}

#[test]
fn a_books_win_is_always_a_win_even_under_corner_square() {
    let rules = Rules::CornerSquare;
    for board in playable_positions_under(rules) {
        let me = board.to_move();
        for answer in [logo::choose(&board, me), scheme::choose(&board, me)] {
            if let Some(Answer::Move(d)) = answer {
                let won = board.with(d.square, me).has_won(me);
                assert!(d.rule != Rule::Win || won, "{board}: {d}");
            }
        }
    }
}

/// `prove`'s summary lines for every computer opponent and side under
/// `rules` (the first line of each proof).
fn proofs(rules: Rules) -> Vec<String> {
    let mut lines = Vec::new();
    for opponent in Opponent::COMPUTERS {
        for side in [Mark::X, Mark::O] {
            let proof = prove(opponent, side, rules, &Memory::new()).expect("a computer opponent");
            let text = proof.to_string();
            lines.push(text.lines().next().unwrap_or_default().to_string());
        }
    }
    lines
}

#[test]
fn what_prove_finds_under_each_variant() {
    // docs/variants.md's answer to exercise 10.4 is read from these.
    assert_eq!(
        proofs(Rules::Standard),
        [
            "logo as x: 76 games, 72 won, 4 drawn, 0 lost",
            "logo as o: 457 games, 378 won, 79 drawn, 0 lost",
            "scheme as x: 76 games, 72 won, 4 drawn, 0 lost",
            "scheme as o: 457 games, 378 won, 79 drawn, 0 lost",
            "dawson as x: 94 games, 80 won, 14 drawn, 0 lost",
            "dawson as o: 489 games, 350 won, 127 drawn, 12 lost",
            "hyde as x: 146 games, 92 won, 28 drawn, 26 lost",
            "hyde as o: 721 games, 312 won, 166 drawn, 243 lost",
            "perfect as x: 73 games, 71 won, 2 drawn, 0 lost",
            "perfect as o: 489 games, 376 won, 113 drawn, 0 lost",
            "learner as x: 42048 games, 24720 won, 16384 drawn, 944 lost",
            "learner as o: 33376 games, 13376 won, 16960 drawn, 3040 lost",
            "book as x: 140 games, 132 won, 8 drawn, 0 lost",
            "book as o: 457 games, 346 won, 111 drawn, 0 lost",
            // Fresh boxes and equal weights: nothing learned yet.
            "menace as x: 61514 games, 32527 won, 11002 drawn, 17985 lost",
            "menace as o: 131791 games, 40379 won, 25064 drawn, 66348 lost",
            "samuel as x: 37832 games, 23944 won, 6368 drawn, 7520 lost",
            "samuel as o: 35728 games, 13840 won, 9376 drawn, 12512 lost",
        ]
    );
    assert_eq!(
        proofs(Rules::NoDiagonals)[..4],
        [
            "logo as x: 83 games, 66 won, 17 drawn, 0 lost",
            "logo as o: 649 games, 320 won, 327 drawn, 2 lost",
            "scheme as x: 83 games, 66 won, 17 drawn, 0 lost",
            "scheme as o: 649 games, 320 won, 327 drawn, 2 lost",
        ]
    );
    assert_eq!(
        proofs(Rules::CornerL)[8..10],
        [
            "perfect as x: 54 games, 54 won, 0 drawn, 0 lost",
            "perfect as o: 643 games, 430 won, 161 drawn, 52 lost",
        ]
    );
    assert_eq!(
        proofs(Rules::CornerSquare)[..4],
        [
            "logo as x: 48 games, 40 won, 0 drawn, 0 lost, 8 broken",
            "logo as o: 391 games, 310 won, 46 drawn, 4 lost, 31 broken",
            "scheme as x: 48 games, 40 won, 0 drawn, 0 lost, 8 broken",
            "scheme as o: 391 games, 310 won, 46 drawn, 4 lost, 31 broken",
        ]
    );
}

#[test]
fn perfect_never_loses_where_the_game_is_not_lost_from_the_start() {
    for rules in Rules::ALL {
        let start = ttt::strategy::perfect::value_of(&Board::empty_under(rules)).0;
        for side in [Mark::X, Mark::O] {
            let proof = prove(Opponent::Perfect, side, rules, &Memory::new()).expect("a strategy");
            let lost_from_the_start = (side == Mark::O && start == Outlook::Win)
                || (side == Mark::X && start == Outlook::Loss);
            assert_eq!(proof.lost == 0, !lost_from_the_start, "{proof}");
        }
    }
}

/// Replays a lost game and checks it is real: every move legal, every move of
/// the opponent the one it chooses, and the other side wins at the end.
fn check_lost_game(opponent: Opponent, side: Mark, rules: Rules) -> String {
    let proof = prove(opponent, side, rules, &Memory::new()).expect("a computer opponent");
    let game = proof
        .losing_game
        .clone()
        .unwrap_or_else(|| panic!("{opponent} never loses: {proof}"));
    let mut board = Board::empty_under(rules);
    let mut rng = Rng::seeded(0);
    for &(mover, sq) in &game {
        assert_eq!(mover, board.to_move());
        if mover == side {
            let answer = opponent.decide(&board, side, &Memory::new(), &mut rng);
            let choice = the_move(answer, opponent, &board);
            assert_eq!(
                choice.square, sq,
                "{opponent} would not play {sq} in {board}"
            );
        }
        let legal = board.is_free(sq) && !board.is_finished();
        assert!(legal, "every move of the line is legal");
        board = board.with(sq, mover);
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
    let x = prove(Opponent::Dawson, Mark::X, Rules::Standard, &Memory::new()).expect("computer");
    assert_eq!(x.lost, 0, "{x}");
    assert_eq!(
        check_lost_game(Opponent::Dawson, Mark::O, Rules::Standard),
        "x 1, o 5, x 8, o 3, x 7, o 4, x 9"
    );
}

#[test]
fn hyde_can_be_beaten_on_either_side() {
    assert_eq!(
        check_lost_game(Opponent::Hyde, Mark::X, Rules::Standard),
        "x 1, o 2, x 3, o 5, x 6, o 8"
    );
    assert_eq!(
        check_lost_game(Opponent::Hyde, Mark::O, Rules::Standard),
        "x 1, o 2, x 3, o 4, x 5, o 9, x 7"
    );
}

#[test]
fn the_books_lose_without_diagonals_and_to_a_corner_l() {
    for opponent in [Opponent::Logo, Opponent::Scheme] {
        assert_eq!(
            check_lost_game(opponent, Mark::O, Rules::NoDiagonals),
            "x 6, o 5, x 8, o 1, x 9, o 7, x 3"
        );
        assert_eq!(
            check_lost_game(opponent, Mark::O, Rules::CornerL),
            "x 1, o 5, x 2, o 3, x 4"
        );
    }
}

/// The positions under `rules` where `logo` and `scheme` answer
/// differently, and the rule both gave there.
fn books_differ(rules: Rules) -> (Vec<String>, Rule) {
    let mut differ = Vec::new();
    let mut rules_seen = Vec::new();
    for board in playable_positions_under(rules) {
        let me = board.to_move();
        let (l, s) = (logo::choose(&board, me), scheme::choose(&board, me));
        if l != s {
            let show = |a: Option<Answer>| a.map(|a| a.to_string()).unwrap_or_default();
            differ.push(format!(
                "{board} {me}: logo {}, scheme {}",
                show(l),
                show(s)
            ));
            let rule = |a: Option<Answer>| a.and_then(Answer::decision).map(|d| d.rule);
            assert_eq!(rule(l), rule(s), "{board}");
            rules_seen.extend(rule(l));
        }
    }
    rules_seen.dedup();
    assert_eq!(
        rules_seen.len(),
        1,
        "one rule parts them under {rules}: {rules_seen:?}"
    );
    (differ, rules_seen[0])
}

#[test]
fn logo_and_scheme_differ_in_a_handful_of_positions() {
    // `find.fork` takes the first repeated digit, `pivots` the lowest.
    let (differ, rule) = books_differ(Rules::Standard);
    assert_eq!((differ.len(), rule), (18, Rule::Fork), "{differ:#?}");
    assert!(differ.contains(&"xoxo_____ x: logo 9 fork, scheme 5 fork".to_string()));
    assert_eq!(books_differ(Rules::CornerL).0.len(), 42);
    assert_eq!(books_differ(Rules::CornerSquare).0.len(), 72);
    // Without diagonals they part on advance instead: when the opponent
    // has no singles, Logo's `best.move` takes the first free square of
    // the triple and Scheme's `best-square` the last, which the diagonals
    // never let happen in the standard game.
    let (differ, rule) = books_differ(Rules::NoDiagonals);
    assert_eq!((differ.len(), rule), (108, Rule::Advance));
    assert!(differ.contains(&"oxo_oxx__ x: logo 8 advance, scheme 9 advance".to_string()));
}

#[test]
fn perfect_plays_the_best_move_with_the_most_traps_in_every_position() {
    let mut oracle = Oracle::new();
    for rules in Rules::ALL {
        for board in playable_positions_under(rules) {
            let me = board.to_move();
            let answer = Opponent::Perfect.decide(&board, me, &Memory::new(), &mut Rng::seeded(0));
            let decision = the_move(answer, "perfect", &board);
            let chosen = oracle.judge(&board, decision.square);
            let best = board
                .free_squares()
                .map(|sq| oracle.judge(&board, sq))
                .max()
                .expect("a free square");
            assert_eq!(
                chosen, best,
                "perfect in {board} under {rules} chose {decision}"
            );
            let Rule::Perfect(plan) = decision.rule else {
                panic!("perfect gave {decision}")
            };
            let outlook = match chosen.0.signum() {
                1 => Outlook::Win,
                0 => Outlook::Draw,
                _ => Outlook::Loss,
            };
            assert_eq!(plan.outlook, outlook, "{board} under {rules}");
            assert_eq!(plan.traps as usize, chosen.1, "{board} under {rules}");
        }
    }
}
