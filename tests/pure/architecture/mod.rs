//! The architecture, checked by reading the sources:
//!
//! - nothing in the library imports macroquad; only the binary's shell
//!   (`src/main.rs`, `src/shell/`) may;
//! - the library's folders are layers, in the order `src/lib.rs` declares
//!   them, and a file only imports from its own folder or a lower layer;
//! - the state machine (`game/`) knows no window pixels (nothing from
//!   `view/layout.rs`) and the files (`data/`) no state machine (nothing
//!   from `game/`);
//! - no two files import each other, directly or round a circle (a
//!   folder's `mod.rs` using its own children is how a folder works, and
//!   not counted: see [`face_to_child`]);
//! - `Game`'s fields are touched only in `game/mod.rs`; the game's other
//!   files go through methods (see [`state`]).
//!
//! An import is any module path a file names, in a `use` of any form or in
//! its code, read by [`reader`] and resolved to the file that defines it. A
//! folder's `mod.rs` declaring its children (`mod x;`) is not an import:
//! declaring them is what it is for.

mod reader;
mod state;

use reader::{paths_named, Crate, Named};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Every `.rs` file under `src/`, as paths relative to it (`game/play.rs`).
fn sources() -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut names: Vec<String> = files
        .iter()
        .filter_map(|p| p.strip_prefix(src()).ok())
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .collect();
    names.sort();
    names
}

/// The file's lines that are code, not comments.
fn code_lines(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(src().join(file)).expect("readable source");
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(str::to_string)
        .collect()
}

fn is_shell(file: &str) -> bool {
    file == "main.rs" || file.starts_with("shell/")
}

#[test]
fn logic_never_imports_macroquad() {
    let library: Vec<String> = sources().into_iter().filter(|f| !is_shell(f)).collect();
    assert!(
        library.len() > 10,
        "expected the library's files, found {library:?}"
    );
    for file in library {
        let offending: Vec<String> = code_lines(&file)
            .into_iter()
            .filter(|l| l.contains("macroquad") || l.contains("miniquad"))
            .collect();
        assert!(
            offending.is_empty(),
            "{file} touches the window library: {offending:?}"
        );
    }
}

#[test]
fn the_library_does_not_declare_the_shell() {
    let lib = code_lines("lib.rs").join("\n");
    assert!(
        !lib.contains("mod shell"),
        "src/shell belongs to the binary, not the library"
    );
}

/// The layers, bottom first: the `pub mod` lines of `src/lib.rs`.
fn layers() -> Vec<String> {
    code_lines("lib.rs")
        .iter()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_string())
        .collect()
}

/// The module path of a file: `game/play.rs` is `game::play`, a folder's
/// `mod.rs` is the folder, and a test file is the `tests` child of the
/// module it tests (`view/layout_tests.rs` is `view::layout::tests`,
/// `terminal/mod_tests.rs` is `terminal::tests`).
fn module_of(file: &str) -> Vec<String> {
    let stem = file.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    match parts.last().map(String::as_str) {
        Some("mod" | "lib" | "main") => {
            parts.pop();
        }
        Some("mod_tests") => {
            parts.pop();
            parts.push("tests".to_string());
        }
        Some(name) if name.ends_with("_tests") => {
            let tested = name.trim_end_matches("_tests").to_string();
            parts.pop();
            parts.extend([tested, "tests".to_string()]);
        }
        _ => {}
    }
    parts
}

/// The crate a file belongs to and its module path in it.
fn unit_of(file: &str) -> Named {
    let krate = if is_shell(file) {
        Crate::Bin
    } else {
        Crate::Lib
    };
    (krate, module_of(file))
}

/// Each file by its crate and module path.
type Files = BTreeMap<Named, String>;

fn files() -> Files {
    sources().into_iter().map(|f| (unit_of(&f), f)).collect()
}

/// The file that defines `named`, or the nearest enclosing module's (an
/// item inside a module resolves to the module's file).
fn file_of(named: &Named, files: &Files) -> Option<String> {
    let (krate, path) = named;
    (0..=path.len())
        .rev()
        .find_map(|len| files.get(&(*krate, path[..len].to_vec())))
        .cloned()
}

/// Every module path `file` names, made absolute.
fn named_in(file: &str) -> Vec<Named> {
    let text = std::fs::read_to_string(src().join(file)).expect("readable source");
    let (krate, module) = unit_of(file);
    paths_named(&text, krate, &module).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The files `file` imports from.
fn imports(file: &str, files: &Files) -> BTreeSet<String> {
    named_in(file)
        .iter()
        .filter_map(|named| file_of(named, files))
        .filter(|target| target != file)
        .collect()
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let files = files();
    files
        .values()
        .map(|f| (f.clone(), imports(f, &files)))
        .collect()
}

#[test]
fn each_folder_imports_only_its_own_layer_and_those_below() {
    let layers = layers();
    assert!(
        layers.len() >= 6,
        "expected the layers in src/lib.rs, found {layers:?}"
    );
    let rank = |file: &str| {
        let folder = file.split('/').next().unwrap_or_default();
        layers.iter().position(|l| l == folder)
    };
    let mut upward = Vec::new();
    for (file, targets) in graph() {
        let Some(mine) = rank(&file) else { continue };
        for target in targets {
            if rank(&target).is_some_and(|theirs| theirs > mine) {
                upward.push(format!("{file} -> {target}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports from a higher layer: {upward:#?}"
    );
    for file in sources() {
        let folder = file.split('/').next().unwrap_or_default().to_string();
        let in_a_layer = rank(&file).is_some() || is_shell(&file) || file == "lib.rs";
        assert!(
            in_a_layer,
            "{file} is in no layer: add `{folder}` to src/lib.rs"
        );
    }
}

/// The circles in `graph`: each found by a depth-first search as a file
/// met again while still open, from that file round to itself.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    fn visit(
        file: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        open: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        found: &mut Vec<Vec<String>>,
    ) {
        if let Some(i) = open.iter().position(|f| f == file) {
            let mut circle = open[i..].to_vec();
            circle.push(file.to_string());
            found.push(circle);
            return;
        }
        if done.contains(file) {
            return;
        }
        open.push(file.to_string());
        for next in graph.get(file).into_iter().flatten() {
            visit(next, graph, open, done, found);
        }
        open.pop();
        done.insert(file.to_string());
    }
    let (mut done, mut found) = (BTreeSet::new(), Vec::new());
    for file in graph.keys() {
        visit(file, graph, &mut Vec::new(), &mut done, &mut found);
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

#[test]
fn no_files_import_each_other_round_a_circle() {
    let mut graph = graph();
    for (file, targets) in graph.iter_mut() {
        targets.retain(|t| !face_to_child(file, t));
    }
    let found: Vec<String> = circles(&graph)
        .iter()
        .map(|circle| circle.join(" -> "))
        .collect();
    assert!(found.is_empty(), "files that import each other: {found:#?}");
}

/// Each import from a file in `from` (a folder, `game/`) of a file
/// `to_banned` rejects, as `from -> to`.
fn imports_between(from: &str, to_banned: impl Fn(&str) -> bool) -> Vec<String> {
    graph()
        .into_iter()
        .filter(|(file, _)| file.starts_with(from))
        .flat_map(|(file, targets)| {
            targets
                .into_iter()
                .filter(|t| to_banned(t))
                .map(move |t| format!("{file} -> {t}"))
        })
        .collect()
}

#[test]
fn the_state_machine_knows_no_window_pixels() {
    let found = imports_between("game/", |t| t == "view/layout.rs");
    assert!(
        found.is_empty(),
        "game/ resolves clicks with the window's geometry; let the view, \
         which draws it, map them: {found:#?}"
    );
}

#[test]
fn the_files_know_no_state_machine() {
    let found = imports_between("data/", |t| t.starts_with("game/"));
    assert!(
        found.is_empty(),
        "data/ takes types from the state machine; move them below both: {found:#?}"
    );
}

#[test]
fn the_checker_sees_imports() {
    // The checks above are only as good as the import reader (whose own
    // tests are in reader_tests.rs): on the real sources it must find what
    // a file plainly uses.
    let graph = graph();
    let of = |f: &str| graph.get(f).cloned().unwrap_or_default();
    for (file, target) in [
        ("strategy/logo.rs", "core/board.rs"),
        ("game/play.rs", "game/mod.rs"),
        ("shell/mod.rs", "game/mod.rs"),
        ("main.rs", "shell/host.rs"),
        ("cli/mod.rs", "cli/args.rs"),
    ] {
        assert!(of(file).contains(target), "{file}: {:?}", of(file));
    }
}

#[test]
fn the_game_s_fields_are_touched_only_in_its_own_file() {
    let mod_rs = std::fs::read_to_string(src().join("game/mod.rs")).expect("readable");
    let fields = state::game_fields(&mod_rs);
    assert!(
        ["settings", "moves", "screens", "memory", "quit"]
            .iter()
            .all(|f| fields.contains(*f)),
        "the reader found Game's fields: {fields:?}"
    );
    let mut touched = Vec::new();
    for file in sources() {
        let test_only = file.ends_with("_tests.rs") || file.ends_with("test_games.rs");
        if !file.starts_with("game/") || file == "game/mod.rs" || test_only {
            continue;
        }
        let text = std::fs::read_to_string(src().join(&file)).expect("readable");
        for place in state::touches(&text, &fields) {
            touched.push(format!("{file}: {place}"));
        }
    }
    assert!(
        touched.is_empty(),
        "Game's fields touched outside game/mod.rs:\n{}",
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
    } }
    impl Review { fn g(&self) { self.moves.len(); self.setup; } }";
    let found = state::touches(text, &fields);
    assert_eq!(found.len(), 4, "{found:#?}");
}
