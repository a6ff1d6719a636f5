//! The architecture, checked by reading the sources:
//!
//! - nothing in the library imports macroquad; only the binary's shell
//!   (`src/main.rs`, `src/shell/`) may;
//! - the library's folders are layers, in the order `src/lib.rs` declares
//!   them, and a file only imports from its own folder or a lower layer;
//! - no two files import each other, directly or round a circle.
//!
//! An import is a path through `crate::` or `super::` (in the library) or
//! `ttt::` (in the shell). A folder's `mod.rs` naming its own children is
//! not an import: declaring them is what it is for.

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
/// module it tests (`picture/layout_tests.rs` is `picture::layout::tests`).
fn module_of(file: &str) -> Vec<String> {
    let stem = file.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    match parts.last().map(String::as_str) {
        Some("mod" | "lib" | "main") => {
            parts.pop();
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

/// The file that defines module `path`, or the nearest enclosing one that
/// exists (an item inside a module resolves to the module's file).
fn file_of(path: &[String], files: &BTreeSet<String>) -> Option<String> {
    for len in (1..=path.len()).rev() {
        let stem = path[..len].join("/");
        for candidate in [format!("{stem}.rs"), format!("{stem}/mod.rs")] {
            if files.contains(&candidate) {
                return Some(candidate);
            }
        }
    }
    None
}

/// The lines an import is read from: the code, without a trailing inline
/// `mod tests { ... }` (whose `super` is the file itself).
fn import_lines(file: &str) -> Vec<String> {
    let lines = code_lines(file);
    let end = lines
        .iter()
        .position(|l| l.trim_start().starts_with("mod tests {"))
        .unwrap_or(lines.len());
    lines[..end].to_vec()
}

/// The path words after `prefix` at the start of `text`: `a::b::C`.
fn path_words(text: &str) -> Vec<String> {
    text.split("::")
        .map(|w| {
            w.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .take_while(|w| !w.is_empty())
        .collect()
}

/// The files `file` imports from: each `crate::` (`ttt::` in the shell)
/// or `super::` path, resolved to the file defining it.
fn imports(file: &str, files: &BTreeSet<String>) -> BTreeSet<String> {
    let root = if is_shell(file) { "ttt::" } else { "crate::" };
    let mut parent = module_of(file);
    parent.pop();
    let mut found = BTreeSet::new();
    for line in import_lines(file) {
        for prefix in [root, "super::"] {
            for (i, _) in line.match_indices(prefix) {
                let before = line[..i].chars().last();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let mut path = if prefix == "super::" {
                    parent.clone()
                } else {
                    Vec::new()
                };
                path.extend(path_words(&line[i + prefix.len()..]));
                if let Some(target) = file_of(&path, files).filter(|t| t != file) {
                    found.insert(target);
                }
            }
        }
    }
    found
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let files: BTreeSet<String> = sources().into_iter().collect();
    files
        .iter()
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

#[test]
fn no_files_import_each_other_round_a_circle() {
    let graph = graph();
    // Depth-first search; a file met again while still open closes a circle.
    fn visit(
        file: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        open: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = open.iter().position(|f| f == file) {
            let mut circle = open[i..].to_vec();
            circle.push(file.to_string());
            return Some(circle);
        }
        if done.contains(file) {
            return None;
        }
        open.push(file.to_string());
        for next in graph.get(file).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, open, done) {
                return Some(circle);
            }
        }
        open.pop();
        done.insert(file.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for file in graph.keys() {
        let circle = visit(file, &graph, &mut Vec::new(), &mut done);
        assert!(
            circle.is_none(),
            "files that import each other: {:?}",
            circle.unwrap_or_default()
        );
    }
}

#[test]
fn the_checker_sees_imports() {
    // The checks above are only as good as the import reader: it must find
    // what a file plainly uses.
    let graph = graph();
    let of = |f: &str| graph.get(f).cloned().unwrap_or_default();
    assert!(
        of("strategy/logo.rs").contains("core/board.rs"),
        "{:?}",
        of("strategy/logo.rs")
    );
    assert!(
        of("game/play.rs").contains("game/mod.rs"),
        "{:?}",
        of("game/play.rs")
    );
    assert!(
        of("shell/mod.rs").contains("game/mod.rs"),
        "{:?}",
        of("shell/mod.rs")
    );
}
