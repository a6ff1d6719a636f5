use super::*;
use crate::core::board::Outcome;
use crate::core::rng::Rng;
use crate::game::input::Dir;
use crate::game::input::{Command, Key};
use crate::game::screens::Screen;
use crate::game::test_games::qubic_game;
use crate::game::Event;
use crate::qubic::cell::Cell;
use crate::record::Played;
use crate::settings::GameKind;
use crate::settings::{QubicOpponent, SettingChange};

fn keys(game: &mut Game, typed: &str, now: f64) {
    for c in typed.chars() {
        let key = match c {
            '0'..='9' => Key::Digit(c as u8 - b'0'),
            '\n' => Key::Enter,
            '<' => Key::Backspace,
            other => Key::Letter(other),
        };
        game.press(key, now);
    }
}

fn cell(n: u8) -> Cell {
    Cell::new(n).expect("a cell 1..64")
}

fn feedback(game: &Game) -> String {
    game.feedback().map(|f| f.text.clone()).unwrap_or_default()
}

#[test]
fn three_digits_play_plane_row_column() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "2", 0.0);
    assert_eq!(game.play::<Position>().typed(), [2]);
    assert_eq!(
        game.status(0.0).turn,
        "X to move: plane 2, now the row (1-4)."
    );
    keys(&mut game, "3", 0.0);
    assert_eq!(
        game.status(0.0).turn,
        "X to move: plane 2, row 3, now the column (1-4)."
    );
    keys(&mut game, "1", 0.0);
    assert_eq!(game.play::<Position>().typed(), [] as [u8; 0]);
    assert_eq!(
        game.play::<Position>().position().get(cell(25)),
        Some(Mark::X)
    );
    assert_eq!(game.take_output(), ["x 25"]);
}

#[test]
fn a_digit_five_to_nine_is_refused_with_a_reason_and_changes_nothing() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "5", 0.0);
    assert_eq!(
        feedback(&game),
        "5 is no plane: plane, row and column are each 1-4."
    );
    keys(&mut game, "19", 0.0);
    assert_eq!(
        feedback(&game),
        "9 is no row: plane, row and column are each 1-4."
    );
    assert_eq!(game.play::<Position>().typed(), [1]);
    assert!(game.play::<Position>().history().is_empty());
}

#[test]
fn backspace_takes_back_a_digit_before_it_undoes() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "111", 0.0);
    keys(&mut game, "12<", 0.0);
    assert_eq!(game.play::<Position>().typed(), [1]);
    assert_eq!(game.play::<Position>().history().len(), 1);
    keys(&mut game, "<<", 0.0);
    assert!(game.play::<Position>().history().is_empty());
}

#[test]
fn a_taken_cell_and_a_finished_game_are_refused() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "111111", 0.0);
    assert_eq!(
        feedback(&game),
        "Not a valid move: cell 1-1-1 (1) is taken."
    );
    assert_eq!(game.play::<Position>().history().len(), 1);
    // X takes the top plane's first row; O plays the second plane.
    keys(&mut game, "211112212113213114", 0.0);
    assert_eq!(game.outcome(), Some(Outcome::Won(Mark::X)));
    assert_eq!(
        game.play::<Position>()
            .position()
            .winning_line(Mark::X)
            .map(|l| l.to_string()),
        Some("1-2-3-4".to_string())
    );
    keys(&mut game, "444", 0.0);
    assert_eq!(feedback(&game), "Not a valid move: the game is over.");
    let finished: Vec<Event> = game.take_events();
    assert!(finished
        .iter()
        .any(|e| matches!(e, Event::Finished(r) if matches!(r.played, Played::Qubic { .. }) && r.outcome == Outcome::Won(Mark::X))));
}

#[test]
fn a_result_played_again_after_undo_is_counted_once() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "111211112212113213114", 0.0);
    let won = |e: &Event| matches!(e, Event::Finished(_));
    assert_eq!(game.take_events().iter().filter(|e| won(e)).count(), 1);
    keys(&mut game, "u", 0.0);
    assert_eq!(
        feedback(&game),
        "Took back x 1-1-4 (4) (the game is already counted). Y redoes."
    );
    assert_eq!(
        game.take_output().last().map(String::as_str),
        Some("undo x 4")
    );
    keys(&mut game, "y", 0.0);
    assert_eq!(feedback(&game), "Played again.");
    assert!(game.is_over() && !game.can_redo());
    keys(&mut game, "u114", 0.0);
    assert_eq!(
        feedback(&game),
        "Played again after Undo: this game was already counted."
    );
    assert_eq!(game.take_events().iter().filter(|e| won(e)).count(), 0);
}

#[test]
fn arrows_move_in_a_plane_and_page_keys_change_plane() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    game.press(Key::Enter, 0.0);
    assert_eq!(game.cursor_of::<Position>(), Cell::new(22));
    game.press(Key::PageDown, 0.0);
    game.press(Key::Arrow(Dir::Right), 0.0);
    game.press(Key::Arrow(Dir::Down), 0.0);
    assert_eq!(game.cursor_of::<Position>(), Cell::parse("3-3-3"));
    for _ in 0..5 {
        game.press(Key::PageUp, 0.0);
    }
    assert_eq!(game.cursor_of::<Position>(), Cell::parse("1-3-3"));
    game.press(Key::Enter, 0.0);
    assert_eq!(
        game.play::<Position>().position().get(cell(11)),
        Some(Mark::X)
    );
}

#[test]
fn the_computer_answers_only_through_a_search_the_front_end_runs() {
    let mut game = qubic_game(QubicOpponent::Hard, Mark::X);
    keys(&mut game, "111", 0.0);
    game.update(0.0);
    assert_eq!(game.search_wanted(0.0), None, "it pauses first");
    assert!(game.is_moving(0.0));
    let search = game.search_wanted(5.0).expect("a search after the pause");
    assert_eq!(search.level, QubicOpponent::Hard);
    // Asked twice, the same search: a worker may start it once.
    assert_eq!(game.search_wanted(5.0), Some(search));
    game.answer(search, search.run(), 5.0);
    assert_eq!(game.play::<Position>().history().len(), 2);
    let last = game.status(5.0).last;
    assert!(last.starts_with("Hard played O "), "{last}");
    // Its reason in its voice, on the feedback line.
    let reason = game.play::<Position>().history()[1]
        .rule
        .clone()
        .expect("a reason");
    assert_eq!(feedback(&game), format!("Hard \u{2014} {reason}."));
    assert_eq!(game.search_wanted(9.0), None);
}

#[test]
fn a_stale_answer_after_undo_is_dropped() {
    let mut game = qubic_game(QubicOpponent::Easy, Mark::X);
    keys(&mut game, "111", 0.0);
    game.update(0.0);
    let search = game.search_wanted(5.0).expect("a search");
    keys(&mut game, "u", 5.0);
    game.answer(search, search.run(), 5.0);
    assert!(game.play::<Position>().history().is_empty());
}

#[test]
fn undo_takes_back_the_reply_too_and_redo_plays_both() {
    let mut game = qubic_game(QubicOpponent::Medium, Mark::X);
    keys(&mut game, "111", 0.0);
    game.update(0.0);
    game.think(5.0);
    assert_eq!(game.play::<Position>().history().len(), 2);
    let reply = game.play::<Position>().history()[1].clone();
    keys(&mut game, "u", 6.0);
    assert!(game.play::<Position>().history().is_empty());
    assert!(game.can_redo());
    keys(&mut game, "y", 7.0);
    assert_eq!(game.play::<Position>().history().len(), 2);
    assert_eq!(game.play::<Position>().history()[1], reply);
}

#[test]
fn as_o_the_computer_opens() {
    let mut game = qubic_game(QubicOpponent::Hard, Mark::O);
    keys(&mut game, "111", 0.0);
    assert!(feedback(&game).starts_with("Wait: it is Hard's move"));
    game.update(0.0);
    game.think(5.0);
    assert_eq!(game.play::<Position>().history().len(), 1);
    assert_eq!(game.play::<Position>().history()[0].mark, Mark::X);
    assert!(game.play::<Position>().history()[0].rule.is_some());
}

#[test]
fn the_hint_is_hard_s_move_with_its_reason() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    // X holds three of the top row: the hint wins.
    keys(&mut game, "111211112212113213", 0.0);
    keys(&mut game, "h", 0.0);
    assert_eq!(
        game.play::<Position>().hint(),
        None,
        "the front end runs the search"
    );
    assert!(game.search_wanted(0.0).is_some_and(|s| s.hint));
    game.think(0.0);
    let hint = game.play::<Position>().hint().expect("a hint");
    assert_eq!(hint.cell, cell(4));
    assert_eq!(
        feedback(&game),
        "Hint: 1-1-4 (4) \u{2014} Hard wins: 1-2-3-4."
    );
}

#[test]
fn a_hint_names_the_other_side_s_line_by_its_mark() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    // O holds three of plane 2's top row; X, to move, must block it.
    keys(&mut game, "111211112212134213", 0.0);
    keys(&mut game, "h", 0.0);
    game.think(0.0);
    assert_eq!(
        feedback(&game),
        "Hint: 2-1-4 (20) \u{2014} Hard blocks O's line 17-18-19-20."
    );
}

#[test]
fn g_switches_the_game_and_asks_first_mid_game() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "111", 0.0);
    keys(&mut game, "g", 0.0);
    assert!(matches!(game.overlay(), Some(Screen::Confirm(..))));
    game.handle(Command::Answer(true), 0.0);
    assert_eq!(game.round().game(), GameKind::TicTacToe);
    assert!(game
        .take_events()
        .contains(&Event::SettingChanged(SettingChange::Game(
            GameKind::TicTacToe
        ))));
    keys(&mut game, "g", 0.0);
    assert_eq!(game.round().game(), GameKind::Qubic);
    assert!(game.play::<Position>().history().is_empty(), "a new game");
}

#[test]
fn any_keys_keep_qubic_legal() {
    let mut rng = Rng::seeded(3);
    let all = "1234567890<\nhuynvgxo";
    for round in 0..40 {
        let mut game = qubic_game(QubicOpponent::ALL[round % 5], Mark::X);
        for step in 0..200 {
            let now = step as f64;
            let c = all.as_bytes()[rng.below(all.len())] as char;
            keys(&mut game, &c.to_string(), now);
            if let Some(Screen::Confirm(..)) = game.overlay() {
                game.handle(Command::Answer(rng.below(2) == 0), now);
            }
            game.update(now);
            game.think(now + 1.0);
            let p = game
                .round()
                .play::<Position>()
                .map_or(Position::default(), |p| p.position());
            let (x, o) = (p.count(Mark::X), p.count(Mark::O));
            assert!(x == o || x == o + 1, "legal counts");
            assert_eq!(p.mask(Mark::X) & p.mask(Mark::O), 0);
        }
    }
}

#[test]
fn the_scores_line_shows_qubic_s_own_tallies() {
    let mut game = qubic_game(QubicOpponent::Hard, Mark::X);
    let mut scores = crate::record::scores::Scores::default();
    scores.add(
        crate::record::Rival::Qubic(QubicOpponent::Hard),
        crate::core::board::Rules::Standard,
        Mark::X,
        crate::core::board::GameResult::Won,
    );
    scores.add(
        crate::record::Rival::TicTacToe(crate::strategy::Opponent::Logo),
        crate::core::board::Rules::Standard,
        Mark::X,
        crate::core::board::GameResult::Lost,
    );
    game.set_scores(scores);
    assert_eq!(
        game.scores_line(false),
        "Qubic vs Hard as X: 1 won, 0 lost, 0 tied"
    );
}

#[test]
fn with_turns_on_a_new_game_after_a_finished_one_swaps_sides() {
    let mut game = qubic_game(QubicOpponent::Easy, Mark::X);
    game.handle(Command::Adjust(crate::game::input::Setting::Starts), 0.0);
    assert_eq!(game.settings().starts, crate::settings::Starts::Alternate);
    let mut now = 0.0;
    while !game.is_over() {
        now += 10.0;
        let free = game
            .play::<Position>()
            .position()
            .free_cells()
            .next()
            .expect("a free cell");
        game.handle(Command::Play(free.number()), now);
        game.update(now);
        game.think(now + 5.0);
    }
    keys(&mut game, "n", now + 20.0);
    assert_eq!(game.settings().side, Mark::O);
    assert!(game.play::<Position>().history().is_empty());
}

#[test]
fn the_cursor_s_cell_is_said_as_it_moves() {
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    keys(&mut game, "\n", 0.0);
    assert!(
        feedback(&game).starts_with("Arrows move the cursor"),
        "{}",
        feedback(&game)
    );
    game.press(Key::Arrow(Dir::Right), 0.0);
    assert_eq!(feedback(&game), "Cell 2-2-3 (23).");
    game.press(Key::PageDown, 0.0);
    assert_eq!(feedback(&game), "Cell 3-2-3 (39).");
}

#[test]
fn unbeatable_is_named_for_what_it_is_on_each_side() {
    // As X it plays the proof: "Unbeatable".
    let game = qubic_game(QubicOpponent::Unbeatable, Mark::O);
    assert!(
        game.title().contains("vs Unbeatable (X)"),
        "{}",
        game.title()
    );
    // As O it is hard looking further, and X can always win: said so.
    let mut game = qubic_game(QubicOpponent::Unbeatable, Mark::X);
    assert!(
        game.title().contains("vs Unbeatable as O (O)"),
        "{}",
        game.title()
    );
    // The person's win as X against it is a win against "Unbeatable as O".
    game.set_position(
        Position::parse(&format!("xxx{}ooo{}", ".".repeat(13), ".".repeat(45)))
            .expect("a position"),
    );
    keys(&mut game, "114", 0.0);
    let banner = game.status(0.0).banner.expect("a result");
    assert!(
        banner.1.starts_with("You beat Unbeatable as O:"),
        "{banner:?}"
    );
}

#[test]
fn on_a_touch_screen_qubic_asks_for_taps_and_the_help_lists_them() {
    use crate::game::input::key_help;
    use crate::game::Pointer;
    let mut game = qubic_game(QubicOpponent::Human, Mark::X);
    assert!(feedback(&game).ends_with("Type plane, row, column (1-4 each)."));
    game.set_pointer(Pointer::Touch);
    assert_eq!(
        feedback(&game),
        "Qubic, two players: X moves first. Tap a cell."
    );
    let help = key_help(GameKind::Qubic, true);
    assert_eq!(help[0], ("tap a cell", "play it"));
    assert!(
        help.iter()
            .all(|(k, _)| !["Esc", "Q, F11", "mouse"].contains(k)),
        "{help:?}"
    );
}
