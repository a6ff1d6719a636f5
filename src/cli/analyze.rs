//! `ttt analyze POSITION`: the position's lines (Logo's triples) and outlook, every free
//! square's value with best play, and every opponent's move.

use crate::cli::args::AnalyzeArgs;
use crate::cli::{print, Io};
use crate::core::board::{Board, Mark};
use crate::core::position::parse_playable_under;
use crate::core::rng::Rng;
use crate::strategy::perfect::{self, Outlook};
use crate::strategy::{review, Answer, Memory, Opponent};
use serde_json::{json, Value};

pub fn run(args: &AnalyzeArgs, io: &mut Io) -> Result<i32, String> {
    let (board, me) =
        parse_playable_under(&args.position, None, args.rules).map_err(|e| e.to_string())?;
    let memory = io.memory_for(&Opponent::COMPUTERS);
    let text = || analysis(&board, me, &memory);
    print(io.out, args.json, text, || json(&board, me, &memory))
}

pub fn analysis(board: &Board, me: Mark, memory: &Memory) -> String {
    let mut text = format!("position  {board}\nto move   {me}\n");
    if board.rules() != crate::core::board::Rules::Standard {
        text += &format!("rules     {}\n", board.rules());
    }
    let triples: Vec<String> = board.triples().iter().map(|t| t.to_string()).collect();
    // The winning lines, each as its marks and free squares' numbers:
    // plain words first, the Logo chapter's name after.
    text += &format!(
        "lines     {}  (Logo's triples: a digit is a free square)\n",
        triples.join(" ")
    );
    text += &format!(
        "outlook   {} with best play by both\n",
        outlook_word(perfect::value_of(board).0)
    );
    text += "squares   (perfect play after each move, for the mover)\n";
    for (square, outlook, moves) in square_values(board, me) {
        text += &format!("  {square}  {}\n", review::Value { outlook, moves });
    }
    text += "opponents\n";
    for (opponent, answer) in answers(board, me, memory) {
        text += &format!("  {:<8} {answer}\n", opponent.name());
    }
    text
}

pub fn json(board: &Board, me: Mark, memory: &Memory) -> Value {
    let squares: Vec<Value> = square_values(board, me)
        .into_iter()
        .map(|(square, outlook, moves)| {
            json!({ "square": square.number(), "outlook": outlook_word(outlook), "moves": moves })
        })
        .collect();
    let opponents: Vec<Value> = answers(board, me, memory)
        .into_iter()
        .map(|(opponent, answer)| {
            let (square, rule) = match &answer {
                Answer::Move(d) => (json!(d.square.number()), json!(d.rule.to_string())),
                Answer::Broken(b) => (Value::Null, json!(b.to_string())),
            };
            json!({ "opponent": opponent.name(), "square": square, "rule": rule })
        })
        .collect();
    json!({
        "position": board.to_string(),
        "rules": board.rules().name(),
        "to_move": me.to_string(),
        "outlook": outlook_word(perfect::value_of(board).0),
        "squares": squares,
        "opponents": opponents,
    })
}

fn square_values(board: &Board, me: Mark) -> Vec<(crate::core::square::Square, Outlook, u8)> {
    board
        .free_squares()
        .map(|sq| {
            let (outlook, moves) = perfect::value_of_move(board, me, sq);
            (sq, outlook, moves)
        })
        .collect()
}

fn answers(board: &Board, me: Mark, memory: &Memory) -> Vec<(Opponent, Answer)> {
    Opponent::COMPUTERS
        .into_iter()
        .filter_map(|opponent| {
            let mut rng = Rng::seeded(board.index() as u64);
            opponent
                .decide(board, me, memory, &mut rng)
                .map(|answer| (opponent, answer))
        })
        .collect()
}

fn outlook_word(outlook: Outlook) -> &'static str {
    match outlook {
        Outlook::Win => "win",
        Outlook::Draw => "draw",
        Outlook::Loss => "loss",
    }
}
