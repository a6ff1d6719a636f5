//! The shape every data file shares: a `ttt KIND VERSION` header, body
//! lines of whitespace-separated words (`#` comments and blank lines
//! allowed), and an `end` line, so a truncated file is never mistaken for a
//! whole one. Pure text in, text out; the files themselves are `store`'s.
//!
//! A newer ttt may write a newer version, or (in a version this one knows)
//! lines this one does not know, such as a new setting: a newer version
//! is [`Damage::Newer`], which the store leaves alone rather than moving
//! it aside; lines a kind calls [`DataFile::is_foreign`] are kept aside
//! as they are read ([`Kept`]) and written back unchanged.

use crate::core::board::Rules;
use std::fmt;

/// The format version every data file is written with.
pub const FORMAT_VERSION: u32 = 1;

/// Why a data file's text cannot be read: the file counts as damaged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Nothing in it but whitespace.
    Empty,
    /// Not UTF-8 text.
    NotText,
    /// The first line is not `ttt KIND VERSION`.
    NoHeader { found: String },
    /// The header's version is not a version number this program knows,
    /// nor a newer one.
    UnknownVersion { version: String },
    /// Not damage: a newer ttt wrote the file, in a version this one cannot
    /// read. The store leaves it as it is and does not write over it.
    Newer { version: String },
    /// No `end` line: the file was cut short.
    Truncated,
    /// A body line that does not parse; `line` counts from 1.
    BadLine { line: usize, why: String },
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Damage::Empty => write!(f, "it is empty"),
            Damage::NotText => write!(f, "it is not text"),
            Damage::NoHeader { found } => write!(f, "its first line '{found}' is not a ttt header"),
            Damage::UnknownVersion { version } => {
                write!(f, "its format version '{version}' is unknown")
            }
            Damage::Newer { version } => write!(
                f,
                "a newer ttt wrote it (format version {version}; this one reads {FORMAT_VERSION})"
            ),
            Damage::Truncated => write!(f, "it is truncated (no 'end' line)"),
            Damage::BadLine { line, why } => write!(f, "line {line}: {why}"),
        }
    }
}

/// One body line, split into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// Line number in the file, from 1.
    pub number: usize,
    pub words: Vec<&'a str>,
}

impl Line<'_> {
    /// A [`Damage::BadLine`] for this line.
    pub fn bad(&self, why: impl Into<String>) -> Damage {
        Damage::BadLine {
            line: self.number,
            why: why.into(),
        }
    }
}

/// A kind of data file: its name in the data directory, the word in its
/// header, its default (what a missing or damaged file becomes), and how
/// its body lines read and write.
pub trait DataFile: Default {
    /// The file's name inside the data directory, e.g. `scores.txt`.
    const FILE_NAME: &'static str;
    /// The header's second word, e.g. `scores`.
    const KIND: &'static str;
    /// Reads the body lines (header, `end`, comments and blanks removed).
    fn parse_body(lines: &[Line]) -> Result<Self, Damage>;
    /// The body text: complete lines, each ending in `\n`.
    fn format_body(&self) -> String;
    /// Whether `line` is one a newer ttt wrote that this one does not read
    /// but keeps (a setting it does not know). None by default: every line
    /// is read, and a line that does not parse is damage.
    fn is_foreign(_line: &Line) -> bool {
        false
    }
}

/// The lines of a file this version keeps without reading
/// ([`DataFile::is_foreign`]), each as its words joined by a space, in
/// the file's order.
pub type Kept = Vec<String>;

/// Parses a whole file's bytes.
pub fn parse_file<T: DataFile>(bytes: &[u8]) -> Result<T, Damage> {
    parse_file_keeping(bytes).map(|(value, _)| value)
}

/// Parses a whole file's bytes, keeping the lines this version does not
/// read, to be written back by [`format_file_keeping`].
pub fn parse_file_keeping<T: DataFile>(bytes: &[u8]) -> Result<(T, Kept), Damage> {
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    let (foreign, known): (Vec<Line>, Vec<Line>) = body_lines(text, T::KIND)?
        .into_iter()
        .partition(T::is_foreign);
    let kept = foreign.iter().map(|line| line.words.join(" ")).collect();
    Ok((T::parse_body(&known)?, kept))
}

/// The whole file's text: header, body, `end`.
pub fn format_file<T: DataFile>(value: &T) -> String {
    format_file_keeping(value, &[])
}

/// The whole file's text with the `kept` lines after the body.
pub fn format_file_keeping<T: DataFile>(value: &T, kept: &[String]) -> String {
    let kept: String = kept.iter().map(|line| format!("{line}\n")).collect();
    format!(
        "ttt {} {FORMAT_VERSION}\n{}{kept}end\n",
        T::KIND,
        value.format_body()
    )
}

/// Checks the header and the `end` line and returns the body lines between.
pub fn body_lines<'a>(text: &'a str, kind: &str) -> Result<Vec<Line<'a>>, Damage> {
    if text.trim().is_empty() {
        return Err(Damage::Empty);
    }
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let header = lines.next().map_or("", |(_, l)| l);
    check_header(header, kind)?;
    let mut body = Vec::new();
    for (number, line) in lines.by_ref() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first() {
            None => {}
            Some(w) if w.starts_with('#') => {}
            Some(&"end") if words.len() == 1 => return check_after_end(lines).map(|()| body),
            Some(_) => body.push(Line { number, words }),
        }
    }
    Err(Damage::Truncated)
}

fn check_header(header: &str, kind: &str) -> Result<(), Damage> {
    match header.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["ttt", k, version] if *k == kind => {
            let shown = crate::core::position::escaped_excerpt(version);
            match version_order(version) {
                Some(std::cmp::Ordering::Equal) => Ok(()),
                Some(std::cmp::Ordering::Greater) => Err(Damage::Newer { version: shown }),
                _ => Err(Damage::UnknownVersion { version: shown }),
            }
        }
        _ => Err(Damage::NoHeader {
            found: crate::core::position::escaped_excerpt(header),
        }),
    }
}

/// How `version` compares with [`FORMAT_VERSION`], if it is a version
/// number: digits, without leading zeros (however many: a version too
/// large to count is still newer).
fn version_order(version: &str) -> Option<std::cmp::Ordering> {
    let digits = !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit());
    if !digits || (version.len() > 1 && version.starts_with('0')) {
        return None;
    }
    let ours = FORMAT_VERSION.to_string();
    Some(
        version
            .len()
            .cmp(&ours.len())
            .then(version.cmp(ours.as_str())),
    )
}

fn check_after_end<'a>(mut rest: impl Iterator<Item = (usize, &'a str)>) -> Result<(), Damage> {
    match rest.find(|(_, l)| !l.trim().is_empty()) {
        Some((line, _)) => Err(Damage::BadLine {
            line,
            why: "text after the 'end' line".into(),
        }),
        None => Ok(()),
    }
}

/// The `rules NAME` lines that divide a file into one section per rule
/// variant: lines before any belong to the standard game; each variant's
/// section may appear once.
pub struct Sections {
    /// The variant the lines being read belong to.
    pub rules: Rules,
    seen: Vec<Rules>,
}

impl Sections {
    pub fn new() -> Sections {
        Sections {
            rules: Rules::Standard,
            seen: vec![Rules::Standard],
        }
    }

    /// Takes `line` if it starts a section (`Ok(true)`); `Ok(false)` for
    /// any other line, which belongs to [`Sections::rules`].
    pub fn read(&mut self, line: &Line) -> Result<bool, Damage> {
        let ["rules", rest @ ..] = line.words.as_slice() else {
            return Ok(false);
        };
        let [name] = rest else {
            return Err(line.bad("expected 'rules NAME'"));
        };
        let rules = Rules::parse(name).ok_or_else(|| {
            line.bad(format!(
                "unknown rules '{}'",
                crate::core::position::escaped_excerpt(name)
            ))
        })?;
        if self.seen.contains(&rules) {
            return Err(line.bad(format!("the {rules} section appears twice")));
        }
        self.seen.push(rules);
        self.rules = rules;
        Ok(true)
    }

    /// ` under NAME` for a variant's section, nothing for the standard one.
    pub fn under(&self) -> String {
        match self.rules {
            Rules::Standard => String::new(),
            rules => format!(" under {rules}"),
        }
    }
}

impl Default for Sections {
    fn default() -> Sections {
        Sections::new()
    }
}

/// Parses a count: a whole number of at most 19 digits.
pub fn parse_count(line: &Line, word: &str) -> Result<u64, Damage> {
    word.parse::<u64>().map_err(|_| {
        line.bad(format!(
            "'{}' is not a count",
            crate::core::position::escaped_excerpt(word)
        ))
    })
}

#[cfg(test)]
#[path = "datafile_tests.rs"]
mod tests;
