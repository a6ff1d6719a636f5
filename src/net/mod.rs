//! Playing a friend on another computer: the protocol both ends speak
//! (`protocol.rs`), a room's referee (`room.rs`), invite codes and seat
//! tokens (`code.rs`); on the desktop, the server `ttt serve` runs with its
//! SQLite store (`server.rs`, `store.rs`), and the window and the
//! terminal connect with `client.rs` and play a room through `friends.rs`.
//!
//! The server is the referee: a move counts only when the room, with the
//! same rules the window plays by (`game::variant::Variant`), accepts it,
//! and it is stored before anyone hears of it. docs/network.md says what
//! goes over the wire.

pub mod code;
pub mod link;
pub mod protocol;
pub mod room;

#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod client;
#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod friends;
#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod server;
#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod store;
