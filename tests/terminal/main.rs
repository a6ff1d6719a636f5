//! The tests that need a real terminal: `ttt text` key by key in a tmux
//! pane, and in a pseudo-terminal that hangs up under it. One test binary (`cargo test --test terminal`). `ttt text`
//! through a pipe needs no terminal and is tested in `tests/pure`.

#[path = "../support/mod.rs"]
mod support;

mod qubic_tty;
mod text_hangup;
mod text_tty;
