//! The books' own worked examples, checked against our opponents and board.

use ttt::core::board::{Board, Mark};
use ttt::core::position::parse_board;
use ttt::core::rng::Rng;
use ttt::strategy::{logo, scheme, Memory, Opponent};

fn board(text: &str) -> Board {
    parse_board(text).expect("fixture positions are well formed")
}

fn mark(side: &str) -> Mark {
    Mark::parse(side).expect("fixture sides are x or o")
}

/// `opponent` playing `side` in `position` answers `expected` ("7 advance").
fn check(opponent: &str, position: &str, side: &str, expected: &str) {
    let opponent = Opponent::parse(opponent).expect("fixture opponents exist");
    let mut rng = Rng::seeded(1);
    let decision = opponent.decide(&board(position), mark(side), &Memory::new(), &mut rng);
    let got = decision.map(|d| d.to_string()).unwrap_or_default();
    assert_eq!(got, expected, "{opponent} in {position} for {side}");
}

fn check_triples(position: &str, expected: &str) {
    let triples: Vec<String> = board(position)
        .triples()
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(triples.join(" "), expected, "triples of {position}");
}

// Simply Scheme, ch. 10: the sample game, computer is o.
#[test]
fn scheme_sample_game_move_1() {
    check("scheme", "____x____", "o", "1 corner");
}
#[test]
fn scheme_sample_game_move_2() {
    check("scheme", "o__xx____", "o", "6 block");
}
#[test]
fn scheme_sample_game_move_3() {
    check("scheme", "o_xxxo___", "o", "7 block");
}
#[test]
fn scheme_sample_game_move_4() {
    check("scheme", "o_xxxoox_", "o", "2 block");
}

// `(i-can-advance? (find-triples 'xo__x___o) 'o)` => 7. The book asks o
// although x is to move; the strategy functions take the side as given.
#[test]
fn scheme_advance_example() {
    check("scheme", "xo__x___o", "o", "7 advance");
}
#[test]
fn logo_agrees_on_the_advance_example() {
    check("logo", "xo__x___o", "o", "7 advance");
}

// `best-free-square` of the empty board and of `____x____`.
#[test]
fn best_free_square_of_empty_board() {
    check("scheme", "_________", "x", "5 center");
}
#[test]
fn best_free_square_after_centre() {
    check("scheme", "____x____", "o", "1 corner");
}

// `find-triples` as the chapter prints it.
#[test]
fn find_triples_first_example() {
    check_triples("_xo_x_o__", "1xo 4x6 o89 14o xx8 o69 1x9 oxo");
}
#[test]
fn find_triples_second_example() {
    check_triples("x_____oxo", "x23 456 oxo x4o 25x 36o x5o 35o");
}

// `pivots` of x in `xo__x___o` is (4 7).
#[test]
fn scheme_pivots_example() {
    let pivots = scheme::pivots(&board("xo__x___o").triples(), Mark::X);
    let numbers: Vec<u8> = pivots.iter().map(|sq| sq.number()).collect();
    assert_eq!(numbers, [4, 7]);
}

// Logo, ch. 6: `make.triples` of the position in the text.
#[test]
fn logo_make_triples_example() {
    check_triples("xo__x___o", "xo3 4x6 78o x47 ox8 36o xxo 3x7");
}

// Logo's `find.fork` strings the singles into 4x6x473x7, keeps 464737, and
// finds 4 first.
#[test]
fn logo_fork_example() {
    let triples = board("xo__x___o").triples();
    assert_eq!(
        logo::find_fork(&triples, Mark::X).map(|sq| sq.number()),
        Some(4)
    );
    check("logo", "xo__x___o", "x", "4 fork");
}
#[test]
fn logo_repeated_number_takes_the_first_digit_seen_again() {
    let digits = [4, 6, 4, 7, 3, 7].map(|n| ttt::core::board::Square::new(n).expect("1..9"));
    assert_eq!(
        logo::repeated_number(&digits).map(|sq| sq.number()),
        Some(4)
    );
    let digits = [2, 8, 3, 7, 8, 2].map(|n| ttt::core::board::Square::new(n).expect("1..9"));
    assert_eq!(
        logo::repeated_number(&digits).map(|sq| sq.number()),
        Some(2)
    );
}

// Logo opens in the centre when it plays X.
#[test]
fn logo_opens_in_the_centre() {
    check("logo", "_________", "x", "5 center");
}

// Hyde: X in the centre is answered in square 0, the top-left corner.
#[test]
fn hyde_answers_centre_in_top_left() {
    check("hyde", "____x____", "o", "1 pattern 16");
}
#[test]
fn hyde_wins_with_pattern_1_in_its_own_orientation() {
    check("hyde", "_oo_x__xx", "o", "1 pattern 1");
}
#[test]
fn hyde_finds_a_pattern_after_rotating() {
    // O's pair in squares 1-2 matches nothing as the board stands; after a
    // quarter-turn the top row is the left column, square 3 comes to the
    // top-left, and pattern #2 (a column) wins there.
    check("hyde", "oo__xx__x", "o", "3 pattern 2");
}
#[test]
fn hyde_swaps_letters_when_it_plays_x() {
    check("hyde", "_xx_o_o__", "x", "1 pattern 1");
}

// Dawson: win, else block, else centre, corners, edges.
#[test]
fn dawson_takes_the_first_win_in_square_order() {
    check("dawson", "xx_oo____", "x", "3 win");
}
#[test]
fn dawson_blocks() {
    check("dawson", "xx__o____", "o", "3 block");
}
#[test]
fn dawson_prefers_centre_then_corners() {
    check("dawson", "_________", "x", "5 center");
    check("dawson", "____x____", "o", "1 corner");
    check("dawson", "x___o___x", "o", "3 corner");
}

// The two Harvey programs part ways on forks: Logo takes the first digit
// of its singles' string that occurs again later (6 9 5 9 5 7 -> 9),
// Scheme the lowest pivot (5).
#[test]
fn logo_and_scheme_differ_on_the_fork_square() {
    check("logo", "xoxo_____", "x", "9 fork");
    check("scheme", "xoxo_____", "x", "5 fork");
}
