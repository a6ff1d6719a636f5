//! A panic before the window's first frame is the machine failing to open
//! a window (no display, no OpenGL), not a bug: which one, read from where
//! miniquad panicked.

use ttt::cli::window::WindowFailure;

/// Reads a panic from the window layer before its first frame: a failure
/// to open it (which is the machine's setup, not a bug) or `None` for a
/// bug. `file` is where the panic happened.
pub fn window_failure(message: &str, file: &str, display: Option<&str>) -> Option<WindowFailure> {
    if !file.contains("miniquad") {
        return None;
    }
    if message.contains("XOpenDisplay") {
        return Some(WindowFailure::NoDisplay(display.map(str::to_string)));
    }
    let gl = ["glx", "egl", "GLX", "EGL", "libGL", "surface creation"];
    let what = match message {
        m if m.contains("called `Option::unwrap()` on a `None` value")
            || m.contains("called `Result::unwrap()`") =>
        {
            "no usable GLX or EGL driver was found".to_string()
        }
        m => m.to_string(),
    };
    let in_gl_code = gl.iter().any(|g| file.contains(g) || message.contains(g))
        || file.ends_with("linux_x11.rs");
    in_gl_code.then_some(WindowFailure::NoOpenGl(what))
}

#[cfg(test)]
mod tests {
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
}
