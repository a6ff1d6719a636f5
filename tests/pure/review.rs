//! The review of a game: the books' own examples of a lost game, and every
//! finished game reachable against `logo` reviewed and checked against an
//! independent solver — each move's value before and after it, and
//! `mistake` on exactly the moves that made the mover's outcome worse.

use crate::support::oracle::Oracle;
use crate::support::sq;
use ttt::core::board::{Board, Mark, Rules, Square};
use ttt::core::rng::Rng;
use ttt::strategy::perfect::Outlook;
use ttt::strategy::review::{first_mistakes, parse_moves, review, ReviewError};
use ttt::strategy::{Memory, Opponent};

fn reviewed(moves: &str) -> Vec<ttt::strategy::review::Reviewed> {
    let words: Vec<&str> = moves.split_whitespace().collect();
    let squares = parse_moves(&words, Rules::Standard).expect("legal moves");
    review(Board::default(), &squares).expect("reviewable")
}

#[test]
fn the_logo_chapter_s_block_that_lets_x_fork_again() {
    // CSLS ch. 6: after x 5, o 1, x 9, O blocks X's fork at 6 — and X
    // forks at 8 anyway (258 and 789). O should have taken a corner, 7.
    let r = reviewed("x5 o1 x9 o6 x8 o2 x7");
    let mistakes: Vec<usize> = r
        .iter()
        .filter(|m| m.is_mistake())
        .map(|m| m.number)
        .collect();
    assert_eq!(mistakes, [4], "only O's 6");
    let o6 = &r[3];
    assert_eq!(
        (o6.before.outlook, o6.after.outlook),
        (Outlook::Draw, Outlook::Loss)
    );
    assert!(
        [3, 7].contains(&o6.best.square.number()),
        "a corner holds: {}",
        o6.best
    );
    let [x, o] = first_mistakes(&r);
    assert!(x.is_none() && o.map(|m| m.number) == Some(4));
}

#[test]
fn simply_scheme_x_o_x_where_o_must_take_an_edge() {
    // Simply Scheme ch. 10: in x___o___x, O must move to an edge; a corner
    // lets X fork.
    let r = reviewed("1 5 9 3");
    assert!(r[3].is_mistake(), "o 3, a corner, loses");
    assert_eq!(r[3].after.outlook, Outlook::Loss);
    assert!(
        [2, 4, 6, 8].contains(&r[3].best.square.number()),
        "an edge: {}",
        r[3].best
    );
    let edge = reviewed("1 5 9 2");
    assert!(!edge[3].is_mistake(), "o 2, an edge, holds the draw");
    assert_eq!(edge[3].after.outlook, Outlook::Draw);
}

#[test]
fn bad_move_lists_say_what_is_wrong() {
    let parse = |s: &str| parse_moves(&s.split_whitespace().collect::<Vec<_>>(), Rules::Standard);
    assert_eq!(
        parse("5 5"),
        Err(ReviewError::Occupied {
            number: 2,
            square: sq(5)
        })
    );
    assert_eq!(
        parse("1 4 2 5 3 6"),
        Err(ReviewError::AfterTheEnd {
            number: 6,
            square: sq(6)
        })
    );
    assert_eq!(
        parse("5 0"),
        Err(ReviewError::NotAMove {
            number: 2,
            word: "0".into()
        })
    );
    assert_eq!(
        parse("5 x"),
        Err(ReviewError::NotAMove {
            number: 2,
            word: "x".into()
        })
    );
    assert_eq!(
        parse("5 12"),
        Err(ReviewError::NotAMove {
            number: 2,
            word: "12".into()
        })
    );
    assert_eq!(
        parse("o5"),
        Err(ReviewError::WrongMark {
            number: 1,
            given: Mark::O,
            to_move: Mark::X
        })
    );
    assert_eq!(parse(""), Err(ReviewError::Empty));
    assert_eq!(parse("x5 o1 x9").map(|m| m.len()), Ok(3));
}

/// Every finished game with `logo` on `side`, against every reply.
fn games_against_logo(side: Mark) -> Vec<Vec<Square>> {
    fn walk(board: Board, side: Mark, line: &mut Vec<Square>, games: &mut Vec<Vec<Square>>) {
        if board.outcome().is_some() {
            games.push(line.clone());
            return;
        }
        let mover = board.to_move();
        let squares: Vec<Square> = if mover == side {
            let answer = Opponent::Logo.decide(&board, mover, &Memory::new(), &mut Rng::seeded(0));
            answer
                .and_then(|a| a.decision())
                .map(|d| d.square)
                .into_iter()
                .collect()
        } else {
            board.free_squares().collect()
        };
        for sq in squares {
            line.push(sq);
            walk(board.with(sq, mover), side, line, games);
            line.pop();
        }
    }
    let mut games = Vec::new();
    walk(Board::default(), side, &mut Vec::new(), &mut games);
    games
}

fn outlook(score: i32) -> Outlook {
    match score.signum() {
        1 => Outlook::Win,
        0 => Outlook::Draw,
        _ => Outlook::Loss,
    }
}

#[test]
fn every_game_against_logo_reviews_as_the_solver_values_it() {
    let mut oracle = Oracle::new();
    let mut counts = Vec::new();
    for side in [Mark::X, Mark::O] {
        let games = games_against_logo(side);
        let mut logo_mistakes = 0;
        for game in &games {
            let r = review(Board::default(), game).expect("a real game");
            assert_eq!(r.len(), game.len());
            let mut board = Board::default();
            for (m, &square) in r.iter().zip(game) {
                let best = board
                    .free_squares()
                    .map(|s| oracle.judge(&board, s).0)
                    .max()
                    .expect("a move");
                let played = oracle.judge(&board, square).0;
                assert_eq!(
                    (m.before.outlook, m.after.outlook),
                    (outlook(best), outlook(played)),
                    "{game:?} move {}",
                    m.number
                );
                assert_eq!(
                    m.is_mistake(),
                    outlook(played) < outlook(best),
                    "{game:?} move {}",
                    m.number
                );
                logo_mistakes += usize::from(m.mark == side && m.is_mistake());
                board = board.with(square, board.to_move());
            }
        }
        counts.push((games.len(), logo_mistakes));
    }
    // As in `ttt prove`: 76 games with logo as X, 457 as O; logo never
    // throws a result away.
    assert_eq!(counts, [(76, 0), (457, 0)]);
}
