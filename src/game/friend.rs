//! Playing a friend on another computer, as the game sees it: the room
//! as plain data ([`Remote`]), which the front end hands in whenever the
//! server says something, and the moves and rematches the game hands out
//! (`Request::Move`, `Request::Rematch`) for the front end to send. The
//! game knows no socket: the room's moves are played on its board as any
//! move is, and when they are not a continuation of the board's (a move
//! refused, a rematch, a reconnection) the board becomes the room's.

use crate::core::board::{Board, Mark, Outcome, Rules};
use crate::game::input::Command;
use crate::game::outbox::Request;
use crate::game::play::{on_round, Round};
use crate::game::screens::Chooser;
use crate::game::turtle::Pen;
use crate::game::variant::Variant;
use crate::game::{Game, Tone};
use crate::settings::{GameKind, Name, QubicOpponent, Settings};
use crate::strategy::Opponent;

/// A room as this player sees it, with the marks of the game in play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Remote {
    /// The room's code, and the link that invites a friend to it.
    pub code: String,
    pub invite: String,
    pub game: GameKind,
    pub rules: Rules,
    /// The room's game number, from 1 (a rematch counts on).
    pub number: u32,
    /// The cells played (1..9, or Qubic's 1..64), X's first.
    pub moves: Vec<u8>,
    /// The mark this player plays in this game; `None`: watching.
    pub me: Option<Mark>,
    /// X's player, then O's: `None` while the seat is free.
    pub players: [Option<Friend>; 2],
    /// Who has asked for another game, X's player then O's.
    pub rematch: [bool; 2],
}

/// A player in the room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Friend {
    /// Their name ("" when they gave none: their mark names them).
    pub name: String,
    pub connected: bool,
}

impl Remote {
    /// How the player of `mark` is called: their name, else the mark.
    pub fn name(&self, mark: Mark) -> String {
        match &self.players[mark as usize] {
            Some(p) if !p.name.is_empty() => p.name.clone(),
            _ => mark.upper().to_string(),
        }
    }
}

/// The game's side of a room: the room as last heard, whether the link
/// is down, and which of the room's games went to the scores already.
#[derive(Clone, Debug, Default)]
pub(crate) struct Room {
    remote: Remote,
    /// Why the connection dropped, while the link tries again.
    lost: Option<String>,
    recorded: Option<u32>,
    /// The player's own settings, back when they leave the room.
    own: Settings,
}

impl Game {
    /// The room as the server says it is now: the board follows it.
    pub fn follow(&mut self, remote: Remote, now: f64) {
        let fresh = self.room.as_ref().is_none_or(|r| {
            let was = &r.remote;
            (was.number, was.game, was.rules) != (remote.number, remote.game, remote.rules)
        });
        let own = self.room.as_ref().map_or(self.settings, |r| r.own);
        self.take_room_settings(&remote);
        let recorded = self.room.as_ref().and_then(|r| r.recorded);
        self.room = Some(Room {
            remote,
            lost: None,
            recorded,
            own,
        });
        if fresh {
            self.screens.clear();
            self.reply_due = None;
            self.last_play = None;
            self.notices.feedback = None;
            self.set_round_from_room();
        }
        on_round!(self.round, V => self.catch_up::<V>(now));
    }

    /// Whether a friend's game is on and waits for someone else: the
    /// friend's move, or the connection.
    pub fn awaits_friend(&self) -> bool {
        let Some(room) = &self.room else { return false };
        let remote = &room.remote;
        let friend = remote
            .me
            .map(|me| remote.players[me.opponent() as usize].as_ref());
        let there = friend.is_none_or(|f| f.is_some_and(|f| f.connected));
        there && room.lost.is_none() && !self.is_over() && !self.is_human_turn()
    }

    /// The room this game follows, if it plays a friend.
    pub fn remote(&self) -> Option<&Remote> {
        self.room.as_ref().map(|r| &r.remote)
    }

    /// The server refused what this player sent: says why, and puts the
    /// board back to the room's.
    pub fn refused(&mut self, why: &str, now: f64) {
        self.say(Tone::Refusal, why);
        if self.room.is_some() {
            on_round!(self.round, V => {
                if self.room_moves_ahead::<V>() != Some(0) {
                    self.replay_room::<V>();
                }
                self.catch_up::<V>(now);
            });
        }
    }

    /// Leaves the friend's room, if one is followed: the link closes and
    /// the player's own settings come back, on a new game here.
    pub(crate) fn leave_room(&mut self) {
        let Some(room) = self.room.take() else { return };
        self.settings = room.own;
        self.requests.push(Request::LeaveRoom);
        self.restart(Board::default());
        let words = format!("Left room {}: back to playing here.", room.remote.code);
        self.say(Tone::Info, words);
    }

    /// The front end is connecting to the server at `to` for a room.
    pub fn connecting(&mut self, to: &str) {
        self.say(Tone::Info, format!("Connecting to {to}\u{2026}"));
    }

    /// The connection dropped (`why`); the link is trying again.
    pub fn connection_lost(&mut self, why: &str) {
        if let Some(room) = &mut self.room {
            room.lost = Some(why.to_string());
        }
    }

    /// While playing a friend: whether this player may move now.
    pub(crate) fn room_turn(&self) -> Option<bool> {
        let room = self.room.as_ref()?;
        let mine = room.remote.me == Some(self.mover());
        Some(mine && room.lost.is_none())
    }

    /// Why this player may not move now, in a friend's game.
    pub(crate) fn room_wait(&self) -> Option<String> {
        let room = self.room.as_ref()?;
        let remote = &room.remote;
        Some(match (&room.lost, remote.me) {
            (Some(_), _) => "Wait: the connection is lost; trying again.".to_string(),
            (None, None) => "You are watching: the players move.".to_string(),
            (None, Some(_)) => format!("Wait: it is {}'s move.", remote.name(self.mover())),
        })
    }

    /// The turn line while playing a friend: the link's state first, then
    /// the friend's, then whose move it is.
    pub(crate) fn room_turn_line(&self, press: &str) -> Option<String> {
        let room = self.room.as_ref()?;
        let remote = &room.remote;
        let mover = self.mover();
        let seat = |m: Mark| remote.players[m as usize].as_ref();
        let other = remote.me.map(Mark::opponent);
        Some(match (&room.lost, other.map(|m| (m, seat(m)))) {
            (Some(_), _) => "Connection lost; trying again.".to_string(),
            (None, Some((_, None))) => {
                format!("Waiting for a friend to join: {}", remote.invite)
            }
            (None, Some((m, Some(f)))) if !f.connected => {
                format!("{} is disconnected; waiting.", remote.name(m))
            }
            _ if remote.me == Some(mover) => format!("Your move ({}): {press}.", mover.upper()),
            _ => format!("{}'s move ({}).", remote.name(mover), mover.upper()),
        })
    }

    /// Under the result, in a friend's game: the rematch's state.
    pub(crate) fn room_after_line(&self) -> Option<String> {
        let room = self.room.as_ref()?;
        let remote = &room.remote;
        if room.lost.is_some() {
            return Some("Connection lost; trying again.".to_string());
        }
        let Some(me) = remote.me else {
            return Some("The game is over; the players may play again.".to_string());
        };
        let them = remote.name(me.opponent());
        let asked = |m: Mark| remote.rematch[m as usize];
        Some(match (asked(me), asked(me.opponent())) {
            (true, _) => format!("Asked {them} for a rematch; waiting."),
            (false, true) => format!("{them} asks for a rematch: N plays again."),
            (false, false) => "Rematch: N".to_string(),
        })
    }

    /// The title's players, in a friend's game.
    pub(crate) fn room_title(&self) -> Option<String> {
        let remote = &self.room.as_ref()?.remote;
        let (code, qubic) = (&remote.code, remote.game == GameKind::Qubic);
        let game = if qubic { "Qubic, room" } else { "Room" };
        Some(match remote.me {
            Some(me) => {
                let (mine, theirs) = (me.upper(), me.opponent().upper());
                let them = remote.name(me.opponent());
                format!("{game} {code}: you ({mine}) vs {them} ({theirs})")
            }
            None => {
                let [x, o] = [Mark::X, Mark::O].map(|m| remote.name(m));
                format!("{game} {code}: {x} (X) vs {o} (O), watching")
            }
        })
    }

    /// The result's headline and line, in a friend's game.
    pub(crate) fn room_banner(&self, outcome: Outcome, line: &str) -> Option<(String, String)> {
        let remote = &self.room.as_ref()?.remote;
        let Outcome::Won(winner) = outcome else {
            return None;
        };
        let name = remote.name(winner);
        Some(match remote.me {
            Some(me) if me == winner => ("You win!".to_string(), format!("You have {line}.")),
            _ => (
                format!("{name} wins!"),
                format!("{name} ({}) has {line}.", winner.upper()),
            ),
        })
    }

    /// What a friend's game does differently with `command`: N asks for
    /// a rematch; what would change the game or take a move back is
    /// refused. Whether the command was taken.
    pub(crate) fn room_takes(&mut self, command: Command) -> bool {
        if self.room.is_none() {
            return false;
        }
        let refusal = match command {
            Command::NewGame => {
                self.ask_rematch();
                return true;
            }
            Command::Undo | Command::Redo => "A move played against a friend stays played.",
            // G leaves the room for the game here; the opponent chooser
            // leaves it for a computer (or another friend's room).
            Command::SwitchGame => {
                self.leave_room();
                return true;
            }
            Command::ChooseSide(_) | Command::Choose(Chooser::Rules) | Command::Names => {
                "The room chose the game and the sides: G leaves it."
            }
            _ => return false,
        };
        self.say(Tone::Refusal, refusal);
        true
    }

    /// N in a friend's game: asks the room for another game, once this
    /// one is over.
    pub(crate) fn ask_rematch(&mut self) {
        let Some(remote) = self.remote() else { return };
        let them = remote.me.map(|me| remote.name(me.opponent()));
        let Some(them) = them else {
            return self.say(
                Tone::Refusal,
                "You are watching: the players choose a rematch.",
            );
        };
        if !self.is_over() {
            let words = format!("The game with {them} goes on: a rematch comes after it.");
            return self.say(Tone::Refusal, words);
        }
        self.requests.push(Request::Rematch);
        self.say(Tone::Info, format!("Asked {them} for a rematch."));
    }

    /// A move this player made on the board: sent to the room.
    pub(crate) fn send_move(&mut self, ply: usize, cell: u8) {
        let Some(room) = &self.room else { return };
        let (game, ply) = (room.remote.number, u32::try_from(ply).unwrap_or(u32::MAX));
        self.requests.push(Request::Move { game, ply, cell });
    }

    /// A finished game of the room counts once, whatever replays it.
    pub(crate) fn room_counts_result(&mut self) -> bool {
        match &mut self.room {
            // A watcher's scores are not theirs to keep.
            Some(room) if room.remote.me.is_none() => false,
            Some(room) => room.recorded.replace(room.remote.number) != Some(room.remote.number),
            None => true,
        }
    }

    /// The settings a friend's game plays with: the room's game and rules,
    /// two players with their names, this player's side. They are not
    /// saved: the player's own settings stay theirs.
    fn take_room_settings(&mut self, remote: &Remote) {
        let s = &mut self.settings;
        s.game = remote.game;
        s.rules = remote.rules;
        s.opponent = Opponent::Human;
        s.qubic_opponent = QubicOpponent::Human;
        s.side = remote.me.unwrap_or(Mark::X);
        let name = |m: Mark| match &remote.players[m as usize] {
            Some(p) => Name::new(&p.name).unwrap_or_default(),
            None => Name::default(),
        };
        (s.name_x, s.name_o) = (name(Mark::X), name(Mark::O));
    }

    fn set_round_from_room(&mut self) {
        let start = Board::empty_under(self.settings.rules);
        self.round = Round::new(self.settings.game, start, self.settings.speed);
    }

    /// How many of the board's moves the room has not heard of yet (this
    /// player's, on their way), if the board follows the room: its moves
    /// are the room's so far, or the room's and this player's since.
    fn room_moves_ahead<V: Variant>(&self) -> Option<usize> {
        let Some(room) = &self.room else {
            return Some(0);
        };
        let (theirs, me) = (&room.remote.moves, room.remote.me);
        let history = self.play::<V>().history();
        let mine: Vec<u8> = history.iter().map(|m| V::number(m.square)).collect();
        if theirs.starts_with(&mine) {
            return Some(0);
        }
        let sent = history.get(theirs.len()..).unwrap_or_default();
        let on_the_way = mine.starts_with(theirs) && sent.iter().all(|m| Some(m.mark) == me);
        on_the_way.then_some(sent.len())
    }

    /// Plays the room's moves the board has not, as any move is played;
    /// a board that is not the room's becomes it.
    fn catch_up<V: Variant>(&mut self, now: f64) {
        match self.room_moves_ahead::<V>() {
            None => return self.replay_room::<V>(),
            Some(0) => {}
            // The room has not heard of this player's move yet.
            Some(_) => return,
        }
        let moves = self.remote().map_or(Vec::new(), |r| r.moves.clone());
        let played = self.play::<V>().history().len();
        for &n in moves.iter().skip(played) {
            let cell = V::cell(n).filter(|&c| self.play::<V>().position().is_free(c));
            let Some(cell) = cell.filter(|_| self.outcome().is_none()) else {
                // The server is the referee: a move the board cannot take
                // means the two disagree, and the room's word is kept.
                return self.say(
                    Tone::Refusal,
                    "The room sent a move this board cannot play.",
                );
            };
            self.place::<V>(cell, None, now);
        }
    }

    /// The board set to the room's moves at once, the result counted if
    /// it was not.
    fn replay_room<V: Variant>(&mut self) {
        self.set_round_from_room();
        let moves = self.remote().map_or(Vec::new(), |r| r.moves.clone());
        for n in moves {
            let play = self.play_mut::<V>();
            let Some(cell) = V::cell(n).filter(|&c| play.position().is_free(c)) else {
                break;
            };
            if play.position().outcome().is_some() {
                break;
            }
            play.moves.play(cell, None);
        }
        let play = self.play_mut::<V>();
        play.turtle.stop();
        if let Some(outcome) = self.outcome() {
            self.count_result::<V>(outcome);
        }
    }
}

#[cfg(test)]
#[path = "friend_tests.rs"]
mod tests;
