//! The words a player is told to use: keys and clicks in the window,
//! keys only in the terminal, taps on a touch screen (a phone has no `?`).

use crate::game::reasons::rule_short;
use crate::game::status::HistoryRow;
use crate::game::test_games::*;
use crate::game::Pointer;

#[test]
fn the_words_name_the_input_the_player_has() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.update(0.0);
    assert_eq!(
        g.status(0.0).turn,
        "Your move (X): press 1-9 or click a square."
    );
    assert!(g.title().ends_with("? help"), "{}", g.title());
    g.set_pointer(Pointer::Keys);
    assert_eq!(g.status(0.0).turn, "Your move (X): press 1-9.");
    g.set_pointer(Pointer::Touch);
    assert_eq!(g.status(0.0).turn, "Your move (X): tap a square.");
    assert_eq!(g.title(), "You (X) vs Logo (O)  \u{b7}  tap Help");
    assert!(!g.title().contains('?'), "no key a phone cannot type");
}

#[test]
fn two_players_on_a_touch_screen_are_told_to_tap() {
    let mut g = game(Opponent::Human, Mark::X, false);
    g.set_pointer(Pointer::Touch);
    g.update(0.0);
    assert_eq!(g.status(0.0).turn, "X to move: tap a square.");
    assert_eq!(g.title(), "X vs O, two players  \u{b7}  tap Help");
}

#[test]
fn the_reset_question_on_a_touch_screen_asks_for_a_tap() {
    use crate::record::scores::Scores;
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.set_scores(Scores::default());
    g.set_pointer(Pointer::Touch);
    g.handle(Command::ResetScores, 0.0);
    assert_eq!(
        g.scores_line(false),
        "Reset all scores to zero? Tap here again: yes; else no."
    );
}

#[test]
fn the_banners_colour_is_how_the_game_went_for_the_person() {
    use crate::core::board::GameResult;
    let start = crate::core::position::parse_board("xx.oo....").expect("a position");
    let won = |opponent| {
        let mut g = Game::new(
            setup(opponent, Mark::X, false),
            start,
            Memory::new(),
            Rng::seeded(1),
        );
        assert_eq!(g.player_result(), None, "the game goes on");
        g.handle(Command::Play(3), 1.0);
        g.player_result()
    };
    assert_eq!(won(Opponent::Logo), Some(GameResult::Won));
    assert_eq!(won(Opponent::Human), None, "two players: no one's colour");
}

#[test]
fn a_finished_game_says_how_to_play_again_in_the_pointer_s_words() {
    let mut g = game(Opponent::Dawson, Mark::X, false);
    play_out(&mut g, &[1, 8, 7, 9], 0.0);
    assert!(g.status(100.0).banner.is_some());
    for (pointer, words) in [
        (Pointer::Mouse, "Play again: N"),
        (Pointer::Keys, "Play again: N"),
        (Pointer::Touch, "Play again: tap New"),
    ] {
        g.set_pointer(pointer);
        assert_eq!(g.status(100.0).turn, words, "{pointer:?}");
    }
    // The review's line takes its place while a move is reviewed.
    g.handle(Command::Review, 101.0);
    assert!(g.status(101.0).turn.starts_with("Reviewing move"));
}

#[test]
fn the_first_time_hint_says_where_help_is_in_the_pointer_s_words() {
    let mut g = game(Opponent::Logo, Mark::X, false);
    g.welcome();
    g.update(0.0);
    for (pointer, words) in [
        (
            Pointer::Mouse,
            "Your move (X): press 1-9 or click a square. ? for help.",
        ),
        (Pointer::Keys, "Your move (X): press 1-9. ? for help."),
        (
            Pointer::Touch,
            "Your move (X): tap a square. Tap Help for help.",
        ),
    ] {
        g.set_pointer(pointer);
        assert_eq!(g.status(0.0).turn, words, "{pointer:?}");
    }
    g.take_events();
    g.handle(Command::Play(5), 1.0);
    let events = g.take_events();
    let welcome = crate::settings::SettingChange::Welcome(false);
    assert!(
        events.contains(&Event::SettingChanged(welcome)),
        "{events:?}"
    );
    g.update(5.0);
    g.update(9.0);
    assert_eq!(g.status(9.0).turn, "Your move (X): tap a square.");
}

#[test]
fn the_history_says_hyde_s_reasons_in_plain_words() {
    let entry = HistoryRow {
        number: 4,
        mark: Mark::O,
        cell: "1".to_string(),
        reason: Some(rule_short(crate::strategy::Rule::Pattern(12))),
        selected: false,
        mistake: false,
    };
    assert_eq!(entry.text(), "4. O 1 blocks a fork");
}

#[test]
fn qubic_s_moves_are_listed_as_plane_row_column() {
    use crate::settings::{GameKind, QubicOpponent};
    let settings = Settings {
        game: GameKind::Qubic,
        qubic_opponent: QubicOpponent::Human,
        speed: Speed::Off,
        ..Settings::default()
    };
    let mut g = Game::new(settings, Board::default(), Memory::new(), Rng::seeded(1));
    for n in [1, 22] {
        g.handle(Command::Play(n), 0.0);
    }
    let rows: Vec<String> = g.history_entries().iter().map(HistoryRow::text).collect();
    assert_eq!(rows, ["1. X 1-1-1", "2. O 2-2-2"]);
}
