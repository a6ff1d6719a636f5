//! The tests that need a display: the built `ttt` in a real window on a
//! private Xvfb, driven by xdotool and read back with ImageMagick (Mesa's
//! software OpenGL). One test binary (`cargo test --test window`); each
//! file's name filters its tests (`cargo test --test window window_timing::`).

#[path = "../support/mod.rs"]
mod support;

/// The real server and its raw client, for the friend's room's tests.
#[cfg(feature = "server")]
#[path = "../network/support.rs"]
#[allow(dead_code)]
mod net_support;

mod window;
mod window_failures;
#[cfg(feature = "server")]
mod window_friend;
mod window_fullscreen;
mod window_pointer;
mod window_qubic;
mod window_quit;
mod window_scores;
mod window_sound;
mod window_timing;
