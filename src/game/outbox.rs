//! What the game asks of the program around it besides lines and events:
//! the window's requests, the moves for a friend's room, the sounds.

/// What the game asks of its window: the game decides when, the shell
/// does it. Plain data, so every front end (the window, the terminal, the
/// page) carries it out its own way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    ToggleFullscreen,
    /// Sends the friend's room this player's move: `cell` (1..9, Qubic's
    /// 1..64) as move `ply` (0 the first) of the room's game `game`.
    Move {
        game: u32,
        ply: u32,
        cell: u8,
    },
    /// Asks the friend's room for another game.
    Rematch,
    /// Makes a room for a friend: the game, rules, side and who-starts
    /// of the game's settings now, on the server the front end knows.
    HostRoom,
    /// Joins the room of this code: [`crate::game::friend_screen::CODE_LEN`]
    /// characters of its alphabet, upper case.
    JoinRoom(String),
    /// The player left the friend's room: the link closes.
    LeaveRoom,
}

/// A sound the game asks the front end to play: data, like its other
/// events, so which sounds a game makes is tested without a speaker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// The turtle's pen starts drawing (the board, a mark, a strike).
    Pen,
    Mark,
    Refused,
    /// The player won (between two people: someone won).
    Won,
    /// The computer won.
    Lost,
    Tied,
}

impl Cue {
    pub const ALL: [Cue; 6] = [
        Cue::Pen,
        Cue::Mark,
        Cue::Refused,
        Cue::Won,
        Cue::Lost,
        Cue::Tied,
    ];
}
