//! Invite codes and seat tokens.
//!
//! A code is read aloud and typed by a friend, so it uses only letters and
//! digits no one confuses (no 0/O, 1/I/L) and is read back in any case.
//! A token is a seat's secret: whoever holds it may play for the seat.

use std::fmt;

/// The letters and digits of a code: 31 of them, none confused with
/// another when read aloud or written by hand. The game's own, so that
/// the friend screen checks a typed code the way the server reads it.
/// A code's length: 31⁶ (about 890 million) codes, against a few
/// thousand rooms and at most [`crate::net::protocol::WRONG_CODES_PER_MINUTE`]
/// guesses a minute from one address.
pub use crate::game::friend_screen::{CODE_ALPHABET as ALPHABET, CODE_LEN};

/// A room's invite code, always [`CODE_LEN`] characters of [`ALPHABET`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code([u8; CODE_LEN]);

impl Code {
    /// The code `text` names, in any case, with spaces and dashes between
    /// its characters ignored ("abc-def" is "ABCDEF").
    pub fn parse(text: &str) -> Result<Code, String> {
        let mut code = [0; CODE_LEN];
        let mut len = 0;
        for c in text.chars().filter(|c| !matches!(c, ' ' | '-')) {
            let upper = c.to_ascii_uppercase();
            let known = u8::try_from(upper).ok().filter(|b| ALPHABET.contains(b));
            match (known, code.get_mut(len)) {
                (Some(byte), Some(slot)) => *slot = byte,
                (None, _) => return Err(format!("'{c}' is not in a room's code")),
                (_, None) => return Err(format!("a code has {CODE_LEN} characters")),
            }
            len += 1;
        }
        match len {
            CODE_LEN => Ok(Code(code)),
            _ => Err(format!("a code has {CODE_LEN} characters")),
        }
    }

    /// The code made from `random` bytes (one character from each).
    pub fn from_random(random: [u8; CODE_LEN]) -> Code {
        Code(random.map(|b| ALPHABET[usize::from(b) % ALPHABET.len()]))
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("a code is ASCII")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How many hex digits a seat token has (128 bits).
pub const TOKEN_LEN: usize = 32;

/// `random` as a token's hex digits.
pub fn token_from(random: [u8; TOKEN_LEN / 2]) -> String {
    random.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
