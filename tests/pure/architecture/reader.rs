//! The import reader of the architecture checks: syn parses a source file
//! and a visitor collects every path it names — each `use` tree, whole
//! (grouped, nested, `self`, renamed, globbed, `pub use`), and each path
//! written in code (a type, an expression, a pattern, a macro's arguments).
//! Paths of ours are made absolute through `crate::` (the file's own
//! crate), `ttt::` (the library, from the binary), `super::`, `self::` or a
//! child module the file declares (`mod args;` then `use args::Cli;`).
//! Comments and strings are not tokens of the syntax tree, so they never
//! look like paths.

use syn::parse::{discouraged::Speculative, ParseStream, Parser};
use syn::visit::{self, Visit};
use syn::{Expr, Item, ItemMod, ItemUse, Macro, Path, UseTree};

/// What a file names: every path as written (`macroquad::window`,
/// `std::io`), and those of ours made absolute, each from its crate's root:
/// `ttt` for the library, `main` for the binary (`["ttt", "view", "frame",
/// "Frame"]` for `crate::view::frame::Frame` in the library).
#[derive(Default)]
pub struct Names {
    pub written: Vec<Vec<String>>,
    pub ours: Vec<Vec<String>>,
}

/// What `text`, the file of module `module` (`["ttt", "view", "frame"]`
/// for `src/view/frame.rs`), names.
pub fn read(text: &str, module: &[String]) -> syn::Result<Names> {
    let file = syn::parse_file(text)?;
    let mut reader = Reader {
        module: module.to_vec(),
        children: declared(&file.items),
        names: Names::default(),
    };
    reader.visit_file(&file);
    Ok(reader.names)
}

/// Where the visitor stands: the module (an inline `mod name { .. }` adds
/// its name) and the modules declared there.
struct Reader {
    module: Vec<String>,
    children: Vec<String>,
    names: Names,
}

/// The modules declared among `items` (`mod x;`, `mod x { .. }`).
fn declared(items: &[Item]) -> Vec<String> {
    let module = |item: &Item| match item {
        Item::Mod(m) => Some(m.ident.to_string()),
        _ => None,
    };
    items.iter().filter_map(module).collect()
}

impl Reader {
    /// Keeps `path`, and where it starts at one of our modules, the path
    /// made absolute.
    fn name(&mut self, path: Vec<String>) {
        let Some((first, rest)) = path.split_first() else {
            return;
        };
        let mut base = match first.as_str() {
            "crate" => self.module[..1].to_vec(),
            "ttt" => vec![first.clone()],
            "self" => self.module.clone(),
            "super" => {
                let supers = 1 + rest.iter().take_while(|w| *w == "super").count();
                self.module[..self.module.len().saturating_sub(supers)].to_vec()
            }
            child if self.children.contains(first) => [&self.module[..], &[child.into()]].concat(),
            _ => Vec::new(),
        };
        if !base.is_empty() {
            base.extend(rest.iter().skip_while(|w| *w == "super").cloned());
            self.names.ours.push(base);
        }
        self.names.written.push(path);
    }
}

/// The paths of one `use` tree, each with `prefix` in front: a group gives
/// each of its trees, `*` and a group's `self` give the prefix itself, `as
/// NAME` is dropped.
fn use_paths(tree: &UseTree, mut prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_paths(&p.tree, prefix, out);
        }
        UseTree::Name(n) if n.ident == "self" => out.push(prefix),
        UseTree::Name(n) => out.push([prefix, vec![n.ident.to_string()]].concat()),
        UseTree::Rename(r) => out.push([prefix, vec![r.ident.to_string()]].concat()),
        UseTree::Glob(_) => out.push(prefix),
        UseTree::Group(g) => {
            for tree in &g.items {
                use_paths(tree, prefix.clone(), out);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Reader {
    fn visit_item_use(&mut self, item: &ItemUse) {
        if item.leading_colon.is_some() {
            return; // `use ::name`: another crate
        }
        let mut paths = Vec::new();
        use_paths(&item.tree, Vec::new(), &mut paths);
        for path in paths {
            self.name(path);
        }
    }

    fn visit_path(&mut self, path: &Path) {
        if path.leading_colon.is_none() && path.segments.len() >= 2 {
            self.name(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        visit::visit_path(self, path);
    }

    fn visit_item_mod(&mut self, item: &ItemMod) {
        let Some((_, items)) = &item.content else {
            return;
        };
        let children = std::mem::replace(&mut self.children, declared(items));
        self.module.push(item.ident.to_string());
        for inner in items {
            self.visit_item(inner);
        }
        self.module.pop();
        self.children = children;
    }

    fn visit_macro(&mut self, mac: &Macro) {
        visit::visit_macro(self, mac);
        visit_macro_arguments(self, mac);
    }
}

/// Visits the expressions among a macro's arguments, which syn keeps as
/// tokens: `assert_eq!(crate::a::B, x)`, `format!("{}", self.setup)`, the
/// items and blocks in `proptest! { .. }`. Whatever is not an expression
/// (a `matches!` pattern's `if`, a `fn` keyword) is stepped over token by
/// token, and a group's insides are searched the same way.
pub fn visit_macro_arguments<V: for<'ast> Visit<'ast>>(visitor: &mut V, mac: &Macro) {
    // Tokens that cannot be walked are no paths; the walk never fails.
    let _ = mac.parse_body_with(|input: ParseStream| walk(input, visitor));
}

fn walk<V: for<'ast> Visit<'ast>>(input: ParseStream, visitor: &mut V) -> syn::Result<()> {
    while !input.is_empty() {
        let fork = input.fork();
        if let Ok(expr) = fork.parse::<Expr>() {
            input.advance_to(&fork);
            visitor.visit_expr(&expr);
            continue;
        }
        if let Some((inside, ..)) = input.cursor().any_group() {
            (|inner: ParseStream| walk(inner, visitor)).parse2(inside.token_stream())?;
        }
        input.step(|cursor| match cursor.token_tree() {
            Some((_, next)) => Ok(((), next)),
            None => Err(cursor.error("no token")),
        })?;
    }
    Ok(())
}

#[cfg(test)]
#[path = "reader_tests.rs"]
mod tests;
