//! What the game says, in the Logo program's words where it has them
//! (an opponent's own voice is `talk.rs`).

use crate::core::board::{Board, Mark, Outcome, Rules, Square};
use crate::game::screens::Title;
use crate::game::variant::Variant;
use crate::record::Rival;
use crate::settings::{Name, SettingChange, Speed, Starts};
use crate::strategy::level::level_of;
use crate::strategy::perfect::{self, Outlook, Plan};
use crate::strategy::prove::standing;
use crate::strategy::review::Value;
use crate::strategy::{samuel, Broken, Memory, Opponent};

/// The Logo program's answer to a key or click that cannot be played
/// (its `not a valid move.`, capitalized as a sentence on screen).
pub const NOT_VALID: &str = "Not a valid move";
pub const I_WIN: &str = "I win!";
pub const YOU_WIN: &str = "You win!";
pub const TIE: &str = "Tie game!";

/// The result line for the person playing `side`; `two_players` names
/// the winner's mark instead of saying "I" and "you".
pub fn result_line(outcome: Outcome, side: Mark, two_players: bool) -> String {
    match outcome {
        Outcome::Tie => TIE.to_string(),
        Outcome::Won(mark) if two_players => format!("{} wins!", mark.upper()),
        Outcome::Won(mark) if mark == side => YOU_WIN.to_string(),
        Outcome::Won(_) => I_WIN.to_string(),
    }
}

pub fn speed_words(speed: Speed) -> &'static str {
    match speed {
        Speed::Slow => "slow (the books' pace: a mark in half a second)",
        Speed::Normal => "normal (a whole turn in under a second)",
        Speed::Fast => "fast (a mark in an eighth of a second)",
        Speed::Off => "off (marks appear at once)",
    }
}

pub fn starts_words(starts: Starts) -> &'static str {
    match starts {
        Starts::X => "X, every game",
        Starts::Alternate => "taking turns (sides swap each game)",
        Starts::Coin => "a coin toss before each new game",
    }
}

/// What the feedback line says of a setting changed in place by a key.
pub fn news(change: SettingChange) -> Option<String> {
    Some(match change {
        SettingChange::Speed(speed) => format!("Turtle: {}.", speed_words(speed)),
        SettingChange::Theme(theme) => format!("Theme: {}.", theme_words(theme)),
        SettingChange::Sound(true) => "Sound on (M mutes).".into(),
        SettingChange::Sound(false) => "Sound off (M turns it on).".into(),
        SettingChange::KeypadLayout(true) => "Keypad by layout: its 7 8 9 play the top row (1 2 3); the number row plays the numbers shown.".into(),
        SettingChange::KeypadLayout(false) => "Keypad by digits: each key plays the square of its number.".into(),
        SettingChange::Starts(starts) => format!("Who starts: {}.", starts_words(starts)),
        _ => return None,
    })
}

pub const UNSCORED: &str = "The game in progress is not scored.";

pub const NO_SQUARE_0: &str = "0 is no square: the squares are 1-9.";

/// The help's last line, fullest first: the window shows the longest
/// that fits; the terminal, with no tabs or mouse, the second.
pub const HELP_ADVICE: [&str; 3] = [
    "? or \u{2192}: next page \u{b7} a tab \u{b7} Esc or a click outside: close",
    "? or \u{2192}: next page \u{b7} Esc: close",
    "Esc: close",
];

pub const NO_COMMAND: &str = "No command is on that key: ? lists the keys.";

/// The banner of a finished game on `position`: the result and, for a
/// win, the line, for the person playing `side` against `rival`, or
/// between two players, whose `names` it says.
pub fn banner<V: Variant>(
    outcome: Outcome,
    position: &V,
    side: Mark,
    rival: Rival,
    names: [Name; 2],
) -> (String, String) {
    let rival = rival.is_computer().then(|| rival.title_for(side));
    let Outcome::Won(winner) = outcome else {
        return (TIE.into(), position.tie_words().into());
    };
    let line = position.line_words(winner).unwrap_or_default();
    let mark = winner.upper();
    match (rival, names[winner as usize].as_str()) {
        (None, "") => (format!("{mark} wins!"), format!("{mark} has {line}.")),
        (None, name) => (
            format!("{name} wins!"),
            format!("{name} ({mark}) has {line}."),
        ),
        (Some(name), _) if winner == side => (YOU_WIN.into(), format!("You beat {name}: {line}.")),
        (Some(name), _) => {
            let says = format!("\u{201c}{I_WIN}\u{201d} says {name}: {line}.");
            (format!("{name} wins"), says)
        }
    }
}

/// The banner as two sentences: "Logo wins. “I win!” says Logo: 1 5 9."
pub fn banner_line(head: &str, detail: &str) -> String {
    match head.ends_with(['!', '.', '?']) {
        true => format!("{head} {detail}"),
        false => format!("{head}. {detail}"),
    }
}

/// An opponent's level, name and strength under `rules`, as `ttt prove`
/// finds: `Hard: Logo — never loses`.
pub fn opponent_strength(opponent: Opponent, rules: Rules, memory: &Memory) -> Title {
    let lessons = memory.lessons_under(rules);
    let name = opponent.title();
    let level = level_of(opponent, rules);
    let strength = match opponent {
        Opponent::Human => return title("Two players", "a second person at this keyboard"),
        Opponent::Learner => format!("learns from every loss ({})", count(lessons, "lesson")),
        Opponent::Menace => "learns from every game: beads in matchboxes".to_string(),
        Opponent::Samuel => samuel_strength(&memory.samuel.weights(rules)),
        Opponent::Perfect => match perfect::value_of(&Board::empty_under(rules)).0 {
            Outlook::Win => "perfect play (X wins by force here)".to_string(),
            _ => "perfect play: never loses, sets the most traps".to_string(),
        },
        other => match standing(other, rules) {
            Some(s) if s.broken > 0 => format!(
                "breaks under these rules (in {} of {} possible games)",
                s.broken, s.games
            ),
            Some(s) if s.lost > 0 => format!(
                "you can beat it: it loses {} of {} possible games",
                s.lost, s.games
            ),
            _ => "never loses".to_string(),
        },
    };
    title(&format!("{}: {name}", level.title()), &strength)
}

/// Samuel in the chooser: trained by `ttt train` only, and what it
/// weighs most.
fn samuel_strength(weights: &samuel::Weights) -> String {
    if weights.iter().all(|&w| w == weights[0]) {
        return "learns only in ttt train, and is not trained yet".to_string();
    }
    let mut named: Vec<(&str, i32)> = samuel::FEATURES.into_iter().zip(*weights).collect();
    crate::core::order::sort_by_key(&mut named, |&(_, w)| -w);
    let most: Vec<&str> = named.iter().take(3).map(|&(n, _)| n).collect();
    format!("taught by ttt train; weighs {} most", most.join(", "))
}

pub(crate) fn title(name: &str, subtitle: &str) -> Title {
    Title {
        name: name.to_string(),
        subtitle: subtitle.to_string(),
    }
}

pub fn opponent_about(opponent: Opponent) -> &'static str {
    match opponent {
        Opponent::Logo => "Harvey's Logo program (Computer Science Logo Style, ch. 6)",
        Opponent::Book => "Harvey's book-opening idea: two moves by the book, then Logo's rules",
        Opponent::Menace => "Michie's MENACE (1961): a matchbox of beads for each position",
        Opponent::Samuel => "Samuel's idea: Logo's rules as features, weights learned by ttt train",
        Opponent::Scheme => "Harvey & Wright's ttt (Simply Scheme, ch. 10)",
        Opponent::Dawson => "Dawson's Python game: win, block, else the best square",
        Opponent::Hyde => "Hyde's 16 patterns (Tic-Tac-Toe to death!)",
        Opponent::Perfect => "the whole game tree: the best move, and the most traps",
        Opponent::Learner => "the learning program sketched at the end of the Logo chapter",
        Opponent::Human => "two players take turns at one keyboard and mouse",
    }
}

/// A variant's name and who wins it with best play.
pub fn rules_title(rules: Rules) -> Title {
    let value = match perfect::value_of(&Board::empty_under(rules)).0 {
        Outlook::Win => "X wins with best play",
        Outlook::Draw => "a draw with best play",
        Outlook::Loss => "O wins with best play",
    };
    title(rules_name(rules), value)
}

/// A variant's name as a player reads it: the command line's name, but
/// `corner-L`, since in the window's font a lower-case l reads as a bar
/// ("corner-|"); the command line takes either.
pub fn rules_name(rules: Rules) -> &'static str {
    match rules {
        Rules::CornerL => "corner-L",
        other => other.name(),
    }
}

/// What a position is worth to `who` with best play: "a win for you in
/// 3 moves", "a draw".
pub fn value_for(value: Value, who: &str) -> String {
    let moves = |n: u8| count(n as usize, "move");
    match value.outlook {
        Outlook::Win => format!("a win for {who} in {}", moves(value.moves)),
        Outlook::Draw => "a draw".to_string(),
        Outlook::Loss => format!("a loss for {who} in {}", moves(value.moves)),
    }
}

pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A hint to the person to move against `them`: the square `perfect`
/// plays for them and what its `plan` means for them.
pub fn hint(square: Square, plan: Plan, them: &str) -> String {
    let Plan { moves, traps, .. } = plan;
    let advice = match plan.outlook {
        Outlook::Win if moves == 1 => "it completes your line: you win now".into(),
        Outlook::Win => format!("a forced win: whatever {them} does, you win within {moves} moves"),
        Outlook::Draw if traps == 0 => "a draw, if both sides play their best".into(),
        Outlook::Draw => {
            let lose = if traps == 1 { "loses" } else { "lose" };
            format!("a draw if both play their best, and {traps} of {them}'s replies {lose}")
        }
        Outlook::Loss => format!(
            "you cannot stop {them} winning with best play; this holds out longest ({moves} moves)"
        ),
    };
    format!("Hint: play {square} \u{2014} {advice}.")
}

/// The help's page on why the computer moved: the history's short words,
/// and what each means, with its book.
pub const RULES_EXPLAINED: [(&str, &str); 13] = [
    ("win", "complete a line now"),
    ("block", "take your winning square"),
    ("fork", "make two lines at once"),
    ("advance", "two in a line, forcing you"),
    ("center, corner, edge", "else the best free square"),
    ("blocks a fork", "Hyde's patterns 11 to 14"),
    ("answers the centre", "Hyde's patterns 15 and 16"),
    ("first free square", "Hyde: no pattern fits"),
    ("draw, N replies lose", "Perfect: a tie, N traps"),
    ("wins in N", "Perfect: a win by move N"),
    ("at random", "Learner: a move not yet lost"),
    ("drew a bead", "MENACE: from its matchbox"),
    ("best score", "Samuel: its weighted rules"),
];

/// What the window says when a book's program breaks (Simply Scheme ex. 10.4).
pub fn broken(opponent: Opponent, broken: Broken) -> String {
    format!(
        "{}'s program answered {}, which is no square: under these rules it breaks (Simply Scheme ex. 10.4).",
        opponent.title(),
        broken.word()
    )
}

/// `n` and `noun`, plural unless `n` is 1: `1 lesson`, `3 new lessons`.
pub fn count(n: usize, noun: &str) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{n} {noun}{plural}")
}

pub fn theme_words(choice: crate::settings::ThemeChoice) -> &'static str {
    use crate::settings::{Theme, ThemeChoice};
    match choice {
        ThemeChoice::System => "the desktop's (light or dark)",
        ThemeChoice::Fixed(Theme::Light) => "light (ink on paper)",
        ThemeChoice::Fixed(Theme::Dark) => "dark",
        ThemeChoice::Fixed(Theme::Contrast) => "high contrast",
    }
}

#[cfg(test)]
#[path = "messages_tests.rs"]
mod tests;
