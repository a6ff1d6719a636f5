//! The window's link to the data directory: the settings it opens with and
//! what it keeps as it plays. Problems become warnings shown in the window
//! (and returned for standard error); the game goes on.

use std::sync::Arc;

use crate::core::board::{GameResult, Mark, Rules};
use crate::core::rng::Rng;
use crate::data::lessons::Lessons;
use crate::data::saver::{Files, Saver};
use crate::data::store::{Store, Warning};
use crate::game::Game;
use crate::record::scores::Scores;
use crate::record::{scored_sides, GameRecord, Rival};
use crate::session::options::RunOptions;
use crate::settings::{SettingChange, Settings, Speed, WINDOW_SIDE_RANGE};
use crate::strategy::{Memory, Opponent};
use crate::view::layout::MIN_WINDOW;

/// Seconds the window's size must stay the same before a frame saves it,
/// so a drag that resizes it saves once, not every frame.
pub const RESIZE_SETTLE_SECONDS: f64 = 0.6;
/// The largest side the window reopens at, in logical pixels.
pub const MAX_WINDOW_SIDE: f32 = 16_384.0;

/// The settings this run uses: the remembered ones, with whatever the
/// command line named taking their place.
pub fn chosen_settings(options: &RunOptions, saved: &Settings) -> Settings {
    options
        .changes
        .iter()
        .fold(*saved, |s, &change| s.with(change))
}

/// The scores a finished game adds, for the sides `scored_sides` names.
pub fn score_entries(record: &GameRecord) -> Vec<(Rival, Rules, Mark, GameResult)> {
    let s = record.settings;
    let result = |side| GameResult::for_side(record.outcome, side);
    scored_sides(&s, &record.played)
        .into_iter()
        .map(|side| (Rival::of(&s), record.played.rules(), side, result(side)))
        .collect()
}

/// How a game `opponent` played ended for it; `None` if it did not play.
pub fn result_for(record: &GameRecord, opponent: Opponent) -> Option<GameResult> {
    let side = record.settings.side.opponent();
    let played = Rival::of(&record.settings) == Rival::TicTacToe(opponent);
    played.then(|| GameResult::for_side(record.outcome, side))
}

/// Where `store` keeps the data, in the player's words.
pub fn data_place(store: &Store) -> String {
    match (store.dir(), store.is_somewhere()) {
        (Some(dir), _) => dir.display().to_string(),
        (None, true) => "this browser's storage for the page (localStorage)".to_string(),
        (None, false) => "nowhere: no data directory was found, nothing is saved".to_string(),
    }
}

/// The window's size in whole logical pixels, as the settings keep it.
pub fn saved_size(width: f32, height: f32) -> (u32, u32) {
    let side = |v: f32| {
        let v = if v.is_finite() { v.round() } else { 0.0 };
        (v.max(0.0) as u32).clamp(*WINDOW_SIDE_RANGE.start(), *WINDOW_SIDE_RANGE.end())
    };
    (side(width), side(height))
}

/// The game a screenshot shows: what the window would open with, read
/// without changing anything in the data directory; and the warnings.
pub fn still_game(options: &RunOptions) -> (Game, Vec<Warning>) {
    let store = Store::locate(options.data_dir.as_deref());
    let (settings, mut warnings) = store.peek::<Settings>();
    let (scores, w) = store.peek::<Scores>();
    warnings.extend(w);
    let (lessons, w) = store.peek::<Lessons>();
    warnings.extend(w);
    let chosen = chosen_settings(options, &settings);
    let mut game = Game::new(chosen, options.position, lessons.memory, Rng::seeded(0));
    if let Some(start) = options.cube_position {
        game.set_position(start);
    }
    game.set_scores(scores);
    game.set_data_place(data_place(&store));
    if chosen.welcome {
        game.welcome();
    }
    game.at_rest();
    (game, warnings)
}

/// Saves the window's size once it has stopped changing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SizeKeeper {
    saved: (u32, u32),
    seen: (u32, u32),
    since: f64,
}

impl SizeKeeper {
    pub fn new(saved: (u32, u32)) -> SizeKeeper {
        SizeKeeper {
            saved,
            seen: saved,
            since: 0.0,
        }
    }

    /// The window is `size` at `now`: the size to save, when it has held
    /// for [`RESIZE_SETTLE_SECONDS`] and differs from the saved one.
    pub fn observe(&mut self, size: (u32, u32), now: f64) -> Option<(u32, u32)> {
        if size != self.seen {
            (self.seen, self.since) = (size, now);
            return None;
        }
        if now < self.since + RESIZE_SETTLE_SECONDS {
            return None;
        }
        self.flush()
    }

    pub fn pending(&self) -> bool {
        self.seen != self.saved
    }

    pub fn flush(&mut self) -> Option<(u32, u32)> {
        self.pending().then(|| {
            self.saved = self.seen;
            self.saved
        })
    }
}

/// The data directory and what the window has loaded from it; the saver
/// writes each change in the background and brings back what the file
/// then holds.
pub struct Session {
    saver: Saver,
    /// Shared with the game (see `Game::set_scores`).
    scores: Arc<Scores>,
    settings: Settings,
    /// The learning opponents' memory as loaded, until [`Session::start`]
    /// hands it to the game, its one owner while the game runs.
    memory: Memory,
    size: SizeKeeper,
    /// Warnings found but not yet shown, and those shown (once a run).
    unshown: Vec<Warning>,
    shown: Vec<Warning>,
    place: String,
}

pub mod options;
pub mod search;
mod run;
#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod seats;

impl Session {
    /// Opens the data directory `options` names (else the usual one).
    pub fn open(options: &RunOptions) -> Session {
        Session::open_store(Store::open(options.data_dir.as_deref()))
    }

    /// Loads the scores, settings and lessons from `store`, opened with
    /// `warnings`; they wait to be shown when the game starts.
    pub fn open_store((store, mut warnings): (Store, Vec<Warning>)) -> Session {
        warnings.extend(store.busy());
        let (scores, w) = store.load::<Scores>();
        warnings.extend(w);
        let (settings, w) = store.load::<Settings>();
        warnings.extend(w);
        let (learned, w) = store.load_learned();
        warnings.extend(w);
        let memory = learned.memory();
        let size = SizeKeeper::new((settings.window_width, settings.window_height));
        let place = data_place(&store);
        let files = Files {
            scores: scores.clone(),
            settings,
            lessons: learned.lessons,
            menace: learned.boxes,
        };
        let saver = Saver::start(store, files);
        Session {
            saver,
            scores: Arc::new(scores),
            settings,
            memory,
            size,
            unshown: warnings,
            shown: Vec::new(),
            place,
        }
    }

    /// The size to open the window at: the remembered one, within reason.
    pub fn window_size(&self) -> (f32, f32) {
        let side = |v: u32, min: f32| (v as f32).clamp(min, MAX_WINDOW_SIDE);
        (
            side(self.settings.window_width, MIN_WINDOW.0),
            side(self.settings.window_height, MIN_WINDOW.1),
        )
    }

    /// The game to play, once a run: the remembered settings under the
    /// command line's (which are saved), the scores, and the memory, which
    /// the game owns from then on. Not `animated` (the terminal): marks
    /// appear at once, and the saved speed and sound are left alone.
    pub fn start(&mut self, options: &RunOptions, rng: Rng, animated: bool) -> Game {
        for &change in &options.changes {
            let turtle = matches!(change, SettingChange::Speed(_) | SettingChange::Sound(_));
            if (animated || !turtle) && self.settings.with(change) != self.settings {
                self.change_setting(change);
            }
        }
        let mut settings = self.settings;
        if !animated {
            (settings.speed, settings.sound) = (Speed::Off, false);
        }
        let memory = std::mem::take(&mut self.memory);
        let mut game = Game::new(settings, options.position, memory, rng);
        if let Some(start) = options.cube_position {
            game.set_position(start);
        }
        game.set_scores(Arc::clone(&self.scores));
        game.set_data_place(self.place.clone());
        game.set_desktop_theme(options.desktop_theme);
        if settings.welcome {
            game.welcome();
        }
        game
    }

    pub fn scores(&self) -> &Scores {
        &self.scores
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn size_pending(&self) -> bool {
        self.size.pending()
    }
}

#[cfg(test)]
#[path = "mod_tests.rs"]
mod tests;
