//! `ttt text --join URL` and `--host URL`: the terminal's link to a
//! friend's room. It connects before the game starts (a server that is
//! not there is an error at once); then `net::friends`, which the window
//! shares, hands the game what the server says each tick and carries out
//! what the game asks (a move, a rematch, hosting or joining another room
//! from the chooser).

use crate::net::client::{self, Address};
use crate::net::friends::{join_hello, Connection, Friends, Hosting, KeptSeats};
use crate::net::link::Hello;
use crate::session::options::FriendRoom;
use crate::settings::Settings;
use std::time::Duration;

/// How long the first answer may take: the link's own connect timeout is
/// 3 s, so this is only reached by a server that accepts and says nothing.
const FIRST_ANSWER: Duration = Duration::from_secs(8);

/// Why a room could not be reached: a bad address is the user's input
/// (status 2), a server that is not there or says no is status 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub status: i32,
}

/// Connects to `friend`'s room (hosting the game `settings` name), and
/// waits for the room's first view; Host from the chooser then uses the
/// same server.
pub fn open(
    friend: &FriendRoom,
    settings: &Settings,
    seats: Box<dyn KeptSeats>,
) -> Result<Friends, Failure> {
    let usage = |message: String| Failure { message, status: 2 };
    let address = Address::parse(&friend.url).map_err(usage)?;
    let hello = match (friend.host, address.code) {
        (true, _) => Hello::new(client::host(settings, &friend.name)),
        (false, Some(code)) => join_hello(&address, code, &friend.name, Some(&*seats)),
        (false, None) => {
            let why = format!(
                "'{}' names no room: --join takes the invite link, http://HOST:PORT/#CODE",
                friend.url
            );
            return Err(usage(why));
        }
    };
    let hosting = Hosting {
        server: Some(format!("http://{}/", address.host)),
        data_dir: None,
        name: friend.name.clone(),
    };
    let mut connection = Connection::open(address, hello);
    connection
        .first_room(FIRST_ANSWER)
        .map_err(|message| Failure { message, status: 1 })?;
    Ok(Friends::with(hosting, connection).keeping(seats))
}
