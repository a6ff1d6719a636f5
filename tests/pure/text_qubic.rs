//! `ttt text --game qubic` through a pipe: whole games against Qubic's
//! levels and between two players, each cell typed whole on a line;
//! scored once, in Qubic's own tallies, never the 3×3 opponents'.

use crate::support::scratch::scratch_dir;
use crate::support::text::{count_lines, text_in};
use ttt::core::board::Mark;
use ttt::record::scores::Scores;
use ttt::settings::QubicOpponent;

/// Every cell in plane-row-column order, a line each: each free one is
/// played, each taken one refused, so a game ends before the cells do.
fn every_cell() -> String {
    let mut lines = String::new();
    for p in 1..=4 {
        for r in 1..=4 {
            for c in 1..=4 {
                lines.push_str(&format!("{p}-{r}-{c}\n"));
            }
        }
    }
    lines
}

fn scores(dir: &std::path::Path) -> Scores {
    let store = ttt::data::store::Store::new(Some(dir.to_path_buf()));
    store.peek::<Scores>().0
}

#[test]
fn whole_qubic_games_are_scored_once_in_qubic_s_own_tallies() {
    for (level, opponent) in [
        ("easy", QubicOpponent::Easy),
        ("medium", QubicOpponent::Medium),
        ("hard", QubicOpponent::Hard),
    ] {
        let dir = scratch_dir(&format!("text-qubic-{level}"));
        let run = text_in(&dir, &["--game", "qubic", "--level", level], &every_cell());
        assert_eq!((run.status, run.err.as_str()), (0, ""), "{level}");
        let results: usize = ["You win!", "I win!", "Tie game!"]
            .iter()
            .map(|r| count_lines(&run.out, r))
            .sum();
        assert_eq!(results, 1, "{level}:\n{}", run.out);
        let scores = scores(&dir);
        assert_eq!(scores.qubic(opponent, Mark::X).games(), 1, "{level}");
        assert!(
            scores.iter().all(|(_, _, _, t)| t.games() == 0),
            "no 3×3 tally"
        );
        let settings = std::fs::read_to_string(dir.join("settings.toml")).expect("settings");
        assert!(
            settings.contains(&format!("qubic_opponent = \"{level}\"")),
            "{settings}"
        );
    }
}

#[test]
fn two_players_at_qubic_are_both_scored() {
    let dir = scratch_dir("text-qubic-two");
    let moves = "111\n211\n112\n212\n113\n213\n114\n";
    let run = text_in(&dir, &["--game", "qubic", "--opponent", "human"], moves);
    assert_eq!(run.status, 0, "{}", run.err);
    assert_eq!(count_lines(&run.out, "X wins!"), 1, "{}", run.out);
    assert!(
        run.out.contains("X has 1-1-1, 1-1-2, 1-1-3, 1-1-4."),
        "{}",
        run.out
    );
    let scores = scores(&dir);
    assert_eq!(scores.qubic(QubicOpponent::Human, Mark::X).won, 1);
    assert_eq!(scores.qubic(QubicOpponent::Human, Mark::O).lost, 1);
}
