//! What the game says: the Logo program's words for results and bad moves,
//! the result banner, each opponent's strength and each rule's meaning in
//! the books' terms, and Dawson's cocky persona (our own lines, in the
//! spirit of his book's boastful computer, which calls its opponent
//! "human").

use crate::core::board::{Board, Mark, Outcome, Rules, Square, SquareKind};
use crate::strategy::perfect::{self, Outlook, Plan};
use crate::strategy::prove::standing;
use crate::strategy::{samuel, Broken, Decision, Memory, Opponent, Rule};

/// The Logo program's answer to a key or click that cannot be played
/// (its `not a valid move.`, capitalized as a sentence on screen).
pub const NOT_VALID: &str = "Not a valid move";
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

/// Why a key or click cannot be played: the square is taken.
pub fn not_valid_taken(sq: Square) -> String {
    format!("{NOT_VALID}: square {sq} is taken.")
}

/// Why a key or click cannot be played: the game is over.
pub fn not_valid_over() -> String {
    format!("{NOT_VALID}: the game is over. N starts a new one.")
}

/// The result banner: its headline, naming the winner, and a line under it
/// in the Logo program's words, or why a tie is a tie.
pub fn banner(outcome: Outcome, board: &Board, side: Mark, opponent: Opponent) -> (String, String) {
    let two_players = !opponent.is_computer();
    let line = |m: Mark| {
        board
            .winning_line(m)
            .map(|c| {
                c.squares()
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .unwrap_or_default()
    };
    match outcome {
        Outcome::Tie if board.is_full() => (TIE.into(), "The board is full.".into()),
        Outcome::Tie => (
            TIE.into(),
            "No line can still be won by either player.".into(),
        ),
        Outcome::Won(m) if two_players => (
            format!("{} wins!", upper(m)),
            format!("{} has {}.", upper(m), line(m)),
        ),
        Outcome::Won(m) if m == side => (
            YOU_WIN.into(),
            format!("You beat {}: {}.", opponent.title(), line(m)),
        ),
        Outcome::Won(m) => (
            format!("{} wins", opponent.title()),
            format!(
                "\u{201c}{I_WIN}\u{201d} says {}: {}.",
                opponent.title(),
                line(m)
            ),
        ),
    }
}

/// A mark as a capital letter.
pub fn upper(mark: Mark) -> char {
    mark.letter().to_ascii_uppercase()
}

/// An opponent's name and strength under `rules`, from what `ttt prove`
/// finds: `Logo — never loses`.
pub fn opponent_strength(opponent: Opponent, rules: Rules, memory: &Memory) -> String {
    let lessons = memory.lessons_under(rules);
    let name = opponent.title();
    let strength = match opponent {
        Opponent::Human => "a second person at this keyboard".to_string(),
        Opponent::Learner => format!("learns from every loss ({})", count(lessons, "lesson")),
        Opponent::Menace => "learns from every game: a box of beads per position".to_string(),
        Opponent::Samuel => samuel::describe_short(&memory.samuel.weights(rules)),
        Opponent::Perfect => match perfect::outlook_of(&Board::empty_under(rules)) {
            Outlook::Win => "perfect play (X wins by force here)".to_string(),
            _ => "perfect play: never loses".to_string(),
        },
        other => match standing(other, rules) {
            Some(s) if s.broken > 0 => format!(
                "breaks under these rules ({} of {} lines)",
                s.broken, s.games
            ),
            Some(s) if s.lost > 0 => format!("beatable: loses {} of {} lines", s.lost, s.games),
            _ => "never loses".to_string(),
        },
    };
    format!("{name} \u{2014} {strength}")
}

/// One line about where an opponent comes from.
pub fn opponent_about(opponent: Opponent) -> &'static str {
    match opponent {
        Opponent::Logo => "Harvey's Logo program (Computer Science Logo Style, ch. 6)",
        Opponent::Book => "Harvey's book-opening idea: two moves by the book, then Logo's rules",
        Opponent::Menace => "Michie's MENACE (1961): a matchbox of beads for each position",
        Opponent::Samuel => "Samuel's idea: Logo's rules as features, their weights learned",
        Opponent::Scheme => "Harvey & Wright's ttt (Simply Scheme, ch. 10)",
        Opponent::Dawson => "Dawson's Python game: win, block, else the best square",
        Opponent::Hyde => "Hyde's 16 patterns (Tic-Tac-Toe to death!)",
        Opponent::Perfect => "the whole game tree: the best move, and the most traps",
        Opponent::Learner => "the learning program sketched at the end of the Logo chapter",
        Opponent::Human => "two players take turns at one keyboard and mouse",
    }
}

/// The side rows of the opponent chooser.
pub fn side_title(side: Mark) -> String {
    format!("You play {}", upper(side))
}

pub fn side_about(side: Mark, opponent: Opponent) -> String {
    match side {
        Mark::X => "X moves first: you open the game".to_string(),
        Mark::O => format!("{} plays X and opens the game", opponent.title()),
    }
}

/// A variant's name and who wins it with best play, as `perfect` finds.
pub fn rules_title(rules: Rules) -> String {
    let value = match perfect::outlook_of(&Board::empty_under(rules)) {
        Outlook::Win => "X wins with best play",
        Outlook::Draw => "a draw with best play",
        Outlook::Loss => "O wins with best play",
    };
    format!("{rules} \u{2014} {value}")
}

/// What a rule means, in one line in the books' terms.
pub fn explain(rule: Rule) -> String {
    match rule {
        Rule::Win => "win: it completes a line of its own now".into(),
        Rule::Block => "block: it takes the square where you would complete a line".into(),
        Rule::Fork => "fork: it makes two lines of its own at once, so you can block only one".into(),
        Rule::Advance => "advance: it makes two in a line, forcing your reply where that does not give you a fork".into(),
        Rule::Center => "center: nothing better to do, so the centre, which is in four lines".into(),
        Rule::Corner => "corner: nothing better, so a corner, which is in three lines".into(),
        Rule::Edge => "edge: nothing better, so an edge, which is in two lines".into(),
        Rule::Book => "book: Harvey's table of the first two moves of each side answered (ttt book)".into(),
        Rule::Pattern(n) => format!("pattern {n}: Hyde's diagram #{n} matched the board (turned as needed)"),
        Rule::FirstEmpty => "first-empty: none of Hyde's 16 patterns matched, so the first free square".into(),
        Rule::Perfect(plan) => explain_plan(plan),
        Rule::Chance { allowed, avoided: 0 } => format!("random of {allowed}: the learner picked at random among {allowed} free squares"),
        Rule::Chance { allowed, avoided } => format!("random of {allowed}: at random, avoiding {avoided} squares it has lost from here"),
        Rule::NoGoodMove => "random: every move here has lost before, so any".into(),
        Rule::Beads { drawn, total } => format!("beads {drawn} of {total}: MENACE drew a bead from this position's box, {drawn} of its {total} beads this square's colour"),
        Rule::Weighted { score, ties } => format!("weighted {score}: the best sum of Samuel's weighted features (win, block, fork, ...), {ties} square(s) scoring it"),
    }
}

/// What `perfect`'s reading of the tree means.
fn explain_plan(plan: Plan) -> String {
    match plan.outlook {
        Outlook::Win if plan.moves == 1 => "win: it completes a line now".into(),
        Outlook::Win => format!(
            "a forced win: whatever you do, it wins within {} moves",
            plan.moves
        ),
        Outlook::Draw if plan.traps == 0 => "draw: best play by both ends in a tie".into(),
        Outlook::Draw => format!(
            "draw: best play ties, and {} of your replies would lose",
            plan.traps
        ),
        Outlook::Loss => format!(
            "it is lost whatever it does; this holds out longest ({} moves)",
            plan.moves
        ),
    }
}

/// The help's page on the rules, a line each: the rule names `ttt`
/// shows, and what each means in the books' terms (a hint says more).
pub const RULES_EXPLAINED: [(&str, &str); 12] = [
    ("win", "complete a line now"),
    ("block", "take your winning square"),
    ("fork", "make two lines at once"),
    ("advance", "two in a line, forcing you"),
    ("center", "else the centre: 5"),
    ("corner", "else a corner: 1 3 7 9"),
    ("edge", "else an edge: 2 4 6 8"),
    ("pattern N", "Hyde's diagram #N fits"),
    ("first-empty", "no pattern fits: first free"),
    ("draw, N replies lose", "Perfect: a tie, N traps"),
    ("forces a win in N", "Perfect: it wins by move N"),
    ("random of N", "Learner: any of N allowed"),
];

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
        "{}'s program answered {}, which is no square: under these rules it breaks (Simply Scheme ex. 10.4).",
        opponent.title(),
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
