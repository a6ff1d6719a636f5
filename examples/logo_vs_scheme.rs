//! Lists the reachable positions where `logo` and `scheme` choose differently.

use ttt::position::playable_positions;
use ttt::strategy::{logo, scheme};

fn main() {
    let mut differ = 0;
    for board in playable_positions() {
        let me = board.to_move();
        let (l, s) = (logo::choose(&board, me), scheme::choose(&board, me));
        if l != s {
            differ += 1;
            let show =
                |d: Option<ttt::strategy::Decision>| d.map(|d| d.to_string()).unwrap_or_default();
            println!("{board} {me}: logo {}, scheme {}", show(l), show(s));
        }
    }
    println!(
        "{differ} of {} playable positions differ",
        playable_positions().len()
    );
}
