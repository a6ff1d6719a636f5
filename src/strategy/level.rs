//! The plain level a newcomer chooses by, worked out from what `ttt prove`
//! finds, not declared: an opponent losing a tenth of the lines of play or
//! more is easy, fewer is medium, never is hard, and the whole game tree is
//! unbeatable. The learning opponents have no fixed level.

use crate::core::board::Rules;
use crate::strategy::prove::standing;
use crate::strategy::Opponent;

/// How hard an opponent is to beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Unbeatable,
    /// Its strength changes as it learns.
    Learns,
    /// Its strength is what `ttt train` taught it: it does not learn in play.
    Trained,
    /// Another person.
    Person,
}

impl Level {
    /// The levels `--level` names, easiest first.
    pub const CHOSEN: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Unbeatable];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Unbeatable => "unbeatable",
            Level::Learns => "learns",
            Level::Trained => "trained",
            Level::Person => "two players",
        }
    }

    /// The level as a chooser's row begins: `Easy`, `Two players`.
    pub fn title(self) -> String {
        let name = self.name();
        name[..1].to_uppercase() + &name[1..]
    }

    pub fn parse(name: &str) -> Option<Level> {
        Level::CHOSEN.into_iter().find(|l| l.name() == name)
    }

    /// The opponent `--level` picks: the books' programs where they are
    /// the level (Hyde, Dawson, Logo), Perfect for unbeatable.
    pub fn opponent(self) -> Option<Opponent> {
        match self {
            Level::Easy => Some(Opponent::Hyde),
            Level::Medium => Some(Opponent::Dawson),
            Level::Hard => Some(Opponent::Logo),
            Level::Unbeatable => Some(Opponent::Perfect),
            Level::Learns | Level::Trained | Level::Person => None,
        }
    }
}

/// The level of `opponent` under `rules`, from `prove`'s count of the
/// lines of play it loses (or breaks on) as X and as O together.
pub fn level_of(opponent: Opponent, rules: Rules) -> Level {
    match opponent {
        Opponent::Human => return Level::Person,
        Opponent::Learner | Opponent::Menace => return Level::Learns,
        // Comparing two weightings takes many games: only `ttt train` does.
        Opponent::Samuel => return Level::Trained,
        Opponent::Perfect => return Level::Unbeatable,
        _ => {}
    }
    match standing(opponent, rules) {
        Some(s) if (s.lost + s.broken) * 10 >= s.games => Level::Easy,
        Some(s) if s.lost + s.broken > 0 => Level::Medium,
        _ => Level::Hard,
    }
}

#[cfg(test)]
#[path = "level_tests.rs"]
mod tests;
