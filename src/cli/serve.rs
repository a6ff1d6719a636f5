//! `ttt serve`: the game server (`net::server`) from the command line.

use super::args::ServeArgs;
use super::Io;
use crate::net::server::{addresses, bind, find_web_dir, Options, ROOM_TTL};
use crate::net::store::FILE;
use std::path::Path;

/// `ttt serve`: serves until stopped; the exit status, or the error for
/// `error:` (exit 2: the server never started).
pub fn run(args: &ServeArgs, data_dir: Option<&Path>, io: &mut Io<'_>) -> Result<i32, String> {
    let env = |name: &str| std::env::var_os(name);
    let data_dir = crate::data::store::resolve_dir(data_dir, &env)
        .ok_or("no data directory: give one with --data-dir")?;
    let program = std::env::current_exe().unwrap_or_default();
    let web_dir = match &args.web {
        Some(dir) if dir.join("index.html").is_file() => Some(dir.clone()),
        Some(dir) => {
            return Err(format!(
                "{} holds no index.html: build the page with scripts/web",
                dir.display()
            ))
        }
        None => find_web_dir(&program),
    };
    let options = Options {
        bind: args.bind,
        port: args.port,
        data_dir,
        web_dir: web_dir.clone(),
        max_rooms: args.max_rooms,
        room_ttl: ROOM_TTL,
    };
    let bound = bind(&options).map_err(|e| e.to_string())?;
    let (addr, rooms, notice) = (bound.addr, bound.rooms, bound.notice.clone());
    let store = options.data_dir.join(FILE);
    let (out, err) = (&mut *io.out, &mut *io.err);
    let ready = || {
        let _ = writeln!(out, "ttt serve: listening on {addr}");
        for (url, local) in addresses(addr) {
            let note = if local { " (this computer only)" } else { "" };
            let _ = writeln!(out, "  {url}{note}");
        }
        let _ = writeln!(out, "  rooms kept: {rooms} (in {})", store.display());
        if web_dir.is_none() {
            let _ = writeln!(err, "ttt serve: no page to serve (build it with scripts/web); the window and the terminal can still play");
        }
        if let Some(notice) = &notice {
            let _ = writeln!(err, "ttt serve: {notice}");
        }
        let _ = writeln!(out, "Ctrl-C stops the server.");
        let _ = out.flush();
    };
    match bound.run_until_signal(ready) {
        Ok(()) => {
            let _ = writeln!(io.out, "ttt serve: stopped; every room is kept.");
            Ok(0)
        }
        Err(e) => {
            let _ = writeln!(io.err, "ttt serve: {e}");
            Ok(1)
        }
    }
}
