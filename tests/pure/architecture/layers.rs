//! Which of the library's folders may use which: the layers, bottom first,
//! each with the lower layers its files may import. This table is the rule;
//! ARCHITECTURE.md says why the layers are where they are and points here.
//!
//! `src/lib.rs` must declare the same folders in the same order, and a row
//! may name only layers above it in this table, so no two folders can use
//! each other. A folder may always use its own files. The binary
//! (`src/main.rs`, `src/shell/`) is no layer: it may use the whole library,
//! and macroquad, which no layer may.
//!
//! A row lists what its folder uses today, not everything below it: adding
//! a use the row does not name is a decision about the design, made here
//! where it is seen.

/// A layer: its folder under `src/`, and the folders it may import.
pub type Layer = (&'static str, &'static [&'static str]);

pub const LAYERS: &[Layer] = &[
    // The rules of play as data: nothing of ours beneath it.
    ("core", &[]),
    // Qubic's board, lines, levels and proof, on core's board shapes.
    ("qubic", &["core"]),
    // The books' opponents: 3×3 only, so they know nothing of Qubic.
    ("strategy", &["core"]),
    // What the game plays with names the opponents of both boards.
    ("settings", &["core", "qubic", "strategy"]),
    // What a finished game leaves (its record, the scores, past games):
    // below the game that makes it and the files that keep it.
    ("record", &["core", "qubic", "strategy", "settings"]),
    // The turtle's picture knows the boards and the speed it draws at,
    // never who plays.
    ("picture", &["core", "qubic", "settings"]),
    // The state machine: everything that decides, no window, no files.
    (
        "game",
        &["core", "qubic", "strategy", "settings", "record", "picture"],
    ),
    // Playing over a network: the protocol and a room's referee (the
    // game's own rules), the server with its store, the client.
    ("net", &["core", "qubic", "settings", "game"]),
    // A frame, decided from the game without a window.
    (
        "view",
        &[
            "core", "qubic", "strategy", "settings", "record", "picture", "game",
        ],
    ),
    // Samples for the cues the game emits; no device.
    ("sound", &["game"]),
    // The files know what they keep, and no state machine or window.
    ("data", &["core", "strategy", "settings", "record"]),
    // The front ends' link between the game and the files.
    // (And net: the seats a front end holds in friends' rooms are kept in
    // the data directory, which only the session may join to the game.)
    (
        "session",
        &[
            "core", "qubic", "strategy", "settings", "record", "game", "net", "view", "data",
        ],
    ),
    // `ttt text` plays the window's game, but draws no window frame. It
    // uses net's client to play a friend (`--join`, `--host`): the link is
    // the terminal's to poll each tick, as its keys are, while the game
    // below it takes the room as plain data and never sees a socket.
    (
        "terminal",
        &[
            "core", "qubic", "strategy", "settings", "game", "net", "data", "session",
        ],
    ),
    // The headless commands; the window's options and screenshot.
    (
        "cli",
        &[
            "core", "qubic", "strategy", "settings", "record", "picture", "net", "view", "data",
            "session",
        ],
    ),
];
