//! The import reader of the architecture checks: a source file's text
//! becomes every module path it names, made absolute —
//!
//! - each `use` tree, whole: grouped (`use crate::view::{panel, sheets};`),
//!   nested (`use crate::{game::{a, b}, view::c};`), over many lines,
//!   `self` in a group, renamed (`as`), globbed, `pub use`, `pub(crate) use`;
//! - each path written in the code (`crate::x::y` in an expression, a type,
//!   a pattern or a macro's arguments);
//!
//! through `crate::` (the file's own crate), `ttt::` (the library, from the
//! binary), `super::`, `self::` or a child module the file declares
//! (`mod args;` then `use args::Cli;`). `std::`, other crates and names
//! brought in by another `use` are not modules of ours and are skipped.
//!
//! proc-macro2's lexer turns the text into tokens, so comments, doc
//! comments, strings, raw strings and characters never look like paths.
//! The trees are walked by hand rather than parsed with `syn`: a syntax tree
//! keeps a macro's arguments as unparsed tokens (a path in `assert_eq!(...)`
//! would be missed), and the token walk reads them like any other code.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::str::FromStr;

/// The crate a path points into: the library (`src/lib.rs` and its
/// modules) or the binary (`src/main.rs` and `src/shell/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Crate {
    Lib,
    Bin,
}

/// A module path made absolute: its crate and its words from the crate's
/// root (`(Lib, ["view", "frame", "Frame"])` for `crate::view::frame::Frame`
/// in the library). An item's path resolves to the file of the module that
/// holds it.
pub type Named = (Crate, Vec<String>);

/// Every module path named in `text`, a file of crate `own` at module path
/// `module` (`["view", "frame"]` for `src/view/frame.rs`).
pub fn paths_named(text: &str, own: Crate, module: &[String]) -> Result<Vec<Named>, String> {
    let tokens = TokenStream::from_str(text).map_err(|e| format!("cannot read: {e}"))?;
    let mut found = Vec::new();
    let place = Place {
        own,
        module: module.to_vec(),
        children: children_declared(&tokens),
    };
    walk(tokens, &place, &mut found);
    Ok(found)
}

/// Where the tokens being walked stand: the crate, the module (an inline
/// `mod name { ... }` adds its name) and the modules it declares.
struct Place {
    own: Crate,
    module: Vec<String>,
    children: Vec<String>,
}

/// The names of the modules declared at this level (`mod x;`, `mod x {}`).
fn children_declared(tokens: &TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    tokens
        .windows(2)
        .filter(|w| is_ident(&w[0], "mod"))
        .filter_map(|w| ident(&w[1]))
        .collect()
}

fn walk(tokens: TokenStream, place: &Place, found: &mut Vec<Named>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        let after_path_sep = i >= 2 && is_path_sep(&tokens[i - 2..i]);
        let after_dollar = i >= 1 && is_punct(&tokens[i - 1], '$');
        // `impl Trait + use<'a>` names captured lifetimes, not modules.
        let after_plus = i >= 1 && is_punct(&tokens[i - 1], '+');
        match &tokens[i] {
            TokenTree::Ident(w) if *w == "use" && !after_path_sep && !after_plus => {
                let end = (i..tokens.len())
                    .find(|&j| is_punct(&tokens[j], ';'))
                    .unwrap_or(tokens.len());
                let mut raw = Vec::new();
                use_tree(&tokens[i + 1..end], Vec::new(), &mut raw);
                found.extend(raw.iter().filter_map(|p| resolve(p, place)));
                i = end + 1;
                continue;
            }
            TokenTree::Ident(w) if *w == "mod" => {
                if let (Some(name), Some(TokenTree::Group(g))) =
                    (tokens.get(i + 1).and_then(ident), tokens.get(i + 2))
                {
                    if g.delimiter() == Delimiter::Brace {
                        let mut module = place.module.clone();
                        module.push(name);
                        let inner = Place {
                            own: place.own,
                            module,
                            children: children_declared(&g.stream()),
                        };
                        walk(g.stream(), &inner, found);
                        i += 3;
                        continue;
                    }
                }
            }
            TokenTree::Ident(_) if !after_path_sep && !after_dollar => {
                let (path, len) = path_at(&tokens[i..]);
                if path.len() >= 2 {
                    found.extend(resolve(&path, place));
                }
                i += len.max(1);
                continue;
            }
            TokenTree::Group(g) => walk(g.stream(), place, found),
            _ => {}
        }
        i += 1;
    }
}

/// The path starting at `tokens[0]` (`a :: b :: c`) and how many tokens it
/// takes.
fn path_at(tokens: &[TokenTree]) -> (Vec<String>, usize) {
    let mut words = Vec::new();
    let mut i = 0;
    while let Some(word) = tokens.get(i).and_then(ident) {
        words.push(word);
        i += 1;
        if tokens.len() >= i + 3
            && is_path_sep(&tokens[i..i + 2])
            && ident(&tokens[i + 2]).is_some()
        {
            i += 2;
        } else {
            break;
        }
    }
    (words, i)
}

/// The paths of one `use` tree (the tokens between `use` and `;`), each
/// with `prefix` in front: a group gives each of its trees, `*` and a
/// group's `self` give the prefix itself, `as NAME` is dropped.
fn use_tree(tokens: &[TokenTree], mut prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut i = 0;
    if prefix.is_empty() && tokens.len() >= 2 && is_path_sep(&tokens[..2]) {
        return; // `use ::name`: another crate
    }
    while let Some(token) = tokens.get(i) {
        match token {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                for tree in inner.split(|t| is_punct(t, ',')) {
                    if !tree.is_empty() {
                        use_tree(tree, prefix.clone(), out);
                    }
                }
                return;
            }
            TokenTree::Punct(p) if p.as_char() == '*' => break,
            TokenTree::Ident(w) if *w == "self" && !prefix.is_empty() => break,
            TokenTree::Ident(w) if *w == "as" => break,
            TokenTree::Ident(w) => {
                prefix.push(w.to_string());
                if tokens.len() >= i + 3 && is_path_sep(&tokens[i + 1..i + 3]) {
                    i += 3;
                    continue;
                }
                break;
            }
            _ => return, // `pub` and the like never reach here; anything else is not a path
        }
    }
    if !prefix.is_empty() {
        out.push(prefix);
    }
}

/// `path` as written at `place`, made absolute; `None` when it does not
/// start at one of our modules.
fn resolve(path: &[String], place: &Place) -> Option<Named> {
    let (first, rest) = path.split_first()?;
    let (krate, mut base) = match first.as_str() {
        "crate" => (place.own, Vec::new()),
        "ttt" => (Crate::Lib, Vec::new()),
        "self" => (place.own, place.module.clone()),
        "super" => {
            let mut up = place.module.clone();
            up.pop()?;
            let mut rest = rest;
            while rest.first().is_some_and(|w| w == "super") {
                up.pop()?;
                rest = &rest[1..];
            }
            up.extend(rest.iter().cloned());
            return Some((place.own, up));
        }
        child if place.children.iter().any(|c| c == child) => (place.own, place.module.clone()),
        _ => return None,
    };
    if !matches!(first.as_str(), "crate" | "ttt" | "self") {
        base.push(first.clone());
    }
    base.extend(rest.iter().cloned());
    Some((krate, base))
}

fn ident(token: &TokenTree) -> Option<String> {
    match token {
        TokenTree::Ident(w) => Some(w.to_string()),
        _ => None,
    }
}

fn is_ident(token: &TokenTree, word: &str) -> bool {
    matches!(token, TokenTree::Ident(w) if *w == word)
}

fn is_punct(token: &TokenTree, c: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == c)
}

/// Whether the two tokens are `::`.
fn is_path_sep(two: &[TokenTree]) -> bool {
    matches!(&two[0], TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && is_punct(&two[1], ':')
}

#[cfg(test)]
#[path = "reader_tests.rs"]
mod tests;
