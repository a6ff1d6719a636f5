//! A small argument splitter: `--name value` options, `--flag`s and
//! positional words, where a word made of position characters is always a
//! position (so `--x.o----` is one).

use crate::core::position::shown;

/// An argument list split into `--name value` options, `--flag`s and
/// positional words. `-` alone is positional (standard input).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Args {
    pub positional: Vec<String>,
    pub options: Vec<(String, String)>,
    pub flags: Vec<String>,
}

impl Args {
    /// Splits `words`; `valued` names the options that take a value and
    /// `flags` the ones that do not. Anything else starting `--` is an error.
    pub fn parse(words: &[String], valued: &[&str], flags: &[&str]) -> Result<Args, String> {
        let mut args = Args::default();
        let mut words = words.iter();
        let mut only_positional = false;
        while let Some(word) = words.next() {
            if word == "--" && !only_positional {
                only_positional = true;
                continue;
            }
            if only_positional || looks_like_position(word) {
                args.positional.push(word.clone());
                continue;
            }
            let Some(name) = word.strip_prefix("--").filter(|n| !n.is_empty()) else {
                if word.starts_with('-') && word != "-" {
                    return Err(format!("unknown option '{}'", shown(word)));
                }
                args.positional.push(word.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => words
                        .next()
                        .cloned()
                        .ok_or(format!("--{name} needs a value"))?,
                };
                args.options.push((name.to_string(), value));
            } else if flags.contains(&name) && inline.is_none() {
                args.flags.push(name.to_string());
            } else {
                return Err(format!("unknown option '--{}'", shown(name)));
            }
        }
        Ok(args)
    }

    /// The last value given for `--name`.
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }
}

/// Position text may start with `-` (an empty square): a word made only of
/// position characters is never an option, so `--x.o----` is a position.
fn looks_like_position(word: &str) -> bool {
    word.chars().count() > 1 && word.chars().all(|c| "xXoO_-.123456789".contains(c))
}
