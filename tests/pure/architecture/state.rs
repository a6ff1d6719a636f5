//! The game's state, checked by reading the sources: `Game`'s fields are
//! read and written only inside `src/game/`; every file outside it
//! reaches the state through a method of `Game` (`game.settings()`,
//! `game.handle(..)`). So "who changes the game" has one answer, in one
//! folder.

use super::reader::visit_macro_arguments;
use std::collections::BTreeSet;
use syn::visit::{self, Visit};
use syn::{Expr, ExprField, ExprMethodCall, ImplItemFn, Item, ItemImpl, Macro, Member, Type};

/// The names of `Game`'s fields, read from `struct Game { .. }` in `text`.
pub fn game_fields(text: &str) -> BTreeSet<String> {
    let file = syn::parse_file(text).expect("game/mod.rs parses");
    let game = file.items.iter().find_map(|item| match item {
        Item::Struct(s) if s.ident == "Game" => Some(s),
        _ => None,
    });
    let fields = &game.expect("struct Game { .. }").fields;
    fields
        .iter()
        .filter_map(|f| f.ident.as_ref())
        .map(ToString::to_string)
        .collect()
}

/// Where `text` touches a field of `fields` — on `self` in an `impl Game`
/// block, or on a `game` anywhere — other than to call a method of it:
/// `self.setup.side`, `self.quit = true`, `&self.memory`. Each as `self.setup
/// in fn name`.
pub fn touches(text: &str, fields: &BTreeSet<String>) -> Vec<String> {
    let file = syn::parse_file(text).expect("the file parses");
    let mut finder = Finder {
        fields,
        in_game: false,
        function: String::new(),
        found: Vec::new(),
    };
    finder.visit_file(&file);
    finder.found
}

struct Finder<'a> {
    fields: &'a BTreeSet<String>,
    /// Whether `self` is a `Game` here (inside `impl Game { .. }`).
    in_game: bool,
    function: String,
    found: Vec<String>,
}

impl Finder<'_> {
    /// `self.setup` when `field` is a field of the game, else `None`.
    fn game_field(&self, field: &ExprField) -> Option<String> {
        let (Member::Named(name), Expr::Path(owner)) = (&field.member, &*field.base) else {
            return None;
        };
        let owner = owner.path.get_ident()?;
        let game = (owner == "self" && self.in_game) || owner == "game";
        (game && self.fields.contains(&name.to_string())).then(|| format!("{owner}.{name}"))
    }
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_item_impl(&mut self, item: &ItemImpl) {
        let game = matches!(&*item.self_ty, Type::Path(t) if t.path.is_ident("Game"));
        let outer = std::mem::replace(&mut self.in_game, game && item.trait_.is_none());
        visit::visit_item_impl(self, item);
        self.in_game = outer;
    }

    fn visit_impl_item_fn(&mut self, function: &ImplItemFn) {
        self.function = function.sig.ident.to_string();
        visit::visit_impl_item_fn(self, function);
    }

    fn visit_expr_field(&mut self, field: &ExprField) {
        if let Some(place) = self.game_field(field) {
            self.found.push(format!("{place} in fn {}", self.function));
        }
        visit::visit_expr_field(self, field);
    }

    /// A method of a part (`self.moves.play(..)`) is the part's own door.
    fn visit_expr_method_call(&mut self, call: &ExprMethodCall) {
        match &*call.receiver {
            Expr::Field(part) if self.game_field(part).is_some() => self.visit_expr(&part.base),
            receiver => self.visit_expr(receiver),
        }
        call.args.iter().for_each(|arg| self.visit_expr(arg));
    }

    fn visit_macro(&mut self, mac: &Macro) {
        visit_macro_arguments(self, mac);
    }
}
