//! `ttt move POSITION [SIDE]`: the opponent's move and the rule that chose
//! it; `ttt move -` answers each `POSITION [SIDE]` line of standard input.
//! Scripts hammer batch mode, so a good line allocates nothing: read into
//! one buffer, parsed from its bytes, answered straight into the output.
//! Qubic's moves (`ttt move --game qubic`) are answered here too.

use crate::cli::args::MoveArgs;
use crate::cli::Io;
use crate::core::board::{Board, Mark, Rules};
use crate::core::position::parse_playable_under;
use crate::core::rng::Rng;
use crate::core::square::Square;
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::player::decide;
use crate::qubic::position::Position;
use crate::strategy::Answer;
use serde_json::json;
use std::io::{self, BufRead, Write};

/// The longest batch line read, in bytes; a longer one is an error,
/// skipped without being held.
pub const MAX_LINE: usize = 1024;

pub fn run(args: &MoveArgs, io: &mut Io) -> Result<i32, String> {
    let memory = io.memory_for(&[args.opponent]);
    let mut rng = Rng::from_entropy();
    // One answer line: `7 advance`, or `{"square":7,"rule":"advance"}`
    // (`{"broken":"..."}` for a book's program that broke).
    let mut answer = |board: &Board, me: Mark, out: &mut dyn Write| -> Result<_, String> {
        let answer = (args.opponent)
            .decide(board, me, &memory, &mut rng)
            .ok_or("no free square")?;
        Ok(match (args.json, answer) {
            (false, answer) => writeln!(out, "{answer}"),
            (true, Answer::Move(d)) => writeln!(
                out,
                "{}",
                json!({ "square": d.square.number(), "rule": d.rule.to_string() })
            ),
            (true, Answer::Broken(b)) => writeln!(out, "{}", json!({ "broken": b.to_string() })),
        })
    };
    if args.position == "-" && args.side.is_none() {
        return answer_lines(io, |line, out| {
            let (board, me) = match quick_parse(line, args.rules) {
                Some(parsed) => parsed,
                None => parse_slowly(line, args.rules)?,
            };
            answer(&board, me, out)
        });
    }
    let (board, me) = parse_playable_under(&args.position, args.side.as_deref(), args.rules)
        .map_err(|e| e.to_string())?;
    let _ = answer(&board, me, io.out)?;
    Ok(0)
}

/// `ttt move --game qubic [--level LEVEL] POSITION`: Qubic's move (a cell
/// 1..64) and why; in batch mode a whole line is one position (spaces
/// between planes allowed, so no SIDE). The books' `--opponent`s play 3×3.
pub fn run_qubic(args: &MoveArgs, opponent_given: bool, io: &mut Io) -> Result<i32, String> {
    if opponent_given {
        return Err(format!(
            "opponent {} plays only 3×3; choose Qubic's opponent with --level",
            args.opponent.name()
        ));
    }
    if args.rules != Rules::Standard {
        return Err("the rule variants are 3×3's; Qubic has its 76 lines".into());
    }
    if args.side.is_some() {
        return Err("Qubic takes one POSITION and no SIDE: the position says whose turn it is (quote a position with spaces)".into());
    }
    let level = args
        .level
        .map_or(Some(QubicOpponent::Hard), |l| {
            QubicOpponent::parse_level(l.name())
        })
        .ok_or("Qubic's levels are easy, medium, hard and unbeatable")?;
    let mut rng = Rng::from_entropy();
    // One answer line: `64 blocks your line 1-22-43-64`, or
    // `{"cell":64,"reason":"blocks your line 1-22-43-64"}`.
    let mut answer = |text: &str, out: &mut dyn Write| -> Result<_, String> {
        if text.trim().is_empty() {
            return Err("empty line; expected a Qubic POSITION".into());
        }
        let position = Position::parse_playable(text).map_err(|e| e.to_string())?;
        let d = decide(&position, level, &mut rng).ok_or("no free cell")?;
        Ok(match args.json {
            true => writeln!(
                out,
                "{}",
                json!({ "cell": d.cell.number(), "reason": d.reason.to_string() })
            ),
            false => writeln!(out, "{} {}", d.cell, d.reason),
        })
    };
    if args.position == "-" {
        return answer_lines(io, |line, out| answer(&String::from_utf8_lossy(line), out));
    }
    let _ = answer(&args.position, io.out)?;
    Ok(0)
}

/// Batch mode, for both games: one answer line per input line (`answer`
/// writes it, or says why the line is bad: `error: ...` and exit status
/// 2). Stops quietly when the output closes.
pub fn answer_lines(
    io: &mut Io,
    mut answer: impl FnMut(&[u8], &mut dyn Write) -> Result<io::Result<()>, String>,
) -> Result<i32, String> {
    let (input, out) = (&mut *io.input, &mut *io.out);
    let mut status = 0;
    let mut line = Vec::with_capacity(MAX_LINE + 1);
    loop {
        let whole = match read_line(input, &mut line) {
            Ok(Some(whole)) => whole,
            Ok(None) => break,
            Err(e) => {
                let _ = out.flush();
                return Err(format!("cannot read standard input: {e}"));
            }
        };
        let written = match whole {
            true => answer(&line, out),
            false => Err(format!("line longer than {MAX_LINE} bytes; skipped")),
        };
        let written = written.unwrap_or_else(|message| {
            status = crate::cli::USAGE_ERROR;
            writeln!(out, "error: {message}")
        });
        if written.is_err() {
            break;
        }
    }
    Ok(status)
}

/// Reads one line into `line`, without its newline: `Some(false)` (and
/// `line` empty) if longer than [`MAX_LINE`], `None` at the end of input.
pub fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> io::Result<Option<bool>> {
    line.clear();
    if io::Read::take(&mut *input, MAX_LINE as u64 + 1).read_until(b'\n', line)? == 0 {
        return Ok(None);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
    } else if line.len() > MAX_LINE {
        line.clear();
        input.skip_until(b'\n')?;
        return Ok(Some(false));
    }
    Ok(Some(true))
}

/// The common case without allocating: a playable `POSITION [SIDE]` in
/// ASCII; `None` for anything else, which [`parse_slowly`] explains.
fn quick_parse(line: &[u8], rules: Rules) -> Option<(Board, Mark)> {
    let mut words = line
        .split(|b| b.is_ascii_whitespace())
        .filter(|w| !w.is_empty());
    let position = words.next()?;
    let side = words.next();
    if words.next().is_some() || position.len() != 9 {
        return None;
    }
    let mut board = Board::empty_under(rules);
    for (sq, &byte) in Square::all().zip(position) {
        match byte {
            b'x' | b'X' => board = board.with(sq, Mark::X),
            b'o' | b'O' => board = board.with(sq, Mark::O),
            b'_' | b'-' | b'.' => {}
            d if d == b'0' + sq.number() => {}
            _ => return None,
        }
    }
    let playable = board.counts_are_legal() && !board.is_finished();
    let me = board.to_move();
    let side_agrees = match side {
        None => true,
        Some([b'x' | b'X']) => me == Mark::X,
        Some([b'o' | b'O']) => me == Mark::O,
        Some(_) => false,
    };
    (playable && side_agrees).then_some((board, me))
}

/// A line the quick parse refused, parsed as an argument, for its message.
fn parse_slowly(line: &[u8], rules: Rules) -> Result<(Board, Mark), String> {
    let line = String::from_utf8_lossy(line);
    let mut words = line.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (None, _, _) => Err("empty line; expected POSITION [SIDE]".into()),
        (Some(position), side, None) => {
            parse_playable_under(position, side, rules).map_err(|e| e.to_string())
        }
        _ => Err("expected POSITION [SIDE], found more words".into()),
    }
}
