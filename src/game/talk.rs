//! What an opponent says in its own voice as the game goes: Dawson's
//! cocky persona (our own lines, in the spirit of his book's boastful
//! computer, which calls its opponent "human") and the learner counting
//! its lessons. The game calls [`talk`] at each moment; who says what is
//! decided here and nowhere else.

use crate::core::board::{Mark, Outcome, SquareKind};
use crate::game::messages::count;
use crate::strategy::{Decision, Opponent, Rule};

/// A moment an opponent may talk about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A new game, the person playing `side`.
    Greeting { side: Mark },
    /// It chose `decision`, with `turn` moves made before it.
    Moved { decision: Decision, turn: usize },
    /// The person's key or click could not be played, at move `turn`.
    Refused { turn: usize },
    /// It is about to move.
    Thinking,
    /// The game ended in `outcome`; the person played `side`.
    Result { outcome: Outcome, side: Mark },
    /// It learned `new` lessons from the game, `total` in all.
    Learned { new: usize, total: usize },
}

/// What `opponent` says at `moment`, if it says anything.
pub fn talk(opponent: Opponent, moment: Moment) -> Option<String> {
    match (opponent, moment) {
        (Opponent::Dawson, moment) => dawson(moment),
        (Opponent::Learner, Moment::Learned { new, total }) => Some(format!(
            "I learned {} from that; {total} in all.",
            count(new, "new lesson")
        )),
        _ => None,
    }
}

fn dawson(moment: Moment) -> Option<String> {
    let said = match moment {
        Moment::Greeting { side } => dawson_greeting(side).to_string(),
        Moment::Moved { decision, turn } => dawson_move(decision, turn),
        Moment::Refused { turn } => dawson_invalid(turn).to_string(),
        Moment::Thinking => dawson_thinking().to_string(),
        Moment::Result { outcome, side } => dawson_result(outcome, side).to_string(),
        Moment::Learned { .. } => return None,
    };
    Some(said)
}

/// Picks one of `lines` by `turn`, so the persona varies but stays
/// deterministic.
fn pick(lines: &[&'static str], turn: usize) -> &'static str {
    lines[turn % lines.len()]
}

/// Dawson's opening boast.
fn dawson_greeting(side: Mark) -> &'static str {
    match side {
        Mark::X => "So, human, you want to match wits with a machine? Go first. It won't help.",
        Mark::O => "You let me open? Generous, human. Foolish, but generous.",
    }
}

/// What Dawson says about its own move.
fn dawson_move(decision: Decision, turn: usize) -> String {
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
fn dawson_invalid(turn: usize) -> &'static str {
    pick(
        &[
            "That square is taken, feeble human. Look again.",
            "Can't play there. Are all humans this slow?",
        ],
        turn,
    )
}

/// Dawson while it "thinks".
fn dawson_thinking() -> &'static str {
    "Dawson is computing your doom..."
}

/// Dawson's verdict: `outcome` seen from the human's side `side`.
fn dawson_result(outcome: Outcome, side: Mark) -> &'static str {
    match outcome {
        Outcome::Won(mark) if mark == side => {
            "Impossible! You tricked me, human. It will never happen again. Never!"
        }
        Outcome::Won(_) => "As I predicted. Silicon triumphs over flesh once more.",
        Outcome::Tie => "A tie? You were lucky, human. Extremely lucky.",
    }
}

#[cfg(test)]
#[path = "talk_tests.rs"]
mod tests;
