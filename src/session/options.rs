//! What the window was asked for on its command line, as plain data (the
//! command line layer parses it).

use crate::core::board::Board;
use crate::game::Setup;
use std::path::PathBuf;

/// Everything the window was asked for on its command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowOptions {
    pub setup: Setup,
    pub data_dir: Option<PathBuf>,
    /// The position to start from (the empty board if not given).
    pub position: Board,
    /// Save one frame of `position` to this PNG file and exit.
    pub screenshot: Option<PathBuf>,
    /// Which options were given, so saved settings can fill in the rest.
    pub given: Given,
}

/// Which settings the command line named explicitly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub opponent: bool,
    pub side: bool,
    pub animate: bool,
    pub keypad_layout: bool,
    pub rules: bool,
}

impl WindowOptions {
    /// The window as `ttt` with no options asks for it: the usual game from
    /// the empty board, the saved settings filling in everything (a web
    /// page's window, which has no command line).
    pub fn nothing_given() -> WindowOptions {
        let setup = Setup::default();
        WindowOptions {
            position: Board::empty_under(setup.rules),
            setup,
            data_dir: None,
            screenshot: None,
            given: Given::default(),
        }
    }
}
