//! Qubic's opening book on disk (`assets/qubic-book.bin`): the position it
//! proves X wins from, then X's move in each position of the proof where X
//! has a choice and no sequence of threats wins, every position canonical
//! (the least of its 192 images, `prove::canonical`).
//!
//! Layout, little-endian: `QBK1`; 1 if the book's maker proved every
//! reply of O's from the root, else 0 (u8; `ttt prove --game qubic` checks
//! it from scratch, and the unbeatable level trusts the book only when it
//! is 1); the root's X and O bitboards (u64 each); the number of entries
//! (u32); then each entry sorted by position: X's bitboard, O's (u64 each)
//! and X's move as a cell index 0..63 (u8) — 17 bytes an entry.

use crate::qubic::prove::Masks;
use std::collections::HashMap;

const MAGIC: &[u8; 4] = b"QBK1";
/// The bytes before the entries.
const HEADER: usize = 25;

/// A book: the position its proof starts from, and X's moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    /// Whether its maker proved X wins from the root with it.
    pub complete: bool,
    pub root: Masks,
    pub moves: HashMap<Masks, u8>,
}

/// The book shipped with ttt, read once: on the desktop and the terminal
/// it is in the program; a page (wasm) leaves it out of its module and
/// fetches it when unbeatable is to play X (`provide`), so until then
/// this says it is not there and unbeatable plays hard's search.
pub fn shipped() -> &'static Result<Book, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        SHIPPED.get_or_init(|| decode(include_bytes!("../../assets/qubic-book.bin")))
    }
    #[cfg(target_arch = "wasm32")]
    {
        static MISSING: std::sync::OnceLock<Result<Book, String>> = std::sync::OnceLock::new();
        SHIPPED
            .get()
            .unwrap_or_else(|| MISSING.get_or_init(|| Err("not loaded yet".to_string())))
    }
}

static SHIPPED: std::sync::OnceLock<Result<Book, String>> = std::sync::OnceLock::new();

/// Hands over the shipped book's bytes, fetched by a front end that does
/// not carry them (the page): `shipped` reads them from then on. Bytes
/// that are not a book are kept as the error they are (and unbeatable
/// stays hard's search); a second call changes nothing.
pub fn provide(bytes: &[u8]) {
    let _ = SHIPPED.set(decode(bytes));
}

/// The bytes of a book proving X wins from `root`.
pub fn encode_book(book: &Book) -> Vec<u8> {
    let mut entries: Vec<(&Masks, &u8)> = book.moves.iter().collect();
    entries.sort_unstable();
    let mut out = Vec::with_capacity(HEADER + 17 * entries.len());
    out.extend_from_slice(MAGIC);
    out.push(book.complete as u8);
    out.extend_from_slice(&book.root.0.to_le_bytes());
    out.extend_from_slice(&book.root.1.to_le_bytes());
    out.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    for ((x, o), cell) in entries {
        out.extend_from_slice(&x.to_le_bytes());
        out.extend_from_slice(&o.to_le_bytes());
        out.push(*cell);
    }
    out
}

/// Reads a book, or says what is wrong with the bytes.
pub fn decode(bytes: &[u8]) -> Result<Book, String> {
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
    if bytes.len() < HEADER || &bytes[..4] != MAGIC || bytes[4] > 1 {
        return Err("not a Qubic book: it does not start with QBK1, a flag and its root".into());
    }
    let complete = bytes[4] == 1;
    let root = (u64_at(5), u64_at(13));
    let count = u32::from_le_bytes(bytes[21..25].try_into().unwrap_or_default()) as usize;
    if bytes.len() != HEADER + 17 * count {
        // Entries to a tenth, rounded as `{:.1}` rounds (no tie: 17 is
        // odd), without formatting a float: that code would be the page's.
        let tenths = ((bytes.len() - HEADER) * 10 + 8) / 17;
        return Err(format!(
            "the book says it has {count} entries, but its {} bytes hold {}.{}",
            bytes.len(),
            tenths / 10,
            tenths % 10
        ));
    }
    let mut moves = HashMap::with_capacity(count);
    for i in 0..count {
        let at = HEADER + 17 * i;
        let cell = bytes[at + 16];
        if cell > 63 {
            return Err(format!("entry {i} moves to cell index {cell}, beyond 63"));
        }
        moves.insert((u64_at(at), u64_at(at + 8)), cell);
    }
    Ok(Book {
        complete,
        root,
        moves,
    })
}
