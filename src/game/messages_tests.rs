//! Tests of `messages.rs`.

use super::*;

#[test]
fn results_in_the_logo_programs_words() {
    let table = [
        (Outcome::Won(Mark::X), Mark::X, false, "You win!"),
        (Outcome::Won(Mark::O), Mark::X, false, "I win!"),
        (Outcome::Won(Mark::O), Mark::O, false, "You win!"),
        (Outcome::Tie, Mark::O, false, "Tie game!"),
        (Outcome::Won(Mark::O), Mark::X, true, "O wins!"),
        (Outcome::Won(Mark::X), Mark::O, true, "X wins!"),
        (Outcome::Tie, Mark::X, true, "Tie game!"),
    ];
    for (outcome, side, two, expected) in table {
        assert_eq!(result_line(outcome, side, two), expected);
    }
}

#[test]
fn counts_are_singular_only_for_one() {
    assert_eq!(count(0, "lesson"), "0 lessons");
    assert_eq!(count(1, "new lesson"), "1 new lesson");
    assert_eq!(count(42, "lesson"), "42 lessons");
}

#[test]
fn a_folded_banner_reads_as_two_sentences() {
    let board = crate::core::position::parse_board("xxxoo____").expect("a position");
    let unnamed = [crate::settings::Name::default(); 2];
    let (head, detail) = banner(
        Outcome::Won(Mark::X),
        &board,
        Mark::O,
        crate::record::Rival::TicTacToe(Opponent::Logo),
        unnamed,
    );
    let said = "Logo wins. \u{201c}I win!\u{201d} says Logo: 1 2 3.";
    assert_eq!(banner_line(&head, &detail), said);
    assert_eq!(
        banner_line(TIE, "The board is full."),
        "Tie game! The board is full."
    );
}

#[test]
fn samuel_is_listed_as_trained_by_ttt_train_not_as_learning_in_play() {
    let mut memory = Memory::new();
    let said = |memory: &Memory| opponent_strength(Opponent::Samuel, Rules::Standard, memory);
    let untrained = said(&memory);
    assert_eq!(untrained.name, "Trained: Samuel");
    assert_eq!(
        untrained.subtitle,
        "learns only in ttt train, and is not trained yet"
    );
    let weights = [52, 24, 3, 0, 8, 9, 5, 1, 0];
    memory.samuel.set_weights(Rules::Standard, weights);
    let trained = "taught by ttt train; weighs win, block, safe-advance most";
    assert_eq!(said(&memory).subtitle, trained);
}

#[test]
fn a_beatable_opponent_counts_the_games_it_can_lose_in_plain_words() {
    let hyde = opponent_strength(Opponent::Hyde, Rules::Standard, &Memory::new());
    assert!(hyde.subtitle.starts_with("you can beat it: it loses "));
    assert!(
        hyde.subtitle.ends_with(" possible games"),
        "{}",
        hyde.subtitle
    );
}
