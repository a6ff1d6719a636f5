//! The command line: clap parses it (`args`), each subcommand has its own
//! file, and `run` turns words and streams into an exit status or the
//! window's options. Exit statuses: 0 done; 1 the command's purpose failed
//! (output not written, lessons not saved); 2 bad input (one `error:` line).

pub mod analyze;
pub mod args;
pub mod book;
pub mod desktop;
pub mod games;
pub mod moves;
pub mod plot;
pub mod prove;
pub mod review;
pub mod rules;
#[cfg(feature = "server")]
pub mod serve;
pub mod stats;
pub mod train;
pub mod window;

use crate::core::board::Rules;
use crate::data::store::{print_warnings, Store};
use crate::record::scores::Scores;
use crate::session::options::RunOptions;
use crate::settings::{GameKind, SettingChange, Theme, ThemeChoice};
use crate::strategy::learning::is_learning;
use crate::strategy::{Memory, Opponent};
use args::{protect_positions, Cli, Command, GameArgs, WindowArgs};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches};
use serde_json::Value;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;

pub const USAGE_ERROR: i32 = 2;
pub const FAILED: i32 = 1;

/// What the binary does next.
#[derive(Debug)]
pub enum Launch {
    /// Exit with this status: a command ran, or the line was bad.
    Exit(i32),
    Window(Box<RunOptions>),
    /// Play in the terminal (`ttt text`).
    Text(Box<RunOptions>),
}

/// Runs the command line `words` (without the program's name) on the
/// standard streams, let go before returning.
pub fn main(words: Vec<OsString>) -> Launch {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&words, &mut stdin.lock(), &mut out, &mut io::stderr())
}

/// Runs the command line `words` with these streams. Output that cannot be
/// written is status 1 and a message, except a closed pipe (quiet).
pub fn run<S: AsRef<OsStr>>(
    words: &[S],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Launch {
    let mut tracked = Tracked {
        inner: out,
        error: None,
    };
    let launch = dispatch(words, input, &mut tracked, err);
    let _ = tracked.flush();
    match (tracked.error.take(), launch) {
        (None, launch) => launch,
        (Some(e), launch) if e.kind() == io::ErrorKind::BrokenPipe => launch,
        (Some(e), _) => {
            let _ = writeln!(err, "error: cannot write standard output: {e}");
            Launch::Exit(FAILED)
        }
    }
}

fn dispatch<S: AsRef<OsStr>>(
    words: &[S],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Launch {
    let argv = std::iter::once(OsStr::new("ttt")).chain(words.iter().map(AsRef::as_ref));
    let parsed = Cli::command()
        .try_get_matches_from(protect_positions(argv))
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)));
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = write!(out, "{}", e.render());
            return Launch::Exit(0);
        }
        Err(e) => {
            let command = subcommand_named(words);
            return usage_error(err, &match window_option_in(&e) {
                // Not clap's nearest spelling ('--position'): the option
                // exists, for the window.
                Some(option) => format!(
                    "--{option} is a window option: it goes with 'ttt' alone, not with {} (see 'ttt {} --help')",
                    command.unwrap_or("a command"),
                    command.unwrap_or_default()
                ),
                None => one_line(&e, command),
            });
        }
    };
    if let (Some(name), Some(option)) = (matches.subcommand_name(), first_window_option(&matches)) {
        return usage_error(
            err,
            &format!(
                "--{option} is a window option and goes without a command \
             (see 'ttt {name} --help' for {name}'s options)"
            ),
        );
    }
    let data_dir = cli.data_dir.filter(|d| !d.as_os_str().is_empty());
    let data_dir = data_dir.as_deref();
    // Whether one of `names` was typed after the subcommand.
    let typed = |names: &[&str]| {
        let given = |m: &ArgMatches, a| m.value_source(a) == Some(ValueSource::CommandLine);
        matches
            .subcommand()
            .is_some_and(|(_, m)| names.iter().any(|a| given(m, a)))
    };
    let mut io = Io {
        data_dir,
        input,
        out,
        err,
    };
    let result = match cli.command {
        None => return play(cli.window, data_dir, false, io.err),
        Some(Command::Text(game)) => {
            let window = WindowArgs {
                game,
                ..WindowArgs::default()
            };
            return play(window, data_dir, true, io.err);
        }
        Some(Command::Move(args)) if args.game == GameKind::Qubic => {
            moves::run_qubic(&args, typed(&["opponent"]), &mut io)
        }
        Some(Command::Move(mut args)) => {
            args.opponent = args
                .level
                .and_then(|l| l.opponent())
                .unwrap_or(args.opponent);
            moves::run(&args, &mut io)
        }
        Some(Command::Analyze(args)) => analyze::run(&args, &mut io),
        Some(Command::Prove(args)) if args.game == GameKind::Qubic => {
            prove::run_qubic(&args, typed(&["opponent", "rules"]), io.out)
        }
        Some(Command::Prove(args)) if args.book.is_some() => {
            Err("--book is Qubic's opening book; add --game qubic".into())
        }
        Some(Command::Prove(args)) => prove::run(&args, &mut io),
        Some(Command::Book) => print(io.out, false, book::report, Value::default),
        Some(Command::Stats(args)) => stats::run(&args, &mut io),
        Some(Command::Games(args)) => games::run(&args, &mut io),
        Some(Command::Train(args)) => train::run(&args, &mut io),
        Some(Command::Review(args)) => review::run(&args, &mut io),
        Some(Command::Rules { json }) => print(io.out, json, rules::report, rules::json),
        #[cfg(feature = "server")]
        Some(Command::Serve(args)) => serve::run(&args, data_dir, &mut io),
        Some(Command::Completions { shell }) => {
            // clap_complete panics if its writer fails: it writes to memory.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "ttt", &mut script);
            let _ = io.out.write_all(&script);
            Ok(0)
        }
    };
    result.map_or_else(|message| usage_error(io.err, &message), Launch::Exit)
}

/// What a command reads and writes: the data directory (`--data-dir`, if
/// given) and the standard streams.
pub struct Io<'a> {
    pub data_dir: Option<&'a Path>,
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
    pub err: &'a mut dyn Write,
}

impl Io<'_> {
    /// The memory `opponents` play with: the learning opponents' (lessons,
    /// boxes, weights) read from the data directory, its warnings said; an
    /// empty one, unread, when none of them learns.
    pub fn memory_for(&mut self, opponents: &[Opponent]) -> Memory {
        if !opponents.iter().any(|&o| is_learning(o)) {
            return Memory::new();
        }
        let (learned, warnings) = Store::locate(self.data_dir).load_learned();
        print_warnings(self.err, &warnings);
        learned.memory()
    }

    /// The data directory's store and its scores, each warning said;
    /// prepared first (`Store::prepare`) when the command will `write`, or
    /// when there is no directory to read (`ttt stats` and `ttt games`).
    pub fn scores(&mut self, write: bool) -> (Store, Scores) {
        let store = Store::locate(self.data_dir);
        if write || store.dir().is_none() {
            print_warnings(self.err, &store.prepare());
        }
        let (scores, warnings) = store.load::<Scores>();
        print_warnings(self.err, &warnings);
        (store, scores)
    }

    /// Asks `[y/N]` on standard error whether to remove `what` for
    /// `--option`: whether it was yes. Standard input that is not a
    /// terminal cannot be asked: the error says to pass `--yes`.
    pub fn confirm(&mut self, option: &str, what: &str) -> Result<bool, String> {
        if !io::stdin().is_terminal() {
            return Err(format!(
                "--{option} would remove {what}; standard input is not a terminal to ask, \
                 so pass --yes to {option} without asking"
            ));
        }
        let _ = write!(self.err, "Remove {what}? [y/N] ");
        let _ = self.err.flush();
        let mut answer = String::new();
        let _ = self.input.read_line(&mut answer);
        let yes = matches!(answer.trim().to_ascii_lowercase().as_str(), "y" | "yes");
        if !yes {
            let _ = writeln!(self.err, "Nothing was removed.");
        }
        Ok(yes)
    }
}

/// Writes the `text` a command prints, or with `as_json` its pretty JSON
/// `value`; status 0.
pub fn print(
    out: &mut dyn Write,
    as_json: bool,
    text: impl FnOnce() -> String,
    value: impl FnOnce() -> Value,
) -> Result<i32, String> {
    let _ = match as_json {
        true => writeln!(out, "{:#}", value()),
        false => write!(out, "{}", text()),
    };
    Ok(0)
}

/// The window's options for the window, or for the terminal (`text`).
fn play(window: WindowArgs, data_dir: Option<&Path>, text: bool, err: &mut dyn Write) -> Launch {
    match window::window_options(&window, data_dir.map(Into::into)) {
        Ok(options) if text => Launch::Text(Box::new(options)),
        Ok(options) if friend_usage(&options).is_some() => {
            usage_error(err, &friend_usage(&options).unwrap_or_default())
        }
        Ok(mut options) => {
            // What the desktop prefers, asked only when the theme might be its.
            let fixed =
                |c: &SettingChange| matches!(c, SettingChange::Theme(ThemeChoice::Fixed(_)));
            if !options.changes.iter().any(fixed) {
                options.desktop_theme = desktop::asked().unwrap_or(Theme::Light);
            }
            Launch::Window(Box::new(options))
        }
        Err(message) => usage_error(err, &message),
    }
}

/// Why the window's `--join`, `--host` or `--server` cannot be used, if
/// one cannot: read before the window opens, as the terminal's are.
fn friend_usage(options: &crate::session::options::RunOptions) -> Option<String> {
    #[cfg(feature = "server")]
    {
        use crate::net::client::Address;
        if let Some(Err(why)) = options.server.as_deref().map(Address::parse) {
            return Some(why);
        }
        let friend = options.friend.as_ref()?;
        match Address::parse(&friend.url) {
            Err(why) => Some(why),
            Ok(address) if !friend.host && address.code.is_none() => Some(format!(
                "'{}' names no room: --join takes the invite link, http://HOST:PORT/#CODE",
                friend.url
            )),
            Ok(_) => None,
        }
    }
    #[cfg(not(feature = "server"))]
    {
        let _ = options;
        None
    }
}

/// ` under RULES` after what a line says, for rules other than the
/// standard ones.
pub fn under(rules: Rules) -> String {
    match rules {
        Rules::Standard => String::new(),
        _ => format!(" under {rules}"),
    }
}

fn usage_error(err: &mut dyn Write, line: &str) -> Launch {
    let _ = writeln!(err, "error: {line}");
    Launch::Exit(USAGE_ERROR)
}

/// The subcommand a command line names, for pointing at its help.
fn subcommand_named<S: AsRef<OsStr>>(words: &[S]) -> Option<&str> {
    let command = Cli::command();
    words
        .iter()
        .filter_map(|w| w.as_ref().to_str())
        .find(|w| command.find_subcommand(w).is_some())
}

fn first_window_option(matches: &ArgMatches) -> Option<String> {
    let window = WindowArgs::augment_args(clap::Command::new("window"));
    let given = |a: &&clap::Arg| {
        matches.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine)
    };
    let first = window.get_arguments().find(given)?;
    first.get_long().map(str::to_string)
}

/// The window option a command was given, when that is what clap refused
/// (`ttt text --animation`): one the window takes and the game's choices
/// do not.
fn window_option_in(e: &clap::Error) -> Option<String> {
    let arg = match (e.kind(), e.get(ContextKind::InvalidArg)) {
        (ErrorKind::UnknownArgument, Some(ContextValue::String(arg))) => arg,
        _ => return None,
    };
    let name = arg.strip_prefix("--")?.split('=').next()?;
    let has = |args: clap::Command| args.get_arguments().any(|a| a.get_long() == Some(name));
    let window_only = has(WindowArgs::augment_args(clap::Command::new("window")))
        && !has(GameArgs::augment_args(clap::Command::new("game")));
    window_only.then(|| name.to_string())
}

/// clap's error as one line: what was wrong, the suggestion or the choices
/// if clap has one, and where the help is.
pub fn one_line(e: &clap::Error, command: Option<&str>) -> String {
    let strings = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(s)) => s.clone(),
        _ => Vec::new(),
    };
    let rendered = e.render().to_string();
    let first = rendered.lines().next().unwrap_or_default();
    let mut line = first.trim_start_matches("error: ").trim_end().to_string();
    if e.kind() == ErrorKind::MissingRequiredArgument {
        line = format!("missing {}", strings(ContextKind::InvalidArg).join(", "));
    }
    // Hostile text stays one short line: what was typed is cut, never the
    // choices.
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ] {
        for typed in strings(kind) {
            if typed.chars().count() > TYPED_MOST {
                line = line.replace(&typed, &cut(&typed, TYPED_MOST));
            }
        }
    }
    let mut line = cut(line.trim_end_matches(':'), LINE_MOST);
    let mut suggestions = strings(ContextKind::SuggestedSubcommand);
    suggestions.extend(strings(ContextKind::SuggestedArg));
    suggestions.extend(strings(ContextKind::SuggestedValue));
    let valid = strings(ContextKind::ValidValue);
    if !suggestions.is_empty() {
        let quoted: Vec<String> = suggestions.iter().map(|s| format!("'{s}'")).collect();
        line += &format!("; did you mean {}?", quoted.join(" or "));
    } else if !valid.is_empty() {
        line += &format!(" (choose one of: {})", valid.join(", "));
    }
    let command = command.map_or("ttt".to_string(), |name| format!("ttt {name}"));
    format!("{line} (see '{command} --help')")
}

/// The most characters of a typed word an error line repeats.
const TYPED_MOST: usize = 40;
/// The most characters of an error line, whatever clap said.
const LINE_MOST: usize = 400;

/// `text` with control characters escaped, cut to `most` characters.
fn cut(text: &str, most: usize) -> String {
    let mut escaped = String::new();
    for c in text.chars() {
        match c.is_control() {
            true => escaped.extend(c.escape_default()),
            false => escaped.push(c),
        }
    }
    match escaped.char_indices().nth(most) {
        Some((at, _)) => format!("{}...", &escaped[..at]),
        None => escaped,
    }
}

/// Passes writes through and remembers the first that failed, reported
/// once at the end whatever the command did with it; later writes fail
/// at once.
struct Tracked<'a> {
    inner: &'a mut dyn Write,
    error: Option<io::Error>,
}

impl Tracked<'_> {
    fn pass<T>(&mut self, act: impl FnOnce(&mut dyn Write) -> io::Result<T>) -> io::Result<T> {
        if let Some(e) = &self.error {
            return Err(e.kind().into());
        }
        act(self.inner).inspect_err(|e| self.error = Some(io::Error::new(e.kind(), e.to_string())))
    }
}

impl Write for Tracked<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pass(|w| w.write(buf))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.pass(|w| w.flush())
    }
}
