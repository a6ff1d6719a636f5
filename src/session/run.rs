//! The session while the window runs: after each frame it keeps what the
//! game reported and the window's size, takes back what the saver saved,
//! and shows new warnings.

use std::sync::Arc;

use super::{result_for, saved_size, score_entries, Session};
use crate::data::saver::{Change, Saved};
use crate::data::store::Warning;
use crate::game::{Event, Game};
use crate::record::scores::{PastGame, Scores};
use crate::record::Rival;
use crate::settings::SettingChange;
use crate::strategy::Opponent;

impl Session {
    /// Keeps what happened in `game` since the last frame and the window's
    /// logical size `window` at `now`. Returns the warnings new this run,
    /// already shown in the game, for standard error.
    pub fn after_frame(&mut self, game: &mut Game, window: (f32, f32), now: f64) -> Vec<Warning> {
        let size = saved_size(window.0, window.1);
        if let Some(size) = self.size.observe(size, now) {
            self.save_size(size);
        }
        self.after_step(game, now)
    }

    /// As [`Session::after_frame`] for a front end with no window.
    pub fn after_step(&mut self, game: &mut Game, now: f64) -> Vec<Warning> {
        self.take_saved(Some(&mut *game), false);
        for event in game.take_events() {
            self.record_event(event, game);
        }
        let fresh = self.fresh_warnings();
        for warning in &fresh {
            game.warn(warning.for_player(), now);
        }
        fresh
    }

    /// Holds the changes to save until [`Session::hand_over_saves`]: the
    /// window hands them over after each frame's work.
    pub fn hold_saves(&mut self) {
        self.saver.hold();
    }

    pub fn hand_over_saves(&mut self) {
        self.saver.hand_over();
    }

    /// Whether changes are still being saved: the window keeps drawing
    /// frames until they are taken back.
    pub fn saving(&self) -> bool {
        self.saver.busy()
    }

    /// Waits until every change so far is saved and takes the files'
    /// values into the session and `game`.
    pub fn settle(&mut self, game: &mut Game) {
        self.take_saved(Some(game), true);
    }

    /// At the end of the run, however the window closed: saves a size not
    /// yet saved, waits until every change is saved, and returns the
    /// warnings not shown yet.
    pub fn close(&mut self) -> Vec<Warning> {
        if let Some(size) = self.size.flush() {
            self.save_size(size);
        }
        self.take_saved(None, true);
        self.fresh_warnings()
    }

    fn record_event(&mut self, event: Event, game: &mut Game) {
        // The game lets go of its copy of the scores while they change, or
        // the first change would copy every past game (it gets them back
        // below): a game's end costs its frame less.
        game.let_go_of_scores();
        match event {
            Event::Finished(record) => {
                for (rival, rules, side, result) in score_entries(&record) {
                    self.change_scores(move |s| s.add(rival, rules, side, result));
                }
                let past = PastGame {
                    finished: crate::data::now_seconds(),
                    rival: Rival::of(&record.settings),
                    side: record.settings.side,
                    played: record.played.clone(),
                    outcome: record.outcome,
                    names: player_names(&record.settings),
                };
                self.change_scores(move |s| s.keep_game(past.clone()));
                // The game's memory learns once, here; the saver makes the
                // same change to the files, which may hold another window's
                // lessons too. MENACE learns from every game, as in `ttt
                // train`: the drawn beads rewarded or taken.
                let opponent = record.settings.opponent;
                let learns = matches!(opponent, Opponent::Learner | Opponent::Menace);
                if let Some(result) = result_for(&record, opponent).filter(|_| learns) {
                    let choices = record.choices;
                    game.learn(opponent, &choices, result);
                    self.saver.send(match opponent {
                        Opponent::Learner => Change::Lessons(Box::new(move |l| {
                            l.learn_from_game(&choices, result);
                        })),
                        _ => Change::Menace(Box::new(move |m| {
                            m.boxes.learn(&choices, result);
                        })),
                    });
                }
            }
            Event::SettingChanged(change) => self.change_setting(change),
            Event::ScoresReset => self.change_scores(Scores::reset_tallies),
        }
        game.set_scores(Arc::clone(&self.scores));
    }

    fn save_size(&mut self, (width, height): (u32, u32)) {
        self.change_setting(SettingChange::WindowSize(width, height));
    }

    fn change_scores(&mut self, change: impl Fn(&mut Scores) + Send + 'static) {
        change(Arc::make_mut(&mut self.scores));
        self.saver.send(Change::Scores(Box::new(change)));
    }

    /// Makes `change` to the settings here, and sends it to be saved
    /// (to the file's settings, which may hold another window's changes:
    /// only this one setting is written).
    pub(super) fn change_setting(&mut self, change: SettingChange) {
        self.settings.apply(change);
        self.saver
            .send(Change::Settings(Box::new(move |s| s.apply(change))));
    }

    /// Takes what the saver has saved (all of it with `wait`): each file's
    /// value, with other windows' changes, becomes the session's and the
    /// game's.
    fn take_saved(&mut self, mut game: Option<&mut Game>, wait: bool) {
        let taken = self.saver.take(wait);
        self.unshown.extend(taken.warnings);
        let mut scores = false;
        for saved in taken.saved {
            match (saved, game.as_deref_mut()) {
                (Saved::Scores(v), _) => (self.scores, scores) = (Arc::new(*v), true),
                (Saved::Settings(v), _) => self.settings = v,
                (Saved::Lessons(v), Some(game)) => game.take_lessons(v.memory),
                (Saved::Menace(v), Some(game)) => game.take_boxes(v.boxes),
                (Saved::Lessons(_) | Saved::Menace(_), None) => {}
            }
        }
        if let (Some(game), true) = (game, scores) {
            game.set_scores(Arc::clone(&self.scores));
        }
    }

    /// The warnings found and not shown before (each is shown once a run).
    fn fresh_warnings(&mut self) -> Vec<Warning> {
        let before = self.shown.len();
        for warning in std::mem::take(&mut self.unshown) {
            if !self.shown.contains(&warning) {
                self.shown.push(warning);
            }
        }
        self.shown[before..].to_vec()
    }
}

/// The names a finished game keeps: between two players, X's and O's.
fn player_names(settings: &crate::settings::Settings) -> [String; 2] {
    match settings.opponent {
        Opponent::Human => [settings.name_x, settings.name_o].map(|n| n.to_string()),
        _ => Default::default(),
    }
}
