//! ARCHITECTURE.md, checked against the tree: every path it names exists,
//! and every test it names as keeping an invariant is a function in
//! `src/` or `tests/`. So the map cannot drift from the code unseen.

use std::path::Path;

/// The folders at the top of the repository that the map names paths in.
const TOP: [&str; 9] = [
    "src/",
    "tests/",
    "docs/",
    "scripts/",
    "web/",
    "vendor/",
    "assets/",
    "benches/",
    "examples/",
];

/// The inline code spans of `text` (`like this`), fenced blocks left out.
pub fn code_spans(text: &str) -> Vec<&str> {
    let mut spans = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            spans.extend(line.split('`').skip(1).step_by(2));
        }
    }
    spans
}

/// The targets of `text`'s relative links, `[words](target)`.
pub fn link_targets(text: &str) -> Vec<&str> {
    let targets = text
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')'));
    targets
        .map(|(target, _)| target)
        .filter(|t| !t.contains("://"))
        .collect()
}

/// Whether `span` names a test: a long snake-case name, as ours are.
pub fn is_test_name(span: &str) -> bool {
    let snake = span
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    snake && span.matches('_').count() >= 3
}

/// The paths and test names in `text` that `root` does not hold; `defines`
/// says whether a test name is defined.
pub fn missing(text: &str, root: &Path, defines: impl Fn(&str) -> bool) -> Vec<String> {
    let spans = code_spans(text);
    let paths = spans
        .iter()
        .filter(|s| TOP.iter().any(|top| s.starts_with(top)));
    let paths = paths.copied().chain(link_targets(text));
    let mut found: Vec<String> = paths
        .filter(|p| !root.join(p).exists())
        .map(|p| format!("no such path: {p}"))
        .collect();
    let tests = spans.iter().filter(|s| is_test_name(s) && !defines(s));
    found.extend(tests.map(|t| format!("no such test: {t}")));
    found
}

/// Whether a file under `src/` or `tests/` of `root` defines `fn name`.
pub fn defined(root: &Path, name: &str) -> bool {
    fn search(dir: &Path, needle: &str) -> bool {
        let entries = std::fs::read_dir(dir).into_iter().flatten().flatten();
        entries.map(|e| e.path()).any(|path| {
            if path.is_dir() {
                search(&path, needle)
            } else {
                path.extension().is_some_and(|e| e == "rs")
                    && std::fs::read_to_string(&path).is_ok_and(|t| t.contains(needle))
            }
        })
    }
    let needle = format!("fn {name}(");
    ["src", "tests"]
        .iter()
        .any(|dir| search(&root.join(dir), &needle))
}
