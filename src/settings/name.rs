//! A player's name for two players at one keyboard: shown on the banner
//! ("Ann wins!"), the turn ("Bob's turn") and the scores. Kept inline, so
//! the settings stay a plain `Copy` value; saved as its text, no name as
//! none at all.

/// The most characters a name holds: enough for a first name, short
/// enough for the banner of the smallest window.
pub const NAME_CHARS: usize = 16;
const NAME_BYTES: usize = NAME_CHARS * 4;

/// A name of up to [`NAME_CHARS`] printable characters, without spaces
/// at either end; empty for no name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Name {
    len: u8,
    bytes: [u8; NAME_BYTES],
}

impl Default for Name {
    fn default() -> Name {
        Name {
            len: 0,
            bytes: [0; NAME_BYTES],
        }
    }
}

impl Name {
    /// `text` as a name (its spaces at either end dropped; empty is no
    /// name), or why it cannot be one.
    pub fn new(text: &str) -> Result<Name, String> {
        let text = text.trim();
        if text.chars().count() > NAME_CHARS {
            return Err(format!("a name has at most {NAME_CHARS} characters"));
        }
        if text.chars().any(char::is_control) {
            return Err("a name cannot hold control characters".to_string());
        }
        Ok(Name::of(text))
    }

    /// `text`, of at most [`NAME_CHARS`] characters, as a name.
    fn of(text: &str) -> Name {
        let mut name = Name::default();
        name.bytes[..text.len()].copy_from_slice(text.as_bytes());
        name.len = text.len() as u8;
        name
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The name with `c` typed after it, if it has room (a space is kept
    /// at the end while typing, so the next word can follow; never first).
    pub fn push(self, c: char) -> Option<Name> {
        let mut text = self.as_str().to_string();
        text.push(c);
        let first_space = text.trim_start().len() != text.len();
        if c.is_control() || first_space || text.chars().count() > NAME_CHARS {
            return None;
        }
        Some(Name::of(&text))
    }

    /// The name as kept: without a space typed at its end.
    pub fn trimmed(self) -> Name {
        Name::new(self.as_str()).unwrap_or_default()
    }

    pub fn pop(self) -> Name {
        let mut text = self.as_str().to_string();
        text.pop();
        Name::new(&text).unwrap_or_default()
    }
}

impl std::fmt::Debug for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<Name> for String {
    fn from(name: Name) -> String {
        name.to_string()
    }
}

impl TryFrom<String> for Name {
    type Error = String;
    fn try_from(text: String) -> Result<Name, String> {
        Name::new(&text)
    }
}

#[cfg(test)]
#[path = "name_tests.rs"]
mod tests;
