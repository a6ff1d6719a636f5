//! The fallback reading of miniquad's panics, checked against the texts the
//! vendored miniquad (vendor/miniquad) really panics with: an upgrade that
//! changes them fails here instead of turning "no OpenGL" into "a bug".

use super::*;
use std::path::{Path, PathBuf};

/// A file of the vendored miniquad's native code, as its panics name it.
fn native(file: &str) -> (PathBuf, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("vendor/miniquad/src/native")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    (path, text)
}

/// The messages of `panic!("…")`, of `assert!(…, "…")` and of a bare
/// `assert!(condition)` ("assertion failed: condition") in `source`.
fn panic_texts(source: &str) -> Vec<String> {
    let mut texts = Vec::new();
    for (i, _) in source.match_indices("panic!(\"") {
        let rest = &source[i + "panic!(\"".len()..];
        texts.push(rest[..rest.find('"').expect("a closing quote")].to_string());
    }
    for (i, _) in source.match_indices("assert!(") {
        let call = &source[i..i + source[i..].find(");").expect("an assert's end")];
        // The message is the string after the condition's comma, however
        // the call is wrapped over lines.
        let message = call
            .find('"')
            .filter(|&quote| call[..quote].trim_end().ends_with(','))
            .map(|quote| &call[quote + 1..]);
        match message {
            Some(rest) => texts.push(rest[..rest.find('"').expect("a closing quote")].to_string()),
            None => texts.push(format!("assertion failed: {}", &call["assert!(".len()..])),
        }
    }
    texts
}

#[test]
fn every_panic_of_miniquad_s_opengl_setup_is_no_opengl() {
    for file in ["linux_x11/glx.rs", "egl.rs"] {
        let (path, source) = native(file);
        let texts = panic_texts(&source);
        assert!(!texts.is_empty(), "{file}: no panic texts found");
        if file == "linux_x11/glx.rs" {
            assert!(
                texts
                    .iter()
                    .any(|t| t == "GLX: Failed to find a suitable GLXFBConfig"),
                "{texts:?}"
            );
        }
        let at = path.to_string_lossy();
        for text in texts {
            assert!(
                matches!(
                    window_failure(&text, &at, Some(":5")),
                    Some(WindowFailure::NoOpenGl(_))
                ),
                "{file}: {text:?} is not read as no OpenGL"
            );
        }
    }
}

#[test]
fn the_x11_loop_s_panics_are_named() {
    let (path, source) = native("linux_x11.rs");
    let at = path.to_string_lossy();
    assert!(source.contains("panic!(\"XOpenDisplay() failed!\")"));
    assert_eq!(
        window_failure("XOpenDisplay() failed!", &at, Some(":5")),
        Some(WindowFailure::NoDisplay(Some(":5".into())))
    );
    // Neither GLX nor EGL could start: the loop's `.ok().unwrap()`.
    assert!(source.contains("egl_main_loop(display, conf, f).ok().unwrap()"));
    let none = "called `Option::unwrap()` on a `None` value";
    assert!(matches!(
        window_failure(none, &at, Some(":5")),
        Some(WindowFailure::NoOpenGl(_))
    ));
    for text in ["surface creation failed", "eglMakeCurrent failed"] {
        assert!(source.contains(&format!("panic!(\"{text}\")")), "{text}");
        assert!(matches!(
            window_failure(text, &at, None),
            Some(WindowFailure::NoOpenGl(_))
        ));
    }
}

#[test]
fn a_panic_outside_miniquad_is_a_bug() {
    let none = "called `Option::unwrap()` on a `None` value";
    assert_eq!(window_failure(none, "src/game/play.rs", Some(":5")), None);
    assert_eq!(window_failure("GLX: no", "src/shell/replay.rs", None), None);
}
