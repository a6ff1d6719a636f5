//! The architecture, checked by reading the sources with `syn`:
//!
//! - nothing in the library names macroquad or miniquad; only the binary's
//!   shell (`src/main.rs`, `src/shell/`) may;
//! - the library's folders are layers, in the order `src/lib.rs` declares
//!   them, and a file imports only from its own folder and the layers its
//!   row of [`layers::LAYERS`] names, all of them lower;
//! - the state machine (`game/`) knows no window pixels (no `layout.rs`)
//!   and the files (`data/`) no state machine (nothing from `game/`);
//! - no two files import each other, directly or round a circle (a
//!   folder's `mod.rs` using its own children is how a folder works, and
//!   not counted: see [`face_to_child`]);
//! - `Game`'s fields are touched only inside `game/`; everything else goes
//!   through its methods (see [`state`]);
//! - ARCHITECTURE.md names only paths and tests that exist (see
//!   [`document`]).
//!
//! An import is any module path a file names, in a `use` or in its code,
//! read by [`reader`] and resolved to the file that defines it. A folder's
//! `mod.rs` declaring its children (`mod x;`) is not an import.

mod document;
mod layers;
mod reader;
mod state;

use layers::{Layer, LAYERS};
use reader::read;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Source files by their path under `src/` (`game/play.rs`), with their text.
type Sources = BTreeMap<String, String>;
/// Each file and the files it imports from.
type Graph = BTreeMap<String, BTreeSet<String>>;

fn sources() -> Sources {
    fn walk(dir: &Path, root: &Path, found: &mut Sources) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path
                    .strip_prefix(root)
                    .expect("under src/")
                    .to_string_lossy();
                let text = std::fs::read_to_string(&path).expect("readable source");
                found.insert(name.replace('\\', "/"), text);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Sources::new();
    walk(&root, &root, &mut found);
    found
}

fn is_shell(file: &str) -> bool {
    file == "main.rs" || file.starts_with("shell/")
}

fn folder(file: &str) -> &str {
    file.split('/').next().unwrap_or_default()
}

/// The module path of a file from its crate's root, `ttt` for the library
/// and `main` for the binary: `game/play.rs` is `ttt::game::play`, a
/// folder's `mod.rs` is the folder, and a test file is the `tests` child of
/// the module it tests (`view/layout_tests.rs` is
/// `ttt::view::layout::tests`, `terminal/mod_tests.rs` is
/// `ttt::terminal::tests`).
fn module_of(file: &str) -> Vec<String> {
    let root = if is_shell(file) { "main" } else { "ttt" };
    let mut parts: Vec<String> = [root]
        .into_iter()
        .chain(file.trim_end_matches(".rs").split('/'))
        .map(String::from)
        .collect();
    let last = parts.pop().unwrap_or_default();
    match last.strip_suffix("_tests") {
        Some("mod") => parts.push("tests".into()),
        Some(tested) => parts.extend([tested.into(), "tests".into()]),
        None if ["mod", "lib", "main"].contains(&last.as_str()) => {}
        None => parts.push(last),
    }
    parts
}

fn names(file: &str, text: &str) -> reader::Names {
    read(text, &module_of(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The layers, bottom first: the `pub mod` lines of `src/lib.rs`.
fn layers(sources: &Sources) -> Vec<String> {
    let lib = syn::parse_file(&sources["lib.rs"]).expect("src/lib.rs parses");
    let layer = |item: &syn::Item| match item {
        syn::Item::Mod(m) if matches!(m.vis, syn::Visibility::Public(_)) => {
            Some(m.ident.to_string())
        }
        _ => None,
    };
    lib.items.iter().filter_map(layer).collect()
}

fn graph(sources: &Sources) -> Graph {
    let files: BTreeMap<Vec<String>, &String> = sources.keys().map(|f| (module_of(f), f)).collect();
    // An item's path resolves to the file of the nearest module that holds it.
    let file_of = |path: &Vec<String>| {
        (1..=path.len())
            .rev()
            .find_map(|len| files.get(&path[..len]).copied())
    };
    let imports = |(file, text): (&String, &String)| {
        let ours = names(file, text).ours;
        let targets = ours.iter().filter_map(file_of).filter(|t| *t != file);
        (file.clone(), targets.cloned().collect())
    };
    sources.iter().map(imports).collect()
}

/// Library files that name the window's crates.
fn window_crates(sources: &Sources) -> Vec<String> {
    let window = |path: &Vec<String>| matches!(path[0].as_str(), "macroquad" | "miniquad");
    let library = sources.iter().filter(|(f, _)| !is_shell(f));
    let offending = library.filter(|(f, text)| names(f, text).written.iter().any(window));
    offending.map(|(f, _)| f.clone()).collect()
}

/// Imports that a file's row of `layers` does not allow, and library
/// files in no layer.
fn disallowed(sources: &Sources, layers: &[Layer]) -> Vec<String> {
    let row = |file: &str| layers.iter().find(|(name, _)| *name == folder(file));
    let mut found = Vec::new();
    for (file, targets) in graph(sources) {
        if is_shell(&file) || file == "lib.rs" {
            continue;
        }
        let Some((mine, uses)) = row(&file) else {
            found.push(format!(
                "{file} is in no layer: add `{}` to src/lib.rs and LAYERS",
                folder(&file)
            ));
            continue;
        };
        let allowed = |t: &String| t == "lib.rs" || folder(t) == *mine || uses.contains(&folder(t));
        found.extend(
            targets
                .iter()
                .filter(|t| !allowed(t))
                .map(|t| format!("{file} -> {t}")),
        );
    }
    found
}

/// Where the table of `layers` and the folders `src/lib.rs` declares
/// (`declared`, in its order) disagree, and rows that name a layer not
/// below them.
fn table_problems(declared: &[String], layers: &[Layer]) -> Vec<String> {
    let names: Vec<&str> = layers.iter().map(|(name, _)| *name).collect();
    let mut found = Vec::new();
    if declared != names.as_slice() {
        found.push(format!(
            "src/lib.rs declares {declared:?}; LAYERS has {names:?}"
        ));
    }
    for (i, (name, uses)) in layers.iter().enumerate() {
        let not_below = uses.iter().filter(|u| !names[..i].contains(u));
        found.extend(not_below.map(|u| format!("{name} may use {u}, which is not below it")));
    }
    found
}

/// Whether `from` is a folder's `mod.rs` and `to` one of its own children
/// (`strategy/mod.rs` and `strategy/logo.rs`, or `x/mod.rs` and
/// `x/y/mod.rs`). A folder's face declares its children, re-exports them
/// and dispatches to them, and the children use what it defines: that is
/// what a `mod.rs` is for, not a knot.
fn face_to_child(from: &str, to: &str) -> bool {
    let Some(folder) = from.strip_suffix("mod.rs") else {
        return false;
    };
    to.strip_prefix(folder).is_some_and(|rest| {
        !rest.contains('/') || rest.matches('/').count() == 1 && rest.ends_with("/mod.rs")
    })
}

/// The circles in the graph, faces to children aside: each found by a
/// depth-first search as a file met again while still open.
fn circles(mut graph: Graph) -> Vec<String> {
    fn visit(
        file: &str,
        graph: &Graph,
        open: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        found: &mut Vec<String>,
    ) {
        if let Some(i) = open.iter().position(|f| f == file) {
            found.push(format!("{} -> {file}", open[i..].join(" -> ")));
            return;
        }
        if !done.insert(file.to_string()) {
            return;
        }
        open.push(file.to_string());
        for next in graph.get(file).into_iter().flatten() {
            visit(next, graph, open, done, found);
        }
        open.pop();
    }
    for (file, targets) in graph.iter_mut() {
        targets.retain(|t| !face_to_child(file, t));
    }
    let (mut done, mut found) = (BTreeSet::new(), Vec::new());
    for file in graph.keys() {
        visit(file, &graph, &mut Vec::new(), &mut done, &mut found);
    }
    found
}

/// Each import from a file in `from` (a folder, `game/`) of a file
/// `banned` rejects, as `from -> to`.
fn imports_between(sources: &Sources, from: &str, banned: impl Fn(&str) -> bool) -> Vec<String> {
    let found = graph(sources)
        .into_iter()
        .filter(|(file, _)| file.starts_with(from));
    found
        .flat_map(|(file, targets)| {
            targets
                .into_iter()
                .filter(|t| banned(t))
                .map(move |t| format!("{file} -> {t}"))
        })
        .collect()
}

fn game_pixels(sources: &Sources) -> Vec<String> {
    imports_between(sources, "game/", |t| t.ends_with("layout.rs"))
}

fn data_game(sources: &Sources) -> Vec<String> {
    imports_between(sources, "data/", |t| t.starts_with("game/"))
}

#[test]
fn logic_never_imports_macroquad() {
    let sources = sources();
    assert!(
        sources.len() > 10,
        "expected the library's files, found {:?}",
        sources.keys()
    );
    let found = window_crates(&sources);
    assert!(
        found.is_empty(),
        "these touch the window library: {found:?}"
    );
}

#[test]
fn the_library_does_not_declare_the_shell() {
    let layers = layers(&sources());
    assert!(
        !layers.contains(&"shell".to_string()),
        "src/shell belongs to the binary, not the library"
    );
}

#[test]
fn the_table_of_layers_is_the_order_src_lib_rs_declares() {
    let declared = layers(&sources());
    let found = table_problems(&declared, LAYERS);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn each_folder_imports_only_what_its_layer_allows() {
    let found = disallowed(&sources(), LAYERS);
    assert!(
        found.is_empty(),
        "imports that tests/pure/architecture/layers.rs does not allow: {found:#?}"
    );
}

#[test]
fn no_files_import_each_other_round_a_circle() {
    let found = circles(graph(&sources()));
    assert!(found.is_empty(), "files that import each other: {found:#?}");
}

#[test]
fn the_state_machine_knows_no_window_pixels() {
    let found = game_pixels(&sources());
    assert!(
        found.is_empty(),
        "game/ resolves clicks with the window's geometry; let the view, \
         which draws it, map them: {found:#?}"
    );
}

#[test]
fn the_files_know_no_state_machine() {
    let found = data_game(&sources());
    assert!(
        found.is_empty(),
        "data/ takes types from the state machine; move them below both: {found:#?}"
    );
}

/// A small crate that breaks each rule once, file by file after `== `.
const FAKE_CRATE: &str = "
== lib.rs
pub mod core; pub mod game; pub mod data; pub mod view;
== core/mod.rs
mod a; mod b; use crate::game::Game;
== core/a.rs
pub fn f() { super::b::g() }
== core/b.rs
pub fn g() { crate::core::a::f() }
== game/mod.rs
use macroquad::prelude::*;
pub struct Game;
fn f(r: crate::view::layout::Rect) {}
== data/mod.rs
fn f() { assert!(matches!(x, crate::game::Game)); }
== view/layout.rs
pub struct Rect;
== stray/mod.rs
== main.rs
mod shell; fn main() { miniquad::start(); }
";

/// The fake crate's table: data may use core, and view game.
const FAKE_LAYERS: &[Layer] = &[
    ("core", &[]),
    ("game", &["core"]),
    ("data", &["core"]),
    ("view", &["core", "game"]),
];

#[test]
fn the_checker_finds_what_is_forbidden() {
    // The checks above run the same functions on the real sources.
    let fake: Sources = FAKE_CRATE
        .split("\n== ")
        .skip(1)
        .map(|file| file.split_once('\n').unwrap_or((file, "")))
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    assert_eq!(window_crates(&fake), ["game/mod.rs"]);
    assert_eq!(
        disallowed(&fake, FAKE_LAYERS),
        [
            "core/mod.rs -> game/mod.rs",
            "data/mod.rs -> game/mod.rs",
            "game/mod.rs -> view/layout.rs",
            "stray/mod.rs is in no layer: add `stray` to src/lib.rs and LAYERS"
        ]
    );
    assert_eq!(table_problems(&layers(&fake), FAKE_LAYERS), [""; 0]);
    let declared = ["core", "game", "view", "data"].map(String::from);
    let upside_down: &[Layer] = &[("core", &["game"]), ("game", &[]), ("data", &[])];
    assert_eq!(
        table_problems(&declared, upside_down),
        [
            r#"src/lib.rs declares ["core", "game", "view", "data"]; LAYERS has ["core", "game", "data"]"#,
            "core may use game, which is not below it",
        ]
    );
    assert_eq!(
        circles(graph(&fake)),
        ["core/a.rs -> core/b.rs -> core/a.rs"]
    );
    assert_eq!(game_pixels(&fake), ["game/mod.rs -> view/layout.rs"]);
    assert_eq!(data_game(&fake), ["data/mod.rs -> game/mod.rs"]);
}

#[test]
fn the_checker_sees_imports_in_the_real_sources() {
    // On the real sources the reader must find what files plainly use: the
    // binary its shell, and most files some other file of ours.
    let graph = graph(&sources());
    assert!(
        graph["main.rs"].iter().any(|t| t.starts_with("shell/")),
        "{:?}",
        graph["main.rs"]
    );
    let importing = graph.values().filter(|targets| !targets.is_empty()).count();
    assert!(
        importing * 4 > graph.len() * 3,
        "{importing} of {} files import ours",
        graph.len()
    );
}

#[test]
fn the_game_s_fields_are_touched_only_in_its_own_folder() {
    let sources = sources();
    let fields = state::game_fields(&sources["game/mod.rs"]);
    assert!(
        ["settings", "round", "screens", "memory", "quit"]
            .iter()
            .all(|f| fields.contains(*f)),
        "the reader found Game's fields: {fields:?}"
    );
    let mut touched = Vec::new();
    for (file, text) in &sources {
        let test_only = file.ends_with("_tests.rs");
        if !file.starts_with("game/") && !test_only {
            touched.extend(
                state::touches(text, &fields)
                    .into_iter()
                    .map(|place| format!("{file}: {place}")),
            );
        }
    }
    assert!(
        touched.is_empty(),
        "Game's fields touched outside game/:\n{}",
        touched.join("\n")
    );
}

#[test]
fn the_state_checker_sees_fields_touched() {
    let fields = state::game_fields("pub struct Game { setup: Setup, moves: Moves, }");
    assert_eq!(fields.len(), 2, "{fields:?}");
    let text = "impl Game { fn f(&mut self) {
        self.setup.side = Mark::O;
        let m = &self.moves;
        if x { game.setup = s; }
        self.moves.play(sq);
        let s = self.setup();
        self.setup.opponent.decide(&b);
        let words = format!(\"{}\", self.setup.theme);
    } }
    impl Review { fn g(&self) { self.moves.len(); self.setup; } }";
    let found = state::touches(text, &fields);
    assert_eq!(found.len(), 5, "{found:#?}");
}

#[test]
fn the_architecture_document_names_only_paths_and_tests_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let found = document::missing(&text, root, |name| document::defined(root, name));
    assert!(found.is_empty(), "ARCHITECTURE.md: {found:#?}");
}

#[test]
fn the_document_checker_finds_what_does_not_exist() {
    let text = "See `src/lib.rs`, `src/nowhere.rs` and [it](docs/none.md), \
                kept by `a_test_that_is_here` and `a_test_that_is_not`.\n\
                ```text\n`src/in_a_fence.rs`\n```\n[web](https://example.com)";
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = document::missing(text, root, |name| name == "a_test_that_is_here");
    assert_eq!(
        found,
        [
            "no such path: src/nowhere.rs",
            "no such path: docs/none.md",
            "no such test: a_test_that_is_not"
        ]
    );
}
