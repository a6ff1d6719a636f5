//! The import reader on small sources: each form of `use`, paths in code
//! and in macros, and the text that only looks like a path.

use super::read;

/// Checks that `text`, a file of the library at `module` (`"view::frame"`),
/// names our modules `expected`, each written `a::b::c` from the root.
fn check(text: &str, module: &str, expected: &[&str]) {
    let module: Vec<String> = format!("ttt::{module}")
        .split("::")
        .map(String::from)
        .collect();
    let names = read(text, &module).expect("the text is Rust");
    let found: Vec<String> = names.ours.iter().map(|path| path[1..].join("::")).collect();
    assert_eq!(found, expected, "in {text}");
}

#[test]
fn each_form_of_use_is_read() {
    check(
        "use crate::core::board::Mark;",
        "view::frame",
        &["core::board::Mark"],
    );
    check(
        "use crate::view::{panel, sheets};",
        "x",
        &["view::panel", "view::sheets"],
    );
    check(
        "use crate::{game::{a, b::C}, view::c};",
        "x",
        &["game::a", "game::b::C", "view::c"],
    );
    check(
        "use crate::view::{self, text::Typeset};",
        "x",
        &["view", "view::text::Typeset"],
    );
    check(
        "pub use crate::a::B;\npub(crate) use crate::c::D as E;\nuse crate::f::*;",
        "x",
        &["a::B", "c::D", "f"],
    );
    check(
        "use crate::picture::{\n    // the turtle\n    turtle::{Point, Segment},\n    layout::Rect, /* the box */\n};",
        "x",
        &["picture::turtle::Point", "picture::turtle::Segment", "picture::layout::Rect"],
    );
}

#[test]
fn super_self_and_declared_children_are_made_absolute() {
    check(
        "use super::Game;\nuse super::super::core::Mark;\nuse self::inner::Thing;",
        "game::play",
        &["game::Game", "core::Mark", "game::play::inner::Thing"],
    );
    check(
        "mod args;\nuse args::{Cli, Command};\nfn f() { values::protect(); }",
        "cli",
        &["cli::args::Cli", "cli::args::Command"],
    );
    check(
        "mod tests {\n    use super::*;\n    use super::super::y::Z;\n}",
        "a::b",
        &["a::b", "a::y::Z"],
    );
}

#[test]
fn paths_in_code_and_in_macros_are_read() {
    check(
        "fn f() -> crate::a::B {\n    let x = crate::c::d(1);\n    assert_eq!(super::e::F, x);\n    crate::a::B\n}",
        "m::n",
        &["a::B", "c::d", "m::e::F", "a::B"],
    );
    check(
        "fn f() { assert!(matches!(x, crate::a::B | C if y)); }\nproptest! { #[test] fn g(s in 0..9u8) { crate::c::d(s); } }",
        "x",
        &["a::B", "c::d"],
    );
}

#[test]
fn other_crates_comments_and_strings_are_not_ours() {
    check(
        "use std::io::Write;\nuse ::clap::Parser;\npub(crate) fn f() {}\nfn g() { let board = 1; }",
        "x",
        &[],
    );
    let text = r##"
        // use crate::fake::a;
        /* crate::fake::b */
        /// crate::fake::c
        const S: &str = "crate::fake::d";
        const R: &str = r#"crate::fake::e"#;
        const C: char = '{';
        use crate::real::A;
    "##;
    check(text, "x", &["real::A"]);
}

#[test]
fn the_binary_names_the_library_through_its_name() {
    let text =
        "mod shell;\nuse ttt::game::Game;\nfn main() { shell::run(); crate::shell::host::x(); }";
    let names = read(text, &["main".to_string()]).expect("the text is Rust");
    let found: Vec<String> = names.ours.iter().map(|path| path.join("::")).collect();
    assert_eq!(
        found,
        [
            "ttt::game::Game",
            "main::shell::run",
            "main::shell::host::x"
        ]
    );
}
