//! Prints every reachable position where a move is due (4520 in the
//! standard game), one per line: the input of `scripts/bench-batch`.
//! Usage: cargo run --release --example positions [RULES]

use ttt::core::board::Rules;
use ttt::core::position::reachable_positions_under;

fn main() {
    let name = std::env::args().nth(1).unwrap_or_else(|| "standard".into());
    let Some(rules) = Rules::parse(&name) else {
        eprintln!(
            "error: unknown rules '{name}' (choose one of: {})",
            Rules::ALL.map(Rules::name).join(", ")
        );
        std::process::exit(2);
    };
    for board in reachable_positions_under(rules) {
        if !board.is_finished() {
            println!("{board}");
        }
    }
}
