//! What went wrong with the saved data, in a player's words: which of
//! their things it touches and what the system said, without paths, error
//! numbers or file-format jargon. The command line keeps the precise text
//! (paths and all); the window shows these.

use std::io;

/// What a data file holds, as a player calls it: `your scores`.
pub fn what(file_name: &str) -> &'static str {
    match file_name {
        "scores.txt" => "your scores",
        "settings.txt" => "your settings",
        "learner.txt" => "the learner's lessons",
        _ => "a saved file",
    }
}

/// What starts again when a damaged file is set aside.
pub fn afresh(file_name: &str) -> &'static str {
    match file_name {
        "scores.txt" => "they start again from zero",
        "learner.txt" => "it starts learning again",
        _ => "they go back to the defaults",
    }
}

/// `text` with its first letter a capital: `Your scores`.
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What an operating-system error means, in words: `a file is in the way
/// where the folder should be` rather than `File exists (os error 17)`.
pub fn problem(e: &io::Error) -> String {
    use io::ErrorKind::*;
    let words = match e.kind() {
        AlreadyExists | NotADirectory => "a file is in the way where a folder should be",
        IsADirectory => "a folder is in the way where a file should be",
        PermissionDenied => "this account may not write there",
        StorageFull => "the disk is full",
        QuotaExceeded => "the disk quota is used up",
        ReadOnlyFilesystem => "the disk is read-only",
        NotFound => "the folder is not there",
        _ => return format!("the system refused ({e})"),
    };
    words.to_string()
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
