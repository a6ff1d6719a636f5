//! Tests of the scores page: the tallies and wins in a row, the past games
//! newest first, choosing one and opening it in the review and back.

use super::*;
use crate::core::board::Board;
use crate::game::test_games::*;
use crate::record::scores::Scores;
use crate::record::{Played, Rival};

/// A past game against `opponent` with the person as `side`, from these
/// squares, finished at `finished` seconds.
fn past(opponent: Opponent, side: Mark, squares: &[u8], finished: u64) -> PastGame {
    let mut board = Board::default();
    let moves: Vec<_> = squares.iter().map(|&n| sq(n)).collect();
    for &square in &moves {
        board = board.with(square, board.to_move());
    }
    let outcome = board.outcome().expect("a finished game");
    PastGame {
        finished,
        rival: Rival::TicTacToe(opponent),
        side,
        played: Played::TicTacToe {
            start: Board::default(),
            moves,
        },
        outcome,
        names: Default::default(),
    }
}

/// X wins on the top row; O wins down the middle column; a tie.
const X_WINS: &[u8] = &[1, 4, 2, 5, 3];
const O_WINS: &[u8] = &[1, 2, 4, 5, 9, 8];
const TIE: &[u8] = &[5, 1, 9, 3, 2, 8, 4, 6, 7];

fn with_games(games: &[PastGame]) -> Game {
    let mut scores = Scores::default();
    for g in games {
        let result = GameResult::for_side(g.outcome, g.side);
        scores.add(g.rival, Rules::Standard, g.side, result);
        scores.keep_game(g.clone());
    }
    let mut game = game(Opponent::Logo, Mark::X, false);
    game.set_scores(scores);
    game
}

#[test]
fn wins_in_a_row_are_the_run_going_on_and_the_longest() {
    let games = [
        past(Opponent::Dawson, Mark::X, X_WINS, 1),
        past(Opponent::Dawson, Mark::X, X_WINS, 2),
        past(Opponent::Dawson, Mark::X, X_WINS, 3),
        past(Opponent::Logo, Mark::X, O_WINS, 4),
        past(Opponent::Dawson, Mark::O, X_WINS, 5),
        past(Opponent::Dawson, Mark::O, O_WINS, 6),
    ];
    assert_eq!(win_runs(&games, Rival::TicTacToe(Opponent::Dawson)), (1, 3));
    assert_eq!(win_runs(&games, Rival::TicTacToe(Opponent::Logo)), (0, 0));
    assert_eq!(win_runs(&games, Rival::TicTacToe(Opponent::Hyde)), (0, 0));
}

#[test]
fn the_page_lists_each_opponent_played_by_level_and_the_games_newest_first() {
    let g = with_games(&[
        past(Opponent::Logo, Mark::X, TIE, 1_795_000_000),
        past(Opponent::Dawson, Mark::X, X_WINS, 1_795_000_060),
        past(Opponent::Dawson, Mark::X, X_WINS, 1_795_000_120),
        past(Opponent::Human, Mark::X, O_WINS, 1_795_000_180),
    ]);
    let rows: Vec<String> = g
        .score_rows()
        .iter()
        .map(|r| format!("{}: {}", r.name, r.words))
        .collect();
    assert_eq!(
        rows,
        [
            "Medium: Dawson: 2 won, 0 lost, 0 tied \u{b7} 2 in a row now, best 2",
            "Hard: Logo: 0 won, 0 lost, 1 tied",
            "Two players: X won 0, O won 1, 0 tied",
        ]
    );
    let games: Vec<String> = g
        .past_game_rows()
        .iter()
        .map(|r| format!("{} {}", r.name, r.words))
        .collect();
    assert_eq!(
        games,
        [
            "2026-11-18 11:09 two players: O won in 6 moves",
            "2026-11-18 11:08 vs Dawson as X: you won in 5 moves",
            "2026-11-18 11:07 vs Dawson as X: you won in 5 moves",
            "2026-11-18 11:06 vs Logo as X: a tie in 9 moves",
        ]
    );
}

#[test]
fn a_past_game_opens_in_the_review_and_closing_it_comes_back_to_the_page() {
    let mut g = with_games(&[
        past(Opponent::Dawson, Mark::O, O_WINS, 10),
        past(Opponent::Logo, Mark::X, TIE, 20),
    ]);
    g.handle(Command::Scores, 0.0);
    assert!(matches!(g.overlay(), Some(Screen::Scores(_))));
    // Down to the older game, Dawson's, and open it.
    g.handle(Command::MoveCursor(Dir::Down), 0.0);
    g.handle(Command::MoveCursor(Dir::Down), 0.0);
    g.handle(Command::PlayCursor, 0.0);
    assert_eq!(g.overlay(), None, "the review is drawn on the board");
    assert_eq!(g.reviewed_past().map(|p| p.finished), Some(10));
    assert_eq!(g.shown_board().to_string(), "xo_xo__ox");
    assert_eq!(g.title(), "Past game: You (O) vs Dawson");
    assert_eq!(
        g.scores_line(false),
        "",
        "the scores are the game's, not the past one's"
    );
    let status = g.status(0.0);
    assert_eq!(status.last, "A past game, finished 1970-01-01 00:00 UTC.");
    assert_eq!(status.banner.map(|b| b.0), Some("You win!".to_string()));
    assert_eq!(g.player_result(), Some(GameResult::Won));
    let moves: Vec<String> = g.history_entries().iter().map(|e| e.text()).collect();
    assert_eq!(moves.len(), 6);
    assert!(moves[5].starts_with("6. O 8"), "{moves:?}");
    assert!(
        g.review_lines()[0].starts_with("You played 8 (O)"),
        "{:?}",
        g.review_lines()
    );
    // The game on the board is untouched.
    assert!(g.history().is_empty());
    g.handle(Command::Back, 0.0);
    assert!(matches!(g.overlay(), Some(Screen::Scores(_))));
    assert_eq!(g.reviewed_past(), None);
    g.handle(Command::Back, 0.0);
    assert_eq!(g.overlay(), None);
    assert!(g.accepts_move(0.0));
}

#[test]
fn the_choice_stays_within_the_games_and_a_page_without_games_refuses_politely() {
    let games: Vec<_> = (0..25)
        .map(|i| past(Opponent::Hyde, Mark::X, X_WINS, i))
        .collect();
    let mut g = with_games(&games);
    g.handle(Command::Scores, 0.0);
    let chosen = |g: &Game| match g.overlay() {
        Some(Screen::Scores(chosen)) => *chosen,
        other => panic!("the page is open, not {other:?}"),
    };
    g.handle(Command::Scroll(10), 0.0);
    g.handle(Command::Scroll(10), 0.0);
    g.handle(Command::Scroll(10), 0.0);
    assert_eq!(chosen(&g), 24);
    g.handle(Command::Scroll(-3), 0.0);
    assert_eq!(chosen(&g), 21);
    g.handle(Command::MoveCursor(Dir::Up), 0.0);
    assert_eq!(chosen(&g), 20);
    g.handle(Command::Scroll(-100), 0.0);
    assert_eq!(chosen(&g), 0);
    // A click on a row opens that game.
    g.handle(Command::Pick(7), 0.0);
    assert_eq!(g.reviewed_past().map(|p| p.finished), Some(17));

    let mut empty = game(Opponent::Logo, Mark::X, false);
    empty.set_scores(Scores::default());
    empty.handle(Command::Scores, 0.0);
    assert!(empty.score_rows().is_empty() && empty.past_game_rows().is_empty());
    empty.handle(Command::PlayCursor, 0.0);
    assert_eq!(empty.reviewed_past(), None);
    assert_eq!(feedback(&empty), "No past game there.");
    empty.handle(Command::Scores, 0.0);
    assert_eq!(empty.overlay(), None, "S closes the page");
}

#[test]
fn named_players_are_kept_with_their_games_and_listed_by_name() {
    let mut named = past(Opponent::Human, Mark::X, O_WINS, 1_795_000_000);
    named.names = ["Ann".to_string(), "Bob".to_string()];
    let mut again = past(Opponent::Human, Mark::X, X_WINS, 1_795_000_060);
    again.names = ["Bob".to_string(), "Ann".to_string()];
    let g = with_games(&[named.clone(), again]);
    let rows: Vec<String> = g.past_game_rows().iter().map(|r| r.words.clone()).collect();
    assert_eq!(
        rows,
        [
            "Bob (X) vs Ann (O): Bob won in 5 moves",
            "Ann (X) vs Bob (O): Bob won in 6 moves",
        ]
    );
    let tally = &g.score_rows()[0].words;
    assert!(tally.ends_with("wins by name: Bob 2, Ann 0"), "{tally}");
    let mut scores = Scores::default();
    scores.keep_game(named.clone());
    let text = serde_json::to_string(&scores).expect("saves");
    assert!(text.contains(r#""names":["Ann","Bob"]"#), "{text}");
    let back: Scores = serde_json::from_str(&text).expect("reads");
    assert_eq!(back.games(), [named]);
    // Unnamed games are saved as before, without the key.
    let mut plain = Scores::default();
    plain.keep_game(past(Opponent::Logo, Mark::X, TIE, 5));
    assert!(!serde_json::to_string(&plain)
        .expect("saves")
        .contains("names"));
}

/// A Qubic game against hard that X won along plane 1's first row.
fn qubic_past(finished: u64) -> PastGame {
    use crate::qubic::cell::Cell;
    let moves = [1, 17, 2, 18, 3, 19, 4]
        .iter()
        .filter_map(|&n| Cell::new(n))
        .collect();
    PastGame {
        finished,
        rival: Rival::Qubic(crate::qubic::opponent::QubicOpponent::Hard),
        side: Mark::X,
        played: Played::Qubic {
            start: Default::default(),
            moves,
        },
        outcome: Outcome::Won(Mark::X),
        names: Default::default(),
    }
}

#[test]
fn the_page_lists_qubic_s_tallies_and_games_beside_the_3x3_ones() {
    let g = with_games(&[past(Opponent::Logo, Mark::X, X_WINS, 1), qubic_past(2)]);
    let rows: Vec<String> = g
        .score_rows()
        .iter()
        .map(|r| format!("{}: {}", r.name, r.words))
        .collect();
    assert!(rows.iter().any(|r| r.starts_with("Hard: Logo")), "{rows:?}");
    let qubic = "Qubic: Hard: 1 won, 0 lost, 0 tied \u{b7} 1 in a row now, best 1";
    assert!(rows.contains(&qubic.to_string()), "{rows:?}");
    let games: Vec<String> = g.past_game_rows().iter().map(|r| r.words.clone()).collect();
    assert_eq!(games[0], "Qubic vs Hard as X: you won in 7 moves");
    assert_eq!(games[1], "vs Logo as X: you won in 5 moves");
}

#[test]
fn a_past_game_opens_on_its_own_board_whichever_game_is_on() {
    use crate::settings::GameKind;
    // The 3×3 game on the board, a Qubic game opened: the cube is shown,
    // with the move under review and its result.
    let mut g = with_games(&[past(Opponent::Logo, Mark::X, X_WINS, 1), qubic_past(2)]);
    g.handle(Command::Scores, 0.0);
    g.handle(Command::PlayCursor, 0.0);
    assert_eq!(g.shown_game(), GameKind::Qubic);
    let status = g.status(0.0);
    assert_eq!(status.turn, "Move 7 of 7: X 1-1-4 (4).");
    let (head, line) = status.banner.expect("a banner");
    assert_eq!(head, "You win!");
    // Cells as plane-row-column, as everywhere else in Qubic.
    assert_eq!(line, "You beat Hard: 1-1-1, 1-1-2, 1-1-3, 1-1-4.");
    assert_eq!(
        g.cube_scene(0.0, None).last_move.map(|c| c.number()),
        Some(4)
    );
    assert!(g.title().starts_with("Past Qubic game"), "{}", g.title());
    // Back on the page, Qubic on the board, the 3×3 game opened: the 3×3
    // board is shown, and nothing asks for a plane.
    g.handle(Command::Back, 0.1);
    g.handle(Command::Back, 0.1);
    g.handle(Command::SwitchGame, 0.2);
    assert_eq!(g.round().game(), GameKind::Qubic);
    g.handle(Command::Scores, 0.3);
    g.handle(Command::MoveCursor(Dir::Down), 0.3);
    g.handle(Command::PlayCursor, 0.3);
    assert_eq!(g.shown_game(), GameKind::TicTacToe);
    assert_eq!(g.shown_board().to_string(), "xxxoo____");
    let status = g.status(0.3);
    assert!(
        status.turn.starts_with("Reviewing move 5 of 5"),
        "{}",
        status.turn
    );
    assert!(!status.turn.contains("plane"), "{}", status.turn);
}
