//! The tests that need a real terminal: `ttt text` key by key in a tmux
//! pane, and in a pseudo-terminal that hangs up under it. One test binary (`cargo test --test terminal`). `ttt text`
//! through a pipe needs no terminal and is tested in `tests/pure`.

#[path = "../support/mod.rs"]
mod support;

// A real `ttt serve` and its raw WebSocket client, as the network tests
// use them.
#[cfg(feature = "server")]
#[path = "../network/support.rs"]
#[allow(dead_code)]
mod net;

#[cfg(feature = "server")]
mod friend_tty;
mod qubic_tty;
mod text_hangup;
mod text_tty;
