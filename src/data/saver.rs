//! Saving off the window's thread: a save holds the lock and fsyncs
//! (2–13 ms, more on a slow disk), so the window hands each change to a
//! worker thread, which saves them in order and sends back what each file
//! then holds. Dropping the saver waits for every change to be saved.

use crate::data::lessons::Lessons;
use crate::data::menace::Matchboxes;
use crate::data::store::{DataFile, Store, Warning};
use crate::record::scores::Scores;
use crate::settings::Settings;
use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

pub enum Change {
    Scores(Box<dyn Fn(&mut Scores) + Send>),
    Settings(Box<dyn Fn(&mut Settings) + Send>),
    Lessons(Box<dyn Fn(&mut Lessons) + Send>),
    Menace(Box<dyn Fn(&mut Matchboxes) + Send>),
}

/// What a file holds after the changes sent so far to it, with what any
/// other window saved meanwhile (or, unsaved, this window's alone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Boxed: the scores are several times the size of the others.
    Scores(Box<Scores>),
    Settings(Settings),
    Lessons(Lessons),
    Menace(Matchboxes),
}

const KINDS: usize = 4;

fn kind(change: &Change) -> usize {
    match change {
        Change::Scores(_) => 0,
        Change::Settings(_) => 1,
        Change::Lessons(_) => 2,
        Change::Menace(_) => 3,
    }
}

#[derive(Clone, Debug, Default)]
pub struct Files {
    pub scores: Scores,
    pub settings: Settings,
    pub lessons: Lessons,
    pub menace: Matchboxes,
}

/// A change saved: its file's kind, what the file now holds (`None` if
/// the change panicked), warnings.
type Done = (usize, Option<Saved>, Vec<Warning>);

/// Saves `change` with [`Store::apply`], `files` being what the files hold.
/// A change that panics (a bug) is caught, so the saver goes on saving.
fn save(store: &Store, files: &mut Files, change: Change) -> Done {
    fn apply<T: DataFile + Clone>(
        store: &Store,
        local: &mut T,
        change: impl Fn(&mut T),
        warnings: &mut Vec<Warning>,
    ) -> T {
        warnings.extend(store.apply(local, change));
        local.clone()
    }
    let (k, mut warnings) = (kind(&change), Vec::new());
    let w = &mut warnings;
    let saved = catch_unwind(AssertUnwindSafe(|| match change {
        Change::Scores(f) => Saved::Scores(Box::new(apply(store, &mut files.scores, f, w))),
        Change::Settings(f) => Saved::Settings(apply(store, &mut files.settings, f, w)),
        Change::Lessons(f) => Saved::Lessons(apply(store, &mut files.lessons, f, w)),
        Change::Menace(f) => Saved::Menace(apply(store, &mut files.menace, f, w)),
    }));
    (k, saved.ok(), warnings)
}

/// Saves changes on a worker thread, or on the caller's if there is none.
pub struct Saver {
    /// The worker thread's inbox, and the thread; `None` in a page (no
    /// threads) or if it could not start, when `here` saves instead.
    thread: Option<(Sender<Change>, JoinHandle<()>)>,
    here: Option<(Store, Files, Sender<Done>)>,
    done: Receiver<Done>,
    /// Changes sent and not yet taken back, by kind (those held too).
    in_flight: [usize; KINDS],
    /// Changes held back until [`Saver::hand_over`], when holding.
    held: Option<VecDeque<Change>>,
}

/// What [`Saver::take`] brings back: each file's value where no later
/// change to it is still being saved, and every warning.
#[derive(Debug, Default)]
pub struct Taken {
    pub saved: Vec<Saved>,
    pub warnings: Vec<Warning>,
}

impl Saver {
    /// A saver for `store`, whose files hold `files`. A page (wasm) has
    /// no threads, and saves to localStorage on the caller's.
    pub fn start(store: Store, files: Files) -> Saver {
        Saver::new(store, files, cfg!(not(target_arch = "wasm32")))
    }

    fn new(store: Store, files: Files, spawn: bool) -> Saver {
        let (changes, inbox) = channel::<Change>();
        let (outbox, done) = channel::<Done>();
        let (worker_store, mut worker_files, to_saver) =
            (store.clone(), files.clone(), outbox.clone());
        let spawned = spawn.then(|| {
            std::thread::Builder::new()
                .name("ttt-saver".into())
                .spawn(move || {
                    for change in inbox {
                        let _ = to_saver.send(save(&worker_store, &mut worker_files, change));
                    }
                })
        });
        let thread = spawned.and_then(Result::ok).map(|handle| (changes, handle));
        Saver {
            here: thread.is_none().then_some((store, files, outbox)),
            thread,
            done,
            in_flight: [0; KINDS],
            held: None,
        }
    }

    /// With a worker thread, holds the changes sent until the window hands
    /// them over after a frame's work: a thread woken mid-frame takes the
    /// processor from the frame (docs/performance.md).
    pub fn hold(&mut self) {
        if self.thread.is_some() {
            self.held.get_or_insert_with(VecDeque::new);
        }
    }

    pub fn hand_over(&mut self) {
        while let Some(change) = self.held.as_mut().and_then(VecDeque::pop_front) {
            self.dispatch(change);
        }
    }

    /// Saves `change`, in order after those sent before it.
    pub fn send(&mut self, change: Change) {
        self.in_flight[kind(&change)] += 1;
        match &mut self.held {
            Some(held) => held.push_back(change),
            None => self.dispatch(change),
        }
    }

    fn dispatch(&mut self, change: Change) {
        if let Some((changes, _)) = &self.thread {
            let _ = changes.send(change);
        } else if let Some((store, files, outbox)) = &mut self.here {
            let _ = outbox.send(save(store, files, change));
        }
    }

    pub fn busy(&self) -> bool {
        self.in_flight.iter().any(|&n| n > 0)
    }

    /// What has been saved since the last call; with `wait`, after every
    /// change sent so far has been saved.
    pub fn take(&mut self, wait: bool) -> Taken {
        if wait {
            self.hand_over();
        }
        let mut taken = Taken::default();
        loop {
            let next = match wait && self.busy() {
                true => self.done.recv().ok(),
                false => self.done.try_recv().ok(),
            };
            let Some((k, saved, warnings)) = next else {
                return taken;
            };
            taken.warnings.extend(warnings);
            self.in_flight[k] = self.in_flight[k].saturating_sub(1);
            // The last change to its file sent so far: comes back once.
            if let Some(saved) = saved.filter(|_| self.in_flight[k] == 0) {
                taken.saved.push(saved);
            }
        }
    }
}

impl Drop for Saver {
    /// Every change sent is saved before the saver goes.
    fn drop(&mut self) {
        self.hand_over();
        if let Some((changes, thread)) = self.thread.take() {
            drop(changes);
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
#[path = "saver_tests.rs"]
mod tests;
