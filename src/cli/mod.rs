//! The headless subcommands (`ttt move`, `analyze`, `prove`) and the parsing
//! of every command line, the window's included. Pure: arguments, input and
//! output streams in; an exit status out.

pub mod args;
pub mod data;
pub mod review;
pub mod rules;
pub mod screenshot;
pub mod text;
pub mod window;

use crate::core::board::{Board, Mark, Rules};
use crate::core::position::{parse_playable, shown, PositionError};
use crate::core::rng::Rng;
use crate::strategy::prove::prove;
use crate::strategy::{parse_opponent, perfect, Memory, Opponent};
use args::Args;
use std::io::{BufRead, Write};

/// Exit status for bad input.
pub const USAGE_ERROR: i32 = 2;

/// The subcommands `run` answers to.
pub const SUBCOMMANDS: [&str; 7] = ["move", "analyze", "prove", "stats", "train", "help", "text"];

pub const USAGE: &str = "\
usage:
  ttt [--opponent NAME] [--side x|o] [--data-dir DIR]   open the game window
      [--no-animation|--animation] [--keypad-layout|--keypad-digits]
                                                       (choices named here are remembered)
  ttt --position POS --screenshot FILE.png             save a picture of POS
  ttt text [--opponent NAME] [--side x|o] [--rules NAME] [--position POS]
                                                       play in the terminal
  ttt move [--opponent NAME] POSITION [SIDE]           the opponent's move and why
  ttt move [--opponent NAME] -                         one answer per stdin line
  ttt analyze POSITION                                 every square's value, every opponent's move
  ttt prove [--opponent NAME|all]                      play every line; count wins, draws, losses
  ttt stats [--reset]                                  your scores, one line per opponent and side
  ttt train [--games N] [--against NAME|random]        teach the learner by playing it
            [--seed S] [--save-every N] [--until-proven]
every command takes --data-dir DIR (else $TTT_DATA_DIR, else the per-user data directory)
opponents: logo (default), scheme, dawson, hyde, perfect, learner, human
positions: 9 characters, squares 1..9 in reading order: x, o, and _ - . or the digit for empty";

/// Whether `ttt WORDS...` is a headless subcommand rather than the window.
pub fn is_subcommand(words: &[String]) -> bool {
    words
        .first()
        .is_some_and(|w| SUBCOMMANDS.contains(&w.as_str()) || w == "--help" || w == "-h")
}

/// Runs a headless subcommand on the real standard streams; returns the
/// exit status.
pub fn main_subcommand(words: &[String]) -> i32 {
    if let Some(("text", rest)) = words.split_first().map(|(w, r)| (w.as_str(), r)) {
        return text::main_text(rest);
    }
    let memory = crate::cli::data::memory_for(words, &mut std::io::stderr());
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let status = run(
        words,
        &memory,
        &mut stdin.lock(),
        &mut out,
        &mut std::io::stderr(),
    );
    let _ = out.flush();
    status
}

/// Runs subcommand `words[0]` with the rest as its arguments; returns the
/// exit status. `memory` is the learner's, already loaded by the caller.
pub fn run(
    words: &[String],
    memory: &Memory,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let Some((command, rest)) = words.split_first() else {
        let _ = writeln!(err, "{USAGE}");
        return USAGE_ERROR;
    };
    let result = match command.as_str() {
        "move" => run_move(rest, memory, input, out),
        "analyze" => run_analyze(rest, memory, out),
        "prove" => run_prove(rest, memory, out),
        "stats" => crate::cli::data::run_stats(rest, out, err),
        "train" => crate::cli::data::run_train(rest, out, err),
        "text" => text::parse_text_options(rest)
            .map(|o| crate::terminal::lines::run_lines(&o, input, out, err, false)),
        "help" | "--help" | "-h" => writeln!(out, "{USAGE}")
            .map(|_| 0)
            .map_err(|e| e.to_string()),
        other => Err(format!(
            "unknown command '{}'; try 'ttt help'",
            shown(other)
        )),
    };
    match result {
        Ok(status) => status,
        Err(message) => {
            let _ = writeln!(err, "error: {message}");
            USAGE_ERROR
        }
    }
}

fn run_move(
    words: &[String],
    memory: &Memory,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let args = Args::parse(words, &["opponent", "data-dir"], &[])?;
    let opponent = parse_opponent(args.option("opponent").unwrap_or("logo"))?;
    if !opponent.is_computer() {
        return Err("opponent 'human' does not choose moves; pick a computer opponent".into());
    }
    let mut rng = Rng::from_entropy();
    match args.positional.as_slice() {
        [dash] if dash == "-" => answer_lines(opponent, memory, &mut rng, input, out),
        [position] => answer(opponent, memory, &mut rng, position, None).map(|line| {
            let _ = writeln!(out, "{line}");
            0
        }),
        [position, side] => answer(opponent, memory, &mut rng, position, Some(side)).map(|line| {
            let _ = writeln!(out, "{line}");
            0
        }),
        [] => Err("move needs a POSITION (or - to read positions from standard input)".into()),
        _ => Err("move takes a POSITION and an optional SIDE, nothing more".into()),
    }
}

/// One answer: `7 advance`.
fn answer(
    opponent: Opponent,
    memory: &Memory,
    rng: &mut Rng,
    position: &str,
    side: Option<&str>,
) -> Result<String, String> {
    let (board, me) = parse_playable(position, side).map_err(|e: PositionError| e.to_string())?;
    let decision = opponent
        .decide(&board, me, memory, rng)
        .ok_or("no free square")?;
    Ok(decision.to_string())
}

/// Batch mode: one answer line per input line, `error: ...` for bad ones.
fn answer_lines(
    opponent: Opponent,
    memory: &Memory,
    rng: &mut Rng,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let mut status = 0;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return Err(format!("cannot read standard input: {e}")),
        }
        let line = String::from_utf8_lossy(&bytes);
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.as_slice() {
            [position] => answer(opponent, memory, rng, position, None),
            [position, side] => answer(opponent, memory, rng, position, Some(side)),
            [] => Err("empty line; expected POSITION [SIDE]".to_string()),
            _ => Err("expected POSITION [SIDE], found more words".to_string()),
        };
        let text = reply.unwrap_or_else(|e| {
            status = USAGE_ERROR;
            format!("error: {e}")
        });
        if writeln!(out, "{text}").is_err() {
            break;
        }
    }
    Ok(status)
}

fn run_analyze(words: &[String], memory: &Memory, out: &mut dyn Write) -> Result<i32, String> {
    let args = Args::parse(words, &["data-dir"], &[])?;
    let [position] = args.positional.as_slice() else {
        return Err("analyze takes exactly one POSITION".into());
    };
    let (board, me) = parse_playable(position, None).map_err(|e| e.to_string())?;
    let _ = out.write_all(analysis(&board, me, memory).as_bytes());
    Ok(0)
}

/// The text of `ttt analyze`.
pub fn analysis(board: &Board, me: Mark, memory: &Memory) -> String {
    let mut text = format!("position  {board}\nto move   {me}\n");
    let triples: Vec<String> = board.triples().iter().map(|t| t.to_string()).collect();
    text += &format!("triples   {}\n", triples.join(" "));
    text += &format!(
        "outlook   {} with best play by both\n",
        outlook_word(perfect::outlook_of(board))
    );
    text += "squares   (perfect play after each move, for the mover)\n";
    for sq in board.free_squares() {
        let (outlook, moves) = perfect::value_of_move(board, me, sq);
        let value = match outlook {
            perfect::Outlook::Draw => "draw".to_string(),
            other => format!("{} in {moves}", outlook_word(other)),
        };
        text += &format!("  {sq}  {value}\n");
    }
    text += "opponents\n";
    for opponent in Opponent::COMPUTERS {
        let mut rng = Rng::seeded(board.index() as u64);
        if let Some(decision) = opponent.decide(board, me, memory, &mut rng) {
            text += &format!("  {:<8} {decision}\n", opponent.name());
        }
    }
    text
}

fn outlook_word(outlook: perfect::Outlook) -> &'static str {
    match outlook {
        perfect::Outlook::Win => "win",
        perfect::Outlook::Draw => "draw",
        perfect::Outlook::Loss => "loss",
    }
}

fn run_prove(words: &[String], memory: &Memory, out: &mut dyn Write) -> Result<i32, String> {
    let args = Args::parse(words, &["opponent", "data-dir"], &[])?;
    if let Some(extra) = args.positional.first() {
        return Err(format!(
            "prove takes no position ('{}' given); use --opponent NAME|all",
            shown(extra)
        ));
    }
    let opponents = match args.option("opponent").unwrap_or("all") {
        "all" => Opponent::COMPUTERS.to_vec(),
        name => vec![parse_opponent(name)?],
    };
    for opponent in opponents {
        for side in [Mark::X, Mark::O] {
            let proof = prove(opponent, side, Rules::Standard, memory)
                .ok_or("opponent 'human' is not a strategy to prove")?;
            let _ = writeln!(out, "{proof}");
        }
    }
    Ok(0)
}
