//! The shape every data file shares: a `ttt KIND VERSION` header, body
//! lines of whitespace-separated words (`#` comments and blank lines
//! allowed), and an `end` line, so a truncated file is never mistaken for a
//! whole one. Pure text in, text out; the files themselves are `store`'s.

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
    /// The header names a version this program does not know (a newer ttt?).
    UnknownVersion { version: String },
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
                write!(
                    f,
                    "its format version '{version}' is unknown (written by a newer ttt?)"
                )
            }
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
}

/// Parses a whole file's bytes.
pub fn parse_file<T: DataFile>(bytes: &[u8]) -> Result<T, Damage> {
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    T::parse_body(&body_lines(text, T::KIND)?)
}

/// The whole file's text: header, body, `end`.
pub fn format_file<T: DataFile>(value: &T) -> String {
    format!(
        "ttt {} {FORMAT_VERSION}\n{}end\n",
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
            if *version == FORMAT_VERSION.to_string() {
                Ok(())
            } else {
                Err(Damage::UnknownVersion {
                    version: crate::core::position::escaped_excerpt(version),
                })
            }
        }
        _ => Err(Damage::NoHeader {
            found: crate::core::position::escaped_excerpt(header),
        }),
    }
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
