//! The server's store: every room, its seats and every accepted move, in
//! one SQLite file in the data directory (`server.sqlite`).
//!
//! SQLite in WAL mode with `synchronous = NORMAL`: each move is one
//! committed transaction before the room tells anyone of it, so a server
//! killed at any instant (even `kill -9`) and started again finds every
//! move it acknowledged. (Only a power cut can take the last few commits
//! in this mode; FULL would fsync every move, for no gain against a
//! killed process.)

use crate::net::code::Code;
use crate::net::protocol::Seat;
use crate::net::room::{Room, Taken};
use rusqlite::{params, Connection};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// The store's file name in the data directory.
pub const FILE: &str = "server.sqlite";

/// The schema's version, in SQLite's `user_version`.
const SCHEMA_VERSION: i64 = 1;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game_kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    starts TEXT NOT NULL,
    game INTEGER NOT NULL,
    x TEXT NOT NULL,
    rematch_host INTEGER NOT NULL,
    rematch_guest INTEGER NOT NULL,
    touched INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    seat TEXT NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    game INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    cell INTEGER NOT NULL,
    PRIMARY KEY (code, game, ply)
);
";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{path}: {source}")]
    Sqlite {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("{path} holds version {found} of the server's store; this ttt reads version {SCHEMA_VERSION}")]
    Version { path: PathBuf, found: i64 },
    #[error("{0}")]
    Damaged(String),
}

pub struct Store {
    db: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (or makes) the store at `path`. A file that is not a SQLite
    /// database is kept aside as `…damaged-N` and reported in the second
    /// value, and a new store begins: nothing is overwritten.
    pub fn open(path: &Path) -> Result<(Store, Option<String>), StoreError> {
        match Store::open_once(path) {
            Err(StoreError::Sqlite { source, .. }) if is_damage(&source) => {
                let aside = keep_aside(path)?;
                let said = format!(
                    "{} was damaged ({source}); it is kept as {} and a new store begins",
                    path.display(),
                    aside.display()
                );
                Ok((Store::open_once(path)?, Some(said)))
            }
            opened => opened.map(|store| (store, None)),
        }
    }

    fn open_once(path: &Path) -> Result<Store, StoreError> {
        let db = Connection::open(path).map_err(|source| sqlite(path, source))?;
        let store = Store {
            db,
            path: path.to_path_buf(),
        };
        store.setup()?;
        Ok(store)
    }

    fn setup(&self) -> Result<(), StoreError> {
        let found: i64 = self
            .db
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(|e| self.error(e))?;
        if found > SCHEMA_VERSION {
            return Err(StoreError::Version {
                path: self.path.clone(),
                found,
            });
        }
        self.db
            .pragma_update(None, "journal_mode", "WAL")
            .and_then(|()| self.db.pragma_update(None, "synchronous", "NORMAL"))
            .and_then(|()| self.db.pragma_update(None, "foreign_keys", "ON"))
            .and_then(|()| self.db.execute_batch(SCHEMA))
            .and_then(|()| self.db.pragma_update(None, "user_version", SCHEMA_VERSION))
            .map_err(|e| self.error(e))
    }

    fn error(&self, source: rusqlite::Error) -> StoreError {
        sqlite(&self.path, source)
    }

    /// Keeps new room `room`, touched at `now` (seconds since 1970).
    pub fn add_room(&self, room: &Room, now: u64) -> Result<(), StoreError> {
        self.db
            .execute(
                "INSERT INTO rooms VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0, ?7)",
                params![
                    room.code.as_str(),
                    text(&room.game_kind),
                    text(&room.rules),
                    text(&room.starts),
                    room.game,
                    text(&room.x),
                    now as i64
                ],
            )
            .map(drop)
            .map_err(|e| self.error(e))
    }

    /// Keeps `taken` in `seat` of room `code`.
    pub fn sit(&self, code: Code, seat: Seat, taken: &Taken, now: u64) -> Result<(), StoreError> {
        let sit = "INSERT INTO seats VALUES (?1, ?2, ?3, ?4)";
        self.db
            .execute(
                sit,
                params![code.as_str(), text(&seat), taken.name, taken.token],
            )
            .and_then(|_| self.touch(code, now))
            .map_err(|e| self.error(e))
    }

    /// Keeps the move room `room` just accepted (its last).
    pub fn add_move(&self, room: &Room, now: u64) -> Result<(), StoreError> {
        let (ply, cell) = match room.moves.last() {
            Some(&cell) => (room.moves.len() - 1, cell),
            None => return Ok(()),
        };
        let add = "INSERT INTO moves VALUES (?1, ?2, ?3, ?4)";
        self.db
            .execute(
                add,
                params![room.code.as_str(), room.game, ply as i64, cell],
            )
            .and_then(|_| self.touch(room.code, now))
            .map_err(|e| self.error(e))
    }

    /// Keeps `room`'s game number, sides and rematch requests.
    pub fn update_room(&self, room: &Room, now: u64) -> Result<(), StoreError> {
        let update = "UPDATE rooms SET game = ?2, x = ?3, rematch_host = ?4, rematch_guest = ?5,
                      touched = ?6 WHERE code = ?1";
        let [host, guest] = room.rematch;
        let values = params![
            room.code.as_str(),
            room.game,
            text(&room.x),
            host,
            guest,
            now as i64
        ];
        self.db
            .execute(update, values)
            .map(drop)
            .map_err(|e| self.error(e))
    }

    fn touch(&self, code: Code, now: u64) -> rusqlite::Result<()> {
        let touch = "UPDATE rooms SET touched = ?2 WHERE code = ?1";
        self.db
            .execute(touch, params![code.as_str(), now as i64])
            .map(drop)
    }

    /// Forgets rooms untouched since `before`; returns how many.
    pub fn expire(&self, before: u64) -> Result<usize, StoreError> {
        let expire = "DELETE FROM rooms WHERE touched < ?1";
        self.db
            .execute(expire, params![before as i64])
            .map_err(|e| self.error(e))
    }

    /// Every room kept, with its seats and its current game's moves.
    pub fn rooms(&self) -> Result<Vec<Room>, StoreError> {
        self.load().map_err(|e| self.error(e))
    }

    fn load(&self) -> rusqlite::Result<Vec<Room>> {
        let mut rooms = Vec::new();
        let mut query = self.db.prepare(
            "SELECT code, game_kind, rules, starts, game, x, rematch_host, rematch_guest
             FROM rooms ORDER BY code",
        )?;
        let mut rows = query.query([])?;
        while let Some(row) = rows.next()? {
            let code: String = row.get(0)?;
            let code = Code::parse(&code).map_err(|e| damage(0, e))?;
            let mut room = Room::new(
                code,
                parse(row, 1)?,
                parse(row, 2)?,
                parse(row, 3)?,
                parse(row, 5)?,
            );
            room.game = row.get(4)?;
            room.rematch = [row.get(6)?, row.get(7)?];
            rooms.push(room);
        }
        for room in &mut rooms {
            self.fill(room)?;
        }
        Ok(rooms)
    }

    /// `room`'s seats and its game's moves, from the store.
    fn fill(&self, room: &mut Room) -> rusqlite::Result<()> {
        let code = room.code.as_str();
        let seats = "SELECT seat, name, token FROM seats WHERE code = ?1";
        let mut query = self.db.prepare_cached(seats)?;
        let mut rows = query.query(params![code])?;
        while let Some(row) = rows.next()? {
            let seat: Seat = parse(row, 0)?;
            room.seats[seat.index()] = Some(Taken {
                name: row.get(1)?,
                token: row.get(2)?,
            });
        }
        let moves = "SELECT cell FROM moves WHERE code = ?1 AND game = ?2 ORDER BY ply";
        let mut query = self.db.prepare_cached(moves)?;
        room.moves = query
            .query_map(params![code, room.game], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(())
    }
}

fn sqlite(path: &Path, source: rusqlite::Error) -> StoreError {
    StoreError::Sqlite {
        path: path.to_path_buf(),
        source,
    }
}

/// Whether `error` says the file is no SQLite database, or a broken one.
fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

/// Moves the damaged store at `path` (and its WAL files) to the first free
/// `path.damaged-N`; returns where.
fn keep_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let aside = (1..)
        .map(|n| PathBuf::from(format!("{}.damaged-{n}", path.display())))
        .find(|aside| !aside.exists())
        .expect("some number is free");
    std::fs::rename(path, &aside).map_err(|e| {
        StoreError::Damaged(format!(
            "{} is damaged and could not be kept aside: {e}",
            path.display()
        ))
    })?;
    for suffix in ["-wal", "-shm"] {
        let side = PathBuf::from(format!("{}{suffix}", path.display()));
        if side.exists() {
            let _ = std::fs::rename(&side, format!("{}{suffix}", aside.display()));
        }
    }
    Ok(aside)
}

/// `value` as the text it is kept as: its serde name (`qubic`, `host`).
fn text<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(text)) => text,
        other => unreachable!("a store value is a name, not {other:?}"),
    }
}

/// Column `index` of `row`, read back from its serde name.
fn parse<T: DeserializeOwned>(row: &rusqlite::Row<'_>, index: usize) -> rusqlite::Result<T> {
    let text: String = row.get(index)?;
    serde_json::from_value(serde_json::Value::String(text)).map_err(|e| damage(index, e))
}

fn damage(index: usize, error: impl std::fmt::Display) -> rusqlite::Error {
    let error: Box<dyn std::error::Error + Send + Sync> = error.to_string().into();
    rusqlite::Error::FromSqlConversionFailure(index, rusqlite::types::Type::Text, error)
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
