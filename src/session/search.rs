//! The computer's Qubic move, worked out off the window's thread: the
//! game says which search it wants (`Game::search_wanted`), a worker
//! thread runs it, and the answer goes back to the game on a later frame
//! (`Game::answer`), so the turtle keeps drawing while it thinks. A page
//! (wasm) has one thread: there the search runs in the frame that wants
//! it — hard's budget is 20,000 positions a search (tens of milliseconds
//! natively), so a frame waits for that; unbeatable's, ten times more.

use crate::game::qubic::Search;
use crate::game::Game;
use crate::qubic::player::Decision;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{Receiver, Sender};

/// The worker and the search it was last given.
pub struct Searcher {
    worker: Option<Worker>,
    /// The search last started, until its answer is back.
    running: Option<Search>,
}

#[cfg(not(target_arch = "wasm32"))]
struct Worker {
    asks: Sender<Search>,
    answers: Receiver<(Search, Option<Decision>)>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Worker {
    /// An answer that has arrived, if one has.
    fn answer(&self) -> Option<(Search, Option<Decision>)> {
        self.answers.try_recv().ok()
    }

    /// Hands the worker `search`; `false` if it has gone.
    fn ask(&self, search: Search) -> bool {
        self.asks.send(search).is_ok()
    }
}

/// A page has no threads, so no worker: none can be made, and the
/// channels' code stays out of its module (about 10 KB before wasm-opt).
#[cfg(target_arch = "wasm32")]
enum Worker {}

#[cfg(target_arch = "wasm32")]
impl Worker {
    fn answer(&self) -> Option<(Search, Option<Decision>)> {
        match *self {}
    }

    fn ask(&self, _: Search) -> bool {
        match *self {}
    }
}

impl Searcher {
    /// A searcher with a worker thread of its own, where threads exist.
    pub fn start() -> Searcher {
        Searcher {
            worker: spawn(),
            running: None,
        }
    }

    /// A searcher that runs each search at once, in the caller's thread.
    pub fn inline() -> Searcher {
        Searcher {
            worker: None,
            running: None,
        }
    }

    /// Whether a search is being worked out.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Once a frame, after `Game::update`: hands the game an answer that
    /// has arrived, and starts the search it now wants, if not started.
    pub fn step(&mut self, game: &mut Game, now: f64) {
        if let Some(worker) = &self.worker {
            while let Some((search, decision)) = worker.answer() {
                if self.running == Some(search) {
                    self.running = None;
                }
                game.answer(search, decision, now);
            }
        }
        let Some(search) = game.search_wanted(now) else {
            return;
        };
        if self.running == Some(search) {
            return;
        }
        match &self.worker {
            Some(worker) if worker.ask(search) => self.running = Some(search),
            // No thread (a page), or it has gone: here and now.
            _ => {
                self.worker = None;
                game.answer(search, search.run(), now);
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn spawn() -> Option<Worker> {
    use std::sync::mpsc::channel;
    let (asks, asked) = channel::<Search>();
    let (answer, answers) = channel();
    let worker = std::thread::Builder::new()
        .name("qubic search".to_string())
        .spawn(move || {
            for search in asked {
                if answer.send((search, search.run())).is_err() {
                    break;
                }
            }
        });
    worker.ok().map(|_| Worker { asks, answers })
}

#[cfg(target_arch = "wasm32")]
fn spawn() -> Option<Worker> {
    None
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
