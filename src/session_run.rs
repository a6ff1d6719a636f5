//! The session while the window runs: after each frame it keeps what the
//! game reported and the window's size, and shows new warnings.

use super::{copy_changes, learner_result, saved_size, score_entries, Session};
use crate::game::{Event, Game};
use crate::store::Warning;

impl Session {
    /// Keeps what happened in `game` since the last frame (finished games,
    /// setup changes, a confirmed reset) and the window's logical size
    /// `window` at time `now`. Returns the warnings new this run, already
    /// shown in the game, for standard error.
    pub fn after_frame(&mut self, game: &mut Game, window: (f32, f32), now: f64) -> Vec<Warning> {
        for event in game.take_events() {
            let warnings = self.keep(event, game);
            self.unshown.extend(warnings);
        }
        let size = saved_size(window.0, window.1);
        if let Some(size) = self.size.observe(size, now) {
            self.save_size(size);
        }
        self.show_warnings(game, now)
    }

    /// At the end of the run, however the window closed: saves a size not
    /// yet saved. Returns the warnings new since the last frame, for
    /// standard error.
    pub fn close(&mut self) -> Vec<Warning> {
        if let Some(size) = self.size.flush() {
            self.save_size(size);
        }
        let fresh: Vec<Warning> = std::mem::take(&mut self.unshown)
            .into_iter()
            .filter(|w| !self.shown.contains(w))
            .collect();
        self.shown.extend(fresh.iter().cloned());
        fresh
    }

    fn keep(&mut self, event: Event, game: &mut Game) -> Vec<Warning> {
        let mut warnings = Vec::new();
        match event {
            Event::Finished(record) => {
                for (opponent, side, result) in score_entries(&record) {
                    let store = &self.store;
                    warnings.extend(store.record_result(&mut self.scores, opponent, side, result));
                }
                if let Some(result) = learner_result(&record) {
                    let (store, lessons) = (&self.store, &mut self.lessons);
                    warnings.extend(store.record_learner_game(lessons, &record.choices, result));
                    game.set_memory(self.lessons.memory.clone());
                }
            }
            Event::SetupChanged(setup) => {
                let old = std::mem::replace(&mut self.setup, setup);
                let change = |s: &mut _| copy_changes(s, old, setup);
                warnings.extend(self.store.change_settings(&mut self.settings, change));
            }
            Event::ScoresReset => warnings.extend(self.store.reset_scores(&mut self.scores)),
        }
        game.set_scores(self.scores.clone());
        warnings
    }

    fn save_size(&mut self, (width, height): (u32, u32)) {
        let warnings = self.store.change_settings(&mut self.settings, |s| {
            (s.window_width, s.window_height) = (width, height);
        });
        self.unshown.extend(warnings);
    }

    /// Shows in `game` the warnings not shown before (each once a run);
    /// returns them.
    pub(super) fn show_warnings(&mut self, game: &mut Game, now: f64) -> Vec<Warning> {
        let mut fresh = Vec::new();
        for warning in std::mem::take(&mut self.unshown) {
            if !self.shown.contains(&warning) {
                game.warn(&warning.0, now);
                self.shown.push(warning.clone());
                fresh.push(warning);
            }
        }
        fresh
    }
}
