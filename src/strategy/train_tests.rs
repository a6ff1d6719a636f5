//! Tests of training the learner: partners parse, `can_lose` agrees with
//! `prove`, and what lost and won games teach.

use super::*;
use crate::strategy::prove::prove;
use crate::strategy::{perfect, Outlook};

#[test]
fn partners_parse() {
    assert_eq!(Partner::parse("random"), Ok(Partner::Random));
    assert_eq!(
        Partner::parse("hyde"),
        Ok(Partner::Computer(Opponent::Hyde))
    );
    assert!(Partner::parse("human").is_err());
    assert_eq!(Partner::parse("teacher"), Ok(Partner::Teacher));
    assert!(Partner::parse("nobody").is_err_and(|e| e.ends_with(", or random, or teacher")));
}

#[test]
fn can_lose_agrees_with_prove() {
    let mut memory = Memory::new();
    let mut rng = Rng::seeded(11);
    for n in 0..400 {
        if n % 40 == 0 {
            for side in [Mark::X, Mark::O] {
                let proof = prove(Opponent::Learner, side, Rules::Standard, &memory)
                    .expect("learner is a strategy");
                assert_eq!(
                    can_lose(&memory, Opponent::Learner, side, Rules::Standard),
                    proof.lost > 0,
                    "after {n} games as {side}"
                );
            }
        }
        play_game(
            &mut memory,
            Opponent::Learner,
            side_for_game(n),
            Partner::Random,
            Rules::Standard,
            &mut rng,
        );
    }
}

/// The lessons `memory` holds in positions where `side` is to move.
fn lessons_of(memory: &Memory, side: Mark) -> u32 {
    memory
        .entries()
        .filter(|(board, _)| board.to_move() == side)
        .map(|(_, mask)| mask.count_ones())
        .sum()
}

#[test]
fn a_lost_game_teaches_its_side_a_won_one_the_other_and_a_tie_nothing() {
    let mut rng = Rng::seeded(3);
    let mut memory = Memory::new();
    let mut results = Vec::new();
    for n in 0..300 {
        let side = side_for_game(n);
        let before = memory.lessons();
        let mine = lessons_of(&memory, side);
        let (result, learned) = play_game(
            &mut memory,
            Opponent::Learner,
            side,
            Partner::Random,
            Rules::Standard,
            &mut rng,
        );
        assert_eq!(memory.lessons(), before + learned, "game {n}");
        match result {
            GameResult::Lost => assert!(lessons_of(&memory, side) > mine, "game {n}"),
            GameResult::Won => assert_eq!(lessons_of(&memory, side), mine, "game {n}"),
            GameResult::Tied => assert_eq!(learned, 0, "game {n}"),
        }
        results.push((result, learned));
    }
    assert!(
        results.iter().any(|&r| r.0 == GameResult::Lost)
            && results.contains(&(GameResult::Won, 0))
            && results.iter().any(|&r| r.0 == GameResult::Won && r.1 > 0),
        "{results:?}"
    );
}

#[test]
fn every_lesson_forbids_a_move_that_loses_against_best_play() {
    let mut rng = Rng::seeded(8);
    let mut memory = Memory::new();
    for n in 0..20_000 {
        play_game(
            &mut memory,
            Opponent::Learner,
            side_for_game(n),
            Partner::Random,
            Rules::Standard,
            &mut rng,
        );
    }
    assert!(memory.lessons() > 100, "only {} lessons", memory.lessons());
    for (board, mask) in memory.entries() {
        let forbidden = board
            .free_squares()
            .filter(|sq| mask & (1 << sq.index()) != 0);
        for sq in forbidden {
            let (outlook, _) = perfect::value_of_move(&board, board.to_move(), sq);
            assert_eq!(outlook, Outlook::Loss, "{sq} in {board}");
        }
    }
}

#[test]
fn the_learner_against_itself_learns_from_both_sides() {
    let mut rng = Rng::seeded(5);
    let mut memory = Memory::new();
    let partner = Partner::Computer(Opponent::Learner);
    let decided = (0..60).filter(|&n| {
        play_game(
            &mut memory,
            Opponent::Learner,
            side_for_game(n),
            partner,
            Rules::Standard,
            &mut rng,
        )
        .0 != GameResult::Tied
    });
    assert!(decided.count() > 0 && memory.lessons() > 0);
}

#[test]
fn taught_by_the_teacher_the_learner_is_proven_quickly() {
    let mut memory = Memory::new();
    let mut rng = Rng::seeded(1);
    let games = games_until_proven(
        &mut memory,
        Opponent::Learner,
        Partner::Teacher,
        Rules::Standard,
        &mut rng,
        3000,
    );
    // docs/learning.md: 135 games with seed 1 (median of seeds 1-10: 135),
    // measured again 2026-11-29. Seeded, so the same on every run: the
    // margin is for a deliberate small change to the learner, and the
    // learner before its last change (202 games) fails.
    assert!(games.is_some_and(|n| n <= 150), "{games:?}");
    for side in [Mark::X, Mark::O] {
        let proof = prove(Opponent::Learner, side, Rules::Standard, &memory).expect("a strategy");
        assert_eq!(proof.lost, 0, "{proof}");
    }
}

/// Trains `trainee` from `memory` until it is proven or `max_games` have
/// been played; returns the number of games played. With `rng` seeded, the
/// same every time: this is the measure the documentation quotes.
fn games_until_proven(
    memory: &mut Memory,
    trainee: Opponent,
    partner: Partner,
    rules: Rules,
    rng: &mut Rng,
    max_games: u64,
) -> Option<u64> {
    let mut proven = [Mark::X, Mark::O].map(|side| !can_lose(memory, trainee, side, rules));
    if proven == [true, true] {
        return Some(0);
    }
    for n in 0..max_games {
        let side = side_to_play(n, proven, partner, trainee, memory, rules);
        let (_, learned) = play_game(memory, trainee, side, partner, rules, rng);
        // A game on one side can teach the other (its partner's losing
        // choices): each side's proof is checked afresh.
        if learned > 0 {
            proven = [Mark::X, Mark::O].map(|side| !can_lose(memory, trainee, side, rules));
            if proven == [true, true] {
                return Some(n + 1);
            }
        }
    }
    None
}
