//! Why the computer moved, in plain words, with the book's name where it
//! is a term of art: "blocks a fork (Hyde's pattern 12)". The command line
//! prints `Rule`'s own bare names (`7 advance`).

use crate::game::messages::count;
use crate::strategy::perfect::{Outlook, Plan};
use crate::strategy::Rule;

/// What a move chosen by `rule` does, as a verb phrase: "takes a corner".
pub fn rule_words(rule: Rule) -> String {
    match rule {
        Rule::Win => "completes a line".to_string(),
        Rule::Block => "blocks a line of two".to_string(),
        Rule::Fork => "makes two lines at once (fork)".to_string(),
        Rule::Advance => "makes two in a line (advance)".to_string(),
        Rule::Book => "plays its opening book (book)".to_string(),
        Rule::Center => "takes the centre".to_string(),
        Rule::Corner => "takes a corner".to_string(),
        Rule::Edge => "takes an edge".to_string(),
        Rule::Pattern(n) => format!("{} (Hyde's pattern {n})", pattern_words(n).0),
        Rule::FirstEmpty => "takes the first free square, as no pattern fits (first-empty)".into(),
        Rule::Perfect(plan) => plan_words(plan),
        Rule::Chance { allowed, avoided } => {
            let avoiding = format!(", avoiding {avoided} it learned lose");
            let avoiding = if avoided == 0 { "" } else { &avoiding };
            format!("picks at random among {allowed} squares{avoiding}")
        }
        Rule::NoGoodMove => "picks at random: every move here has lost before".into(),
        Rule::Beads { drawn, total } => {
            let beads = count(usize::from(drawn), "bead");
            format!("drew one of this square's {beads} from its matchbox of {total}")
        }
        Rule::Weighted { score, ties } => {
            let points = count(usize::from(score), "point");
            let among = format!(", picked at random among {ties} such squares");
            let among = if ties == 1 { "" } else { &among };
            format!("scores best on its learned weights ({points}){among}")
        }
    }
}

/// The same, short, for the move history: `corner`, `blocks a fork`.
pub fn rule_short(rule: Rule) -> String {
    match rule {
        Rule::Pattern(n) => pattern_words(n).1.to_string(),
        Rule::FirstEmpty => "first free square".to_string(),
        Rule::Perfect(plan) => match plan.outlook {
            Outlook::Win if plan.moves == 1 => "win".to_string(),
            Outlook::Win => format!("wins in {}", plan.moves),
            Outlook::Draw => "draw".to_string(),
            Outlook::Loss => "holds out".to_string(),
        },
        Rule::Chance { .. } | Rule::NoGoodMove => "at random".to_string(),
        Rule::Beads { .. } => "drew a bead".to_string(),
        Rule::Weighted { .. } => "best score".to_string(),
        other => other.to_string(),
    }
}

/// What `perfect`'s reading of the game means, said of its move.
fn plan_words(plan: Plan) -> String {
    let Plan { moves, traps, .. } = plan;
    match plan.outlook {
        Outlook::Win if moves == 1 => "completes a line".to_string(),
        Outlook::Win => format!("forces a win within {moves} moves"),
        Outlook::Draw if traps == 0 => "keeps the game a draw".to_string(),
        Outlook::Draw if traps == 1 => "keeps the game a draw, and 1 reply to it loses".to_string(),
        Outlook::Draw => format!("keeps the game a draw, and {traps} replies to it lose"),
        Outlook::Loss => format!("holds out longest: the game is lost within {moves} moves"),
    }
}

/// What the move in Hyde's pattern `n` does, in full and short (the
/// seed's diagrams, with the computer as O).
fn pattern_words(n: u8) -> (&'static str, &'static str) {
    let (fork, centre) = ("blocks a fork", "answers the centre");
    match n {
        1..=5 => ("completes a line", "win"),
        6..=10 => ("blocks a line of two", "block"),
        11 => ("blocks a fork with an edge, against opposite corners", fork),
        12 => ("blocks a fork with the corner between two edges", fork),
        13 => (
            "blocks a fork with a corner, against a corner and an edge",
            fork,
        ),
        14 => (
            "blocks a fork with a corner, against opposite corners",
            fork,
        ),
        15 => ("answers the centre with an edge", centre),
        _ => ("answers the centre with a corner", centre),
    }
}

#[cfg(test)]
#[path = "reasons_tests.rs"]
mod tests;
