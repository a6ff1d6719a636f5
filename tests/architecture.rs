//! The one architectural rule, checked: nothing in the library imports
//! macroquad; only the binary's shell (`src/main.rs`, `src/shell/`) may.

use std::path::{Path, PathBuf};

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

#[test]
fn logic_never_imports_macroquad() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let shell = |p: &Path| p == src.join("main.rs") || p.starts_with(src.join("shell"));
    let library: Vec<&PathBuf> = files.iter().filter(|p| !shell(p)).collect();
    assert!(
        library.len() > 10,
        "expected the library's files under src/, found {library:?}"
    );
    for path in library {
        let text = std::fs::read_to_string(path).expect("readable source");
        let offending: Vec<&str> = text
            .lines()
            .filter(|l| {
                !l.trim_start().starts_with("//")
                    && (l.contains("macroquad") || l.contains("miniquad"))
            })
            .collect();
        assert!(
            offending.is_empty(),
            "{} touches the window library: {offending:?}",
            path.display()
        );
    }
}

#[test]
fn the_library_does_not_declare_the_shell() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("lib.rs");
    assert!(
        !lib.contains("mod shell"),
        "src/shell belongs to the binary, not the library"
    );
}
