//! What the window (or the terminal) was asked for on its command line, as
//! plain data (the command line layer parses it).

use crate::core::board::Board;
use crate::qubic::position::Position;
use crate::settings::{SettingChange, Theme};
use std::path::PathBuf;

/// Everything a game's front end was asked for on its command line; the
/// default is plain `ttt` (and a web page's window).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// The settings it named, in order: on top of the remembered ones,
    /// and remembered in turn, as if chosen in the window.
    pub changes: Vec<SettingChange>,
    pub data_dir: Option<PathBuf>,
    /// The position to start from (the empty board if not given).
    pub position: Board,
    /// Qubic's position to start from, when Qubic was asked for with one.
    pub cube_position: Option<Position>,
    /// Save one frame of `position` to this PNG file and exit.
    pub screenshot: Option<PathBuf>,
    /// What the desktop (or the browser) prefers: the theme `system`
    /// draws in (light when nothing answered).
    pub desktop_theme: Theme,
    /// A friend's room to play over the network, if one was asked for.
    pub friend: Option<FriendRoom>,
    /// `--server URL`: where Play a friend hosts (none: in this process).
    pub server: Option<String>,
    /// `--name`: this player's name in a friend's room ("" for none).
    pub name: String,
}

/// `--join URL` or `--host URL`, as plain data: the front end connects.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FriendRoom {
    /// The invite link (joining), or the server's address (hosting).
    pub url: String,
    /// Whether to make a new room there rather than join one.
    pub host: bool,
    /// The name the friend sees ("" for none: the mark names us).
    pub name: String,
}
