//! Tests of the symmetries, the threat sequences the verifier trusts, the
//! verifier and the book's bytes, on small positions. (The proof search's
//! are in tests/pure/qubic_solver.rs.)

use super::*;
use crate::core::rng::Rng;
use crate::core::square::Mark;
use crate::qubic::book::{decode, encode_book, Book};
use crate::qubic::position::Position;

fn key_of(text: &str) -> Masks {
    let p = Position::parse(text).expect("a position");
    (p.mask(Mark::X), p.mask(Mark::O))
}

/// X to move, and O has a sequence of threats X cannot stop (from a game
/// of medium against hard).
const LOST: &str = "__________x____o/x___________x_x_/_____________o__/________x___oo_o";

/// Where symmetry `s` sends cell index `cell`, read from the shape's
/// permutations rather than the byte tables.
fn image_of(s: usize, cell: u8) -> u8 {
    static SHAPE: OnceLock<Shape> = OnceLock::new();
    SHAPE.get_or_init(Shape::cube).symmetries()[s][cell as usize]
}

fn image(s: usize, key: Masks) -> Masks {
    let map = |m: u64| {
        (0..64)
            .filter(|i| m & 1 << i != 0)
            .fold(0, |a, i| a | 1 << image_of(s, i))
    };
    (map(key.0), map(key.1))
}

/// A random position with `marks` marks, X's turn or O's by the count.
fn random_key(rng: &mut Rng, marks: usize) -> Masks {
    let mut key = (0u64, 0u64);
    for n in 0..marks {
        let free: Vec<u8> = (0..64).filter(|i| (key.0 | key.1) & 1 << i == 0).collect();
        let cell = rng.pick(&free).expect("a free cell");
        match n % 2 {
            0 => key.0 |= 1 << cell,
            _ => key.1 |= 1 << cell,
        }
    }
    key
}

#[test]
fn every_image_of_a_position_has_the_same_canonical_form() {
    let mut rng = Rng::seeded(7);
    for marks in [1, 5, 12] {
        let key = random_key(&mut rng, marks);
        let (canon, s) = canonical(key);
        assert_eq!(image(s, key), canon, "the symmetry given maps onto it");
        for t in 0..192 {
            assert_eq!(canonical(image(t, key)).0, canon, "image {t} of {key:?}");
        }
        assert_eq!(preimage_of(s, image_of(s, 5)), 5);
    }
}

#[test]
fn a_threat_sequence_is_found_and_replayed_move_by_move() {
    // X on 2 3 (row 1-2-3-4) and 17 33 (column 1-17-33-49): cell 1 makes
    // two threats at once.
    let key = key_of("_xx_____________x__________o____/x_____________o_/__________o____o");
    let win = threat_win(key).expect("a win");
    assert_eq!(win, vec![0]);
    assert!(replay(key, &win));
    // Cell 5 makes no threat: that sequence is not a win.
    assert!(!replay(key, &[4]));
    // With O on cell 1 the fork is gone.
    assert!(!replay((key.0, key.1 | 1), &win));
}

#[test]
fn the_replies_that_can_spoil_a_threat_sequence_are_exactly_those_that_do() {
    // `spoilers` skips the replay for cells it reasons cannot matter; a
    // replay of every cell must agree.
    let mut rng = Rng::seeded(3);
    let mut checked = 0;
    while checked < 40 {
        let marks = 2 * (4 + rng.next_u64() as usize % 8) + 1;
        let key = random_key(&mut rng, marks);
        if completions(key.0, key.1) != 0 || completions(key.1, key.0) != 0 {
            continue;
        }
        let Some(win) = threat_win(key) else { continue };
        let free = !(key.0 | key.1);
        let brute = (0..64)
            .filter(|&c| free & 1 << c != 0 && !replay((key.0, key.1 | 1 << c), &win))
            .fold(0u64, |m, c| m | 1 << c);
        assert_eq!(spoilers(key, &win, false), brute, "{key:?} {win:?}");
        checked += 1;
    }
}

#[test]
fn the_verifier_fails_a_lost_position_without_a_book() {
    let failure = verify(key_of(LOST), &HashMap::new()).failure;
    assert!(failure.is_some(), "O's threats win: {failure:?}");
}

#[test]
fn a_book_round_trips_through_its_bytes_and_bad_bytes_are_refused() {
    let mut book = Book::default();
    book.moves.insert((1, 2), 5);
    book.moves.insert((1 << 63, 4), 63);
    let bytes = encode_book(&book);
    assert_eq!(bytes.len(), 25 + 2 * 17);
    assert_eq!(decode(&bytes), Ok(book));
    assert!(decode(&bytes[..30]).is_err());
    assert!(decode(b"QBK2").is_err());
    let mut bad = bytes.clone();
    bad[25 + 16] = 64;
    assert!(decode(&bad).expect_err("a bad cell").contains("beyond 63"));
    // 30 bytes after the header hold 30 / 17 = 1.76 entries: said to a tenth.
    let short = decode(&bytes[..25 + 30]).expect_err("a cut entry");
    assert!(
        short.ends_with("has 2 entries, but its 55 bytes hold 1.8"),
        "{short}"
    );
}

/// `replay` as the rules say it, every count worked out afresh at every
/// step: the slow reference the quick one must agree with.
fn replay_by_the_rules(key: Masks, moves: &[u8]) -> bool {
    let (mut x, mut o) = key;
    for &cell in moves {
        if completions(x, o) != 0 {
            return true;
        }
        let bit = 1u64 << cell;
        let theirs = completions(o, x);
        if (x | o) & bit != 0 || theirs.count_ones() > 1 || (theirs != 0 && theirs != bit) {
            return false;
        }
        x |= bit;
        let threats = completions(x, o);
        match threats.count_ones() {
            0 => return false,
            1 => o |= threats,
            _ => return true,
        }
    }
    completions(x, o) != 0
}

#[test]
fn the_quick_replay_agrees_with_the_rules() {
    let mut rng = Rng::seeded(11);
    let (mut wins, mut checked) = (0, 0);
    while checked < 400 {
        let marks = 2 * (3 + rng.next_u64() as usize % 9);
        let key = random_key(&mut rng, marks);
        if completions(key.0, key.1) != 0 || completions(key.1, key.0).count_ones() > 1 {
            continue;
        }
        // A found win, the same with one move changed, and random moves.
        let mut sequences = Vec::new();
        if let Some(win) = threat_win(key) {
            let mut changed = win.clone();
            let at = rng.next_u64() as usize % changed.len();
            changed[at] = (rng.next_u64() % 64) as u8;
            sequences.push(win);
            sequences.push(changed);
        }
        let free: Vec<u8> = (0..64)
            .filter(|&c| !(key.0 | key.1) & 1 << c != 0)
            .collect();
        sequences.push((0..3).filter_map(|_| rng.pick(&free)).collect());
        for moves in sequences {
            let quick = replay(key, &moves);
            assert_eq!(quick, replay_by_the_rules(key, &moves), "{key:?} {moves:?}");
            wins += usize::from(quick);
        }
        checked += 1;
    }
    assert!(wins > 20, "some sequences win: {wins}");
}
