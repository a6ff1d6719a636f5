//! A game reviewed move by move, as a coach would: each position's value
//! for the mover before and after the move (`perfect`'s), the mistakes,
//! what `perfect` and each book would have played. The window's review and
//! `ttt review` both read it.

use crate::core::board::{Board, Mark, Rules, Square};
use crate::core::position::escaped_excerpt;
use crate::core::rng::Rng;
use crate::strategy::perfect::{self, Outlook};
use crate::strategy::{Answer, Decision, Memory, Opponent};
use std::fmt;

/// How the game stands for one player with best play by both: a win or a
/// loss in so many moves (both sides' moves, counting the next one), or a
/// draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub outlook: Outlook,
    pub moves: u8,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.outlook {
            Outlook::Win => write!(f, "win in {}", self.moves),
            Outlook::Draw => write!(f, "draw"),
            Outlook::Loss => write!(f, "loss in {}", self.moves),
        }
    }
}

/// The books whose choice the review shows at each move.
pub const BOOKS: [Opponent; 4] = [
    Opponent::Logo,
    Opponent::Scheme,
    Opponent::Dawson,
    Opponent::Hyde,
];

/// One move of a game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// 1 for the first move.
    pub number: usize,
    pub mark: Mark,
    pub square: Square,
    /// The position before the move.
    pub before_board: Board,
    /// The position's value for the mover before the move (its best move's).
    pub before: Value,
    /// The value of the move played, for the mover.
    pub after: Value,
    /// What `perfect` plays in the position before the move, and why.
    pub best: Decision,
    /// What each of [`BOOKS`] answers there.
    pub books: Vec<(Opponent, Answer)>,
}

impl Reviewed {
    /// Whether the move made the mover's outcome worse: a won game thrown
    /// to a draw or a loss, a draw thrown to a loss.
    pub fn is_mistake(&self) -> bool {
        self.after.outlook < self.before.outlook
    }
}

/// What is wrong with a list of moves someone typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("move {number} '{}' is not a square: write 1-9, or x5 / o1", escaped_excerpt(.word))]
    NotAMove { number: usize, word: String },
    #[error("move {number} is {given}'s, but it is {to_move}'s turn")]
    WrongMark {
        number: usize,
        given: Mark,
        to_move: Mark,
    },
    #[error("move {number}: square {square} is already taken")]
    Occupied { number: usize, square: Square },
    #[error("move {number} ({square}) comes after the game is over")]
    AfterTheEnd { number: usize, square: Square },
    #[error("no moves to review")]
    Empty,
}

/// Reads moves written as squares in play order (`5 1 9`) or with their
/// marks (`x5 o1 x9`; X moves first); checks each against the board under
/// `rules` as it goes.
pub fn parse_moves<S: AsRef<str>>(words: &[S], rules: Rules) -> Result<Vec<Square>, ReviewError> {
    let mut board = Board::empty_under(rules);
    let mut moves = Vec::new();
    for (i, word) in words.iter().map(AsRef::as_ref).enumerate() {
        let number = i + 1;
        let not_a_move = || ReviewError::NotAMove {
            number,
            word: word.to_string(),
        };
        let (mark, digits) = match word.chars().next() {
            Some(c) if c.is_ascii_alphabetic() => (
                Some(Mark::parse(&c.to_string()).ok_or_else(not_a_move)?),
                &word[1..],
            ),
            _ => (None, word),
        };
        let square = digits
            .parse::<u8>()
            .ok()
            .filter(|_| digits.len() == 1)
            .and_then(Square::new)
            .ok_or_else(not_a_move)?;
        let to_move = board.to_move();
        if let Some(given) = mark.filter(|&m| m != to_move) {
            return Err(ReviewError::WrongMark {
                number,
                given,
                to_move,
            });
        }
        board = next(board, number, square)?;
        moves.push(square);
    }
    if moves.is_empty() {
        return Err(ReviewError::Empty);
    }
    Ok(moves)
}

/// The board after move `number` to `square`, or why it cannot be played.
/// A game is over when someone has won or the board is full: an early tie
/// (no line can still be won) is noted, not an end, since the books'
/// programs play on to a full board (Logo's `tiedp`).
fn next(board: Board, number: usize, square: Square) -> Result<Board, ReviewError> {
    if board.winner().is_some() || board.is_full() {
        return Err(ReviewError::AfterTheEnd { number, square });
    }
    if !board.is_free(square) {
        return Err(ReviewError::Occupied { number, square });
    }
    Ok(board.with(square, board.to_move()))
}

/// Reviews the game of `moves` from `start` (whose rules it follows).
pub fn review(start: Board, moves: &[Square]) -> Result<Vec<Reviewed>, ReviewError> {
    let mut board = start;
    let mut reviewed = Vec::with_capacity(moves.len());
    for (i, &square) in moves.iter().enumerate() {
        let number = i + 1;
        let after_board = next(board, number, square)?;
        reviewed.push(review_move(board, number, square));
        board = after_board;
    }
    Ok(reviewed)
}

/// One move reviewed: `square` played in `board` by the side to move.
fn review_move(board: Board, number: usize, square: Square) -> Reviewed {
    let mark = board.to_move();
    let value = |(outlook, moves)| Value { outlook, moves };
    let best = perfect::choose(&board, mark).unwrap_or(Decision {
        square,
        rule: crate::strategy::Rule::FirstEmpty,
    });
    // The books are deterministic; their generator is never read.
    let mut rng = Rng::seeded(0);
    let memory = Memory::new();
    let books = BOOKS
        .iter()
        .filter_map(|&o| o.decide(&board, mark, &memory, &mut rng).map(|a| (o, a)))
        .collect();
    Reviewed {
        number,
        mark,
        square,
        before_board: board,
        before: value(perfect::value_of(&board)),
        after: value(perfect::value_of_move(&board, mark, square)),
        best,
        books,
    }
}

/// The move after which no line could still be won (an early tie), if
/// the game reached one before a full board.
pub fn early_tie(reviewed: &[Reviewed]) -> Option<usize> {
    reviewed.iter().find_map(|r| {
        let after = r.before_board.with(r.square, r.mark);
        let tied_early = after.winner().is_none() && !after.is_full() && after.outcome().is_some();
        tied_early.then_some(r.number)
    })
}

/// The first mistake of each side, X's then O's.
pub fn first_mistakes(reviewed: &[Reviewed]) -> [Option<&Reviewed>; 2] {
    [Mark::X, Mark::O].map(|side| reviewed.iter().find(|r| r.mark == side && r.is_mistake()))
}
