//! What the game says: the Logo program's words for results and bad moves,
//! and Dawson's cocky persona (our own lines, in the spirit of his book's
//! boastful computer, which calls its opponent "human").

use crate::core::board::{Mark, Outcome, Square, SquareKind};
use crate::strategy::{Broken, Decision, Opponent, Rule};

/// The Logo program's answer to a key or click that cannot be played.
pub const NOT_VALID: &str = "not a valid move.";
pub const I_WIN: &str = "I win!";
pub const YOU_WIN: &str = "You win!";
pub const TIE: &str = "Tie game!";

/// The result line, from the human's side `side`; `two_players` names the
/// winner's mark instead of saying "I" and "you".
pub fn result_line(outcome: Outcome, side: Mark, two_players: bool) -> String {
    match outcome {
        Outcome::Tie => TIE.to_string(),
        Outcome::Won(mark) if two_players => {
            format!("{} wins!", mark.letter().to_ascii_uppercase())
        }
        Outcome::Won(mark) if mark == side => YOU_WIN.to_string(),
        Outcome::Won(_) => I_WIN.to_string(),
    }
}

/// Picks one of `lines` by `turn`, so the persona varies but stays
/// deterministic.
fn pick(lines: &[&'static str], turn: usize) -> &'static str {
    lines[turn % lines.len()]
}

/// Dawson's opening boast.
pub fn dawson_greeting(side: Mark) -> &'static str {
    match side {
        Mark::X => "So, human, you want to match wits with a machine? Go first. It won't help.",
        Mark::O => "You let me open? Generous, human. Foolish, but generous.",
    }
}

/// What Dawson says about its own move.
pub fn dawson_move(decision: Decision, turn: usize) -> String {
    let sq = decision.square;
    match decision.rule {
        Rule::Win => format!("Square {sq}. Three in a row. Did you even see it coming?"),
        Rule::Block => {
            let lines = [
                "Nice try, human. {} is mine now.",
                "Ha! Blocked at {}. I read you like a printout.",
            ];
            pick(&lines, turn).replace("{}", &sq.to_string())
        }
        _ => match sq.kind() {
            SquareKind::Center => "I take the centre. Obviously.".to_string(),
            SquareKind::Corner => format!("Corner {sq}. The thinking machine's square."),
            SquareKind::Edge => format!("{sq}, an edge. Even my leftovers beat your best."),
        },
    }
}

/// Dawson on a key or click that cannot be played (after Logo's words).
pub fn dawson_invalid(turn: usize) -> &'static str {
    pick(
        &[
            "That square is taken, feeble human. Look again.",
            "Can't play there. Are all humans this slow?",
        ],
        turn,
    )
}

/// Dawson while it "thinks".
pub fn dawson_thinking() -> &'static str {
    "Dawson is computing your doom..."
}

/// Dawson's verdict: `outcome` seen from the human's side `side`.
pub fn dawson_result(outcome: Outcome, side: Mark) -> &'static str {
    match outcome {
        Outcome::Won(mark) if mark == side => {
            "Impossible! You tricked me, human. It will never happen again. Never!"
        }
        Outcome::Won(_) => "As I predicted. Silicon triumphs over flesh once more.",
        Outcome::Tie => "A tie? You were lucky, human. Extremely lucky.",
    }
}

/// What the window says when a book's program breaks under a variant's
/// rules (Simply Scheme ex. 10.4).
pub fn broken(opponent: Opponent, broken: Broken) -> String {
    format!(
        "{opponent}'s program answered {}, which is no square: under these rules it breaks (Simply Scheme ex. 10.4).",
        broken.word
    )
}

/// How a move reads in the game's log and status: `x 5`, `o 1 corner`.
pub fn move_line(mark: Mark, square: Square, rule: Option<Rule>) -> String {
    match rule {
        Some(rule) => format!("{mark} {square} {rule}"),
        None => format!("{mark} {square}"),
    }
}

/// `n` and `noun`, plural unless `n` is 1: `1 lesson`, `3 new lessons`.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u8) -> Square {
        Square::new(n).expect("1..=9")
    }

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
    fn move_lines_as_the_logo_text_screen() {
        assert_eq!(move_line(Mark::X, sq(5), None), "x 5");
        assert_eq!(move_line(Mark::O, sq(1), Some(Rule::Corner)), "o 1 corner");
        assert_eq!(
            move_line(Mark::O, sq(7), Some(Rule::Pattern(3))),
            "o 7 pattern 3"
        );
    }

    #[test]
    fn dawson_names_its_square() {
        for n in 1..=9 {
            for rule in [Rule::Win, Rule::Block, Rule::for_free_square(sq(n))] {
                for turn in 0..3 {
                    let line = dawson_move(
                        Decision {
                            square: sq(n),
                            rule,
                        },
                        turn,
                    );
                    assert!(
                        line.contains(&n.to_string()) || line.contains("centre"),
                        "{line}"
                    );
                }
            }
        }
    }
}
