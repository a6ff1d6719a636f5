//! The import reader on small sources: each form of `use`, paths in code,
//! and the text that only looks like a path.

use super::{paths_named, Crate, Named};

/// What `text` names as a file of the library at module `module`
/// (`"view::frame"`), each path written `a::b::c` from the crate's root.
fn named(text: &str, module: &str) -> Vec<String> {
    named_in(text, Crate::Lib, module)
        .into_iter()
        .map(|(_, path)| path.join("::"))
        .collect()
}

fn named_in(text: &str, own: Crate, module: &str) -> Vec<Named> {
    let module: Vec<String> = match module {
        "" => Vec::new(),
        _ => module.split("::").map(str::to_string).collect(),
    };
    paths_named(text, own, &module).expect("the text is Rust")
}

#[test]
fn a_plain_use_is_read() {
    assert_eq!(
        named("use crate::core::board::Mark;", "view::frame"),
        ["core::board::Mark"]
    );
}

#[test]
fn a_grouped_use_gives_each_path() {
    assert_eq!(
        named("use crate::view::{panel, sheets};", "view::frame"),
        ["view::panel", "view::sheets"]
    );
}

#[test]
fn a_nested_use_gives_each_path() {
    assert_eq!(
        named("use crate::{game::{a, b::C}, view::c};", "x"),
        ["game::a", "game::b::C", "view::c"]
    );
}

#[test]
fn a_group_over_many_lines_with_comments_is_read() {
    let text = "use crate::picture::{\n    // the turtle\n    turtle::{Point, Segment},\n    layout::Rect, /* the box */\n};\n";
    assert_eq!(
        named(text, "x"),
        [
            "picture::turtle::Point",
            "picture::turtle::Segment",
            "picture::layout::Rect"
        ]
    );
}

#[test]
fn self_in_a_group_is_the_module_itself() {
    assert_eq!(
        named("use crate::view::{self, text::Typeset};", "x"),
        ["view", "view::text::Typeset"]
    );
}

#[test]
fn public_renamed_and_glob_uses_are_read() {
    let text = "pub use crate::a::B;\npub(crate) use crate::c::D as E;\nuse crate::f::*;";
    assert_eq!(named(text, "x"), ["a::B", "c::D", "f"]);
}

#[test]
fn super_and_self_are_made_absolute() {
    let text = "use super::Game;\nuse super::super::core::Mark;\nuse self::inner::Thing;";
    assert_eq!(
        named(text, "game::play"),
        ["game::Game", "core::Mark", "game::play::inner::Thing"]
    );
}

#[test]
fn a_declared_child_is_read_without_crate() {
    let text = "mod args;\nuse args::{Cli, Command};\nfn f() { values::protect(); }";
    assert_eq!(named(text, "cli"), ["cli::args::Cli", "cli::args::Command"]);
}

#[test]
fn paths_in_code_and_in_macros_are_read() {
    let text = "fn f() -> crate::a::B {\n    let x = crate::c::d(1);\n    assert_eq!(super::e::F, x);\n    crate::a::B\n}";
    assert_eq!(named(text, "m::n"), ["a::B", "c::d", "m::e::F", "a::B"]);
}

#[test]
fn other_crates_and_keywords_are_not_ours() {
    let text = "use std::io::Write;\nuse ::clap::Parser;\npub(crate) fn f() {}\nmacro_rules! m { () => { $crate::x::y } }\nfn g() { let board = 1; }";
    assert!(named(text, "x").is_empty(), "{:?}", named(text, "x"));
}

#[test]
fn comments_strings_and_characters_are_not_paths() {
    let text = r##"
        // use crate::fake::a;
        /* crate::fake::b */
        /// crate::fake::c
        const S: &str = "crate::fake::d";
        const R: &str = r#"crate::fake::e"#;
        const C: char = '{';
        use crate::real::A;
    "##;
    assert_eq!(named(text, "x"), ["real::A"]);
}

#[test]
fn an_inline_module_is_a_module() {
    let text = "mod tests {\n    use super::*;\n    use super::super::y::Z;\n}";
    assert_eq!(named(text, "a::b"), ["a::b", "a::y::Z"]);
}

#[test]
fn the_binary_names_the_library_through_its_name() {
    let text =
        "mod shell;\nuse ttt::game::Game;\nfn main() { shell::run(); crate::shell::host::x(); }";
    assert_eq!(
        named_in(text, Crate::Bin, ""),
        [
            (Crate::Lib, vec!["game".to_string(), "Game".to_string()]),
            (Crate::Bin, vec!["shell".to_string(), "run".to_string()]),
            (
                Crate::Bin,
                vec!["shell".to_string(), "host".to_string(), "x".to_string()]
            ),
        ]
    );
}
