//! Tests of `failure.rs`.

use super::*;

#[test]
fn miniquad_s_panics_are_named() {
    let x11 = "vendor/miniquad/src/native/linux_x11.rs";
    assert_eq!(
        window_failure("XOpenDisplay() failed!", x11, Some(":5")),
        Some(WindowFailure::NoDisplay(Some(":5".into())))
    );
    let none = "called `Option::unwrap()` on a `None` value";
    assert!(matches!(
        window_failure(none, x11, Some(":5")),
        Some(WindowFailure::NoOpenGl(_))
    ));
    let glx = "vendor/miniquad/src/native/linux_x11/glx.rs";
    assert!(matches!(
        window_failure(
            "GLX: ARB_create_context and ARB_create_context_profile required",
            glx,
            None
        ),
        Some(WindowFailure::NoOpenGl(_))
    ));
    assert_eq!(window_failure(none, "src/game/play.rs", Some(":5")), None);
}
