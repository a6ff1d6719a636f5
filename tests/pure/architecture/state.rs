//! The game's state, checked by reading `src/game/`: `Game`'s fields are
//! read and written only in `game/mod.rs`; every other file of the game
//! reaches the state through a method — of `Game` (`self.setup()`,
//! `self.adjust_setup(..)`), or of one of its parts (`self.moves.play(..)`,
//! `self.outbox.emit(..)`), each a type whose own fields only its file
//! touches. So "who changes the setup" has one answer, in one file.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::BTreeSet;

/// The names of `Game`'s fields, read from `struct Game { .. }` in `text`.
pub fn game_fields(text: &str) -> BTreeSet<String> {
    let tokens: Vec<TokenTree> = text
        .parse::<TokenStream>()
        .expect("game/mod.rs parses")
        .into_iter()
        .collect();
    let body = tokens.windows(3).find_map(|w| match w {
        [TokenTree::Ident(s), TokenTree::Ident(name), TokenTree::Group(g)]
            if s == "struct" && name == "Game" && g.delimiter() == Delimiter::Brace =>
        {
            Some(g.stream())
        }
        _ => None,
    });
    let fields: Vec<TokenTree> = body.expect("struct Game { .. }").into_iter().collect();
    fields
        .windows(2)
        .filter_map(|w| match w {
            [TokenTree::Ident(name), TokenTree::Punct(p)] if p.as_char() == ':' => {
                Some(name.to_string())
            }
            _ => None,
        })
        .filter(|name| name != "pub" && name != "crate")
        .collect()
}

/// Where `text` touches a field of `fields` — on `self` in an `impl Game`
/// block, or on a `game` anywhere — other than to call a method of it:
/// `self.setup.side`, `self.quit = true`, `&self.memory`. Each as
/// `self.setup .side`, with the tokens after it.
pub fn touches(text: &str, fields: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    let stream: TokenStream = text.parse().expect("the file parses");
    walk(stream, fields, false, &mut found);
    found
}

/// `in_game`: whether `self` is a `Game` here (inside `impl Game { .. }`).
fn walk(stream: TokenStream, fields: &BTreeSet<String>, in_game: bool, found: &mut Vec<String>) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        if let TokenTree::Group(g) = token {
            let impl_game = i >= 2
                && matches!(&tokens[i - 2], TokenTree::Ident(k) if k == "impl")
                && matches!(&tokens[i - 1], TokenTree::Ident(t) if t == "Game")
                && g.delimiter() == Delimiter::Brace;
            walk(g.stream(), fields, in_game || impl_game, found);
        }
        let at = |k: usize| tokens.get(i + k);
        let (
            Some(TokenTree::Ident(owner)),
            Some(TokenTree::Punct(dot)),
            Some(TokenTree::Ident(field)),
        ) = (at(0), at(1), at(2))
        else {
            continue;
        };
        let game = (owner == "self" && in_game) || owner == "game";
        if !game || dot.as_char() != '.' {
            continue;
        }
        if !fields.contains(&field.to_string()) {
            continue;
        }
        // A method of the part: `.name(..)`, or `.name::<T>(..)` (no such
        // call in the game today, so not accepted).
        let method_call = matches!(
            (at(3), at(4), at(5)),
            (Some(TokenTree::Punct(p)), Some(TokenTree::Ident(_)), Some(TokenTree::Group(g)))
                if p.as_char() == '.' && g.delimiter() == Delimiter::Parenthesis
        );
        // `self.setup()` is Game's own method, not its field.
        let own_method =
            matches!(at(3), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
        if !method_call && !own_method {
            let after: Vec<String> = tokens[i + 3..(i + 6).min(tokens.len())]
                .iter()
                .map(ToString::to_string)
                .collect();
            found.push(format!("{owner}.{field} {}", after.join(" ")));
        }
    }
}
