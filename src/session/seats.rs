//! The seats a desktop front end holds in friends' rooms, kept in the
//! data directory's `seats.json` through the store (atomic, locked,
//! damage set aside), so a window or terminal closed mid-game takes its
//! seat back (`net::friends::KeptSeats`).

use crate::data::files::Warning;
use crate::data::seats::Seats;
use crate::data::store::Store;
use crate::net::friends::KeptSeats;
use std::path::Path;

pub struct SeatsFile {
    store: Store,
    seats: Seats,
}

impl SeatsFile {
    /// The seats kept in `data_dir` (`--data-dir`, else the usual place),
    /// with what could not be read.
    pub fn open(data_dir: Option<&Path>) -> (SeatsFile, Vec<Warning>) {
        let store = Store::locate(data_dir);
        let (seats, warnings) = store.load::<Seats>();
        (SeatsFile { store, seats }, warnings)
    }
}

impl KeptSeats for SeatsFile {
    fn token(&self, room: &str) -> Option<String> {
        self.seats.token(room).map(str::to_string)
    }

    fn keep(&mut self, room: &str, token: &str) -> Vec<String> {
        let warnings = self
            .store
            .apply(&mut self.seats, |seats| seats.keep(room, token));
        warnings
            .iter()
            .map(|w| w.for_player().to_string())
            .collect()
    }
}
