//! `ttt prove [--opponent NAME|all]`: plays every line of play against an
//! opponent, on both sides, and counts its wins, draws and losses.

use crate::cli::args::ProveArgs;
use crate::cli::values::Proved;
use crate::cli::Io;
use crate::core::board::{Mark, Square};
use crate::strategy::prove::{prove, Proof};
use crate::strategy::Opponent;
use serde_json::{json, Value};

pub fn run(args: &ProveArgs, io: &mut Io) -> Result<i32, String> {
    let opponents = match args.opponent {
        Proved::All => Opponent::COMPUTERS.to_vec(),
        Proved::One(opponent) => vec![opponent],
    };
    let memory = io.memory_for(&opponents);
    let mut proofs = Vec::new();
    for opponent in opponents {
        for side in [Mark::X, Mark::O] {
            let proof = prove(opponent, side, args.rules, &memory)
                .ok_or("opponent 'human' is not a strategy to prove")?;
            if !args.json {
                let _ = writeln!(io.out, "{proof}");
            }
            proofs.push(proof);
        }
    }
    if args.json {
        let proofs: Vec<Value> = proofs.iter().map(json).collect();
        let _ = writeln!(io.out, "{:#}", Value::Array(proofs));
    }
    Ok(0)
}

/// One proof for scripts; games as lists of `[mark, square]`.
pub fn json(proof: &Proof) -> Value {
    let game = |moves: &[(Mark, Square)]| -> Value {
        moves
            .iter()
            .map(|(mark, sq)| json!([mark.to_string(), sq.number()]))
            .collect()
    };
    json!({
        "opponent": proof.opponent.name(),
        "side": proof.side.to_string(),
        "rules": proof.rules.name(),
        "games": proof.games,
        "won": proof.won,
        "drawn": proof.drawn,
        "lost": proof.lost,
        "broken": proof.broken,
        "losing_game": proof.losing_game.as_deref().map(game),
        "breaking_game": proof.breaking_game.as_ref().map(|(moves, broken)| {
            json!({ "moves": game(moves), "answer": broken.to_string() })
        }),
    })
}
