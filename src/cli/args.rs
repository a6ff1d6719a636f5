//! Every command line `ttt` accepts, declared for clap (a [`Command`] per
//! subcommand, with its arm in `cli::run`), and how words become values:
//! clap value enums, and positions kept from being options.

use crate::core::board::{Mark, Rules};
use crate::settings::{GameKind, Name, QubicOpponent, SettingChange, Speed, Starts, ThemeChoice};
use crate::strategy::learning::is_learning;
use crate::strategy::level::Level;
use crate::strategy::train::Partner;
use crate::strategy::{parse_opponent, Opponent};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// A command's examples for its help: `assets/examples/NAME.txt`.
macro_rules! examples {
    ($name:literal) => {
        include_str!(concat!("../../assets/examples/", $name, ".txt")).trim_end()
    };
}

/// The whole command line.
#[derive(Debug, Parser)]
#[command(
    version,
    propagate_version = true,
    about,
    long_about = "Tic-tac-toe drawn by a Logo turtle, playing the strategies of the classic \
                  books and saying which rule chose each move.\n\n\
                  With no command, opens the game window. Positions are 9 characters, squares \
                  1..9 in reading order: x, o, and _ - . or the square's digit for a free square.",
    after_help = examples!("ttt")
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Where scores, settings and the learner's lessons are kept [default:
    /// the per-user data directory]
    // Any text, even empty: an empty TTT_DATA_DIR counts as not set.
    #[arg(long, global = true, value_name = "DIR", env = "TTT_DATA_DIR",
          value_parser = clap::builder::OsStringValueParser::new().map(PathBuf::from))]
    pub data_dir: Option<PathBuf>,
    #[command(flatten)]
    pub window: WindowArgs,
}

/// The game's choices, for the window and the terminal alike. Choices
/// named here are remembered for the next game.
#[derive(Clone, Debug, Args, Default)]
pub struct GameArgs {
    /// The game: 3×3 tic-tac-toe, or Qubic (4×4×4, 64 cells, four in a line)
    #[arg(long)]
    pub game: Option<GameKind>,
    /// The computer opponent (or human, for two players)
    #[arg(long, value_name = "NAME")]
    pub opponent: Option<Opponent>,
    /// An opponent by how hard it is: easy (Hyde), medium (Dawson), hard
    /// (Logo) or unbeatable (Perfect)
    #[arg(long, hide_possible_values = true, conflicts_with = "opponent")]
    pub level: Option<Level>,
    /// The side you play; x moves first
    #[arg(long, ignore_case = true)]
    pub side: Option<Mark>,
    /// What wins (Simply Scheme exercise 10.4)
    #[arg(long)]
    pub rules: Option<Rules>,
    /// Start from this position
    #[arg(long, value_name = "POS")]
    pub position: Option<String>,
    /// Who plays X and starts, game after game: x (sides stay as chosen),
    /// alternate (sides swap after each game) or coin (a coin toss)
    #[arg(long, value_name = "WHO", hide_possible_values = true)]
    pub starts: Option<Starts>,
    /// The name of the player of X between two players ("" for none)
    #[arg(long, value_name = "NAME", value_parser = Name::new)]
    pub name_x: Option<Name>,
    /// The name of the player of O between two players ("" for none)
    #[arg(long, value_name = "NAME", value_parser = Name::new)]
    pub name_o: Option<Name>,
    /// Join a friend's room: the invite link, http://HOST:PORT/#CODE
    #[cfg(feature = "server")]
    #[arg(long, value_name = "URL", conflicts_with = "host")]
    pub join: Option<String>,
    /// Make a room on the ttt serve at URL (HOST:PORT) for --game and
    /// --rules, and show its invite link
    #[cfg(feature = "server")]
    #[arg(long, value_name = "URL")]
    pub host: Option<String>,
    /// The ttt serve at URL (HOST:PORT) where Play a friend hosts rooms;
    /// without it, the game serves them itself
    #[cfg(feature = "server")]
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// Your name in a friend's room
    #[cfg(feature = "server")]
    #[arg(long, value_name = "NAME", value_parser = Name::new)]
    pub name: Option<Name>,
}

impl GameArgs {
    /// The friend's room `--join` or `--host` names, if either does.
    #[cfg(feature = "server")]
    pub fn friend(&self) -> Option<crate::session::options::FriendRoom> {
        let (url, host) = match (&self.join, &self.host) {
            (Some(url), _) => (url.clone(), false),
            (None, Some(url)) => (url.clone(), true),
            (None, None) => return None,
        };
        let name = self.name.map(|n| n.to_string()).unwrap_or_default();
        Some(crate::session::options::FriendRoom { url, host, name })
    }

    #[cfg(not(feature = "server"))]
    pub fn friend(&self) -> Option<crate::session::options::FriendRoom> {
        None
    }

    /// `--name`, the player's name in a friend's room ("" for none).
    #[cfg(feature = "server")]
    pub fn name_in_room(&self) -> String {
        self.name.map(|n| n.to_string()).unwrap_or_default()
    }

    #[cfg(not(feature = "server"))]
    pub fn name_in_room(&self) -> String {
        String::new()
    }

    /// The server `--server` names for hosting, if any.
    #[cfg(feature = "server")]
    pub fn server(&self) -> Option<String> {
        self.server.clone()
    }

    #[cfg(not(feature = "server"))]
    pub fn server(&self) -> Option<String> {
        None
    }
}

/// The window's options (`ttt` with no command): the game's, and the
/// window's own.
#[derive(Debug, Args, Default)]
pub struct WindowArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Save a picture of the window to FILE.png instead of opening it (no
    /// display needed)
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
    /// How fast the turtle draws: slow, normal, fast or off
    #[arg(long, hide_possible_values = true)]
    pub speed: Option<Speed>,
    /// The turtle draws each mark (at the normal speed)
    #[arg(long, overrides_with = "no_animation")]
    pub animation: bool,
    /// Marks appear at once (the same as --speed off)
    #[arg(long)]
    pub no_animation: bool,
    /// Keys 1-9 laid out as a numeric keypad (7 8 9 on top)
    #[arg(long, overrides_with = "keypad_digits")]
    pub keypad_layout: bool,
    /// Keys 1-9 are the squares' numbers
    #[arg(long)]
    pub keypad_digits: bool,
    /// Play the game's sounds
    #[arg(long, overrides_with = "mute")]
    pub sound: bool,
    /// No sounds (M in the window turns them on)
    #[arg(long)]
    pub mute: bool,
    /// The window's colours (system: the desktop's light or dark)
    #[arg(long)]
    pub theme: Option<ThemeChoice>,
}

impl WindowArgs {
    /// The settings these name, in order, as changes to the remembered ones.
    pub fn setting_changes(&self) -> Vec<SettingChange> {
        let game = &self.game;
        let on_off = |on: bool, off: bool| (on || off).then_some(!off);
        let animation = on_off(self.animation, self.no_animation);
        let animation = animation.map(|on| if on { Speed::Normal } else { Speed::Off });
        let opponent = game.opponent.or(game.level.and_then(Level::opponent));
        // A level names Qubic's opponent too, unless --game names 3×3;
        // `human` is two players in either game.
        let qubic = match (game.game, game.level, opponent) {
            (Some(GameKind::TicTacToe), _, _) => None,
            (_, _, Some(Opponent::Human)) => Some(QubicOpponent::Human),
            (_, Some(level), _) => QubicOpponent::parse_level(level.name()),
            _ => None,
        };
        let qubic_level = game.game == Some(GameKind::Qubic) && game.level.is_some();
        let three_by_three = opponent.filter(|_| !qubic_level);
        [
            game.game.map(SettingChange::Game),
            qubic.map(SettingChange::QubicOpponent),
            three_by_three.map(SettingChange::Opponent),
            game.side.map(SettingChange::Side),
            game.rules.map(SettingChange::Rules),
            game.starts.map(SettingChange::Starts),
            game.name_x.map(|n| SettingChange::Name(Mark::X, n)),
            game.name_o.map(|n| SettingChange::Name(Mark::O, n)),
            self.speed.or(animation).map(SettingChange::Speed),
            on_off(self.keypad_layout, self.keypad_digits).map(SettingChange::KeypadLayout),
            on_off(self.sound, self.mute).map(SettingChange::Sound),
            self.theme.map(SettingChange::Theme),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play in the terminal: key by key, or a line at a time through a pipe
    #[command(after_help = examples!("text"))]
    Text(GameArgs),
    /// The opponent's move in a position, and the rule that chose it
    #[command(after_help = examples!("move"))]
    Move(MoveArgs),
    /// Every square's value and every opponent's move in a position
    #[command(after_help = examples!("analyze"))]
    Analyze(AnalyzeArgs),
    /// Play every line of play against an opponent; count wins, draws, losses
    #[command(after_help = examples!("prove"))]
    Prove(ProveArgs),
    /// The book opponent's table of openings, up to symmetry
    #[command(after_help = examples!("book"))]
    Book,
    /// Your scores against each opponent you played
    #[command(after_help = examples!("stats"))]
    Stats(StatsArgs),
    /// Your past games (the last 200), newest first; review one
    #[command(after_help = examples!("games"))]
    Games(GamesArgs),
    /// Teach a learning opponent (learner, menace, samuel) by playing it
    #[command(after_help = examples!("train"))]
    Train(TrainArgs),
    /// Review a game move by move: each move's value, the mistakes
    #[command(after_help = examples!("review"))]
    Review(ReviewArgs),
    /// The rule variants, and who wins each under perfect play
    #[command(after_help = examples!("rules"))]
    Rules {
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
    },
    /// Serve the page and game rooms, to play friends on other computers
    #[command(after_help = examples!("serve"))]
    #[cfg(feature = "server")]
    Serve(ServeArgs),
    /// A completion script for a shell
    #[command(after_help = examples!("completions"))]
    Completions {
        /// The shell
        shell: clap_complete::Shell,
    },
}

#[cfg(feature = "server")]
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port, printed)
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on [default: every address of this computer]
    #[arg(long, value_name = "ADDRESS", default_value = "0.0.0.0")]
    pub bind: std::net::IpAddr,
    /// The built page to serve [default: web/ beside ttt, or target/web/]
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// The most rooms held at once
    #[arg(long, value_name = "N", default_value_t = crate::net::server::MAX_ROOMS)]
    pub max_rooms: usize,
}

#[derive(Debug, Args)]
pub struct MoveArgs {
    /// The game: 3×3 tic-tac-toe, or Qubic (4×4×4, 64 cells, four in a line)
    #[arg(long, default_value = "tic-tac-toe")]
    pub game: GameKind,
    /// The computer opponent who answers
    #[arg(long, value_name = "NAME", default_value = "logo",
          value_parser = opponent_that(Opponent::is_computer))]
    pub opponent: Opponent,
    /// An opponent by how hard it is: easy, medium, hard, unbeatable (for
    /// 3×3 as in the window; for Qubic the default is hard)
    #[arg(long, hide_possible_values = true, conflicts_with = "opponent")]
    pub level: Option<Level>,
    /// What wins
    #[arg(long, default_value = "standard")]
    pub rules: Rules,
    /// The position, or - to read a position (and optionally its side)
    /// per line from standard input
    pub position: String,
    /// The side to move, checked against the position (x or o)
    pub side: Option<String>,
    /// Print JSON instead of text: {"square": 7, "rule": "advance"}, one
    /// object a line in batch mode
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// What wins
    #[arg(long, default_value = "standard")]
    pub rules: Rules,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
    /// The position
    pub position: String,
}

#[derive(Debug, Args)]
pub struct ProveArgs {
    /// The game: 3×3 tic-tac-toe (its opponents), or Qubic (checks from
    /// scratch the opening book that proves X wins)
    #[arg(long, default_value = "tic-tac-toe")]
    pub game: GameKind,
    /// Qubic: the book to check [default: the one shipped with ttt]
    #[arg(long, value_name = "FILE")]
    pub book: Option<PathBuf>,
    /// The opponent to prove, or all of them
    #[arg(long, value_name = "NAME|all", default_value = "all", value_parser = proved())]
    pub opponent: Proved,
    /// What wins
    #[arg(long, default_value = "standard")]
    pub rules: Rules,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Set every score back to zero (on a terminal it asks first); the past
    /// games stay (`ttt games --clear` removes them)
    #[arg(long)]
    pub reset: bool,
    /// With --reset: do it without asking (needed when standard input is
    /// not a terminal)
    #[arg(long, requires = "reset")]
    pub yes: bool,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
}

/// A past game's number: 1 for the newest (clap's own range check would
/// say "0 is not in 1..18446744073709551615").
fn past_game_number(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("past games are numbered from 1, the newest".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err("a past game's number is a whole number from 1, the newest".to_string()),
    }
}

#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Review past game N (1 = the newest) as `ttt review` reviews a game
    #[arg(long, value_name = "N", conflicts_with = "clear", value_parser = past_game_number)]
    pub review: Option<u64>,
    /// Remove every past game (on a terminal it asks first); the scores stay
    #[arg(long)]
    pub clear: bool,
    /// With --clear: do it without asking (needed when standard input is
    /// not a terminal)
    #[arg(long, requires = "clear")]
    pub yes: bool,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Games to play [default: 1000, or up to 1000000 with --until-proven]
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    /// Who learns: learner, menace or samuel (comma-separated to compare them)
    #[arg(long, value_name = "NAME[,NAME]", default_value = "learner",
          value_delimiter = ',', value_parser = opponent_that(is_learning))]
    pub opponent: Vec<Opponent>,
    /// Who it plays: random, teacher, or a computer opponent
    #[arg(long, value_name = "NAME|random|teacher", default_value = "random", value_parser = Partner::parse)]
    pub against: Partner,
    /// What wins
    #[arg(long, default_value = "standard")]
    pub rules: Rules,
    /// Seed the partner's random choices, to repeat a run
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Save every N games
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub save_every: u64,
    /// Stop once no line of play beats it, as X or as O
    #[arg(long)]
    pub until_proven: bool,
    /// Draw the learning curve (games lost in each block of --block games, lessons) to FILE.svg or FILE.png
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,
    /// Games per point of the learning curve
    #[arg(long, value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub block: u64,
}

#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// What wins
    #[arg(long, default_value = "standard")]
    pub rules: Rules,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
    /// The squares in play order (5 1 9, or x5 o1 x9), or - to read the
    /// moves from standard input (the window's `x 5` lines work too)
    #[arg(required = true, num_args = 1..)]
    pub moves: Vec<String>,
}

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
value_enum!(Mark, [Mark::X, Mark::O], |m| PossibleValue::new(
    ["x", "o"][m as usize]
));

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
