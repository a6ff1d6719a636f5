//! Saving off the window's thread: a save holds the lock and fsyncs
//! (2–13 ms, more on a slow disk), so the window hands each change to a
//! worker thread, which saves them in order and sends back what each file
//! then holds. Dropping the saver waits for every change to be saved.

use crate::data::lessons::Lessons;
use crate::data::menace::Matchboxes;
use crate::data::store::{DataFile, Store, Warning};
use crate::settings::Settings;
use crate::strategy::scores::Scores;
use std::collections::VecDeque;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

/// A change to what one of the data files holds.
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

/// One file's kind, as an index.
fn kind(change: &Change) -> usize {
    match change {
        Change::Scores(_) => 0,
        Change::Settings(_) => 1,
        Change::Lessons(_) => 2,
        Change::Menace(_) => 3,
    }
}

/// [`Store::apply`], giving what the file then holds.
fn apply<T: DataFile + Clone>(
    store: &Store,
    local: &mut T,
    change: impl Fn(&mut T),
    warnings: &mut Vec<Warning>,
) -> T {
    warnings.extend(store.apply(local, change));
    local.clone()
}

/// The store, and what the worker takes each file to hold.
#[derive(Clone)]
struct Worker {
    store: Store,
    files: Files,
}

/// A change saved: its file's kind, what the file now holds, warnings.
type Done = (usize, Saved, Vec<Warning>);

impl Worker {
    fn save(&mut self, change: Change) -> Done {
        let (k, store, files) = (kind(&change), &self.store, &mut self.files);
        let mut warnings = Vec::new();
        let w = &mut warnings;
        let saved = match change {
            Change::Scores(f) => Saved::Scores(Box::new(apply(store, &mut files.scores, f, w))),
            Change::Settings(f) => Saved::Settings(apply(store, &mut files.settings, f, w)),
            Change::Lessons(f) => Saved::Lessons(apply(store, &mut files.lessons, f, w)),
            Change::Menace(f) => Saved::Menace(apply(store, &mut files.menace, f, w)),
        };
        (k, saved, warnings)
    }

    /// Takes `saved` as what its file holds.
    fn adopt(&mut self, saved: &Saved) {
        let files = &mut self.files;
        match saved.clone() {
            Saved::Scores(v) => files.scores = *v,
            Saved::Settings(v) => files.settings = v,
            Saved::Lessons(v) => files.lessons = v,
            Saved::Menace(v) => files.menace = v,
        }
    }
}

fn work(mut worker: Worker, changes: Receiver<Change>, done: Sender<Done>) {
    for change in changes {
        let _ = done.send(worker.save(change));
    }
}

/// Saves changes on a worker thread, or on the caller's if no thread can
/// be started.
pub struct Saver {
    /// `None` if the thread could not start or has stopped.
    thread: Option<(Sender<Change>, JoinHandle<()>)>,
    done: Receiver<Done>,
    /// Saves here when there is no thread; kept up to date.
    fallback: Worker,
    /// Saves done and not yet taken, when the thread has stopped.
    ready: VecDeque<Done>,
    /// Changes sent and not yet taken back, by kind (those held too).
    in_flight: [usize; KINDS],
    /// Changes held back until [`Saver::hand_over`], when holding.
    held: Option<VecDeque<Change>>,
}

/// The files a saver saves, as loaded.
#[derive(Clone, Debug, Default)]
pub struct Files {
    pub scores: Scores,
    pub settings: Settings,
    pub lessons: Lessons,
    pub menace: Matchboxes,
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
        Saver::new(Worker { store, files }, cfg!(not(target_arch = "wasm32")))
    }

    /// With `spawn` false, a saver without a thread.
    fn new(fallback: Worker, spawn: bool) -> Saver {
        let worker = fallback.clone();
        let (changes, inbox) = channel::<Change>();
        let (outbox, done) = channel::<Done>();
        let spawned = spawn.then(|| {
            std::thread::Builder::new()
                .name("ttt-saver".into())
                .spawn(move || work(worker, inbox, outbox))
        });
        let thread = spawned.and_then(Result::ok).map(|handle| (changes, handle));
        Saver {
            thread,
            done,
            fallback,
            ready: VecDeque::new(),
            in_flight: [0; KINDS],
            held: None,
        }
    }

    /// From now on, with a worker thread, holds the changes sent until
    /// [`Saver::hand_over`]: the window hands them over once a frame's
    /// work is done, for the thread, woken mid-frame, took the processor
    /// from the frame (docs/performance.md). Taking with `wait`, and
    /// dropping the saver, hand them over first.
    pub fn hold(&mut self) {
        if self.thread.is_some() {
            self.held.get_or_insert_with(VecDeque::new);
        }
    }

    /// Hands the changes held to the worker thread.
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

    /// Hands `change` (counted in flight) to the worker thread, or saves
    /// it here, now, after what the thread saved, if there is none.
    fn dispatch(&mut self, mut change: Change) {
        if let Some((changes, _)) = &self.thread {
            match changes.send(change) {
                Ok(()) => return,
                Err(returned) => change = returned.0,
            }
            // Stopping counts again what is ready and held, not this one.
            self.stop_thread();
            self.in_flight[kind(&change)] += 1;
        }
        let done = self.fallback.save(change);
        self.ready.push_back(done);
    }

    /// Whether a change sent has not been taken back yet.
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
            let next = match self.ready.pop_front() {
                Some(done) => Some(done),
                None if wait && self.busy() && self.thread.is_some() => match self.done.recv() {
                    Ok(done) => Some(done),
                    Err(_) => {
                        // The worker stopped; take what it finished.
                        self.stop_thread();
                        continue;
                    }
                },
                None => self.done.try_recv().ok(),
            };
            let Some((k, saved, warnings)) = next else {
                break;
            };
            taken.warnings.extend(warnings);
            self.fallback.adopt(&saved);
            self.in_flight[k] = self.in_flight[k].saturating_sub(1);
            if self.in_flight[k] == 0 {
                let same = std::mem::discriminant(&saved);
                taken.saved.retain(|s| std::mem::discriminant(s) != same);
                taken.saved.push(saved);
            }
        }
        taken
    }

    /// Lets the worker thread save what it has and end, keeping what it
    /// saved to be taken. Changes a panicked worker left are not counted.
    fn stop_thread(&mut self) {
        let Some((changes, handle)) = self.thread.take() else {
            return;
        };
        drop(changes);
        let _ = handle.join();
        while let Ok(done) = self.done.try_recv() {
            self.fallback.adopt(&done.1);
            self.ready.push_back(done);
        }
        self.in_flight = [0; KINDS];
        for (k, _, _) in &self.ready {
            self.in_flight[*k] += 1;
        }
        for change in self.held.iter().flatten() {
            self.in_flight[kind(change)] += 1;
        }
    }
}

impl Drop for Saver {
    /// Every change sent is saved before the saver goes.
    fn drop(&mut self) {
        self.hand_over();
        self.stop_thread();
    }
}

#[cfg(test)]
#[path = "saver_tests.rs"]
mod tests;
