//! Procedures the Logo and Scheme programs share, as the books write them:
//! `find.win`/`choose-win`, singles and their digits, and the best free
//! square. They read the triples of whatever combinations the board's
//! rules list, as the books' programs would if only that list changed.

use crate::core::board::{Board, Mark, Square};
use crate::core::triples::Triple;
use crate::strategy::{Answer, Broken, Decision, Rule};

/// The first triple whose marks are two of `who`'s and none of the
/// other's (Logo's `find.win`, Scheme's `choose-win`); the program answers
/// its free squares: one for a triple of three, two for a variant's
/// "triple" of four.
pub(crate) fn find_win(triples: &[Triple], who: Mark) -> Option<&Triple> {
    triples
        .iter()
        .find(|t| t.count(who) == 2 && t.count(who.opponent()) == 0)
}

/// The books' first two rules: win, else block. A word of two digits is
/// answered as the program gives it: broken.
pub(crate) fn win_or_block(triples: &[Triple], me: Mark) -> Option<Answer> {
    let answer = |triple: &Triple, who: Mark, rule| {
        let mut free = triple.free();
        match (free.next(), free.next()) {
            (Some(square), None) => Answer::Move(Decision { square, rule }),
            _ => Answer::Broken(Broken {
                rule,
                triple: *triple,
                who,
            }),
        }
    };
    let you = me.opponent();
    let win = find_win(triples, me).map(|t| answer(t, me, Rule::Win));
    win.or_else(|| find_win(triples, you).map(|t| answer(t, you, Rule::Block)))
}

/// Whether a triple holds one of `who`'s marks and nothing else but free
/// squares (Logo's `singlep`, Scheme's `my-single?`).
fn is_single(t: &Triple, who: Mark) -> bool {
    t.count(who) == 1 && t.count(who.opponent()) == 0
}

/// The first and last free squares of `me`'s first single: the two
/// squares Logo's `find.advance` and Scheme's `i-can-advance?` choose
/// between.
pub(crate) fn first_single_ends(triples: &[Triple], me: Mark) -> Option<(Square, Square)> {
    let mut free = triples.iter().find(|t| is_single(t, me))?.free();
    Some((free.next()?, free.last()?))
}

/// The free squares of `who`'s singles, concatenated in combination order:
/// the digits of Logo's `reduce "word singles`.
pub(crate) fn single_digits(triples: &[Triple], who: Mark) -> Vec<Square> {
    triples
        .iter()
        .filter(|t| is_single(t, who))
        .flat_map(|t| t.free())
        .collect()
}

/// The first free square of `5 1 3 7 9 2 4 6 8`: centre, corners, edges.
pub(crate) fn best_free_square(board: &Board) -> Option<Decision> {
    const PREFERENCE: [u8; 9] = [5, 1, 3, 7, 9, 2, 4, 6, 8];
    PREFERENCE
        .iter()
        .filter_map(|&n| Square::new(n))
        .find(|&sq| board.is_free(sq))
        .map(|square| Decision {
            square,
            rule: Rule::for_free_square(square),
        })
}
