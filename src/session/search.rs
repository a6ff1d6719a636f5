//! The computer's Qubic move, worked out off the window's thread so the
//! turtle keeps drawing while it thinks: the game asks (`Game::search_wanted`),
//! a worker answers on a later frame (`Game::answer`). A page (wasm) has one
//! thread: there the search runs in the frame that wants it.

use crate::game::qubic::Search;
use crate::game::Game;
#[cfg(not(target_arch = "wasm32"))]
use {
    crate::qubic::player::Decision,
    std::sync::mpsc::{channel, Receiver, Sender},
};

/// The worker thread's channels: searches asked, answers given.
#[cfg(not(target_arch = "wasm32"))]
type Worker = (Sender<Search>, Receiver<(Search, Option<Decision>)>);

/// The worker and the search it was last given.
pub struct Searcher {
    /// A page has no threads, so no worker, and the channels' code stays
    /// out of its module (about 10 KB before wasm-opt).
    #[cfg(not(target_arch = "wasm32"))]
    worker: Option<Worker>,
    /// The search last started, until its answer is back.
    running: Option<Search>,
}

impl Searcher {
    pub fn start() -> Searcher {
        Searcher {
            #[cfg(not(target_arch = "wasm32"))]
            worker: spawn(),
            running: None,
        }
    }

    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Once a frame, after `Game::update`: hands the game an answer that
    /// has arrived, and starts the search it now wants, if not started.
    pub fn step(&mut self, game: &mut Game, now: f64) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some((_, answers)) = &self.worker {
            while let Ok((search, decision)) = answers.try_recv() {
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
        #[cfg(not(target_arch = "wasm32"))]
        if let Some((asks, _)) = &self.worker {
            if asks.send(search).is_ok() {
                self.running = Some(search);
                return;
            }
            // The worker has gone: from now on, here.
            self.worker = None;
        }
        // No thread (a page): here and now.
        game.answer(search, search.run(), now);
    }
}

/// The worker thread, and its channels; `None` if it cannot start.
#[cfg(not(target_arch = "wasm32"))]
fn spawn() -> Option<Worker> {
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
    worker.ok().map(|_| (asks, answers))
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
