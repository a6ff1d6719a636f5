//! How command-line words become values: clap value enums (listed by the
//! help, offered by completion), and positions kept from being options.

use crate::core::board::{Mark, Rules};
use crate::settings::{GameKind, Speed, Starts, ThemeChoice};
use crate::strategy::level::Level;
use crate::strategy::parse_opponent;
use crate::strategy::Opponent;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::ValueEnum;
use std::ffi::{OsStr, OsString};

/// Lists a type's values for clap: each of `$all`, as `$value` names
/// (and describes) it.
macro_rules! value_enum {
    ($type:ty, $all:expr, $value:expr) => {
        impl ValueEnum for $type {
            fn value_variants<'a>() -> &'a [Self] {
                &$all
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                Some($value(*self))
            }
        }
    };
}

value_enum!(Opponent, Opponent::ALL, |o: Opponent| {
    PossibleValue::new(o.name()).help(o.describe())
});
// The window names corner-l "corner-L" (see `messages::rules_name`).
value_enum!(Rules, Rules::ALL, |r: Rules| {
    let value = PossibleValue::new(r.name()).help(r.describe());
    match r {
        Rules::CornerL => value.alias("corner-L"),
        _ => value,
    }
});
value_enum!(ThemeChoice, ThemeChoice::ALL, |t: ThemeChoice| {
    PossibleValue::new(t.name())
});
value_enum!(GameKind, GameKind::ALL, |g: GameKind| {
    PossibleValue::new(g.name()).help(g.describe())
});
// The help says what each of these means, in its own words.
value_enum!(Level, Level::CHOSEN, |l: Level| PossibleValue::new(
    l.name()
));
value_enum!(Starts, Starts::ALL, |s: Starts| PossibleValue::new(
    s.name()
));
value_enum!(
    Speed,
    [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off],
    |s: Speed| PossibleValue::new(s.name())
);
value_enum!(Mark, [Mark::X, Mark::O], |m| PossibleValue::new(match m {
    Mark::X => "x",
    Mark::O => "o",
}));

/// The opponents that an option `takes`, as clap's values: its help lists
/// only those, and a wrong name lists those same names.
pub fn opponent_that(takes: fn(Opponent) -> bool) -> impl TypedValueParser<Value = Opponent> {
    let values = Opponent::ALL.into_iter().filter(|&o| takes(o));
    PossibleValuesParser::new(values.filter_map(|o| o.to_possible_value()))
        .map(|name| parse_opponent(&name).expect("a listed opponent parses"))
}

/// Which opponents `ttt prove` plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proved {
    All,
    One(Opponent),
}

/// `ttt prove`'s opponents: `all`, or one computer opponent.
pub fn proved() -> impl TypedValueParser<Value = Proved> {
    let all = PossibleValue::new("all").help("every computer opponent");
    let computers = Opponent::COMPUTERS
        .into_iter()
        .filter_map(|o| o.to_possible_value());
    PossibleValuesParser::new(std::iter::once(all).chain(computers)).map(|name| {
        match name.as_str() {
            "all" => Proved::All,
            name => Proved::One(parse_opponent(name).expect("a listed opponent parses")),
        }
    })
}

/// A word of nine position characters starting with `-` (a free square),
/// or a Qubic position of 64, is a position, not an option: its leading
/// dashes become `_`.
pub fn protect_positions<I, S>(words: I) -> Vec<OsString>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    words
        .into_iter()
        .map(|word| {
            let word = word.as_ref();
            match word.to_str() {
                Some(text) if is_dashed_position(text) => {
                    let dashes = text.len() - text.trim_start_matches('-').len();
                    format!("{}{}", "_".repeat(dashes), &text[dashes..]).into()
                }
                _ => word.to_os_string(),
            }
        })
        .collect()
}

fn is_dashed_position(text: &str) -> bool {
    let cells = || text.chars().filter(|&c| c != '/' && c != ' ');
    let qubic = cells().count() == 64 && cells().all(|c| "xXoO_-.".contains(c));
    text.starts_with('-')
        && (qubic
            || text.chars().count() == 9 && text.chars().all(|c| "xXoO_-.123456789".contains(c)))
}
