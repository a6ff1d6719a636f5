//! Simply Scheme's exercise 10.4: the books' programs with only their list
//! of winning combinations changed. Each expectation below was worked out
//! by reading the two programs (Logo's `pickmove`, Scheme's `ttt-choose`)
//! against the variant's triples, before running them; the comments show
//! the working.

use ttt::core::board::{Board, Mark, Rules};
use ttt::core::position::parse_board;
use ttt::core::rng::Rng;
use ttt::strategy::{logo, scheme, Answer, Memory, Opponent};

fn board(text: &str, rules: Rules) -> Board {
    parse_board(text).expect("legal").under(rules)
}

/// What `opponent` answers in `text` under `rules`, as `ttt move` prints it.
fn answer(opponent: Opponent, text: &str, rules: Rules) -> String {
    let b = board(text, rules);
    let mut rng = Rng::seeded(0);
    match opponent.decide(&b, b.to_move(), &Memory::new(), &mut rng) {
        Some(answer) => answer.to_string(),
        None => "none".into(),
    }
}

fn both_books(text: &str, rules: Rules) -> [String; 2] {
    [Opponent::Logo, Opponent::Scheme].map(|o| answer(o, text, rules))
}

#[test]
fn a_block_of_four_with_two_marks_breaks_the_block_rule() {
    // x . . / . x . / . . o, o to move. The standard triples give o no win
    // and x no pair (159 is x x o). Under corner-square the triple 1245 is
    // x24x: two x's, no o, so `my-pair?` (and Logo's `win.nowp`) accept it
    // for x and the block rule answers its free squares, 2 and 4, as one
    // word: 24.
    let expected =
        "24 broken: block found 1245 = x24x, two x's and two free squares; a move is one square";
    assert_eq!(
        both_books("x___x___o", Rules::CornerSquare),
        [expected, expected]
    );
    // The same position under the standard rules: no pair anywhere, no o
    // fork; o's first single is 789 (78o) and 7 is an x pivot (x47, 3x7),
    // so o advances to 7.
    assert_eq!(
        both_books("x___x___o", Rules::Standard),
        ["7 advance", "7 advance"]
    );
}

#[test]
fn a_pair_in_a_block_of_four_breaks_the_win_rule() {
    // After x 5, o 1, x 4, o 6: x has 4 and 5. 456 is x x o; the only
    // triple with two x's and no o is 4578, xx78, so win answers 78.
    let expected =
        "78 broken: win found 4578 = xx78, two x's and two free squares; a move is one square";
    assert_eq!(
        both_books("o__xxo___", Rules::CornerSquare),
        [expected, expected]
    );
}

#[test]
fn a_real_win_in_the_first_eight_comes_before_a_block_of_four() {
    // x x . / . . . / o o ., x to move: 123 is xx3, found before 1245
    // (xx45), so the books win at 3 as they always did.
    assert_eq!(
        both_books("xx____oo_", Rules::CornerSquare),
        ["3 win", "3 win"]
    );
}

#[test]
fn three_of_a_block_of_four_is_a_win_the_books_cannot_see() {
    // x x o / x . . / o . o, x to move: 5 completes 1245, but 1245 is
    // xxx5, three x's, and the pair test wants exactly two. No other
    // triple is an x pair; 789 is o8o, so the books block at 8 and leave
    // the win. Dawson tries each free square against the rules and wins.
    assert_eq!(
        both_books("xxox__o_o", Rules::CornerSquare),
        ["8 block", "8 block"]
    );
    assert_eq!(
        answer(Opponent::Dawson, "xxox__o_o", Rules::CornerSquare),
        "5 win"
    );
    assert!(answer(Opponent::Perfect, "xxox__o_o", Rules::CornerSquare).starts_with("5 win"));
}

#[test]
fn without_diagonals_the_advance_that_saved_o_is_gone() {
    // After x 6, o 5, x 8: under the standard rules o's first single is
    // the diagonal 159 (1o9); x's singles 789 and 369 both hold 9, so
    // best.move takes the last square, 9, and stops x's fork. Without the
    // diagonals o has no single at all and falls back on the best free
    // square, 1; x then forks with 9 (789 and 369) and wins.
    assert_eq!(
        both_books("____ox_x_", Rules::Standard),
        ["9 advance", "9 advance"]
    );
    assert_eq!(
        both_books("____ox_x_", Rules::NoDiagonals),
        ["1 corner", "1 corner"]
    );
}

#[test]
fn without_diagonals_logo_and_scheme_advance_to_different_squares() {
    // o x o / . o x / x . ., x to move: x's only single is 789 (x89). o has
    // no single without its diagonals, so Logo's best.move ("if emptyp
    // :your.singles [output first :my.single]") takes 8, and Scheme's
    // best-square-helper, finding no opponent pivots, takes the last: 9.
    assert_eq!(
        both_books("oxo_oxx__", Rules::NoDiagonals),
        ["8 advance", "9 advance"]
    );
}

#[test]
fn a_corner_l_turns_an_advance_into_a_block() {
    // . x . / x o . / . . ., o to move. Standard: no pairs; o's first
    // single is 159 (1o9) and x's singles hold 1 twice (1x3, 1x7), so o
    // advances to 1. Under corner-l the triple 124 is 1xx, an x pair, and
    // o blocks it — on the same square.
    assert_eq!(
        both_books("_x_xo____", Rules::Standard),
        ["1 advance", "1 advance"]
    );
    assert_eq!(
        both_books("_x_xo____", Rules::CornerL),
        ["1 block", "1 block"]
    );
}

#[test]
fn the_books_choose_the_functions_not_the_shape() {
    // The programs read only the triples: the same answers come from
    // `logo::choose` and `scheme::choose` directly.
    let b = board("x___x___o", Rules::CornerSquare);
    assert!(matches!(logo::choose(&b, Mark::O), Some(Answer::Broken(_))));
    assert!(matches!(
        scheme::choose(&b, Mark::O),
        Some(Answer::Broken(_))
    ));
}
