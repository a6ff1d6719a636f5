//! A room: two seats, the games played in it, and the referee that keeps
//! them to the rules. Plain data, no sockets and no clock: the server
//! (`server.rs`) owns the rooms, stores what they accept and sends their
//! views; the tests play rooms directly.

use crate::core::board::{Board, Mark, Outcome};
use crate::core::rules::Rules;
use crate::game::variant::Variant;
use crate::net::code::Code;
use crate::net::protocol::{Player, RoomView, Seat};
use crate::qubic::position::Position;
use crate::settings::{GameKind, Starts};

/// A seat taken: its player's name and secret token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    pub name: String,
    pub token: String,
}

/// What is refused, to the one who asked; the room is as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("Watchers cannot play: both seats are taken.")]
    Watching,
    #[error("That move is for game {sent}; this room is on game {now}.")]
    OldGame { sent: u32, now: u32 },
    #[error("The game is over: ask for a rematch to play again.")]
    Over,
    #[error("Wait: it is {0}'s move.")]
    NotYourTurn(String),
    #[error("That move was sent for a board that has changed: it is move {now} now.")]
    Stale { now: u32 },
    #[error("{0} is not a cell of this board.")]
    NoSuchCell(u8),
    #[error("{0} is taken.")]
    Taken(u8),
    #[error("The game is not over yet.")]
    NotOver,
    #[error("Wait for your friend to join.")]
    Alone,
}

/// A room's state, as the store keeps it and the referee changes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    pub code: Code,
    pub game_kind: GameKind,
    pub rules: Rules,
    pub starts: Starts,
    pub seats: [Option<Taken>; 2],
    /// This room's game number, from 1.
    pub game: u32,
    /// The seat playing X this game.
    pub x: Seat,
    pub moves: Vec<u8>,
    pub rematch: [bool; 2],
}

impl Room {
    /// A new room, no one seated yet, seat `x` to play X in its first game.
    pub fn new(code: Code, game_kind: GameKind, rules: Rules, starts: Starts, x: Seat) -> Room {
        Room {
            code,
            game_kind,
            rules,
            starts,
            seats: [None, None],
            game: 1,
            x,
            moves: Vec::new(),
            rematch: [false; 2],
        }
    }

    /// The seat `token` holds, if any.
    pub fn seat_of(&self, token: &str) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|seat| {
            self.seats[seat.index()]
                .as_ref()
                .is_some_and(|t| t.token == token)
        })
    }

    /// Seats `taken` in the first free seat, host first; none free: `None`
    /// (the newcomer watches).
    pub fn sit(&mut self, taken: Taken) -> Option<Seat> {
        let seat = Seat::BOTH
            .into_iter()
            .find(|s| self.seats[s.index()].is_none())?;
        self.seats[seat.index()] = Some(taken);
        Some(seat)
    }

    /// Plays `cell` for `seat` as move `ply` of game `game`, if the rules
    /// allow it; the room is unchanged when they do not.
    pub fn play(
        &mut self,
        seat: Option<Seat>,
        game: u32,
        ply: u32,
        cell: u8,
    ) -> Result<(), Refusal> {
        let seat = seat.ok_or(Refusal::Watching)?;
        if game != self.game {
            return Err(Refusal::OldGame {
                sent: game,
                now: self.game,
            });
        }
        if self.result()?.is_some() {
            return Err(Refusal::Over);
        }
        if self.seats[seat.other().index()].is_none() {
            return Err(Refusal::Alone);
        }
        let mover = self.mover();
        if mover != seat {
            return Err(Refusal::NotYourTurn(self.name_of(mover)));
        }
        if ply as usize != self.moves.len() {
            return Err(Refusal::Stale {
                now: self.moves.len() as u32,
            });
        }
        self.judge(Some(cell))?;
        self.moves.push(cell);
        Ok(())
    }

    /// Asks for another game for `seat`; when both have, it starts (the
    /// sides swap, or the coin `coin` decides under `coin`). Returns
    /// whether it started.
    pub fn ask_rematch(&mut self, seat: Option<Seat>, coin: bool) -> Result<bool, Refusal> {
        let seat = seat.ok_or(Refusal::Watching)?;
        if self.result()?.is_none() {
            return Err(Refusal::NotOver);
        }
        self.rematch[seat.index()] = true;
        if self.rematch != [true, true] {
            return Ok(false);
        }
        self.game += 1;
        self.moves.clear();
        self.rematch = [false; 2];
        self.x = match (self.starts, coin) {
            (Starts::Coin, true) => Seat::Host,
            (Starts::Coin, false) => Seat::Guest,
            _ => self.x.other(),
        };
        Ok(true)
    }

    /// The seat to move.
    pub fn mover(&self) -> Seat {
        match self.moves.len() % 2 {
            0 => self.x,
            _ => self.x.other(),
        }
    }

    /// The game's result, if it has one: `"x"`, `"o"` or `"tie"`.
    pub fn result(&self) -> Result<Option<&'static str>, Refusal> {
        Ok(self.judge(None)?.map(|outcome| match outcome {
            Outcome::Won(Mark::X) => "x",
            Outcome::Won(Mark::O) => "o",
            Outcome::Tie => "tie",
        }))
    }

    /// Replays the moves (and `next`, if given) under the room's rules:
    /// the result after them, or why `next` cannot be played. Stored moves
    /// were each judged before they were kept, so only `next` is refused.
    fn judge(&self, next: Option<u8>) -> Result<Option<Outcome>, Refusal> {
        match self.game_kind {
            GameKind::TicTacToe => judge(Board::default().under(self.rules), &self.moves, next),
            GameKind::Qubic => judge(Position::default(), &self.moves, next),
        }
    }

    fn name_of(&self, seat: Seat) -> String {
        self.view([false; 2], 0).name_of(seat)
    }

    /// The room as its players and watchers see it.
    pub fn view(&self, connected: [bool; 2], watching: u32) -> RoomView {
        let player = |seat: Seat| {
            self.seats[seat.index()].as_ref().map(|taken| Player {
                name: taken.name.clone(),
                connected: connected[seat.index()],
            })
        };
        RoomView {
            code: self.code.to_string(),
            game_kind: self.game_kind,
            rules: self.rules,
            game: self.game,
            x: self.x,
            moves: self.moves.clone(),
            players: [player(Seat::Host), player(Seat::Guest)],
            watching,
            result: self.result().ok().flatten().map(str::to_string),
            rematch: self.rematch,
        }
    }
}

/// [`Room::judge`] on board `start`: the same rules the window plays by.
fn judge<V: Variant>(start: V, moves: &[u8], next: Option<u8>) -> Result<Option<Outcome>, Refusal> {
    let mut board = start;
    for &number in moves.iter().chain(&next) {
        if board.outcome().is_some() {
            return Err(Refusal::Over);
        }
        let cell = V::cell(number).ok_or(Refusal::NoSuchCell(number))?;
        if !board.is_free(cell) {
            return Err(Refusal::Taken(number));
        }
        board = board.with_move(cell, board.to_move());
    }
    Ok(board.outcome())
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
