//! `ttt move POSITION [SIDE]`: the opponent's move and the rule that chose
//! it; `ttt move -` answers each `POSITION [SIDE]` line of standard input.
//! Scripts hammer batch mode, so a good line allocates nothing: read into
//! one buffer, parsed from its bytes, answered straight into the output.

use crate::cli::args::MoveArgs;
use crate::cli::Io;
use crate::core::board::{Board, Mark, Rules};
use crate::core::position::parse_playable_under;
use crate::core::rng::Rng;
use crate::core::square::Square;
use crate::strategy::{Answer, Memory};
use std::io::{self, BufRead, Write};

/// The longest batch line read, in bytes; a longer one is an error,
/// skipped without being held.
pub const MAX_LINE: usize = 1024;

pub fn run(args: &MoveArgs, io: &mut Io) -> Result<i32, String> {
    let memory = io.memory_for(&[args.opponent]);
    let mut asked = Asked {
        args,
        memory: &memory,
        rng: Rng::from_entropy(),
    };
    if args.position == "-" && args.side.is_none() {
        return answer_lines(io, |line, out| asked.answer_line(line, out));
    }
    let (board, me) = parse_playable_under(&args.position, args.side.as_deref(), args.rules)
        .map_err(|e| e.to_string())?;
    let answer = asked.answer(&board, me)?;
    let _ = asked.write(answer, io.out);
    Ok(0)
}

/// What every answer of one run needs.
struct Asked<'a> {
    args: &'a MoveArgs,
    memory: &'a Memory,
    rng: Rng,
}

impl Asked<'_> {
    fn answer(&mut self, board: &Board, me: Mark) -> Result<Answer, String> {
        self.args
            .opponent
            .decide(board, me, self.memory, &mut self.rng)
            .ok_or_else(|| "no free square".into())
    }

    /// The answer to one batch line, or its error message.
    fn answer_line(&mut self, line: &[u8], out: &mut dyn Write) -> Result<io::Result<()>, String> {
        let (board, me) = match quick_parse(line, self.args.rules) {
            Some(parsed) => parsed,
            None => parse_slowly(line, self.args.rules)?,
        };
        let answer = self.answer(&board, me)?;
        Ok(self.write(answer, out))
    }

    /// One answer line: `7 advance`, or `{"square":7,"rule":"advance"}`
    /// (`{"broken":"..."}` for a book's program that broke).
    fn write(&self, answer: Answer, out: &mut dyn Write) -> io::Result<()> {
        if !self.args.json {
            return writeln!(out, "{answer}");
        }
        let value = match answer {
            Answer::Move(d) => {
                serde_json::json!({ "square": d.square.number(), "rule": d.rule.to_string() })
            }
            Answer::Broken(broken) => serde_json::json!({ "broken": broken.to_string() }),
        };
        writeln!(out, "{value}")
    }
}

/// Batch mode: one answer line per input line (`answer` writes it, or
/// says why the line is bad), `error: ...` for bad ones, which make the
/// exit status 2. Stops quietly when the output closes. Shared with
/// Qubic's batch mode (`cli/qubic.rs`).
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
    let words: Vec<&str> = line.split_whitespace().collect();
    let (position, side) = match words.as_slice() {
        [position] => (*position, None),
        [position, side] => (*position, Some(*side)),
        [] => return Err("empty line; expected POSITION [SIDE]".into()),
        _ => return Err("expected POSITION [SIDE], found more words".into()),
    };
    parse_playable_under(position, side, rules).map_err(|e| e.to_string())
}
