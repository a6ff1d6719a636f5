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

/// Lists a type's values for clap: each of `$all` as `$value` names (and
/// describes) it, or by its `name()`, with its `$help()` when given.
macro_rules! value_enum {
    ($type:ty, $all:expr, |$v:ident| $value:expr) => {
        impl ValueEnum for $type {
            fn value_variants<'a>() -> &'a [Self] {
                &$all
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                let $v = *self;
                Some($value)
            }
        }
    };
    ($type:ty, $all:expr $(, $help:ident)?) => {
        value_enum!($type, $all, |v| PossibleValue::new(v.name())$(.help(v.$help()))?);
    };
}

value_enum!(Opponent, Opponent::ALL, describe);
value_enum!(GameKind, GameKind::ALL, describe);
value_enum!(ThemeChoice, ThemeChoice::ALL);
// The help says what each of these means, in its own words.
value_enum!(Level, Level::CHOSEN);
value_enum!(Starts, Starts::ALL);
value_enum!(Speed, [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off]);
// The window names corner-l "corner-L" (see `messages::rules_name`).
value_enum!(Rules, Rules::ALL, |r| PossibleValue::new(r.name())
    .help(r.describe())
    .aliases((r == Rules::CornerL).then_some("corner-L")));
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
    let protect = |word: &OsStr| match word.to_str().filter(|t| is_dashed_position(t)) {
        Some(text) => {
            let cells = text.trim_start_matches('-');
            format!("{}{cells}", "_".repeat(text.len() - cells.len())).into()
        }
        None => word.to_os_string(),
    };
    words
        .into_iter()
        .map(|word| protect(word.as_ref()))
        .collect()
}

fn is_dashed_position(text: &str) -> bool {
    let cells = || text.chars().filter(|&c| c != '/' && c != ' ');
    let qubic = cells().count() == 64 && cells().all(|c| "xXoO_-.".contains(c));
    text.starts_with('-')
        && (qubic
            || text.chars().count() == 9 && text.chars().all(|c| "xXoO_-.123456789".contains(c)))
}
