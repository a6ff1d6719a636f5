//! Tests of `ttt text`'s choice of mode: keys only in a capable terminal.

use super::*;

#[test]
fn keys_only_in_a_capable_terminal_both_ways() {
    // (stdin tty, stdout tty, TERM, NO_COLOR) -> (keys, colour)
    let table = [
        (true, true, Some("xterm"), None, true, true),
        (true, true, None, None, true, true),
        (true, true, Some("dumb"), None, false, false),
        (true, true, Some("xterm"), Some("1"), true, false),
        (true, true, Some("xterm"), Some(""), true, true),
        (false, true, Some("xterm"), None, false, true),
        (true, false, Some("xterm"), None, false, false),
        (false, false, None, None, false, false),
        (false, true, Some("dumb"), None, false, false),
    ];
    for (stdin, stdout, term, no_color, keys, colour) in table {
        assert_eq!(
            choose_mode(stdin, stdout, term, no_color),
            Mode { keys, colour },
            "{stdin} {stdout} {term:?} {no_color:?}"
        );
    }
}
