//! What an opponent says in its own voice: Dawson's cocky persona (our
//! own lines, in the spirit of his book's boastful computer, which calls
//! its opponent "human") and the learner counting its lessons.

use crate::core::board::{Mark, Outcome, SquareKind};
use crate::game::messages::count;
use crate::strategy::{Decision, Opponent, Rule};

/// A moment an opponent may talk about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A new game, the person playing `side`.
    Greeting {
        side: Mark,
    },
    /// It chose `decision`, with `turn` moves made before it.
    Moved {
        decision: Decision,
        turn: usize,
    },
    /// The person's key or click could not be played, at move `turn`.
    Refused {
        turn: usize,
    },
    Thinking,
    /// The game ended in `outcome`; the person played `side`.
    Result {
        outcome: Outcome,
        side: Mark,
    },
    /// It learned `new` lessons from the game, `total` in all.
    Learned {
        new: usize,
        total: usize,
    },
}

/// MENACE's line while it is to move.
pub const BEADS: &str =
    "MENACE draws a bead from this board's matchbox: more beads, likelier move.";

pub fn talk(opponent: Opponent, moment: Moment) -> Option<String> {
    match (opponent, moment) {
        (Opponent::Dawson, moment) => dawson(moment),
        // What the beads on the squares are, while the window shows them.
        (Opponent::Menace, Moment::Thinking) => Some(BEADS.to_string()),
        (Opponent::Learner, Moment::Learned { new, total }) => Some(format!(
            "I learned {} from that; {total} in all.",
            count(new, "new lesson")
        )),
        _ => None,
    }
}

/// Dawson's persona: its lines vary with the turn, deterministically.
fn dawson(moment: Moment) -> Option<String> {
    let said = match moment {
        Moment::Greeting { side: Mark::X } => {
            "So, human, you want to match wits with a machine? Go first. It won't help.".into()
        }
        Moment::Greeting { side: Mark::O } => {
            "You let me open? Generous, human. Foolish, but generous.".into()
        }
        Moment::Moved { decision, turn } => {
            let sq = decision.square;
            match (decision.rule, sq.kind()) {
                (Rule::Win, _) => {
                    format!("Square {sq}. Three in a row. Did you even see it coming?")
                }
                (Rule::Block, _) if turn % 2 == 0 => format!("Nice try, human. {sq} is mine now."),
                (Rule::Block, _) => format!("Ha! Blocked at {sq}. I read you like a printout."),
                (_, SquareKind::Center) => "I take the centre. Obviously.".into(),
                (_, SquareKind::Corner) => format!("Corner {sq}. The thinking machine's square."),
                (_, SquareKind::Edge) => {
                    format!("{sq}, an edge. Even my leftovers beat your best.")
                }
            }
        }
        // After Logo's words for a key or click that cannot be played.
        Moment::Refused { turn } if turn % 2 == 0 => {
            "That square is taken, feeble human. Look again.".into()
        }
        Moment::Refused { .. } => "Can't play there. Are all humans this slow?".into(),
        Moment::Thinking => "Dawson is computing your doom...".into(),
        Moment::Result { outcome, side } => match outcome {
            Outcome::Won(mark) if mark == side => {
                "Impossible! You tricked me, human. It will never happen again. Never!".into()
            }
            Outcome::Won(_) => "As I predicted. Silicon triumphs over flesh once more.".into(),
            Outcome::Tie => "A tie? You were lucky, human. Extremely lucky.".into(),
        },
        Moment::Learned { .. } => return None,
    };
    Some(said)
}

#[cfg(test)]
#[path = "talk_tests.rs"]
mod tests;
