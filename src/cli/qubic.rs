//! `ttt move --game qubic [--level LEVEL] POSITION`: Qubic's move (a cell
//! 1..64) and the reason for it; `POSITION` `-` answers each line of
//! standard input, a whole line being one position (spaces between planes
//! are allowed, so there is no SIDE).

use crate::cli::args::MoveArgs;
use crate::cli::moves::answer_lines;
use crate::cli::Io;
use crate::core::rng::Rng;
use crate::qubic::opponent::QubicOpponent;
use crate::qubic::player::{decide, Decision};
use crate::qubic::position::Position;
use std::io::{self, Write};

/// Answers `args`; `opponent_given` says whether `--opponent` was typed,
/// which Qubic refuses (the books' opponents play only 3×3).
pub fn run(args: &MoveArgs, opponent_given: bool, io: &mut Io) -> Result<i32, String> {
    if opponent_given {
        return Err(format!(
            "opponent {} plays only 3×3; choose Qubic's opponent with --level",
            args.opponent.name()
        ));
    }
    if args.rules != crate::core::board::Rules::Standard {
        return Err("the rule variants are 3×3's; Qubic has its 76 lines".into());
    }
    if args.side.is_some() {
        return Err("Qubic takes one POSITION and no SIDE: the position says whose turn it is (quote a position with spaces)".into());
    }
    let level = args.level.map_or(Some(QubicOpponent::Hard), |l| {
        QubicOpponent::parse_level(l.name())
    });
    let mut asked = Asked {
        level: level.ok_or("Qubic's levels are easy, medium, hard and unbeatable")?,
        json: args.json,
        rng: Rng::from_entropy(),
    };
    if args.position == "-" {
        return answer_lines(io, |line, out| {
            let answer = asked.answer(&String::from_utf8_lossy(line))?;
            Ok(asked.write(&answer, out))
        });
    }
    let answer = asked.answer(&args.position)?;
    let _ = asked.write(&answer, io.out);
    Ok(0)
}

/// What every answer of one run needs.
struct Asked {
    level: QubicOpponent,
    json: bool,
    rng: Rng,
}

impl Asked {
    fn answer(&mut self, text: &str) -> Result<Decision, String> {
        if text.trim().is_empty() {
            return Err("empty line; expected a Qubic POSITION".into());
        }
        let position = Position::parse_playable(text).map_err(|e| e.to_string())?;
        decide(&position, self.level, &mut self.rng).ok_or_else(|| "no free cell".into())
    }

    /// One answer line: `64 blocks your line 1-22-43-64`, or
    /// `{"cell":64,"reason":"blocks your line 1-22-43-64"}`.
    fn write(&self, d: &Decision, out: &mut dyn Write) -> io::Result<()> {
        match self.json {
            true => {
                let value =
                    serde_json::json!({ "cell": d.cell.number(), "reason": d.reason.to_string() });
                writeln!(out, "{value}")
            }
            false => writeln!(out, "{} {}", d.cell, d.reason),
        }
    }
}
