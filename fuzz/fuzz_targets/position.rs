//! Position text, as `ttt move POSITION [SIDE]`, `--position` and the
//! learner's file read it. The input is the position, then (after a
//! newline) the side. What must hold: no panic; every refusal is one line;
//! a board that parses is written back as text that parses to it again;
//! a playable position is unfinished, its side is the side to move, and
//! it is refused under a rule variant exactly when that variant's wins
//! finish it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ttt::core::board::Rules;
use ttt::core::position::{parse_board, parse_playable_under};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (position, side) = match text.split_once('\n') {
        Some((position, side)) => (position, Some(side)),
        None => (text, None),
    };
    let board = parse_board(position);
    match &board {
        Ok(board) => {
            assert_eq!(position.chars().count(), 9);
            assert_eq!(parse_board(&board.to_string()).as_ref(), Ok(board));
        }
        Err(e) => assert_eq!(e.to_string().lines().count(), 1, "{e}"),
    }
    for rules in Rules::ALL {
        match parse_playable_under(position, side, rules) {
            Ok((playable, to_move)) => {
                let board = board.as_ref().expect("a playable position is a board");
                assert_eq!(playable, board.under(rules));
                assert!(!playable.is_finished());
                assert_eq!(to_move, playable.to_move());
                if let Some(side) = side {
                    assert_eq!(side.to_ascii_lowercase(), to_move.to_string());
                }
            }
            Err(e) => {
                assert_eq!(e.to_string().lines().count(), 1, "{e}");
                if let Ok(board) = &board {
                    let side_wrong = side.is_some_and(|s| {
                        s.to_ascii_lowercase() != board.under(rules).to_move().to_string()
                    });
                    assert!(board.under(rules).is_finished() || side_wrong, "{e}");
                }
            }
        }
    }
});
